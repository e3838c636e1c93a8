import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { chunks, writtenColumns } from './bulk';
import type { Tx } from './journal';
import { batchTrace } from './trace';

/** What a node-postgres connection offers a custom query (pg's "submittable"; pg-copy-streams uses the same). */
interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/** PGlite's transaction: COPY … FROM '/dev/blob' reads the `blob` option. */
interface PgliteTx {
  query(text: string, params: unknown[], options: { blob: Blob }): Promise<unknown>;
}

// Rows per COPY data message: bounds the string built at once, not the statement (one per call).
const CHUNK_ROWS = 5_000;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY's text format: \N for null, backslash escapes for the separators. */
function field(v: unknown): string {
  if (v === null || v === undefined) return '\\N';
  const s = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[\\\t\n\r]/.test(s) ? s.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c] as string) : s;
}

/**
 * Inserts rows with `COPY … FROM STDIN` (node-postgres) or `FROM '/dev/blob'` (PGlite), one statement per call,
 * for rows that cannot conflict and whose inserts answer nothing: a batch's activity and notifications, and its
 * new items and their holdings. Values as writeRows takes them (keys are the schema's property names; a column
 * no row sets gets its default). On PostgreSQL it cost a catch-up a third less CPU than writeRows' statements,
 * half of it in the inserts themselves; the rest presumably the JSON parameter, which json's input check and then
 * json_populate_recordset each parse (not measured apart: docs/indexer.md, "Issue 29.4, fifth pass").
 */
export async function copyRows(tx: Tx, table: PgTable, values: Record<string, unknown>[]): Promise<void> {
  if (!values.length) return;
  const { keys, names } = writtenColumns(table, values);
  const data = chunks(values, CHUNK_ROWS).map((part) => {
    let text = '';
    for (const v of part) {
      let line = '';
      for (let k = 0; k < keys.length; k++) line += (k ? '\t' : '') + field(v[keys[k] as string]);
      text += `${line}\n`;
    }
    return text;
  });
  const into = `copy "${getTableName(table)}" (${names.map((n) => `"${n}"`).join(', ')})`;
  // drizzle's transaction runs on one connection of the driver; COPY needs that connection itself.
  const client = (tx as unknown as { session: { client: unknown } }).session.client;
  // Not a drizzle statement: counted here for bench:indexer's trace as the logger counts the others.
  batchTrace()?.logQuery();
  if (client instanceof pg.Client) await copyIn(client, `${into} from stdin`, data);
  else await (client as PgliteTx).query(`${into} from '/dev/blob'`, [], { blob: new Blob(data) });
}

/** Runs `COPY … FROM STDIN` on a node-postgres client, sending `data` (COPY's text, in parts). */
function copyIn(client: pg.Client, text: string, data: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // pg calls these as the server answers: CopyInResponse, then CommandComplete and ReadyForQuery, or an
    // ErrorResponse (the transaction is then aborted, and the batch with it).
    const submittable = {
      submit(connection: PgConnection) {
        connection.query(text);
      },
      handleCopyInResponse(connection: PgConnection) {
        for (const c of data) connection.sendCopyFromChunk(Buffer.from(c));
        connection.endCopyFrom();
      },
      handleCommandComplete() {},
      handleReadyForQuery() {
        resolve();
      },
      handleError(err: Error) {
        reject(err);
      },
    };
    client.query(submittable as never);
  });
}
