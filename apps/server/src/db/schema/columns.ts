import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Binary column: drizzle has no built-in bytea. PGlite and pg both hand back a Uint8Array/Buffer. */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Every timestamp is stored as timestamptz, so values are UTC instants whatever the server zone. */
export const utcTimestamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const createdAt = () => utcTimestamp('created_at').notNull().defaultNow();
