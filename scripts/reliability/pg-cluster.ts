// A throwaway PostgreSQL cluster on a free port (never the machine's shared server), for the checks that stop
// and start PostgreSQL or want a database of their own.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../lib/processes.mjs';
import { tempDir } from './common.js';

/** The directory of initdb and pg_ctl: PG_BIN, or the newest /usr/lib/postgresql/<version>/bin. */
export function pgBin(): string | undefined {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const version = readdirSync(root).sort((a, b) => Number(b) - Number(a))[0];
  const bin = version ? path.join(root, version, 'bin') : undefined;
  return bin && existsSync(path.join(bin, 'initdb')) ? bin : undefined;
}

/** initdb and postgres refuse to run as root: as root, run them as the postgres user. */
function asPostgres(tool: string, args: string[]): string {
  const root = process.getuid?.() === 0;
  const [cmd, argv] = root ? ['runuser', ['-u', 'postgres', '--', tool, ...args]] : [tool, args];
  return execFileSync(cmd, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export class Cluster {
  private constructor(
    private readonly bin: string,
    readonly dir: string,
    readonly port: number,
  ) {}

  static async create(bin: string): Promise<Cluster> {
    const dir = tempDir('pg');
    if (process.getuid?.() === 0) {
      const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
      chownSync(dir, uid, gid);
    }
    asPostgres(path.join(bin, 'initdb'), [
      '-D',
      path.join(dir, 'data'),
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
    ]);
    return new Cluster(bin, dir, await freePort());
  }

  readonly url = () => `postgres://postgres@127.0.0.1:${this.port}/postgres`;

  start(): void {
    asPostgres(path.join(this.bin, 'pg_ctl'), [
      '-D',
      path.join(this.dir, 'data'),
      '-l',
      path.join(this.dir, 'log'),
      '-o',
      `-k ${os.tmpdir()} -p ${this.port} -c listen_addresses=127.0.0.1 -c fsync=off`,
      '-w',
      'start',
    ]);
  }

  stop(): void {
    asPostgres(path.join(this.bin, 'pg_ctl'), [
      '-D',
      path.join(this.dir, 'data'),
      '-m',
      'fast',
      '-w',
      'stop',
    ]);
  }

  dispose(): void {
    try {
      asPostgres(path.join(this.bin, 'pg_ctl'), [
        '-D',
        path.join(this.dir, 'data'),
        '-m',
        'immediate',
        'stop',
      ]);
    } catch {
      // already stopped
    }
    rmSync(this.dir, { recursive: true, force: true });
  }
}
