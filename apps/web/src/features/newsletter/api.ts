/** The footer newsletter calls and the sign-in-free confirmation and unsubscribe links (spec sections 4, 5 and 7). */
import type { ConfirmSubscriptionResponse, SaveEmailResponse } from "@arthshala/contracts/articles";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import toast from "react-hot-toast/headless";
import { api } from "../../lib/api";
import { translate } from "../../lib/i18n";

export interface UnsubscribeResult {
  message: string;
  unsubscribed: boolean;
}

/** The spec's `[{enteredEmail}]`; `confirmed` is false until the address opens its confirmation link. */
export type SavedAddress = { enteredEmail: string; confirmed: boolean };

/** Keys carry who asks: the saved address is the signed-in learner's own. */
export const newsletterKeys = {
  enteredEmail: (who: string) => ["newsletter", who, "entered-email"] as const,
  /** Every learner's saved-address entry, to refresh after a confirmation link is used in this browser. */
  isEnteredEmail: (key: readonly unknown[]) => key[0] === "newsletter" && key[2] === "entered-email",
  unsubscribe: (token: string) => ["newsletter", "unsubscribe", token] as const,
};

export const fetchEnteredEmail = () =>
  api<SavedAddress[]>("/api/articles/getenteredemail", { method: "POST", body: {} });
export const saveEmail = (enteredEmail: string) =>
  api<SaveEmailResponse>("/api/articles/saveemail", {
    method: "POST",
    body: { enteredEmail },
  });
export const confirmWithToken = (token: string) =>
  api<ConfirmSubscriptionResponse>("/api/newsletter/confirm", { method: "POST", body: { token } });
export const removeEmail = () =>
  api<{ message: string }>("/api/articles/removeemail", { method: "POST", body: {} });
export const unsubscribeWithToken = (token: string) =>
  api<UnsubscribeResult>("/api/newsletter/unsubscribe", { method: "POST", body: { token } });

/**
 * The signed-in learner's saved newsletter address (null when not subscribed) and whether it is
 * confirmed yet. A failed lookup toasts
 * "Failed to fetch your subscription email." and counts as not subscribed (spec sections 7 and 8).
 */
export const enteredEmailQuery = (who: string) =>
  queryOptions({
    queryKey: newsletterKeys.enteredEmail(who),
    queryFn: fetchEnteredEmail,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function useEnteredEmail(who: string | null) {
  const query = useQuery({ ...enteredEmailQuery(who ?? "visitor"), enabled: who !== null });
  useEffect(() => {
    if (query.isError) toast.error(translate("common:newsletter.fetchFailed"), { id: "newsletter-fetch" });
  }, [query.isError]);
  const saved = query.isError ? null : (query.data?.[0] ?? null);
  return {
    enteredEmail: saved?.enteredEmail ?? null,
    confirmed: saved?.confirmed === true,
    isLoading: who !== null && query.isPending,
  };
}
