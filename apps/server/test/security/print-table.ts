// Prints the authorization table of docs/security.md from route-table.ts (the matrix test's source of truth):
//   npx tsx apps/server/test/security/print-table.ts
import { ROLES } from './context.js';
import { routeTable } from './route-table.js';

const cell = (text: string) => text.replace(/\|/g, '\\|');
const lines = [
  '| Method | Route | Who | Visitor | User (owner) | Other user | Admin | Ignored from the body |',
  '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ...routeTable.map((row) => {
    const route = `\`${row.route}\`${row.probe ? ` (${row.probe})` : ''}`;
    const statuses = ROLES.map((role) => String(row.expect[role]));
    return `| ${row.method} | ${cell(route)} | ${row.access} | ${statuses.join(' | ')} | ${cell(row.ignores ?? '')} |`;
  }),
];
console.log(lines.join('\n'));
