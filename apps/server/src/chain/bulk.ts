import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { rows } from '../db/rows';
import type { Tx } from './journal';

// Bound parameters per statement, well below PostgreSQL's limit of 65,535.
export const PARAMS = 30_000;
export function chunks<T>(list: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

/**
 * The columns `values` set (keys: the schema's property names; names: the database's), in the table's order: a
 * column no row sets is left out, so it gets its default. writeRows and copyRows write these.
 */
export function writtenColumns(
  table: PgTable,
  values: Record<string, unknown>[],
): { keys: string[]; names: string[] } {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((k) => values.some((v) => v[k] !== undefined));
  return { keys, names: keys.map((k) => columns[k]?.name as string) };
}

/**
 * Writes rows with one statement per table: the rows travel as one JSON parameter that PostgreSQL expands with
 * `json_populate_recordset` (binding thousands of parameters costs more than the write; plain json parses
 * faster than jsonb, which would build a binary document first). With `conflict`
 * columns, rows already there get every written column overwritten; with 'nothing' they are skipped.
 */
export async function writeRows<T extends PgTable>(
  tx: Tx,
  table: T,
  values: Record<string, unknown>[],
  conflict?: PgColumn[],
  options: { conflict?: 'nothing'; returning?: SQL } = {},
): Promise<Record<string, unknown>[]> {
  if (!values.length) return [];
  const { keys, names } = writtenColumns(table, values);
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  const onConflict = conflict
    ? sql` on conflict (${sql.join(
        conflict.map((c) => sql.identifier(c.name)),
        sql`, `,
      )}) do update set ${sql.join(
        names
          .filter((n) => !conflict.some((c) => c.name === n))
          .map((n) => sql`${sql.identifier(n)} = excluded.${sql.identifier(n)}`),
        sql`, `,
      )}`
    : options.conflict === 'nothing'
      ? sql` on conflict do nothing`
      : sql``;
  const returning = options.returning ? sql` returning ${options.returning}` : sql``;
  const out: Record<string, unknown>[] = [];
  for (const part of chunks(values, 5_000)) {
    const json = JSON.stringify(part.map((v) => renamed(v, keys, names)));
    out.push(
      ...(await rows<Record<string, unknown>>(
        tx,
        sql`insert into ${table} (${list}) select ${list}
            from json_populate_recordset(null::${table}, ${json}::json)${onConflict}${returning}`,
      )),
    );
  }
  return out;
}

/** A row keyed by column names (a plain loop: Object.fromEntries built two arrays per row of a bulk write). */
function renamed(v: Record<string, unknown>, keys: string[], names: string[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) row[names[i] as string] = v[keys[i] as string] ?? null;
  return row;
}
