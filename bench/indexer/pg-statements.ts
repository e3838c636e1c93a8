import pg from 'pg';

/**
 * PostgreSQL's side of a catch-up: the statements of the database by total execution time, from
 * pg_stat_statements (the throwaway cluster loads it; elsewhere the lines say it is not there). Reset before
 * the catch-up, read after it.
 */
export async function statementTimes(
  databaseUrl: string,
): Promise<{ reset(): Promise<void>; read(): Promise<string[]> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A catch-up that fails leaves this client open while the bench stops the cluster: the connection's end must
  // not crash the process and hide the error that stopped the run.
  client.on('error', () => undefined);
  await client.connect();
  const available = await client
    .query('create extension if not exists pg_stat_statements')
    .then(() => true)
    .catch(() => false);
  return {
    async reset() {
      if (available) await client.query('select pg_stat_statements_reset()');
    },
    async read() {
      if (!available) {
        await client.end();
        return ['pg_stat_statements is not loaded'];
      }
      const { rows } = await client.query<{ calls: string; ms: number; rows: string; query: string }>(
        `select calls::text, total_exec_time as ms, rows::text, query from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database())
           and query not like '%pg_stat_statements%'
         order by total_exec_time desc limit 12`,
      );
      await client.end();
      const total = rows.reduce((n, r) => n + r.ms, 0);
      return [
        `database: ${Math.round(total)} ms in the 12 costliest statements`,
        ...rows.map(
          (r) =>
            `${Math.round(r.ms).toString().padStart(6)} ms ${r.calls.padStart(4)} calls ${r.rows.padStart(6)} rows  ` +
            r.query.replace(/\s+/g, ' ').slice(0, 110),
        ),
      ];
    },
  };
}
