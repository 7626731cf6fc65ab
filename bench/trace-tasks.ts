/**
 * The page's main-thread tasks of 10 ms or more in a Lighthouse trace, as measured (unthrottled), and
 * what ran in each (`npx tsx bench/lighthouse.ts --tasks`).
 *
 * Why these: Lighthouse's mobile score simulates a 4× slower CPU (Lantern). It drops tasks under 10 ms
 * from its simulation and multiplies the rest by 4; total blocking time is what each kept task spends
 * over 50 ms. So a task of 12.5 ms or less blocks nothing, and each of these is one to split or shorten.
 */

export interface TraceEvent {
  name: string;
  cat?: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

const LONG_US = 10_000;
/** Wrappers around a task's work, not the work itself. */
const WRAPPERS = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadPool_RunTask"]);

const file = (url: string | undefined) => (url ? url.replace(/^.*\//, "").replace(/\?.*$/, "") : "");

/** The last start of an http(s) navigation: the audited page's (the first is about:blank's). */
const pageNavigation = (events: TraceEvent[]): TraceEvent | undefined =>
  events
    .filter(
      (e) =>
        e.name === "navigationStart" &&
        /^https?:/.test(
          (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL ?? "",
        ),
    )
    .at(-1);

/** The thread that navigated to the audited page, else the busiest renderer. */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } | null {
  const navigation = pageNavigation(events);
  if (navigation) return { pid: navigation.pid, tid: navigation.tid };
  const mains = events.filter(
    (e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain",
  );
  let best: { pid: number; tid: number } | null = null;
  let bestBusy = -1;
  for (const m of mains) {
    const busy = events
      .filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === "RunTask")
      .reduce((s, e) => s + (e.dur ?? 0), 0);
    if (busy > bestBusy) {
      bestBusy = busy;
      best = { pid: m.pid, tid: m.tid };
    }
  }
  return best;
}

/** One line per long task: when (ms after navigation start), how long, and its outermost pieces of work. */
/** `slowdown`: Lighthouse's CPU multiplier (4 in the mobile profile; bench/lighthouse.ts --cpu). */
export function describeTasks(events: TraceEvent[], slowdown = 4): string {
  const main = mainThread(events);
  if (!main) return "  (no renderer main thread in the trace)";
  const own = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const marks = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  const start = pageNavigation(marks)?.ts ?? own[0]?.ts ?? 0;
  const fcp = marks.find((e) => e.name === "firstContentfulPaint" && e.ts >= start)?.ts;
  const ms = (us: number) => Math.round(us / 100) / 10;
  const lines: string[] = [];
  if (fcp !== undefined) lines.push(`  first contentful paint at ${ms(fcp - start)} ms`);
  let total = 0;
  for (const task of own) {
    if (task.name !== "RunTask" || (task.dur ?? 0) < LONG_US || task.ts < start) continue;
    const end = task.ts + (task.dur ?? 0);
    const pieces = new Map<string, number>();
    let coveredUntil = task.ts;
    for (const e of own) {
      if (e.ts < task.ts || e === task) continue;
      if (e.ts >= end) break;
      if (WRAPPERS.has(e.name) || e.ts < coveredUntil) continue;
      coveredUntil = e.ts + (e.dur ?? 0);
      const label = `${e.name}${e.args?.data?.url ? ` ${file(e.args.data.url)}` : ""}`;
      pieces.set(label, (pieces.get(label) ?? 0) + (e.dur ?? 0));
    }
    const blocking = Math.max(0, (task.dur ?? 0) * slowdown - 50_000);
    total += blocking;
    const what = [...pieces]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([label, dur]) => `${label} ${ms(dur)}`)
      .join(", ");
    lines.push(
      `  at ${ms(task.ts - start)} ms: ${ms(task.dur ?? 0)} ms (×${slowdown} blocks ${ms(blocking)})${fcp !== undefined && task.ts < fcp ? " before FCP" : ""}: ${what}`,
    );
  }
  lines.push(`  ×${slowdown} blocking of these, summed: ${ms(total)} ms`);
  return lines.join("\n");
}
