/**
 * The questions of one module a learner got wrong at first: the module's review round brings them back
 * (issue 27). A learner's cards carry their answer and, once answered, the key; a visitor's answers are
 * in this browser, judged by the check call the viewer already made (same query keys, so usually cached).
 */
import type { ViewerCard } from "@arthshala/contracts/learning";
import { isCorrectAnswer } from "@arthshala/contracts/learning-rules";
import { toHundredths } from "@arthshala/contracts/question-kinds";
import { useQueries } from "@tanstack/react-query";
import { useHydrated } from "../../components/ssr/useHydrated";
import { deviceCopyQuery } from "../../lib/offline/network";
import { type CardPath, checkAnswer, learningKeys, readCard, useCourse, useLearner } from "./api";
import { useLocalProgress } from "./localProgress";

export interface MissedQuestion {
  card: ViewerCard;
  path: CardPath;
  correct_answer: string;
  explanation_html: string | null;
}

export interface MissedState {
  /** Still reading the roadmap or the module's question cards. */
  loading: boolean;
  failed: boolean;
  /** Every card of the module is completed (here or on the server). */
  moduleDone: boolean;
  missed: MissedQuestion[];
}

export function useMissedQuestions(courseId: number, moduleId: number): MissedState {
  const { who, ready, signedIn } = useLearner();
  const course = useCourse(courseId, { delayed: false });
  const local = useLocalProgress(courseId);
  // A visitor's answers are on this device only: the server (and the hydration of what it drew) cannot
  // judge the round, so it waits for the browser rather than skip to the celebration.
  const hydrated = useHydrated();
  const module = course.data?.data.find((m) => m.moduleId === moduleId);
  const questions = (module?.cards ?? [])
    .filter((c) => c.content_type === "question")
    .map((c) => ({ courseId, moduleId, cardId: c.card_id }));

  const cards = useQueries({
    queries: questions.map((path) => ({
      queryKey: learningKeys.card(who, path),
      queryFn: () => readCard(who, path),
      enabled: ready,
      ...deviceCopyQuery,
    })),
  });
  // A visitor's verdicts: the viewer's own check queries (the answer is in the key).
  const verdicts = useQueries({
    queries: questions.map((path) => {
      const answer = local.answers[path.cardId] ?? "";
      return {
        queryKey: [...learningKeys.card("visitor", path), "check", answer] as const,
        queryFn: () => checkAnswer(path, answer),
        enabled: ready && !signedIn && answer !== "",
        staleTime: Number.POSITIVE_INFINITY,
      };
    }),
  });

  const moduleDone = module
    ? module.cards.every((c) => (signedIn ? c.status === "completed" : local.completed.includes(c.card_id)))
    : false;
  const loading =
    !ready ||
    (!signedIn && !hydrated) ||
    course.isPending ||
    cards.some((q) => q.isPending) ||
    (!signedIn && verdicts.some((q, i) => q.isPending && local.answers[questions[i]!.cardId] !== undefined));
  const failed = course.isError || (!loading && module === undefined);

  const missed: MissedQuestion[] = [];
  for (const [i, path] of questions.entries()) {
    const card = cards[i]?.data;
    if (!card) continue;
    if (signedIn) {
      if (card.userAnswer === null || card.correct_answer === null) continue;
      const tolerance = toHundredths(card.tolerance) ?? 0;
      if (isCorrectAnswer(card.question_type, card.correct_answer, card.userAnswer, tolerance) !== false)
        continue;
      missed.push({
        card,
        path,
        correct_answer: card.correct_answer,
        explanation_html: card.explanation_html,
      });
    } else {
      const verdict = verdicts[i]?.data;
      if (verdict?.is_correct !== false || verdict.correct_answer === null) continue;
      missed.push({
        card,
        path,
        correct_answer: verdict.correct_answer,
        explanation_html: verdict.explanation_html,
      });
    }
  }
  return { loading, failed, moduleDone, missed };
}
