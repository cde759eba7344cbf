import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, ERROR_CODES, ERROR_STATUS, isApiErrorBody, toErrorIssues } from './errors';

describe('error contract', () => {
  it('gives every code a status', () => {
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
  });

  it('answers a missing subscription with 403 and its own code, so the web app can tell it from FORBIDDEN', () => {
    expect(ERROR_STATUS.SUBSCRIPTION_REQUIRED).toBe(403);
    expect(ERROR_STATUS.FORBIDDEN).toBe(403);
  });

  it('accepts the documented body and rejects unknown codes', () => {
    const body = { error: { code: 'NOT_FOUND', message: 'Meal not found.' } };
    expect(isApiErrorBody(body)).toBe(true);
    expect(isApiErrorBody({ error: { code: 'TEAPOT', message: 'x' } })).toBe(false);
    expect(isApiErrorBody({ message: 'x' })).toBe(false);
  });

  it('flattens zod issue paths to dotted strings', () => {
    const result = z.object({ card: z.object({ expMonth: z.number() }) }).safeParse({ card: {} });
    expect(result.success).toBe(false);
    const issues = toErrorIssues(result.error!);
    expect(issues).toEqual([{ path: 'card.expMonth', message: expect.any(String) }]);
    expect(
      apiErrorSchema.parse({ error: { code: 'VALIDATION_FAILED', message: 'Invalid', issues } }),
    ).toBeTruthy();
  });
});
