import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { backupPglite } from '../src/db/backup.js';
import { openDatabase } from '../src/db/client.js';
import { createDatabase, databaseUrl, dropDatabase, throwawayDatabaseName } from './postgres-databases.js';
import { PGLITE_TEMPLATE, POSTGRES_TEMPLATE } from './provided-context.js';

/**
 * Migrates one database for the whole run; each test file's database is then a copy of it, which skips the
 * migrations (and on PGlite its initdb: about 2.5 s of CPU per database). On PGlite the template is a dump in
 * a file; on PostgreSQL (TEST_DATABASE_URL) a database that the files' databases are created from.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DATABASE_URL;
  return baseUrl ? setupPostgresTemplate(project, baseUrl) : setupPgliteTemplate(project);
}

async function setupPgliteTemplate(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'messhall-test-template-'));
  const dataDir = path.join(dir, 'data');
  const file = path.join(dir, 'migrated.tar.gz');
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  await backupPglite(dataDir, file);
  project.provide(PGLITE_TEMPLATE, file);
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgresTemplate(project: TestProject, baseUrl: string) {
  const name = throwawayDatabaseName(baseUrl, 'template_');
  await createDatabase(baseUrl, name);
  try {
    // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
    const database = await openDatabase({
      dataDir: 'memory://',
      databaseUrl: databaseUrl(baseUrl, name),
      poolSize: 1,
    });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  } catch (error) {
    await dropDatabase(baseUrl, name);
    throw error;
  }
  project.provide(POSTGRES_TEMPLATE, name);
  return () => dropDatabase(baseUrl, name);
}
