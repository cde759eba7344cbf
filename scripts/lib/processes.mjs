// Child processes of our tests and scripts (the real server, the bench's baseline): a free port, starting a
// Node process with its output kept, waiting until it answers HTTP, and stopping it. Used by the server's
// process tests, the e2e suite, the bench, the reliability checks and Lighthouse.
import { execFileSync, spawn } from 'node:child_process';
import net from 'node:net';

/** A port that is free right now on 127.0.0.1. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** freePort for synchronous callers (a config file): asked of the OS in a short-lived child process. */
export function freePortSync() {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

/** A stopped child gets this long after SIGTERM before SIGKILL. */
const STOP_GRACE_MS = 12_000;
/** How much of a child's output is kept (the end of it), for assertions and error messages. */
const OUTPUT_KEPT = 64_000;

const running = new Set();

/** Stops every child still running: for a script's failure path and Ctrl-C. */
export async function stopAllChildren() {
  await Promise.all([...running].map((child) => child.stop()));
}

/** Starts `node <args>` with stdout and stderr kept; see processes.d.mts for the handle. */
export function startChild(args, { cwd, env }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (data) => {
    out = (out + String(data)).slice(-OUTPUT_KEPT);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  let exitCode;
  const exited = new Promise((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      running.delete(handle);
      resolve(code);
    }),
  );
  const handle = {
    child,
    pid: child.pid ?? -1,
    output: () => out,
    exited,
    async stop() {
      running.delete(handle);
      if (exitCode !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(handle);
  return handle;
}

/** Waits until `url` answers 2xx; fails early with the child's output when it exits first. Answers the wait in ms. */
export async function waitForHttp(url, child, timeoutMs = 90_000) {
  const started = Date.now();
  let exited = false;
  void child.exited.then(() => (exited = true));
  while (Date.now() - started < timeoutMs) {
    if (exited) throw new Error(`process exited before ${url} answered:\n${child.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms:\n${child.output()}`);
}
