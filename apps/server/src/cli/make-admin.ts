// npm run make-admin -- someone@example.com — gives an existing account the admin role.
// Stop the server first when it uses the embedded database: it holds the data directory's lock.
import { promoteToAdmin } from '../db/seed/admin.js';
import { runWithDatabase } from '../db/seed/cli-database.js';

const email = process.argv[2]?.trim();
if (!email || process.argv.length > 3 || !email.includes('@')) {
  console.error('usage: npm run make-admin -- someone@example.com');
  process.exit(1);
}

await runWithDatabase('make-admin', async ({ db }) => {
  const result = await promoteToAdmin(db, email);
  if (result === 'not-found') {
    console.error(`No account uses ${email}. The person must sign up first; then run this again.`);
    return 1;
  }
  console.log(
    result === 'promoted' ? `${email} is now an administrator.` : `${email} is already an administrator.`,
  );
  return 0;
});
