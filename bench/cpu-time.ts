/**
 * CPU time spent by the server process and by the database's backends, for a "CPU ms per request"
 * that a busy shared machine disturbs far less than requests/s: req/s falls when other jobs take the
 * cores, the CPU each request costs does not. Linux only (/proc); the backends are read only when
 * PostgreSQL runs on this machine and this user may read their /proc entries, else null.
 */
import { readFile } from "node:fs/promises";
import pg from "pg";

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/** User plus system CPU ms of one process, or null when it cannot be read. */
export async function processCpuMs(pid: number): Promise<number | null> {
  try {
    const stat = await readFile(`/proc/${pid}/stat`, "utf8");
    // Fields after the command name (which may hold spaces) start at state, field 3: utime is 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return null;
  }
}

/** Sums the CPU ms of every client backend connected to the bench's database (the server's pool). */
export async function databaseCpuMs(databaseUrl: string): Promise<number | null> {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity
       where datname = current_database() and backend_type = 'client backend' and pid <> pg_backend_pid()`,
    );
    let total = 0;
    for (const { pid } of rows) {
      const ms = await processCpuMs(pid);
      if (ms === null) return null;
      total += ms;
    }
    return total;
  } finally {
    await client.end();
  }
}
