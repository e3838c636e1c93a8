import pg from 'pg';

/** PostgreSQL's own count of one line's work: shared buffers touched, and the plan of its costliest statement. */
export interface StatementWork {
  /** Shared buffers hit + read by every statement of the database since the last reset. */
  buffers: number;
  /** The top nodes of the generic plan of the statement that touched the most buffers, or why there is none. */
  plan: string;
}

/**
 * Reads pg_stat_statements (loaded by the throwaway cluster; on a server without it every figure is n/a).
 * Buffers, unlike times, do not depend on CPU speed or on other load: two machines that show the same plans
 * show the same buffers per request.
 */
export class Statements {
  private constructor(
    private readonly client: pg.Client,
    readonly available: boolean,
  ) {}

  static async open(databaseUrl: string): Promise<Statements> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query('create extension if not exists pg_stat_statements');
      await client.query('select pg_stat_statements_reset()');
      return new Statements(client, true);
    } catch {
      return new Statements(client, false);
    }
  }

  async reset(): Promise<void> {
    if (this.available) await this.client.query('select pg_stat_statements_reset()');
  }

  async read(): Promise<StatementWork | null> {
    if (!this.available) return null;
    const { rows } = await this.client.query<{ query: string; buffers: string }>(
      `select query, (shared_blks_hit + shared_blks_read)::text as buffers from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database())
         and query not like '%pg_stat_statements%' order by shared_blks_hit + shared_blks_read desc`,
    );
    const buffers = rows.reduce((sum, r) => sum + Number(r.buffers), 0);
    return { buffers, plan: rows[0] ? await this.genericPlan(rows[0].query) : 'none' };
  }

  /**
   * The generic plan of a normalised statement (`$n` parameters), as the server's prepared statements run
   * after their first executions: prepared here with every parameter null, which a generic plan never looks
   * at. Shown as its first three nodes down the first child (`Limit > Nested Loop > Index Scan using …`).
   */
  private async genericPlan(query: string): Promise<string> {
    const params = Math.max(0, ...[...query.matchAll(/\$(\d+)/g)].map((m) => Number(m[1])));
    try {
      await this.client.query('deallocate all');
      await this.client.query('begin');
      await this.client.query("set local plan_cache_mode = 'force_generic_plan'");
      await this.client.query(`prepare bench_plan as ${query}`);
      const args = params ? `(${Array(params).fill('null').join(', ')})` : '';
      const { rows } = await this.client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `explain (format json) execute bench_plan${args}`,
      );
      const nodes: string[] = [];
      let node: PlanNode | undefined = rows[0]?.['QUERY PLAN'][0].Plan;
      while (node && nodes.length < 3) {
        nodes.push(
          node['Index Name'] ? `${node['Node Type']} using ${node['Index Name']}` : node['Node Type'],
        );
        node = node.Plans?.[0];
      }
      return nodes.join(' > ');
    } catch (err) {
      return `n/a (${err instanceof Error ? err.message : String(err)})`;
    } finally {
      await this.client.query('rollback');
    }
  }

  close(): Promise<void> {
    return this.client.end();
  }
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
