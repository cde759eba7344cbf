import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * Throwaway databases on the PostgreSQL server of TEST_DATABASE_URL, named after the database in that URL plus a
 * random suffix (so parallel runs never meet, and a CI cleanup of "<name>_…" finds them all).
 */
export function throwawayDatabaseName(baseUrl: string, kind = ''): string {
  const base = new URL(baseUrl).pathname.slice(1) || 'messhall_test';
  return `${base}_${kind}${randomBytes(4).toString('hex')}`;
}

/** The URL of database `name` on the server of `baseUrl`. */
export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs one statement through the server's maintenance database, so the database named in the URL need not exist. */
async function onMaintenance(baseUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: databaseUrl(baseUrl, 'postgres') });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** An empty database, or a copy of `template` (which must have no open connections while it is copied). */
export function createDatabase(baseUrl: string, name: string, template?: string): Promise<void> {
  return onMaintenance(baseUrl, `create database "${name}"${template ? ` template "${template}"` : ''}`);
}

export function dropDatabase(baseUrl: string, name: string): Promise<void> {
  return onMaintenance(baseUrl, `drop database if exists "${name}" with (force)`);
}
