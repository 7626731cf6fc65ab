/** Tracker answers as the API sends them, for component tests. */
import { MONTH_NAMES, PREDEFINED_CATEGORIES } from "@arthshala/contracts/tracker-rules";
import type { Budget, MonthlyAggregate, Transaction } from "../api";
import { currentMonth, previousMonth } from "../months";

export const categories = (
  custom: string[] = [],
  frequent: Record<string, string[]> = {
    expense: ["Food", "Transportation", "Shopping", "Bills & Utilities", "Entertainment", "Rent"],
    income: ["Salary"],
    investment: ["Investments"],
    saving: ["Savings"],
  },
) => ({ data: [...PREDEFINED_CATEGORIES, ...custom], custom, frequent });

let nextId = 1;
export function transaction(over: Partial<Transaction> = {}): Transaction {
  return {
    id: nextId++,
    title: "Lunch",
    category: "Food",
    type: "expense",
    amount: 120,
    date: "2026-11-02",
    messageId: null,
    source: "manual",
    payee: null,
    narration: null,
    ...over,
  };
}

type Totals = Pick<MonthlyAggregate, "income" | "expense" | "investment" | "saving">;
const zero: Totals = { income: 0, expense: 0, investment: 0, saving: 0 };

/** Three months ending with the current India month: [two before, previous, current]. */
export function threeMonths(current: Partial<Totals>, previous: Partial<Totals> = {}): MonthlyAggregate[] {
  const now = currentMonth();
  const prev = previousMonth(now);
  const first = previousMonth(prev);
  const row = (m: { month: string; year: number }, t: Partial<Totals>): MonthlyAggregate => {
    const index = MONTH_NAMES.indexOf(m.month as (typeof MONTH_NAMES)[number]) + 1;
    return { month: m.month.slice(0, 3), monthIndex: index, year: m.year, ...zero, ...t };
  };
  return [row(first, {}), row(prev, previous), row(now, current)];
}

export function budget(category: string, limit: number, spent: number | null): Budget {
  const now = currentMonth();
  return { category, limit, spent, month: now.month, year: now.year };
}

export type Handler = (call: { method: string; path: string; body: unknown }) => Response | Promise<Response>;
const T = "POST /api/fin-tools/expensetracker";

/**
 * Stubs for everything the tracker page asks on opening (an empty tracker), keyed as mockApi wants;
 * a test overrides the calls it is about.
 */
export const autoTrackingOff = {
  available: false,
  enabled: false,
  address: null,
  consentedAt: null,
  consentVersion: null,
  counts: { added: 0, duplicates: 0, dropped: 0, refused: 0 },
  lastMailAt: null,
};

export function trackerStubs(
  json: (body: unknown, status?: number) => Response,
  me: unknown,
  over: Record<string, Handler> = {},
): Record<string, Handler> {
  return {
    "GET /api/auth/me": () => json(me),
    [`${T}/fetchcategories`]: () => json(categories()),
    [`${T}/fetchexpenses`]: () => json({ data: threeMonths({}) }),
    [`${T}/fetchexpensesPie`]: () => json({ data: [] }),
    [`${T}/fetchmonthlybudget`]: () => json({ data: [] }),
    [`${T}/fetchcategorybudgets`]: () => json({ data: [] }),
    [`${T}/fetchexpensesnew`]: () => json({ data: [] }),
    [`${T}/budgets/warnings`]: () => json({ data: [] }),
    // A server that takes no forwarded mail (no INBOUND_SMTP_PORT): the Automate dialog's "Coming soon!".
    "GET /api/fin-tools/auto-tracking": () => json(autoTrackingOff),
    ...Object.fromEntries(Object.entries(over).map(([k, v]) => [k.replace(/^T /, `${T}/`), v])),
  };
}
