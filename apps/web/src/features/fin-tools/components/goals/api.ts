/**
 * Savings goals' calls (issue 28) and their query hook. Types only from contracts: no zod here.
 * Keys sit under the tracker's: adding money writes a Saving transaction the charts show too.
 */
import type { Goal, GoalInput } from "@arthshala/contracts/tracker-plans";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../../lib/api";
import { TRACKER_API, useRefreshTracker, useWho } from "../../api";
import { trackerKeys } from "../../keys";

export type { Goal, GoalInput };

const BASE = `${TRACKER_API}/goals`;

export const goalsKey = (who: string) => [...trackerKeys.all(who), "goals"] as const;

export const fetchGoals = () => api<{ data: Goal[]; emergencyFund: number | null }>(BASE);
export const saveGoal = ({ id, goal }: { id?: number; goal: GoalInput }) =>
  id === undefined
    ? api<{ data: Goal }>(BASE, { method: "POST", body: { goal } })
    : api<{ data: Goal }>(`${BASE}/${id}`, { method: "PUT", body: { goal } });
export const deleteGoal = (id: number) => api<{ ok: true }>(`${BASE}/${id}`, { method: "DELETE" });
export const addToGoal = ({ id, amount, date }: { id: number; amount: number; date: string }) =>
  api<{ data: Goal }>(`${BASE}/${id}/contributions`, { method: "POST", body: { amount, date } });

export function useGoals() {
  const { who, enabled } = useWho();
  return useQuery({ queryKey: goalsKey(who), queryFn: fetchGoals, enabled });
}

/** Every write refreshes the whole tracker (money saved is a transaction of this month's). */
export function useGoalWrite<A, R>(write: (args: A) => Promise<R>) {
  const refresh = useRefreshTracker();
  return useMutation({ mutationFn: write, onSuccess: () => void refresh() });
}
