import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { acquireDataDirLock } from './data-dir-lock.js';

/**
 * Backups of both databases (README "Backup and restore"):
 * - embedded PGlite: the whole data directory as one gzipped tarball (PGlite's dumpDataDir / loadDataDir), taken
 *   while holding the data directory's lock, so never while a server is using it;
 * - PostgreSQL: pg_dump's custom format, restored with pg_restore in one transaction.
 */

export class BackupError extends Error {}

/** Where openDatabase keeps PGlite's files inside DATA_DIR. */
const pgliteDir = (dataDir: string) => path.join(dataDir, 'pglite');

function withLock<T>(dataDir: string, run: () => Promise<T>): Promise<T> {
  mkdirSync(dataDir, { recursive: true });
  // Throws DataDirLockedError (with the pid) while a server holds the directory.
  const lock = acquireDataDirLock(dataDir);
  return run().finally(() => lock.release());
}

export async function backupPglite(dataDir: string, file: string): Promise<number> {
  if (!existsSync(pgliteDir(dataDir))) throw new BackupError(`There is no database in ${dataDir} to back up`);
  return withLock(dataDir, async () => {
    const client = await PGlite.create(pgliteDir(dataDir));
    try {
      // A checkpoint first, so the tarball holds the data files themselves, not only the log.
      await client.query('checkpoint');
      const dump = await client.dumpDataDir('gzip');
      const bytes = Buffer.from(await dump.arrayBuffer());
      writeFileSync(`${file}.partial`, bytes);
      renameSync(`${file}.partial`, file);
      return bytes.length;
    } finally {
      await client.close();
    }
  });
}

/**
 * Replaces the embedded database with a backup. The current one is moved aside first and put back if the
 * backup does not open, so a bad file never leaves the directory empty.
 */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const bytes = readBackup(file);
  checkPgliteBackup(file, bytes);
  await withLock(dataDir, async () => {
    const target = pgliteDir(dataDir);
    const aside = `${target}.before-restore`;
    rmSync(aside, { recursive: true, force: true });
    if (existsSync(target)) renameSync(target, aside);
    try {
      const blob = new Blob([new Uint8Array(bytes)], { type: 'application/x-gzip' });
      const client = await PGlite.create(target, { loadDataDir: blob });
      try {
        await client.query('select 1');
      } finally {
        await client.close();
      }
      rmSync(aside, { recursive: true, force: true });
    } catch (error) {
      rmSync(target, { recursive: true, force: true });
      if (existsSync(aside)) renameSync(aside, target);
      throw new BackupError(
        `${file} is not a Messhall embedded-database backup: ${(error as Error).message}`,
      );
    }
  });
}

/**
 * A backup is a gzipped tar of a PostgreSQL data directory. Checked here, before anything is moved: PGlite
 * unpacks the archive in a stream whose errors escape its promise.
 */
function checkPgliteBackup(file: string, bytes: Buffer): void {
  let tar: Buffer;
  try {
    tar = gunzipSync(bytes);
  } catch {
    throw new BackupError(`${file} is not a Messhall embedded-database backup (not a gzip file)`);
  }
  // ustar magic at offset 257 of the first header, and the data directory's version file somewhere in it.
  if (tar.subarray(257, 262).toString('latin1') !== 'ustar' || !tar.includes('PG_VERSION')) {
    throw new BackupError(`${file} is not a Messhall embedded-database backup (no database in the archive)`);
  }
}

function readBackup(file: string): Buffer {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`No backup file at ${file}`);
  return readFileSync(file);
}

/** Runs a PostgreSQL client tool; a missing tool is a clear message, not a stack trace. */
function runTool(tool: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr = (stderr + String(d)).slice(-4000)));
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new BackupError(
          error.code === 'ENOENT'
            ? `${tool} was not found on PATH. Install the PostgreSQL client tools (Debian: apt-get install postgresql-client) in a version at least that of the server.`
            : `${tool} could not be started: ${error.message}`,
        ),
      );
    });
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${tool} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

export async function backupPostgres(databaseUrl: string, file: string): Promise<number> {
  await runTool('pg_dump', [
    '--format=custom',
    '--no-owner',
    `--file=${file}.partial`,
    `--dbname=${databaseUrl}`,
  ]);
  renameSync(`${file}.partial`, file);
  return statSync(file).size;
}

/**
 * Drops what the backup contains and recreates it from the backup, all in one transaction: a failure leaves
 * the database as it was. Stop the app instances first; they hold locks on the tables.
 */
export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  readBackup(file);
  await runTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    file,
  ]);
}
