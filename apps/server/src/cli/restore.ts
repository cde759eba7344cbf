// npm run restore -- <file> — replaces the database the server would use (DATABASE_URL, or DATA_DIR's embedded
// one) with a backup made by `npm run backup`. Stop the server(s) first. PostgreSQL: pg_restore in one
// transaction (needs pg_restore on PATH); embedded: the data directory is swapped, the old one kept until the
// backup has opened.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, restorePglite, restorePostgres } from '../db/backup.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';

const args = process.argv.slice(2);
if (args.length !== 1 || args[0]!.startsWith('-')) {
  console.error('usage: npm run restore -- <file>');
  process.exit(1);
}

try {
  const config = loadConfig();
  const file = path.resolve(args[0]!);
  if (config.databaseUrl) await restorePostgres(config.databaseUrl, file);
  else await restorePglite(config.dataDir, file);
  const what = config.databaseUrl ? 'PostgreSQL database' : `embedded database in ${config.dataDir}`;
  console.log(`restore: the ${what} now holds the backup ${file}`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirLockedError) {
    console.error(`restore: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
