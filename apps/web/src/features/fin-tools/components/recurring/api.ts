/**
 * Recurring transactions' calls (issue 28) and their query hooks. Types only from contracts (import
 * type): no zod here, so the panel stays small. Keys sit under the tracker's, so any tracker write
 * refreshes them, and theirs refresh the tracker.
 */
import type { RecurringInput, RecurringRule, UpcomingEntry } from "@arthshala/contracts/tracker-plans";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api";
import { TRACKER_API, useRefreshTracker, useWho } from "../../api";
import { trackerKeys } from "../../keys";

export type { RecurringInput, RecurringRule, UpcomingEntry };

const BASE = `${TRACKER_API}/recurring`;

export const recurringKey = (who: string, yearMonth: string) =>
  [...trackerKeys.all(who), "recurring", yearMonth] as const;

type Saved = { data: RecurringRule; added: number };

export const fetchRecurring = (yearMonth: string) =>
  api<{ data: RecurringRule[]; upcoming: UpcomingEntry[] }>(`${BASE}?yearMonth=${yearMonth}`);
export const catchUpRecurring = () => api<{ added: number }>(`${BASE}/catch-up`, { method: "POST" });
export const saveRecurring = ({ id, rule }: { id?: number; rule: RecurringInput }) =>
  id === undefined
    ? api<Saved>(BASE, { method: "POST", body: { rule } })
    : api<Saved>(`${BASE}/${id}`, { method: "PUT", body: { rule } });
export const actOnRecurring = ({ id, action }: { id: number; action: "pause" | "resume" | "stop" }) =>
  api<Saved>(`${BASE}/${id}/${action}`, { method: "POST" });
export const removeRecurring = (id: number) => api<{ ok: true }>(`${BASE}/${id}`, { method: "DELETE" });

/** The rules, and the month's entries still to come ("2026-11"). */
export function useRecurring(yearMonth: string) {
  const { who, enabled } = useWho();
  return useQuery({
    queryKey: recurringKey(who, yearMonth),
    queryFn: () => fetchRecurring(yearMonth),
    enabled,
  });
}

/** Every write refreshes the whole tracker: an entry may have been added to this month's lists and charts. */
export function useRecurringWrite<A, R>(write: (args: A) => Promise<R>) {
  const refresh = useRefreshTracker();
  return useMutation({ mutationFn: write, onSuccess: () => void refresh() });
}
