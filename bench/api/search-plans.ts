import pg from 'pg';
import { namedQuery } from '../../apps/server/src/db/prepared';
import { firstRoundQuery } from '../../apps/server/src/search/first-round';
import { executeText } from '../../apps/server/test/execute-text';
import { SEARCHES } from './searches';

/**
 * `npm run bench:search-plans`: for each query of bench:api's mix, the dropdown's one statement
 * (search/first-round.ts) as the server's pooled connections run it: prepared under its name, run RUNS times on
 * one connection, then whether PostgreSQL settled on the generic plan (pg_prepared_statements' generic and
 * custom plan counts), and EXPLAIN (ANALYZE, BUFFERS) of its custom plan (planned with the query's values, as
 * the first five runs are) and of its generic plan: planning against execution time, and buffers.
 * DATABASE_URL: a loaded bench:api database. Times depend on the machine and its load; plan counts and
 * buffers do not.
 */
const RUNS = 12;
const LIMIT = 6;

/**
 * EXPLAIN (ANALYZE, BUFFERS) of the prepared statement `name` with `params` under `mode` (plan_cache_mode):
 * its cost, planning and execution times (ms) and shared buffers.
 */
async function explained(client: pg.Client, name: string, params: unknown[], mode: string) {
  await client.query(`set plan_cache_mode = ${mode}`);
  const { rows } = await client.query(`explain (analyze, buffers, format json) ${executeText(name, params)}`);
  await client.query('reset plan_cache_mode');
  const [top] = rows[0]['QUERY PLAN'] as { Plan: Node; 'Planning Time': number; 'Execution Time': number }[];
  if (!top) throw new Error('no plan');
  return {
    summary: `cost ${top.Plan['Total Cost'].toFixed(0)}, planning ${top['Planning Time'].toFixed(2)} ms, execution ${top['Execution Time'].toFixed(2)} ms, ${buffersOf(top.Plan)} buffers`,
    parts: partsOf(top.Plan),
  };
}

interface Node {
  'Node Type': string;
  'Subplan Name'?: string;
  'Shared Hit Blocks': number;
  'Shared Read Blocks': number;
  'Total Cost': number;
  'Actual Total Time': number;
  'Actual Loops': number;
  Plans?: Node[];
}

const buffersOf = (n: Node) => n['Shared Hit Blocks'] + n['Shared Read Blocks'];

/**
 * The statement's parts (first-round.ts: each CTE, then the final select's subplans: items, cards, users) with
 * the time and buffers EXPLAIN gives their plan nodes. A CTE runs when a later part first reads it, so a part's
 * figure also holds the CTEs it was the first to read (`open` holds `w`); buffers do not depend on the load.
 */
function partsOf(top: Node): string {
  const parts: string[] = [];
  const walk = (n: Node, depth: number) => {
    const name = n['Subplan Name'];
    if (name && (name.startsWith('CTE ') || depth === 0)) {
      const ms = (n['Actual Total Time'] * n['Actual Loops']).toFixed(3);
      parts.push(`${name.replace(/^CTE /, '')} ${ms} ms/${buffersOf(n)} buffers`);
    }
    for (const child of n.Plans ?? []) walk(child, depth + 1);
  };
  for (const child of top.Plans ?? []) walk(child, 0);
  return parts.join(', ');
}

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('DATABASE_URL: a loaded bench:api database');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const q of SEARCHES) {
      const { name, sql: text, params } = namedQuery(firstRoundQuery(q, LIMIT));
      for (let k = 0; k < RUNS; k++) await client.query({ name, text, values: params });
      const { rows } = await client.query(
        'select generic_plans::int, custom_plans::int from pg_prepared_statements where name = $1',
        [name],
      );
      const custom = await explained(client, name, params, 'force_custom_plan');
      const generic = await explained(client, name, params, 'force_generic_plan');
      process.stdout.write(
        `${JSON.stringify(q)}: after ${RUNS} runs ${rows[0]?.generic_plans} generic, ${rows[0]?.custom_plans} custom plans; ` +
          `custom plan: ${custom.summary}; generic plan: ${generic.summary}\n  parts (generic plan): ${generic.parts}\n`,
      );
    }
  } finally {
    await client.end();
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
