import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Ids are 64-bit in the database and plain JSON numbers on the wire (safe up to 2^53). */
export const idColumn = () => bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity();
export const refColumn = (name: string) => bigint(name, { mode: 'number' });
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
