import { customType, timestamp } from 'drizzle-orm/pg-core';

export const tsz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// PGlite hands bytea back as Uint8Array and node-postgres as Buffer; normalise to Buffer.
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
