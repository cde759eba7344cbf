import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { ensureSecret } from './db/secrets.js';
import { childBannerRenderer, printBanners, RENDER_BANNERS_ARG } from './db/seed/banner-child.js';
import { seedIfEmpty } from './db/seed/seed.js';

/** On SIGTERM, how long a request on a connection accepted just before the listener closed has to arrive. */
const DRAIN_SETTLE_MS = 250;
/** On SIGTERM, the listener closes after this long without a new connection, or after DRAIN_MAX_MS. */
const DRAIN_QUIET_MS = 1000;
const DRAIN_MAX_MS = 5000;

/** Resolves once no connection has arrived for DRAIN_QUIET_MS (or after DRAIN_MAX_MS in all). */
function connectionsStopped(server: Server): Promise<void> {
  return new Promise((resolve) => {
    let quiet = setTimeout(done, DRAIN_QUIET_MS);
    const cap = setTimeout(done, DRAIN_MAX_MS);
    function arrived() {
      clearTimeout(quiet);
      quiet = setTimeout(done, DRAIN_QUIET_MS);
    }
    function done() {
      clearTimeout(quiet);
      clearTimeout(cap);
      server.off('connection', arrived);
      resolve();
    }
    server.on('connection', arrived);
  });
}

function fail(message: string): never {
  console.error(`Messhall cannot start: ${message}`);
  process.exit(1);
}

function describeDatabase(config: AppConfig): string {
  if (!config.databaseUrl) return `embedded database in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    const reason =
      error instanceof Error ? error.message || (error as NodeJS.ErrnoException).code : String(error);
    fail(`cannot open the ${describeDatabase(config)} (DATABASE_URL/DATA_DIR): ${reason}`);
  }

  let closing = false;
  const closeDatabase = async () => {
    await database.close().catch(() => {});
  };

  try {
    await database.migrate();
    const authSecret = config.authSecret ?? (await ensureSecret(database.db, 'auth_secret'));
    const seedLog = await seedIfEmpty(database.db, config, {
      // This very file (the bundle, or src/server.ts under tsx), whatever launcher started it.
      renderBanners: childBannerRenderer(fileURLToPath(import.meta.url)),
    });
    const app = await buildApp({ config, database, authSecret });
    for (const line of seedLog) app.log.info(line);

    const shutdown = async (signal: string) => {
      if (closing) return;
      closing = true;
      app.log.info(`${signal} received: finishing in-flight requests, then closing`);
      const timer = setTimeout(() => {
        app.log.error('shutdown took longer than 15 s; exiting');
        process.exit(1);
      }, 15_000);
      timer.unref();
      // Closing the listener resets the connections still in the kernel's accept queue, whose requests a proxy
      // has already sent (and cannot resend when they are writes). So first serve what is queued: once the
      // proxy has taken this instance out, new connections stop coming and the listener closes after a quiet
      // second. Then a proxy's next connection is refused and goes to another instance; the requests already
      // accepted get a moment to arrive before close() answers any newcomer with 503.
      await connectionsStopped(app.server);
      app.server.close();
      await new Promise((resolve) => setTimeout(resolve, DRAIN_SETTLE_MS));
      await app.close();
      await closeDatabase();
      process.exit(0);
    };
    process.on('SIGINT', () => void shutdown('SIGINT'));
    process.on('SIGTERM', () => void shutdown('SIGTERM'));

    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      await closeDatabase();
      if (code === 'EADDRINUSE') fail(`port ${config.port} is already in use (set PORT to another port)`);
      if (code === 'EACCES') fail(`no permission to listen on port ${config.port} (set PORT above 1024)`);
      throw error;
    }
    app.log.info(`Messhall is ready at ${config.publicUrl} (${describeDatabase(config)})`);
  } catch (error) {
    await closeDatabase();
    throw error;
  }
}

if (process.argv[2] === RENDER_BANNERS_ARG) {
  // The short-lived banner renderer of the first start (db/seed/banner-child.ts), not a server.
  printBanners(process.argv.slice(3)).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  main().catch((error: unknown) => {
    console.error(error);
    fail(error instanceof Error ? error.message : String(error));
  });
}
