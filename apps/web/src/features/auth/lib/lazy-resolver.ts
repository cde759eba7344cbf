import type { FieldValues, Resolver } from 'react-hook-form';

type FormSchemas = typeof import('./form-schemas');

let loading: Promise<FormSchemas> | null = null;

/** Fetches the schemas chunk (once). Forms call it on mount, so it is there by the time anyone submits. */
export function preloadFormSchemas(): Promise<FormSchemas> {
  loading ??= import('./form-schemas').catch((error: unknown) => {
    // Let the next attempt try again (e.g. back online).
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A react-hook-form resolver that validates with a schema from form-schemas.ts, loaded on first use: the
 * same shared zod schemas, without zod in the screen's first load.
 */
export function lazyResolver<TFields extends FieldValues, TOutput>(
  pick: (schemas: FormSchemas) => Resolver<TFields, unknown, TOutput>,
): Resolver<TFields, unknown, TOutput> {
  return async (values, context, options) => pick(await preloadFormSchemas())(values, context, options);
}
