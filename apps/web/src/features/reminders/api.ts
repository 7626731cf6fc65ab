/** Streak reminders (issue 27): typed calls and the settings query. Types only from contracts. */
import type { ReminderPrefs } from "@arthshala/contracts/reminders";
import type { QueryClient } from "@tanstack/react-query";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { useMe } from "../auth";

export type { ReminderPrefs };

export const remindersKey = (who: string) => ["reminders", who] as const;

export const fetchReminders = () => api<ReminderPrefs>("/api/reminders");
export const saveReminders = (body: { email?: boolean; push?: boolean; hour?: number }) =>
  api<ReminderPrefs>("/api/reminders", { method: "PUT", body });
export const fetchVapidKey = () =>
  api<{ public_key: string }>("/api/reminders/vapid-public-key").then((r) => r.public_key);
export const saveDevice = (subscription: PushSubscriptionJSON) =>
  api<ReminderPrefs>("/api/reminders/push-subscription", { method: "POST", body: subscription });
export const removeDevice = (endpoint: string) =>
  api<ReminderPrefs>("/api/reminders/push-subscription", { method: "DELETE", body: { endpoint } });

/** Whose settings: the key carries who asks, so one learner's never show to another in the same tab. */
export function useWho(): string {
  return useMe().user?.sub ?? "visitor";
}

export const remindersQuery = (who: string) =>
  queryOptions({ queryKey: remindersKey(who), queryFn: fetchReminders, staleTime: 0 });

export const useReminders = () => useQuery(remindersQuery(useWho()));

export function storeReminders(client: QueryClient, who: string, prefs: ReminderPrefs): void {
  client.setQueryData(remindersKey(who), prefs);
}
