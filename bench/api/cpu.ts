import { readdirSync, readFileSync } from 'node:fs';

/** CPU time (user + system, in ms) of one process, from /proc; 0 when it is gone or /proc is missing. */
function processMs(pid: string): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks of 10 ms (USER_HZ 100 on Linux).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** CPU time so far (ms) of each process, by pid: the server's and its database's backends. */
export interface CpuReading {
  server: Map<string, number>;
  postgres: Map<string, number>;
}

/**
 * CPU time so far of the server (the process `pid` and its children: workers) and of the PostgreSQL backends
 * serving database `database`. The difference of two readings (cpuSpent) divided by the requests between them
 * tells what a request costs each side, a figure that another load on the machine moves far less than req/s.
 */
export function readCpu(pid: number, database: string): CpuReading {
  const reading: CpuReading = {
    server: new Map([[String(pid), processMs(String(pid))]]),
    postgres: new Map(),
  };
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      if (cmd.startsWith('postgres: ') && cmd.split(' ')[2] === database)
        reading.postgres.set(d, processMs(d));
      else {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(pid))
          reading.server.set(d, processMs(d));
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return reading;
}

/** CPU spent between two readings by the processes alive at both (a pooled backend closed meanwhile is left out). */
export function cpuSpent(before: CpuReading, after: CpuReading): { server: number; postgres: number } {
  const spent = (a: Map<string, number>, b: Map<string, number>) =>
    [...b].reduce((sum, [pid, ms]) => sum + (a.has(pid) ? ms - (a.get(pid) ?? 0) : 0), 0);
  return { server: spent(before.server, after.server), postgres: spent(before.postgres, after.postgres) };
}
