import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { AnswerState } from "../../../../components/cards/types";
import { OfflineNote } from "../../../../components/offline/OfflineNote";
import { offlineMessages } from "../../../../lib/offline/messages";
import { isUnreachable, useOnline } from "../../../../lib/offline/network";
import { SignInButton, useMe } from "../../../auth";
import { GuardianBanner } from "../../../guardian";
import { type CheckAnswerResponse, checkAnswer, learningKeys, useCourse } from "../../api";
import { completeLocally, useLocalProgress } from "../../localProgress";
import type { CheckAction } from "../CardNavigation";
import { ViewerLayout } from "./ViewerLayout";
import {
  courseCompleteToast,
  isLastOfCourse,
  updateFailed,
  useLessonQuestion,
  type ViewerBodyProps,
} from "./viewerRules";

/** A visitor: progress lives in this browser; answers are checked without saving anything. */
export function VisitorCard({ card, path, onFail }: ViewerBodyProps) {
  const { t } = useTranslation("courses");
  const { user } = useMe();
  const client = useQueryClient();
  const online = useOnline();
  const local = useLocalProgress(path.courseId);
  const course = useCourse(path.courseId, { delayed: false });
  const lesson = useLessonQuestion(card, path);
  const completed = local.completed.includes(path.cardId);
  const stored = local.answers[path.cardId];
  const checkKey = (answer: string) => [...learningKeys.card("visitor", path), "check", answer] as const;

  const onCompleted = () => {
    if (isLastOfCourse(card)) courseCompleteToast();
  };

  // Text, image, video and audio cards are completed (here, locally) by opening them: once per card.
  // biome-ignore lint/correctness/useExhaustiveDependencies: not again when the local progress changes
  useEffect(() => {
    if (card.content_type === "question" || completed) return;
    completeLocally(path.courseId, path.cardId);
    onCompleted();
  }, [card.card_id]);

  const verdict = useQuery({
    queryKey: checkKey(stored ?? ""),
    queryFn: () => checkAnswer(path, stored ?? ""),
    enabled: stored !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const checkMutation = useMutation({
    networkMode: "always",
    mutationFn: (answer: string) => checkAnswer(path, answer),
    onSuccess: (result: CheckAnswerResponse, answer) => {
      client.setQueryData(checkKey(answer), result);
      completeLocally(path.courseId, path.cardId, answer);
      onCompleted();
    },
    onError: (error, answer) => {
      if (!isUnreachable(error)) {
        onFail(updateFailed());
        return;
      }
      // Offline: the answer is kept in this browser like any other, and checked when back online.
      completeLocally(path.courseId, path.cardId, answer);
      onCompleted();
    },
  });

  let answer: AnswerState | undefined;
  let pending = false;
  if (checkMutation.isPending) {
    answer = {
      userAnswer: checkMutation.variables,
      correct_answer: null,
      is_correct: null,
      explanation_html: null,
    };
    pending = true;
  } else if (stored !== undefined) {
    const result = verdict.data ?? { is_correct: null, correct_answer: null, explanation_html: null };
    answer = { userAnswer: stored, ...result };
    pending = verdict.isPending;
  }

  const isQuestion = card.content_type === "question";
  const check: CheckAction | undefined =
    isQuestion && (answer === undefined || checkMutation.isPending)
      ? {
          ready: lesson.draft !== null,
          busy: checkMutation.isPending,
          onCheck: () => {
            if (checkMutation.isPending || stored !== undefined || lesson.draft === null) return;
            lesson.markFresh();
            checkMutation.mutate(lesson.draft);
          },
        }
      : undefined;
  const sheet = lesson.fresh && answer !== undefined && !pending ? answer : undefined;

  // Module progress from this browser's record, using the roadmap (usually cached already).
  const moduleCards = course.data?.data.find((m) => m.moduleId === path.moduleId)?.cards ?? [];
  const moduleProgress = moduleCards.length
    ? moduleCards.filter((c) => local.completed.includes(c.card_id)).length
    : Number(completed);

  return (
    <ViewerLayout
      card={card}
      path={path}
      completed={completed}
      moduleProgress={moduleProgress}
      check={check}
      answer={answer}
      pending={pending}
      sheetAnswer={sheet}
      lesson={lesson}
      note={
        <OfflineNote>
          {stored !== undefined && verdict.isPending && !online ? offlineMessages.visitorAnswerOffline : null}
        </OfflineNote>
      }
      footer={
        user ? (
          // Signed in, but under 18 without a guardian's consent: the answer is checked, not saved.
          <GuardianBanner compact className="mt-6" />
        ) : (
          <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-brand-950">{t("viewer.signInToSave")}</p>
            <SignInButton size="sm" className="shrink-0" />
          </div>
        )
      }
    />
  );
}
