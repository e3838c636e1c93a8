import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BIN = '/usr/lib/postgresql/15/bin';

/**
 * A throwaway PostgreSQL 15 cluster for the benchmark when no DATABASE_URL is given (Debian's binaries, run
 * as the postgres user when we are root). Returns its URL and a stop function, which also removes the cluster's
 * directory: a bench:api run leaves about 8 GB there (1M items with their indexes and WAL), and stale clusters
 * once filled this machine's disk.
 */
export function startThrowawayPostgres(port = 55433): { url: string; stop(): void } {
  if (!existsSync(`${BIN}/initdb`))
    throw new Error('No DATABASE_URL and no PostgreSQL 15 binaries in /usr/lib/postgresql/15/bin');
  const dir = mkdtempSync(path.join(tmpdir(), 'agora-bench-pg-'));
  const asPostgres = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) => {
    if (asPostgres) {
      execFileSync('chown', ['-R', 'postgres', dir]);
      const line = [cmd, ...args].map((a) => `'${a}'`).join(' ');
      execFileSync('su', ['postgres', '-c', line], { stdio: 'ignore' });
    } else execFileSync(cmd, args, { stdio: 'ignore' });
  };
  run(`${BIN}/initdb`, ['-D', path.join(dir, 'data'), '-A', 'trust', '-U', 'postgres']);
  const opts = `-p ${port} -k ${dir} -c shared_buffers=512MB -c fsync=off -c synchronous_commit=off -c max_wal_size=4GB -c maintenance_work_mem=512MB -c shared_preload_libraries=pg_stat_statements`;
  run(`${BIN}/pg_ctl`, [
    '-D',
    path.join(dir, 'data'),
    '-o',
    opts,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      run(`${BIN}/pg_ctl`, ['-D', path.join(dir, 'data'), '-m', 'fast', 'stop']);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
