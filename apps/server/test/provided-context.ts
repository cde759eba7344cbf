declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database (PGlite's dump) that every test database on PGlite starts from. */
    pgliteTemplate: string;
  }
}

/** The key under which test/global-setup.ts provides the template's file. */
export const PGLITE_TEMPLATE = 'pgliteTemplate' as const;
