/**
 * Where the CPU went during a measurement: this process (the app, and the load's worker
 * thread) and the PostgreSQL processes of the bench's server (read from /proc; Linux only,
 * else zero). Dividing by the work done gives the CPU cost of one unit of it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { Client } from 'pg';

const TICKS_PER_SECOND = 100; // USER_HZ, 100 on Linux

/** CPU milliseconds of a process, from /proc (0 when it is gone or not on Linux). */
function processMs(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * The bench's own PostgreSQL server (its postmaster's pid), once known: only it and its
 * children are counted. Without it every PostgreSQL process of the machine is, and on a shared
 * machine other people's test databases then land in the bench's figures.
 */
let postmaster: number | undefined;

/** Counts only the server behind `url` from now on (the embedded or a local external one). */
export async function countPostgresOf(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    const stat = readFileSync(`/proc/${rows[0].pid}/stat`, 'utf8');
    postmaster = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    postmaster = undefined; // not on this machine, or not Linux: count every postgres process
  } finally {
    await client.end();
  }
}

/** CPU milliseconds of each running PostgreSQL process (of the bench's server), by pid. */
function postgresMs(): Map<string, number> {
  const spent = new Map<string, number>();
  let entries: string[] = [];
  try {
    entries = readdirSync('/proc');
  } catch {
    return spent;
  }
  for (const pid of entries) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      if (name !== 'postgres') continue;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      if (postmaster !== undefined && Number(pid) !== postmaster && ppid !== postmaster) continue;
      const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime
      spent.set(pid, (ticks * 1000) / TICKS_PER_SECOND);
    } catch {
      // the process ended meanwhile
    }
  }
  return spent;
}

/**
 * What the processes running now spent since `before` (new ones from zero). A process that
 * ended meanwhile is not counted, which only undercounts.
 */
function postgresSince(before: Map<string, number>): number {
  let total = 0;
  for (const [pid, ms] of postgresMs()) total += ms - (before.get(pid) ?? 0);
  return total;
}

export interface CpuSpent {
  appMs: number;
  /** Of appMs, in the kernel (socket writes and reads, mostly). */
  appSystemMs: number;
  postgresMs: number;
}

/**
 * Starts counting; the returned function tells the CPU spent since. `appPids` are other app
 * processes (bench:orders with BENCH_PROCESSES=2), counted in `appMs` (not in appSystemMs).
 */
export function cpuMeter(appPids: number[] = []): () => CpuSpent {
  const app = process.cpuUsage();
  const postgres = postgresMs();
  const others = appPids.map(processMs);
  return () => {
    const used = process.cpuUsage(app);
    const othersMs = appPids.reduce((sum, pid, i) => sum + processMs(pid) - others[i], 0);
    return {
      appMs: (used.user + used.system) / 1000 + othersMs,
      appSystemMs: used.system / 1000,
      postgresMs: postgresSince(postgres),
    };
  };
}

/** The parent process of `pid` (0 when unknown). */
export function parentOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/**
 * CPU milliseconds of one PostgreSQL server: its postmaster, the children it has reaped (the
 * backends of connections closed since it started) and the children running now. Unlike
 * `cpuMeter`, it counts the backends of a process that has ended, and no other server.
 */
export function serverMs(postmaster: number): number {
  const ticks = (stat: string, from: number, to: number) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    let sum = 0;
    for (let i = from; i <= to; i++) sum += Number(fields[i]);
    return sum;
  };
  let total = 0;
  try {
    // utime, stime, cutime, cstime
    total += ticks(readFileSync(`/proc/${postmaster}/stat`, 'utf8'), 11, 14);
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster)
          total += ticks(stat, 11, 12);
      } catch {
        // ended meanwhile
      }
    }
  } catch {
    return 0;
  }
  return (total * 1000) / TICKS_PER_SECOND;
}

/** Resident memory of a process in MB, from /proc (0 when it is gone or not on Linux). */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Starts sampling resident memory every 100 ms: this process (the app, and a load's worker
 * thread when it runs here) and each of `appPids`; the returned function stops and answers
 * the highest figure of each, in MB, this process first.
 */
export function rssPeaks(appPids: number[] = []): () => number[] {
  const peaks = [process.memoryUsage().rss / 2 ** 20, ...appPids.map(rssMb)];
  const sample = () => {
    peaks[0] = Math.max(peaks[0], process.memoryUsage().rss / 2 ** 20);
    appPids.forEach((pid, i) => {
      peaks[i + 1] = Math.max(peaks[i + 1], rssMb(pid));
    });
  };
  const timer = setInterval(sample, 100);
  return () => {
    clearInterval(timer);
    sample();
    return peaks.map((mb) => Math.round(mb));
  };
}
