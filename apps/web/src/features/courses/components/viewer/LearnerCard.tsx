import { isCorrectAnswer } from "@arthshala/contracts/learning-rules";
import { toHundredths } from "@arthshala/contracts/question-kinds";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast/headless";
import type { AnswerState } from "../../../../components/cards/types";
import { OfflineNote } from "../../../../components/offline/OfflineNote";
import { translate } from "../../../../lib/i18n";
import { offlineMessages } from "../../../../lib/offline/messages";
import { useQueuedCard } from "../../../../lib/offline/outbox";
import { completeOrQueue, refreshAfterCompletion, useLearner } from "../../api";
import type { CheckAction } from "../CardNavigation";
import { ViewerLayout } from "./ViewerLayout";
import {
  courseCompleteToast,
  failureMessage,
  isLastOfCourse,
  updateFailed,
  useLessonQuestion,
  type ViewerBodyProps,
} from "./viewerRules";

/**
 * A signed-in learner: the server completes cards and judges answers. Without a connection the
 * completion (and a question's answer) waits on the device and the card says so; the server judges it
 * when the connection returns (features/offline).
 */
export function LearnerCard({ card, path, onFail }: ViewerBodyProps) {
  const client = useQueryClient();
  const { who } = useLearner();
  const requested = useRef(false);
  const queued = useQueuedCard(who, path.cardId);
  const lesson = useLessonQuestion(card, path);

  const update = useMutation({
    // Run offline too: completeOrQueue keeps the completion on the device instead of failing.
    networkMode: "always",
    mutationFn: (userAnswer: string | undefined) => completeOrQueue(who, path, card, userAnswer),
    onSuccess: (outcome) => {
      if (outcome.queued) {
        refreshAfterCompletion(client, who, path, outcome.card);
        return;
      }
      const { result } = outcome;
      refreshAfterCompletion(client, who, path, result);
      if (result.awarded_finstars > 0) {
        toast.success(translate("courses:viewer.earned", { count: result.awarded_finstars }), {
          id: `stars-${path.cardId}`,
        });
      }
      if (isLastOfCourse(result)) courseCompleteToast();
    },
    onError: (error) => onFail(failureMessage(error, updateFailed())),
  });

  // Text, image, video and audio cards are completed by opening them.
  const { mutate } = update;
  useEffect(() => {
    if (card.content_type === "question" || card.status === "completed" || requested.current) return;
    requested.current = true;
    mutate(undefined);
  }, [card.content_type, card.status, mutate]);

  const isQuestion = card.content_type === "question";
  const sending = update.isPending && update.variables !== undefined;
  // A queued answer has no verdict yet: it shows as chosen, waiting, until the server has judged it.
  const waiting = queued !== undefined && isQuestion;
  const pending = sending || waiting;
  const answer: AnswerState | undefined = sending
    ? { userAnswer: update.variables ?? null, correct_answer: null, is_correct: null, explanation_html: null }
    : waiting
      ? {
          userAnswer: queued.userAnswer ?? card.userAnswer,
          correct_answer: null,
          is_correct: null,
          explanation_html: null,
        }
      : card.userAnswer !== null
        ? {
            userAnswer: card.userAnswer,
            correct_answer: card.correct_answer,
            explanation_html: card.explanation_html,
            is_correct:
              "is_correct" in card && typeof card.is_correct !== "undefined"
                ? (card.is_correct as boolean | null)
                : isCorrectAnswer(
                    card.question_type,
                    card.correct_answer,
                    card.userAnswer,
                    toHundredths(card.tolerance) ?? 0,
                  ),
          }
        : undefined;

  const check: CheckAction | undefined =
    isQuestion && (answer === undefined || sending)
      ? {
          ready: lesson.draft !== null,
          busy: sending,
          onCheck: () => {
            if (update.isPending || lesson.draft === null) return;
            lesson.markFresh();
            update.mutate(lesson.draft);
          },
        }
      : undefined;
  const judged = answer !== undefined && !pending ? answer : undefined;
  const sheet = lesson.fresh && judged ? judged : undefined;

  return (
    <ViewerLayout
      card={card}
      path={path}
      completed={card.status === "completed"}
      moduleProgress={card.module_progress}
      check={check}
      answer={answer}
      pending={pending}
      sheetAnswer={sheet}
      lesson={lesson}
      note={
        <OfflineNote>
          {queued
            ? isQuestion
              ? offlineMessages.answerSavedOffline
              : offlineMessages.cardDoneOffline
            : null}
        </OfflineNote>
      }
    />
  );
}
