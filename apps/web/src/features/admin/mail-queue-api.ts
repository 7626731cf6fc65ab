import type { MailQueueItem, MailQueuePage } from "@arthshala/contracts/mail-queue";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";

/** Problems are few when things work; more than this is a page of "look at the mail server". */
export const MAIL_PROBLEMS_SHOWN = 20;

/**
 * failed: gave up; uncertain: may have been delivered, waits for an admin's decision; retrying: pending
 * after a failed try, waiting out its backoff.
 */
export type ProblemFilter = "failed" | "uncertain" | "retrying";

export const mailQueueKeys = {
  all: ["admin", "mail-queue"] as const,
  problems: (filter: ProblemFilter) => ["admin", "mail-queue", filter] as const,
};

const filterQuery: Record<ProblemFilter, string> = {
  failed: "status=failed",
  uncertain: "status=uncertain",
  retrying: "status=pending&retrying=true",
};

export function useMailProblems(filter: ProblemFilter) {
  return useQuery({
    queryKey: mailQueueKeys.problems(filter),
    queryFn: ({ signal }) =>
      api<MailQueuePage>(`/api/admin/mail-queue?${filterQuery[filter]}&limit=${MAIL_PROBLEMS_SHOWN}`, {
        signal,
      }),
    // Retries happen in the background: keep the view close to the queue without a reload.
    refetchInterval: 15_000,
  });
}

export function useRetryMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<{ message: string; item: MailQueueItem }>(`/api/admin/mail-queue/${id}/retry`, { method: "POST" }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailQueueKeys.all }),
  });
}
