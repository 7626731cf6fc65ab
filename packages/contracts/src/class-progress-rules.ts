/**
 * The class dashboard's rules (issue 40), zod-free: the server builds the dashboard with them and the web
 * sorts and words it with the same, so a cell's status and a learner's progress cannot drift apart.
 */
import type { CellStatus } from "./class-progress.js";

export interface CellFacts {
  status: CellStatus;
  completed: number;
  startedOn: string | null;
  finishedOn: string | null;
}

/**
 * A learner × module cell from the India days on which the learner completed the module's cards (one
 * entry per completed card): started on the first, done on the last once every card is completed.
 */
export function moduleCell(completedDays: readonly string[], cards: number): CellFacts {
  const completed = completedDays.length;
  if (completed === 0) return { status: "not_started", completed: 0, startedOn: null, finishedOn: null };
  const sorted = [...completedDays].sort();
  const done = completed >= cards;
  return {
    status: done ? "done" : "in_progress",
    completed,
    startedOn: sorted[0] as string,
    finishedOn: done ? (sorted[sorted.length - 1] as string) : null,
  };
}

/** The India days from `first` to `last`, both included (YYYY-MM-DD; none when `last` is before `first`). */
export function daysFrom(first: string, last: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${last}T00:00:00Z`);
  for (let at = Date.parse(`${first}T00:00:00Z`); at <= end; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The class's completion over time: for each day from the first assignment to today, the share of all
 * learner × module cells done by the end of that day. A cell finished before the first day counts from it.
 */
export function completionSeries(
  finishedDays: readonly (string | null)[],
  cellCount: number,
  firstDay: string,
  today: string,
): { day: string; share: number }[] {
  const days = daysFrom(firstDay, today);
  if (cellCount === 0) return days.map((day) => ({ day, share: 0 }));
  const finished = finishedDays.filter((d): d is string => d !== null).sort();
  let i = 0;
  return days.map((day) => {
    while (i < finished.length && (finished[i] as string) <= day) i++;
    return { day, share: i / cellCount };
  });
}

/** A learner's progress for sorting and the row's summary: done modules count whole, started ones by cards. */
export function learnerProgress(cells: readonly CellFacts[], cardsPerModule: readonly number[]): number {
  if (cells.length === 0) return 0;
  const sum = cells.reduce((total, cell, i) => {
    const cards = cardsPerModule[i] ?? 0;
    if (cell.status === "done") return total + 1;
    return cards > 0 ? total + Math.min(cell.completed, cards) / cards : total;
  }, 0);
  return sum / cells.length;
}

/** Right first time as a whole percentage of those who answered; null when nobody did or it has no right answer. */
export function rightFirstTimePercent(rightFirstTime: number | null, answered: number): number | null {
  if (rightFirstTime === null || answered === 0) return null;
  return Math.round((100 * rightFirstTime) / answered);
}
