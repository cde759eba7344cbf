import { describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from './date-time';

describe('datetime-local conversions', () => {
  it('shows an ISO time as local wall-clock time and sends it back as the same instant', () => {
    const iso = '2026-11-21T06:30:00.000Z';
    const local = toDateTimeLocal(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(local).getTime()).toBe(new Date(iso).getTime());
    expect(fromDateTimeLocal(local)).toBe(iso);
  });

  it('rejects what is not a datetime-local value', () => {
    expect(toDateTimeLocal('nonsense')).toBe('');
    expect(toDateTimeLocal(null)).toBe('');
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('21/11/2026 10:00')).toBeNull();
    expect(fromDateTimeLocal('2026-02-31T10:00')).not.toBeNull(); // Date rolls over; the server re-checks
  });
});
