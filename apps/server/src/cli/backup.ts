// npm run backup [-- <file>] — backs up the database the server would use (DATABASE_URL, or DATA_DIR's embedded
// one) into one file: PostgreSQL as a pg_dump custom-format archive (needs pg_dump on PATH), the embedded
// database as a gzipped tarball of its data directory (stop the server first: it holds the directory's lock).
// Default file: messhall-<date>.dump / messhall-<date>.tar.gz in the current directory.
import path from 'node:path';
import { ConfigError, loadConfig } from '../config.js';
import { backupPglite, backupPostgres, BackupError } from '../db/backup.js';
import { DataDirLockedError } from '../db/data-dir-lock.js';

const args = process.argv.slice(2);
if (args.length > 1 || args[0]?.startsWith('-')) {
  console.error('usage: npm run backup [-- <file>]');
  process.exit(1);
}

try {
  const config = loadConfig();
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.resolve(args[0] ?? `messhall-${stamp}.${config.databaseUrl ? 'dump' : 'tar.gz'}`);
  const bytes = config.databaseUrl
    ? await backupPostgres(config.databaseUrl, file)
    : await backupPglite(config.dataDir, file);
  const what = config.databaseUrl ? 'PostgreSQL database' : `embedded database in ${config.dataDir}`;
  console.log(`backup: the ${what} is saved in ${file} (${(bytes / 1024).toFixed(0)} KB)`);
} catch (error) {
  if (error instanceof ConfigError || error instanceof BackupError || error instanceof DataDirLockedError) {
    console.error(`backup: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
