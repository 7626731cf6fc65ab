import type { ViewerCard } from "@arthshala/contracts/learning";
import { isCorrectAnswer } from "@arthshala/contracts/learning-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { CardBody } from "../../../components/cards/CardBody";
import type { AnswerState } from "../../../components/cards/types";
import { ContentLanguageNote } from "../../../components/i18n/ContentLanguageNote";
import { FeedbackSheet } from "../../../components/lesson/FeedbackSheet";
import { LESSON_BAR_ROOM, LessonActionBar } from "../../../components/lesson/LessonActionBar";
import { OfflineNote } from "../../../components/offline/OfflineNote";
import { AlertModal } from "../../../components/ui/AlertModal";
import { Container } from "../../../components/ui/Container";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError } from "../../../lib/api";
import { i18n } from "../../../lib/i18n";
import { isNotSaved } from "../../../lib/offline/copies";
import { offlineMessages } from "../../../lib/offline/messages";
import { isUnreachable, useOnline } from "../../../lib/offline/network";
import { useQueuedCard } from "../../../lib/offline/outbox";
import { useQuery } from "../../../lib/query";
import { SignInButton } from "../../auth";
import {
  type CardPath,
  type CheckAnswerResponse,
  cardPagePath,
  checkAnswer,
  completeOrQueue,
  courseRoadmapPath,
  learningKeys,
  refreshAfterCompletion,
  useCourse,
  useLearner,
  useViewerCard,
} from "../api";
import { CardNavigation, type CheckAction, navigationTargets } from "../components/CardNavigation";
import { LessonTopBar } from "../components/LessonTopBar";
import { completeLocally, useLocalProgress } from "../localProgress";

const loadFailed = () => i18n.t("courses:viewer.loadFailed");
const updateFailed = () => i18n.t("courses:viewer.updateFailed");

/**
 * A 409 carries the reason (e.g. the card is locked), and so does "not saved on this device" offline;
 * anything else gets the spec's generic text.
 */
function failureMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.status === 409) || isNotSaved(error) ? error.message : fallback;
}

/** The last card of the course: no next card, no next module, last in its module (spec section 4). */
const isLastOfCourse = (card: ViewerCard) =>
  card.nextCardId === null && card.nextModuleFirstCard === null && card.isLastCardInModule;

/**
 * Spec section 4's toast when the course's last card is completed. The learner then goes on with
 * "Finish course" to the course's celebration (issue 27) rather than being sent home after 1.5 s.
 */
const courseCompleteToast = () =>
  toast.success(i18n.t("courses:viewer.courseComplete"), { id: "course-complete" });

/**
 * A question answered during this visit gets its verdict in the feedback sheet, with Continue; one
 * answered before shows it in the card, with the action bar's Next.
 */
function useLessonQuestion(card: ViewerCard, path: CardPath) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<string | null>(null);
  const [fresh, setFresh] = useState(false);
  const { next } = navigationTargets(card, path);
  return {
    draft,
    setDraft,
    fresh,
    markFresh: () => setFresh(true),
    goOn: () => navigate(next?.to ?? courseRoadmapPath(path.courseId)),
  };
}

interface ViewerBodyProps {
  card: ViewerCard;
  path: CardPath;
  onFail: (message: string) => void;
}

/**
 * A signed-in learner: the server completes cards and judges answers. Without a connection the
 * completion (and a question's answer) waits on the device and the card says so; the server judges it
 * when the connection returns (features/offline).
 */
function LearnerCard({ card, path, onFail }: ViewerBodyProps) {
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
        toast.success(i18n.t("courses:viewer.earned", { count: result.awarded_finstars }), {
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
                : isCorrectAnswer(card.question_type, card.correct_answer, card.userAnswer),
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

/** A visitor: progress lives in this browser; answers are checked without saving anything. */
function VisitorCard({ card, path, onFail }: ViewerBodyProps) {
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
        <div className="mt-8 flex flex-col items-start gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-brand-950">Sign in to save your progress and earn FinStars.</p>
          <SignInButton size="sm" className="shrink-0" />
        </div>
      }
    />
  );
}

interface ViewerLayoutProps {
  card: ViewerCard;
  path: CardPath;
  completed: boolean;
  moduleProgress: number;
  answer: AnswerState | undefined;
  pending: boolean;
  /** An unanswered question: the action bar's primary button is Check. */
  check?: CheckAction;
  /** An answer judged during this visit: its verdict shows in the sheet over the bar, not in the card. */
  sheetAnswer: AnswerState | undefined;
  lesson: ReturnType<typeof useLessonQuestion>;
  /** Under the card: what happened to it offline. */
  note?: ReactNode;
  footer?: ReactNode;
}

function ViewerLayout({
  card,
  path,
  completed,
  moduleProgress,
  answer,
  pending,
  check,
  sheetAnswer,
  lesson,
  note,
  footer,
}: ViewerLayoutProps) {
  const { t } = useTranslation("courses");
  const panelRef = useRef<HTMLDivElement>(null);
  const navRef = useRef<HTMLDivElement>(null);
  // React Router keys the address the page was loaded at "default": the card the page opened on.
  const openedOn = useLocation().key === "default";

  useEffect(() => {
    const previous = document.title;
    document.title = `${card.title} · ${card.course_title} · Arthshala`;
    // A new card after Previous/Next (focus still on them, or lost with a button that went disabled), or
    // after a link in the app: move focus to its title so screen readers start there and Tab goes on
    // through the card. Not on the page's own load, where the reader starts at the top anyway, and the
    // focus would lay the page out inside the takeover's effects (a long task on a phone, issue 26).
    const active = document.activeElement;
    if (!openedOn && (active === document.body || active === null || navRef.current?.contains(active))) {
      panelRef.current?.querySelector<HTMLElement>("h1")?.focus({ preventScroll: true });
    }
    return () => {
      document.title = previous;
    };
  }, [card.title, card.course_title, openedOn]);

  return (
    <>
      <LessonTopBar
        courseTitle={card.course_title}
        closeTo={courseRoadmapPath(path.courseId)}
        moduleTitle={card.module_title}
        done={moduleProgress}
        total={card.module_total_cards}
      />

      <ContentLanguageNote language={card.language} className="mb-4" />
      <div
        ref={panelRef}
        className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 [&_h1]:outline-none"
      >
        <CardBody
          card={card}
          titleAs="h1"
          answer={answer}
          pending={pending}
          showVerdict={sheetAnswer === undefined}
          onDraft={lesson.setDraft}
          onAnswer={() => check?.onCheck()}
        />
      </div>

      {note}
      {footer}
      {/* The sheet covers the bar; the bar stays in the page (and the Tab order) under it. */}
      <LessonActionBar ref={navRef}>
        <CardNavigation card={card} path={path} completed={completed} check={check} />
      </LessonActionBar>
      {sheetAnswer ? (
        <FeedbackSheet
          answer={sheetAnswer}
          continueLabel={t("viewer.continue")}
          onContinue={lesson.goOn}
          note={sheetAnswer.is_correct === false ? t("viewer.comesBack") : undefined}
        />
      ) : null}
    </>
  );
}

function ViewerSkeleton() {
  return (
    <div aria-hidden="true">
      <div className="space-y-4 rounded-3xl border border-slate-200 bg-white p-5 sm:p-8">
        <Skeleton className="h-3 w-16" />
        <Skeleton className="h-8 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
        <Skeleton className="h-4 w-2/3" />
      </div>
      <LessonActionBar>
        <div className="grid grid-cols-[3rem_1fr] gap-3">
          <Skeleton className="h-12 rounded-lg" />
          <Skeleton className="h-12 rounded-lg" />
        </div>
      </LessonActionBar>
    </div>
  );
}

export function CardViewerPage() {
  const { t } = useTranslation("courses");
  const params = useParams();
  const navigate = useNavigate();
  const path: CardPath = {
    courseId: Number(params.courseId),
    moduleId: Number(params.moduleId),
    cardId: Number(params.cardId),
  };
  const { signedIn } = useLearner();
  const card = useViewerCard(path);
  const [failure, setFailure] = useState<{ cardId: number; message: string } | null>(null);
  const invalid = ![path.courseId, path.moduleId, path.cardId].every((n) => Number.isInteger(n) && n > 0);
  const loadFailure = invalid ? loadFailed() : card.isError ? failureMessage(card.error, loadFailed()) : null;
  const message = loadFailure ?? (failure?.cardId === path.cardId ? failure.message : null);
  // The cached card of another path must not show while this one loads.
  const data = card.data && card.data.card_id === path.cardId ? card.data : undefined;

  return (
    <Container>
      <div className={`mx-auto max-w-3xl ${LESSON_BAR_ROOM}`}>
        {data ? null : <LessonTopBar courseTitle={null} closeTo={courseRoadmapPath(path.courseId)} />}
        {data ? (
          signedIn ? (
            <LearnerCard
              key={cardPagePath(path)}
              card={data}
              path={path}
              onFail={(m) => setFailure({ cardId: path.cardId, message: m })}
            />
          ) : (
            <VisitorCard
              key={cardPagePath(path)}
              card={data}
              path={path}
              onFail={(m) => setFailure({ cardId: path.cardId, message: m })}
            />
          )
        ) : loadFailure ? null : (
          <>
            <p role="status" className="sr-only">
              {t("viewer.loading")}
            </p>
            <ViewerSkeleton />
          </>
        )}

        <AlertModal open={message !== null} message={message ?? ""} onClose={() => navigate("/courses")} />
      </div>
    </Container>
  );
}
