import type { SQL } from 'drizzle-orm';
import type { Db } from './client';

/** Raw SQL rows; both drivers answer `{ rows }`. Cast numbers in SQL (::int, ::text) so both agree on types. */
export async function rows<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export const iso = (d: Date | string | null): string | null =>
  d === null ? null : new Date(d).toISOString();
