declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database (PGlite's dump) that every test database on PGlite starts from. */
    pgliteTemplate: string;
    /** On PostgreSQL: the migrated database that every test database is created from (CREATE DATABASE … TEMPLATE). */
    postgresTemplate: string;
  }
}

/** The key under which test/global-setup.ts provides the template's file. */
export const PGLITE_TEMPLATE = 'pgliteTemplate' as const;
/** The key under which test/global-setup.ts provides the template database's name. */
export const POSTGRES_TEMPLATE = 'postgresTemplate' as const;
