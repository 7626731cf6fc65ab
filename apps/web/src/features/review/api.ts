/** The Review deck's calls (issue 27) and their query hooks. Types only from contracts/review: no zod here. */
import type { ReviewAnswer, ReviewCard, ReviewDeck } from "@arthshala/contracts/review";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api";
import { useMe } from "../auth";
import { homeKeys } from "../progress";

export type { ReviewAnswer, ReviewCard, ReviewDeck };

/** Keys carry the learner's sub: one learner never sees another's deck. */
export const reviewKeys = {
  deck: (who: string) => ["review", who, "deck"] as const,
};

export const REVIEW_PATH = "/review";

export const fetchReviewDeck = () => api<ReviewDeck>("/api/review/deck");
export const sendReviewAnswer = (cardId: number, userAnswer: string) =>
  api<ReviewAnswer>(`/api/review/card/${cardId}`, { method: "POST", body: { userAnswer } });

function useWho() {
  const { user, isLoading } = useMe();
  return { who: user?.sub ?? "visitor", enabled: !isLoading && user !== null };
}

/** The cards due now (at most what is left of today's limit), fresh whenever a page shows it. */
export const reviewDeckQuery = (who: string) =>
  queryOptions({ queryKey: reviewKeys.deck(who), queryFn: fetchReviewDeck, staleTime: 0 });

export function useReviewDeck() {
  const { who, enabled } = useWho();
  return useQuery({ ...reviewDeckQuery(who), enabled });
}

/**
 * Sends one review answer; the server judges, reschedules and pays. The home data (FinStars, streak)
 * is refetched after each, the deck once the session ends (the page keeps its own list meanwhile).
 */
export function useAnswerReview() {
  const client = useQueryClient();
  const { who } = useWho();
  return useMutation({
    mutationFn: ({ cardId, userAnswer }: { cardId: number; userAnswer: string }) =>
      sendReviewAnswer(cardId, userAnswer),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: homeKeys.all(who) });
    },
  });
}
