// npm run seed            — makes sure the administrator and banners exist; seeds the demo content if there
//                           are no meals (whatever SEED_DEMO says: running the command is the request).
// npm run seed -- --reset — deletes all meals, likes, reviews, requests, payments, notifications, generated
//                           images and demo accounts, then seeds the demo again. Real accounts are kept.
// Stop the server first when it uses the embedded database: it holds the data directory's lock.
import { runWithDatabase } from '../db/seed/cli-database.js';
import { seedDemo, seedIfEmpty } from '../db/seed/seed.js';

const args = process.argv.slice(2);
const reset = args.includes('--reset');
const unknown = args.filter((a) => a !== '--reset' && a !== '--force');
if (unknown.length > 0) {
  console.error(`seed: unknown argument ${unknown.join(' ')}; usage: npm run seed [-- --reset]`);
  process.exit(1);
}

await runWithDatabase('seed', async ({ db }, config) => {
  if (reset && config.isProduction && !args.includes('--force')) {
    console.error('seed: --reset deletes every meal and payment; in production add --force to confirm');
    return 1;
  }
  const log = reset
    ? await seedDemo(db, config, { reset: true })
    : await seedIfEmpty(db, { ...config, seedDemo: true });
  for (const line of log) console.log(line);
  if (!reset && !log.some((line) => line.startsWith('Demo content'))) {
    console.log(
      'The database already has meals; nothing seeded (npm run seed -- --reset rebuilds the demo data)',
    );
  }
  return 0;
});
