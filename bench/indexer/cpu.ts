import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU seconds the processes of a catch-up used (this process, anvil, and the throwaway PostgreSQL cluster's
 * processes), from /proc: unlike times, they hardly depend on how busy the shared machine is. Linux only.
 */
const TICK = 100; // USER_HZ: /proc counts CPU time in hundredths of a second on Linux

interface Stat {
  pid: number;
  ppid: number;
  comm: string;
  ticks: number;
}

function stats(): Stat[] {
  const out: Stat[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const raw = readFileSync(`/proc/${name}/stat`, 'utf8');
      const close = raw.lastIndexOf(')');
      const fields = raw.slice(close + 2).split(' ');
      out.push({
        pid: Number(name),
        ppid: Number(fields[1]),
        comm: raw.slice(raw.indexOf('(') + 1, close),
        ticks: Number(fields[11]) + Number(fields[12]),
      });
    } catch {
      // The process ended meanwhile.
    }
  }
  return out;
}

const cmdline = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    return '';
  }
};

/** Ticks of anvil (a child of this process) and of the PostgreSQL cluster listening on `pgPort`, by process. */
function sample(pgPort: number | null) {
  const all = stats();
  const anvil = all.filter((s) => s.ppid === process.pid && s.comm === 'anvil');
  const postmaster = pgPort
    ? all.find((s) => s.comm === 'postgres' && cmdline(s.pid).includes(`${pgPort}`))
    : undefined;
  const cluster = postmaster ? all.filter((s) => s.pid === postmaster.pid || s.ppid === postmaster.pid) : [];
  return {
    anvil: new Map(anvil.map((s) => [s.pid, s.ticks])),
    postgres: new Map(cluster.map((s) => [s.pid, s.ticks])),
  };
}

/** Starts counting; `stop` answers the CPU seconds each side used since. */
export function cpuMeter(pgPort: number | null) {
  const node = process.cpuUsage();
  const before = sample(pgPort);
  return {
    stop() {
      const after = sample(pgPort);
      const used = (b: Map<number, number>, a: Map<number, number>) =>
        [...a].reduce((n, [pid, t]) => n + t - (b.get(pid) ?? 0), 0) / TICK;
      const n = process.cpuUsage(node);
      return {
        node: (n.user + n.system) / 1e6,
        anvil: used(before.anvil, after.anvil),
        postgres: used(before.postgres, after.postgres),
      };
    },
  };
}
