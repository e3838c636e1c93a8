import { getTableColumns, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import pg from 'pg';
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
 * whose JSON parameter is parsed twice (json's input check, then json_populate_recordset) before any row is
 * inserted (docs/indexer.md, "Issue 29.4, fifth pass").
 */
export async function copyRows(tx: Tx, table: PgTable, values: Record<string, unknown>[]): Promise<void> {
  if (!values.length) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(columns).filter((k) => values.some((v) => v[k] !== undefined));
  const names = keys.map((k) => `"${columns[k]?.name}"`).join(', ');
  const chunks: string[] = [];
  for (let i = 0; i < values.length; i += CHUNK_ROWS) {
    let text = '';
    for (const v of values.slice(i, i + CHUNK_ROWS)) {
      let line = '';
      for (let k = 0; k < keys.length; k++) line += (k ? '\t' : '') + field(v[keys[k] as string]);
      text += `${line}\n`;
    }
    chunks.push(text);
  }
  const into = `copy "${getTableName(table)}" (${names})`;
  // drizzle's transaction runs on one connection of the driver; COPY needs that connection itself.
  const client = (tx as unknown as { session: { client: unknown } }).session.client;
  // Not a drizzle statement: counted here for bench:indexer's trace as the logger counts the others.
  batchTrace()?.logQuery();
  if (client instanceof pg.Client) await copyIn(client, `${into} from stdin`, chunks);
  else await (client as PgliteTx).query(`${into} from '/dev/blob'`, [], { blob: new Blob(chunks) });
}

/** Runs `COPY … FROM STDIN` on a node-postgres client, sending `chunks` as its data. */
function copyIn(client: pg.Client, text: string, chunks: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    // pg calls these as the server answers: CopyInResponse, then CommandComplete and ReadyForQuery, or an
    // ErrorResponse (the transaction is then aborted, and the batch with it).
    const submittable = {
      submit(connection: PgConnection) {
        connection.query(text);
      },
      handleCopyInResponse(connection: PgConnection) {
        for (const c of chunks) connection.sendCopyFromChunk(Buffer.from(c));
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
