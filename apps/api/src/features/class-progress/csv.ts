import type { ClassProgress, ProgressCell } from "@arthshala/contracts/class-progress";
import type { Locale } from "@arthshala/contracts/locales";
import { csvDocument } from "../../platform/csv.js";

const WORDS = {
  en: {
    learner: "Learner",
    email: "Email",
    not_started: "Not started",
    in_progress: (c: ProgressCell) => `In progress (started ${c.startedOn})`,
    done: (c: ProgressCell) => `Done (started ${c.startedOn}, finished ${c.finishedOn})`,
  },
  hi: {
    learner: "शिक्षार्थी",
    email: "ईमेल",
    not_started: "शुरू नहीं किया",
    in_progress: (c: ProgressCell) => `चल रहा है (शुरू ${c.startedOn})`,
    done: (c: ProgressCell) => `पूरा (शुरू ${c.startedOn}, पूरा हुआ ${c.finishedOn})`,
  },
} as const;

function cellText(cell: ProgressCell, locale: Locale): string {
  const words = WORDS[locale];
  if (cell.status === "not_started") return words.not_started;
  return cell.status === "done" ? words.done(cell) : words.in_progress(cell);
}

/**
 * The dashboard's table as CSV: one row per learner, one column per assigned module with its status and
 * India days (YYYY-MM-DD, which every spreadsheet sorts). Every text cell goes through csvCell, so a
 * learner named "=HYPERLINK(…)" stays text.
 */
export function progressCsv(progress: ClassProgress, locale: Locale): string {
  const words = WORDS[locale];
  const header = [
    words.learner,
    words.email,
    ...progress.modules.map((m) => `${m.courseTitle} — ${m.title}`),
  ];
  const rows = progress.learners.map((l) => [
    l.name,
    l.email ?? "",
    ...l.cells.map((c) => cellText(c, locale)),
  ]);
  return csvDocument([header, ...rows]);
}

/** "arthshala-progress-class-11-a-2026-11-18.csv": the class's name in ASCII, else its number. */
export function progressFileName(progress: ClassProgress): string {
  const slug = progress.class.name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  return `arthshala-progress-${slug || `class-${progress.class.id}`}-${progress.today}.csv`;
}
