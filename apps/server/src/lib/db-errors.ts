/** PostgreSQL error code of a failed query (drizzle wraps driver errors; the code sits on `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.code ?? e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** 23503: a referenced row vanished (e.g. the meal was deleted while someone liked it). */
export const isForeignKeyViolation = (error: unknown) => pgErrorCode(error) === '23503';

/** 23505: a unique constraint or unique index refused the row (e.g. a second pending request). */
export const isUniqueViolation = (error: unknown) => pgErrorCode(error) === '23505';
