// Child processes of the bench (the real server, the hello-world baseline) and their memory.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface Child {
  child: ChildProcess;
  pid: number;
  /** The last lines the process printed (for error messages). */
  output: () => string;
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

const running = new Set<Child>();

/** Stops every child still running: called on failure and on Ctrl-C. */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...running].map((c) => c.stop()));
}

export function startChild(args: string[], options: { cwd: string; env: Record<string, string> }): Child {
  const child = spawn(process.execPath, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const keep = (d: Buffer) => {
    out = (out + String(d)).slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exitCode: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code;
      resolve(code);
    }),
  );
  const handle: Child = {
    child,
    pid: child.pid ?? -1,
    output: () => out,
    exited,
    async stop() {
      running.delete(handle);
      if (exitCode !== undefined) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exited;
      clearTimeout(timer);
    },
  };
  running.add(handle);
  return handle;
}

export async function waitForHttp(url: string, child: Child, timeoutMs = 90_000): Promise<number> {
  const started = Date.now();
  let exited = false;
  void child.exited.then(() => (exited = true));
  while (Date.now() - started < timeoutMs) {
    if (exited) throw new Error(`process exited before it was ready:\n${child.output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms:\n${child.output()}`);
}

/** Resident memory of a process in MB, from /proc (Linux); NaN elsewhere or once it is gone. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1]);
    return kb / 1024;
  } catch {
    return Number.NaN;
  }
}

/** Samples a process's RSS every 500 ms and keeps the peak. */
export function sampleRss(pid: number) {
  let peak = rssMb(pid);
  let samples = 1;
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (Number.isFinite(now)) {
      samples++;
      if (!(now <= peak)) peak = now;
    }
  }, 500);
  return {
    stop() {
      clearInterval(timer);
      return { peakMb: peak, samples };
    },
  };
}

let clockTicks: number | undefined;

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux); NaN elsewhere. */
export function cpuMs(pid: number): number {
  try {
    clockTicks ??= Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return Number.NaN;
  }
}
