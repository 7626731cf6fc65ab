/** The learner's own account (/account): typed calls and their queries. Types only from contracts. */
import type { Account, AccountSession } from "@arthshala/contracts/account";
import type { AgeBand } from "@arthshala/contracts/age-bands";
import type { Me } from "@arthshala/contracts/auth";
import type { QueryClient } from "@tanstack/react-query";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { meQueryKey, useMe } from "../auth";

export type { Account, AccountSession };

/** Keys carry who asks: one learner's account never shows to another in the same tab. */
export const accountKeys = {
  account: (who: string) => ["account", who] as const,
  sessions: (who: string) => ["account", who, "sessions"] as const,
};

export const EXPORT_URL = "/api/account/export";

export const fetchAccount = () => api<Account>("/api/account");
export const updateProfile = (body: { name: string }) =>
  api<Account>("/api/account/profile", { method: "PUT", body });
/** Settings changed one at a time (today the leaderboard handle). */
export const updateAccount = (body: { handle: string }) =>
  api<Account>("/api/account", { method: "PATCH", body });
export const uploadPicture = (form: FormData) =>
  api<Account>("/api/account/picture", { method: "POST", body: form });
export const removePicture = () => api<Account>("/api/account/picture", { method: "DELETE" });
export const changePassword = (body: { current_password?: string; new_password: string }) =>
  api<{ message: string }>("/api/account/password", { method: "POST", body });
export const fetchSessions = () => api<AccountSession[]>("/api/account/sessions");
export const revokeSession = (id: number) =>
  api<{ revoked: number }>(`/api/account/sessions/${id}/revoke`, { method: "POST" });
export const revokeOtherSessions = () =>
  api<{ revoked: number }>("/api/account/sessions/revoke-others", { method: "POST" });
/**
 * The age band, asked at sign-up and kept here (and on the savings catalogue for an account without
 * one). Under 18 names the parent or guardian, who is asked to agree (issue 40).
 */
export const saveAgeBand = (age_band: AgeBand, guardian_email?: string) =>
  api<Account>("/api/account", {
    method: "PATCH",
    body: guardian_email === undefined ? { age_band } : { age_band, guardian_email },
  });
export const savePreferences = (body: { product_mail?: boolean; language?: "en" | "hi" }) =>
  api<Account>("/api/account/preferences", { method: "PUT", body });
/** The same switch as the leaderboard modal's (home). */
export const setLeaderboardHidden = (hidden: boolean) =>
  api<{ hidden: boolean }>("/api/home/leaderboard/visibility", { method: "POST", body: { hidden } });
export const deleteAccount = (body: { password?: string; confirm: "DELETE" }) =>
  api<{ message: string }>("/api/account/delete", { method: "POST", body });

export function useWho() {
  const { user } = useMe();
  return user?.sub ?? "visitor";
}

export const accountQuery = (who: string) =>
  queryOptions({ queryKey: accountKeys.account(who), queryFn: fetchAccount, staleTime: 0 });
export const sessionsQuery = (who: string) =>
  queryOptions({ queryKey: accountKeys.sessions(who), queryFn: fetchSessions, staleTime: 0 });

export const useAccount = () => useQuery(accountQuery(useWho()));
export const useSessions = () => useQuery(sessionsQuery(useWho()));

/** A saved account answer: this page's copy, and the header's /me (name, picture, language) with it. */
export function storeAccount(client: QueryClient, who: string, account: Account): void {
  client.setQueryData(accountKeys.account(who), account);
  client.setQueryData<Me | null>(meQueryKey, (me) =>
    me ? { ...me, name: account.name, picture: account.picture, language: account.language } : me,
  );
}
