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

/**
 * CPU time so far of the server (the process `pid` and its children: workers) and of the PostgreSQL backends
 * serving database `database`. Differences of two readings divided by the requests between them tell what a
 * request costs each side, a figure that another load on the machine moves far less than req/s.
 */
export function cpuMs(pid: number, database: string): { server: number; postgres: number } {
  let server = processMs(String(pid));
  let postgres = 0;
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = readFileSync(`/proc/${d}/cmdline`, 'utf8');
      if (cmd.startsWith(`postgres: `) && cmd.split(' ')[2] === database) postgres += processMs(d);
      else {
        const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
        if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] === String(pid)) server += processMs(d);
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return { server, postgres };
}
