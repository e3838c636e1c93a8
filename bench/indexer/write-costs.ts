import pg from 'pg';

// Tables the triggers of the measured tables write: emptied too, as a cold catch-up finds them.
const DERIVED = ['item_traits', 'search_words', 'user_counts'];

interface Variant {
  label: string;
  sql: string;
  /** Rows take their ids from the table's sequence (as a catch-up's do) instead of carrying them. */
  nextval?: boolean;
}

/** The schema as is, with ids from the sequence, then without each index, trigger and foreign key. */
async function variants(client: pg.Client, table: string): Promise<Variant[]> {
  const names = async (query: string) =>
    (await client.query<{ name: string }>(query)).rows.map((r) => r.name);
  // Indexes that back a constraint (the primary key, unique keys) stay: they are the table's rules.
  const indexes = await names(
    `select c.relname as name from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = '${table}'::regclass
       and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`,
  );
  const triggers = await names(
    `select tgname as name from pg_trigger where tgrelid = '${table}'::regclass and not tgisinternal`,
  );
  const fks = await names(
    `select conname as name from pg_constraint where conrelid = '${table}'::regclass and contype = 'f'`,
  );
  const serial = await client
    .query(`select pg_get_serial_sequence('${table}', 'id') as seq`)
    .catch(() => null);
  const dropIndex = (n: string) => `drop index "${n}"`;
  const dropFk = (n: string) => `alter table "${table}" drop constraint "${n}"`;
  return [
    { label: 'as is', sql: '' },
    ...(serial?.rows[0]?.seq ? [{ label: '+ ids from the sequence', sql: '', nextval: true }] : []),
    ...indexes.map((n) => ({ label: `- index ${n}`, sql: dropIndex(n) })),
    ...triggers.map((n) => ({
      label: `- trigger ${n}`,
      sql: `alter table "${table}" disable trigger "${n}"`,
    })),
    ...fks.map((n) => ({ label: `- fk ${n}`, sql: dropFk(n) })),
    {
      label: '- all of them',
      sql: [
        ...indexes.map(dropIndex),
        `alter table "${table}" disable trigger user`,
        ...fks.map(dropFk),
      ].join(';'),
    },
  ];
}

/**
 * What each index, trigger and foreign key of the tables a catch-up writes costs, on the database of a finished
 * catch-up (bench:indexer with BENCH_WRITE_COSTS=1). Each table's rows are copied aside, then re-inserted into
 * the emptied table (as a cold catch-up inserts them) in a transaction that is rolled back: as the schema is,
 * then with one index, trigger or foreign key dropped (DROP and ALTER are transactional: nothing stays dropped).
 * Each variant runs `repeat` times and the fastest counts: its difference to "as is" is that object's cost.
 */
export async function writeCosts(
  url: string,
  tables = ['items', 'activity', 'notifications', 'holdings'],
  repeat = 5,
): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: string[] = [];
  try {
    for (const table of tables) {
      await client.query(`create temporary table "${table}_src" as select * from "${table}"`);
      const n = Number((await client.query(`select count(*) from "${table}_src"`)).rows[0].count);
      const { list } = (
        await client.query(
          `select string_agg(quote_ident(column_name), ', ' order by ordinal_position) as list
           from information_schema.columns where table_schema = 'public' and table_name = '${table}'
             and column_name <> 'id'`,
        )
      ).rows[0];
      // Rounds over every variant (not one variant's repeats in a row): load on the shared machine comes and goes
      // in bursts, and a round spreads it over all of them.
      const all = await variants(client, table);
      const best = all.map(() => Number.POSITIVE_INFINITY);
      for (let round = 0; round < repeat; round++) {
        for (const [i, v] of all.entries()) {
          const insert = v.nextval
            ? `insert into "${table}" (${list}) select ${list} from "${table}_src"`
            : `insert into "${table}" select * from "${table}_src"`;
          await client.query('begin');
          await client.query(`truncate "${table}", ${DERIVED.map((t) => `"${t}"`).join(', ')} cascade`);
          if (v.sql) await client.query(v.sql);
          const at = performance.now();
          await client.query(insert);
          best[i] = Math.min(best[i] as number, performance.now() - at);
          await client.query('rollback');
        }
      }
      const base = best[0] as number;
      for (const [i, v] of all.entries()) {
        const ms = best[i] as number;
        const delta = i ? ` (${(((ms - base) / base) * 100).toFixed(0)} % of as is)` : '';
        out.push(
          `${table} ${n} rows ${v.label}: ${ms.toFixed(0)} ms, ${((1000 * ms) / n).toFixed(1)} µs a row${delta}`,
        );
      }
    }
  } finally {
    await client.end();
  }
  return out;
}

// `tsx bench/indexer/write-costs.ts <database url> [tables] [rounds]`: on a database kept by BENCH_KEEP_DATABASE=1.
if (process.argv[1]?.endsWith('write-costs.ts')) {
  const [url, tables, rounds] = process.argv.slice(2);
  if (!url) throw new Error('usage: write-costs.ts <database url> [tables,…] [rounds]');
  for (const line of await writeCosts(url, tables?.split(','), rounds ? Number(rounds) : undefined)) {
    process.stdout.write(`${line}\n`);
  }
}
