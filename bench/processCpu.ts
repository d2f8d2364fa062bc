// CPU seconds spent by processes, read from /proc (Linux): the load benchmark's per-route table
// divides them by the answers, so it shows where a request's time goes over HTTP (the API
// process, PostgreSQL's backends, the benchmark's own load generator).
import fs from "node:fs";
import os from "node:os";

// /proc/<pid>/stat counts in clock ticks; USER_HZ is 100 on every Linux Node runs on
const TICKS_PER_SECOND = 100;

/** user + system CPU seconds of one process, or null where /proc does not have it. */
export function processCpuSeconds(pid: number): number | null {
  try {
    return cpuOfStat(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return null;
  }
}

/** user + system CPU seconds of every process named `postgres` on this machine (its backends). */
export function postgresCpuSeconds(): number | null {
  if (os.platform() !== "linux") return null;
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.includes("(postgres)")) total += cpuOfStat(stat);
    } catch {
      // the process ended between the listing and the read
    }
  }
  return total;
}

/** A stat line's utime + stime (fields 14 and 15), after the command name, which may hold spaces. */
function cpuOfStat(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
