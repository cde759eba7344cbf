// nginx from Debian as the reverse proxy of the cluster check: our own nginx process (never the system's
// service or its configuration), on a free port, with deploy/nginx.conf's upstream block (its instance ports
// swapped for the test's) and deploy/messhall-proxy.conf as it is.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { log, repoRoot, sleep, tempDir } from './common.js';

const NGINX = '/usr/sbin/nginx';

/** The Debian nginx binary, installed with apt-get when missing (as root, or through sudo). */
export function ensureNginx(): string {
  if (existsSync(NGINX)) return NGINX;
  log('nginx is missing: apt-get install -y nginx');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const run = (args: string[]) =>
    execFileSync(sudo[0] ?? args[0]!, sudo.length ? args : args.slice(1), { stdio: 'inherit', env });
  run(['apt-get', 'update']);
  run(['apt-get', 'install', '-y', '--no-install-recommends', 'nginx']);
  if (!existsSync(NGINX)) throw new Error(`apt-get installed nginx but ${NGINX} is missing`);
  return NGINX;
}

/**
 * deploy/nginx.conf's `upstream messhall { … }` with one `server` line per port, parameters kept, and `down`
 * on the ports being drained.
 */
function upstreamFor(ports: number[], drained: number[] = []): string {
  const conf = readFileSync(path.join(repoRoot, 'deploy/nginx.conf'), 'utf8');
  const block = /^upstream messhall \{[\s\S]*?^\}/m.exec(conf)?.[0];
  const line = block && /^(\s*)server 127\.0\.0\.1:\d+( [^;]*)?;$/m.exec(block);
  if (!block || !line) throw new Error('deploy/nginx.conf has no `upstream messhall` with server lines');
  const servers = ports
    .map(
      (port) => `${line[1]}server 127.0.0.1:${port}${line[2] ?? ''}${drained.includes(port) ? ' down' : ''};`,
    )
    .join('\n');
  return block.replace(/^\s*server 127\.0\.0\.1:\d+.*;\n/gm, '').replace(/\{\n/, `{\n${servers}\n`);
}

export interface Proxy {
  base: string;
  port: number;
  /** nginx's access log: method, path, status, and the upstream(s) each request went to. */
  accessLog: string;
  errorLog: () => string;
  /**
   * Takes these instances out of the upstream (`down`) and reloads nginx, as deploy/rolling-restart.sh does:
   * requests already on them finish, new ones go to the others. An empty list puts every instance back.
   */
  drain: (ports: number[]) => Promise<void>;
  stop: () => Promise<void>;
}

export async function startNginx(upstreamPorts: number[], port: number): Promise<Proxy> {
  const bin = ensureNginx();
  const dir = tempDir('nginx');
  chmodSync(dir, 0o755); // nginx's workers write their temp files here
  const accessLog = path.join(dir, 'access.log');
  const conf = path.join(dir, 'nginx.conf');
  const write = (drained: number[]) =>
    writeFileSync(
      conf,
      `worker_processes 1;
error_log ${dir}/error.log notice;
events { worker_connections 4096; }
http {
  log_format upstreams '$request_method $uri $status $upstream_addr $upstream_status $request_time';
  access_log ${accessLog} upstreams;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
${upstreamFor(upstreamPorts, drained)}
  server {
    listen 127.0.0.1:${port};
    include ${path.join(repoRoot, 'deploy/messhall-proxy.conf')};
  }
}
`,
    );
  write([]);
  execFileSync(bin, ['-t', '-q', '-p', dir, '-c', conf, '-g', `pid ${dir}/nginx.pid;`], { stdio: 'inherit' });
  const child = spawn(bin, ['-p', dir, '-c', conf, '-g', `daemon off; pid ${dir}/nginx.pid;`], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    const up = await fetch(`${base}/api/health/live`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error('nginx did not start');
    await sleep(100);
  }
  const errorLog = () => {
    const file = path.join(dir, 'error.log');
    return existsSync(file) ? readFileSync(file, 'utf8') : '';
  };
  return {
    base,
    port,
    accessLog,
    errorLog,
    drain: async (ports) => {
      write(ports);
      const reloads = (errorLog().match(/reconfiguring/g) ?? []).length;
      child.kill('SIGHUP');
      // The new workers are serving once the master has logged the reload; the old ones finish what they hold.
      const until = Date.now() + 5000;
      while ((errorLog().match(/reconfiguring/g) ?? []).length === reloads && Date.now() < until)
        await sleep(50);
      await sleep(500);
    },
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGQUIT'); // graceful: finish open requests
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
