import { numeric, timestamp } from 'drizzle-orm/pg-core';

/** Token amounts and ids: uint256 fits numeric(78, 0); drizzle returns them as decimal strings. */
export const wei = (name: string) => numeric(name, { precision: 78, scale: 0 });
export const at = (name: string) => timestamp(name, { withTimezone: true });
