import { ConfigError, loadConfig, type AppConfig } from '../../config.js';
import { openDatabase, type Database } from '../client.js';
import { DataDirLockedError } from '../data-dir-lock.js';

function describe(config: AppConfig): string {
  if (!config.databaseUrl) return `embedded database in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/**
 * The driver's own message: Drizzle's wrapper repeats the whole query with its parameters, which for images
 * means kilobytes of binary on the terminal.
 */
function reason(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  const message = cause instanceof Error ? cause.message : String(cause);
  return message.length > 500 ? `${message.slice(0, 500)}…` : message;
}

/**
 * For the command-line tools: config from the environment, the database opened and migrated, `run`, then the
 * database closed. Any failure prints one clear line and exits with status 1 — notably a running server, which
 * holds the lock on the embedded data directory.
 */
export async function runWithDatabase(
  tool: string,
  run: (database: Database, config: AppConfig) => Promise<number>,
): Promise<never> {
  let config: AppConfig;
  let database: Database;
  try {
    config = loadConfig();
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    const message =
      error instanceof ConfigError || error instanceof DataDirLockedError
        ? error.message
        : `cannot open the database: ${reason(error)}`;
    console.error(`${tool}: ${message}`);
    process.exit(1);
  }
  let status = 1;
  try {
    console.log(`${tool}: using the ${describe(config)}`);
    await database.migrate();
    status = await run(database, config);
  } catch (error) {
    console.error(`${tool} failed: ${reason(error)}`);
  } finally {
    await database.close().catch(() => {});
  }
  process.exit(status);
}
