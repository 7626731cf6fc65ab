/** The footer newsletter calls and the sign-in-free unsubscribe link (spec sections 4, 5 and 7). */
import { newsletterMessages } from "@arthshala/contracts/articles-rules";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import toast from "react-hot-toast";
import { api } from "../../lib/api";

export interface UnsubscribeResult {
  message: string;
  unsubscribed: boolean;
}

/** Keys carry who asks: the saved address is the signed-in learner's own. */
export const newsletterKeys = {
  enteredEmail: (who: string) => ["newsletter", who, "entered-email"] as const,
  unsubscribe: (token: string) => ["newsletter", "unsubscribe", token] as const,
};

export const fetchEnteredEmail = () =>
  api<{ enteredEmail: string }[]>("/api/articles/getenteredemail", { method: "POST", body: {} });
export const saveEmail = (enteredEmail: string) =>
  api<{ message: string; enteredEmail: string }>("/api/articles/saveemail", {
    method: "POST",
    body: { enteredEmail },
  });
export const removeEmail = () =>
  api<{ message: string }>("/api/articles/removeemail", { method: "POST", body: {} });
export const unsubscribeWithToken = (token: string) =>
  api<UnsubscribeResult>("/api/newsletter/unsubscribe", { method: "POST", body: { token } });

/**
 * The signed-in learner's saved newsletter address, or null when not subscribed. A failed lookup toasts
 * "Failed to fetch your subscription email." and counts as not subscribed (spec sections 7 and 8).
 */
export function useEnteredEmail(who: string | null) {
  const query = useQuery({
    queryKey: newsletterKeys.enteredEmail(who ?? "visitor"),
    queryFn: fetchEnteredEmail,
    enabled: who !== null,
    staleTime: 5 * 60 * 1000,
    retry: false,
  });
  useEffect(() => {
    if (query.isError) toast.error(newsletterMessages.fetchFailed, { id: "newsletter-fetch" });
  }, [query.isError]);
  const saved = query.isError ? null : (query.data?.[0]?.enteredEmail ?? null);
  return { enteredEmail: saved, isLoading: who !== null && query.isPending };
}
