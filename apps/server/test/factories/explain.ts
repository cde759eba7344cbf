import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import type { Database, Db } from '../../src/db/client.js';
import * as schema from '../../src/db/schema/index.js';

// EXPLAIN of the statements our own code runs: a Drizzle instance over the test database's connection records
// every statement (same client, schema and casing as src/db/client.ts), and each is explained with its own
// parameters.

export interface Statement {
  sql: string;
  params: unknown[];
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
  Plans?: PlanNode[];
}

/** The database's own connection, seen through a Drizzle instance that records every statement it runs. */
export function recordingDb(database: Database): { db: Db; statements: Statement[] } {
  const statements: Statement[] = [];
  const logger: Logger = { logQuery: (sql, params) => statements.push({ sql, params }) };
  const client = (database.db as unknown as { $client: unknown }).$client;
  const options = { schema, casing: 'snake_case' as const, logger };
  const db =
    database.kind === 'pglite'
      ? drizzlePglite(client as PGlite, options)
      : drizzleNodePg(client as pg.Pool, options);
  return { db: db as unknown as Db, statements };
}

export function flatten(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(flatten)];
}

export const INDEX_SCANS = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Index Scan']);

function summary(nodes: PlanNode[]): string {
  return nodes
    .map((n) => [n['Node Type'], n['Relation Name'], n['Index Name']].filter(Boolean).join(' '))
    .join(' → ');
}

/** The plan of a recorded statement: its root, every node, and a line saying where to look when a test fails. */
export async function planOf(database: Database, statement: Statement) {
  const raw = await database.query<{ 'QUERY PLAN': unknown }>(
    `explain (format json) ${statement.sql}`,
    statement.params,
  );
  const cell = raw[0]?.['QUERY PLAN'];
  // node-postgres parses the json column; PGlite may hand back the text.
  const root = ((typeof cell === 'string' ? JSON.parse(cell) : cell) as [{ Plan: PlanNode }])[0].Plan;
  const nodes = flatten(root);
  const where = `${summary(nodes)}\n  for: ${statement.sql}\n  params: ${JSON.stringify(statement.params)}`;
  return { root, nodes, where };
}
