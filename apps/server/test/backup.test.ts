import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';
import { acquireDataDirLock, DataDirLockedError } from '../src/db/data-dir-lock.js';
import {
  BackupError,
  backupPglite,
  backupPostgres,
  restorePglite,
  restorePostgres,
} from '../src/db/backup.js';
import { createTestDatabase } from './helper.js';
import { insertMeals } from './factories/meals.js';

// `npm run backup` / `npm run restore`: a round trip on both databases — back up, change and destroy, restore,
// and the data is what it was.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'messhall-backup-test-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

async function snapshot(database: Database) {
  const meals = await database.query<{ id: string; title: string; likes: number }>(
    'select id, title, likes_count as likes from meals order by id',
  );
  const [subscribers] = await database.query<{ n: number }>(
    'select count(*)::int as n from newsletter_subscribers',
  );
  return { meals, subscribers: subscribers?.n };
}

async function fill(database: Database) {
  await insertMeals(database.db, [{ title: 'Khichuri' }, { title: 'Beef tehari', likesCount: 7 }]);
  await database.query("insert into newsletter_subscribers (email) values ('keep@messhall.test')");
}

async function vandalise(database: Database) {
  await database.query('delete from meals');
  await insertMeals(database.db, [{ title: 'Not in the backup' }]);
  await database.query('delete from newsletter_subscribers');
}

// Each test opens the on-disk database a few times; the first open runs PGlite's initdb, slow on a busy machine.
describe('embedded database (PGlite)', { timeout: 120_000 }, () => {
  const dataDir = path.join(tmp, 'data');
  const file = path.join(tmp, 'embedded.tar.gz');
  const open = () => openDatabase({ dataDir });

  it('round trip: backup, change, restore gives back the same data', async () => {
    let database = await open();
    await database.migrate();
    await fill(database);
    const before = await snapshot(database);
    expect(before.meals).toHaveLength(2);
    await database.close();

    expect(await backupPglite(dataDir, file)).toBeGreaterThan(1000);

    database = await open();
    await vandalise(database);
    expect(await snapshot(database)).not.toEqual(before);
    await database.close();

    await restorePglite(dataDir, file);
    database = await open();
    try {
      expect(await snapshot(database)).toEqual(before);
      // Still a working database: writes go through.
      await insertMeals(database.db, [{ title: 'After restore' }]);
    } finally {
      await database.close();
    }
  });

  it('a destroyed data directory comes back from the backup', async () => {
    rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    await restorePglite(dataDir, file);
    const database = await open();
    try {
      expect((await snapshot(database)).meals.map((m) => m.title).sort()).toEqual([
        'Beef tehari',
        'Khichuri',
      ]);
    } finally {
      await database.close();
    }
  });

  it('refuses while a server holds the data directory', async () => {
    // The lock as a running server leaves it: messhall.lock with the pid of a live process (not ours).
    const server = spawn('sleep', ['60'], { stdio: 'ignore' });
    const lockFile = path.join(dataDir, 'messhall.lock');
    writeFileSync(lockFile, String(server.pid));
    try {
      await expect(backupPglite(dataDir, path.join(tmp, 'x.tar.gz'))).rejects.toBeInstanceOf(
        DataDirLockedError,
      );
      await expect(restorePglite(dataDir, file)).rejects.toThrow(/in use by another Messhall process/);
    } finally {
      server.kill();
      rmSync(lockFile, { force: true });
    }
  });

  it('a file that is not a backup is refused and the database is left as it was', async () => {
    const bad = path.join(tmp, 'bad.tar.gz');
    writeFileSync(bad, 'not a backup');
    await expect(restorePglite(dataDir, bad)).rejects.toBeInstanceOf(BackupError);
    await expect(restorePglite(dataDir, path.join(tmp, 'missing.tar.gz'))).rejects.toThrow(/No backup file/);
    const database = await open();
    try {
      expect((await snapshot(database)).meals).toHaveLength(2);
    } finally {
      await database.close();
    }
  });

  it('npm run backup / restore (the CLIs) round-trip and refuse a locked directory', () => {
    const env = { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    const cli = (name: string, ...args: string[]) =>
      spawnSync(process.execPath, ['--import', 'tsx', `src/cli/${name}.ts`, ...args], {
        cwd: serverDir,
        env,
        encoding: 'utf8',
      });
    const cliFile = path.join(tmp, 'cli.tar.gz');
    const backup = cli('backup', cliFile);
    expect(backup.status, backup.stderr).toBe(0);
    expect(backup.stdout).toContain(`is saved in ${cliFile}`);
    const restore = cli('restore', cliFile);
    expect(restore.status, restore.stderr).toBe(0);
    expect(restore.stdout).toContain('now holds the backup');

    const lock = acquireDataDirLock(dataDir);
    try {
      const refused = cli('backup', path.join(tmp, 'refused.tar.gz'));
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/backup: The data directory .* is in use by another Messhall process/);
    } finally {
      lock.release();
    }
    expect(cli('restore').stderr).toContain('usage: npm run restore -- <file>');
  });
});

const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

describe.runIf(process.env.TEST_DATABASE_URL && hasPgDump)('PostgreSQL (pg_dump / pg_restore)', () => {
  it('round trip: backup, change, restore gives back the same data', async () => {
    const { database, drop, url } = await createTestDatabase();
    const file = path.join(tmp, 'postgres.dump');
    try {
      await fill(database);
      const before = await snapshot(database);
      expect(await backupPostgres(url!, file)).toBeGreaterThan(1000);
      await vandalise(database);
      expect(await snapshot(database)).not.toEqual(before);
      // The app's pool keeps idle connections; pg_restore needs the tables' locks, which idle ones do not hold.
      await restorePostgres(url!, file);
      expect(await snapshot(database)).toEqual(before);
      await insertMeals(database.db, [{ title: 'After restore' }]);
    } finally {
      await drop();
    }
  });

  it('a file that is not a dump fails and changes nothing', async () => {
    const { database, drop, url } = await createTestDatabase();
    try {
      await fill(database);
      const before = await snapshot(database);
      const bad = path.join(tmp, 'bad.dump');
      writeFileSync(bad, 'not a dump');
      await expect(restorePostgres(url!, bad)).rejects.toBeInstanceOf(BackupError);
      expect(await snapshot(database)).toEqual(before);
    } finally {
      await drop();
    }
  });
});
