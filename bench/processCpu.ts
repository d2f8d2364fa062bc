// CPU seconds spent by processes, read from /proc (Linux): the load benchmark's per-route table
// divides them by the answers, so it shows where a request's time goes over HTTP (the API
// process, PostgreSQL's backends, the benchmark's own load generator).
import fs from "node:fs";

// /proc/<pid>/stat counts in clock ticks; USER_HZ is 100 on every Linux Node runs on
const TICKS_PER_SECOND = 100;

/** user + system CPU seconds of one process, or null where /proc does not have it. */
export function processCpuSeconds(pid: number): number | null {
  try {
    return statOf(fs.readFileSync(`/proc/${pid}/stat`, "utf8")).own;
  } catch {
    return null;
  }
}

/**
 * user + system CPU seconds of every process named `postgres` on this machine, and of the
 * children they have reaped: a backend that ends during a measurement (a pool closed, an
 * autovacuum worker done) still counts, through the postmaster. Null when /proc cannot be read or
 * shows no such process (PostgreSQL on another machine, or in another container).
 */
export function postgresCpuSeconds(): number | null {
  let entries: string[];
  try {
    entries = fs.readdirSync("/proc");
  } catch {
    return null;
  }
  let total = 0;
  let found = false;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = statOf(fs.readFileSync(`/proc/${entry}/stat`, "utf8"));
      if (stat.name !== "postgres") continue;
      found = true;
      total += stat.own + stat.reapedChildren;
    } catch {
      // the process ended between the listing and the read
    }
  }
  return found ? total : null;
}

/**
 * A stat line's command name and CPU: utime + stime (fields 14 and 15) and cutime + cstime (16 and
 * 17), read after the name, which may hold spaces and parentheses.
 */
function statOf(stat: string): { name: string; own: number; reapedChildren: number } {
  const close = stat.lastIndexOf(")");
  const fields = stat.slice(close + 2).split(" ");
  const ticks = (i: number) => Number(fields[i]) / TICKS_PER_SECOND;
  return {
    name: stat.slice(stat.indexOf("(") + 1, close),
    own: ticks(11) + ticks(12),
    reapedChildren: ticks(13) + ticks(14),
  };
}
