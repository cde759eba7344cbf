/**
 * The rows of a raw `db.execute`: both drivers answer `{ rows }`, but Drizzle types the result per driver, and
 * `Db` names neither.
 */
export const rawRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
