import { REVIEW_DAILY_FINSTARS_CAP } from "@arthshala/contracts/review-rules";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CardBody } from "../../../components/cards/CardBody";
import { ProgressBar } from "../../../components/cards/CourseCard";
import type { AnswerState, CardContent } from "../../../components/cards/types";
import { FeedbackSheet } from "../../../components/lesson/FeedbackSheet";
import { LESSON_BAR_ROOM, LessonActionBar } from "../../../components/lesson/LessonActionBar";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { CloseIcon, StarIcon } from "../../../components/ui/icons";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError, errorMessage } from "../../../lib/api";
import { formatDate } from "../../../lib/format";
import { ensure, pageLoader } from "../../../lib/route-data";
import { useDocumentTitle } from "../../../lib/useDocumentTitle";
import { ensureMe, useMe } from "../../auth";
import { useHomeData } from "../../progress";
import {
  type ReviewAnswer,
  type ReviewCard,
  reviewDeckQuery,
  reviewKeys,
  useAnswerReview,
  useReviewDeck,
} from "../api";

/** A review card as CardBody shows a question. */
const asContent = (card: ReviewCard): CardContent => ({
  content_type: "question",
  title: card.title,
  content_title: card.content_title,
  content_text: null,
  content_html: card.content_html,
  image_url: card.image_url,
  video_url: null,
  audio_url: null,
  question_type: card.question_type,
  options: card.options,
  answer_unit: card.answer_unit,
  tolerance: card.tolerance,
});

/** "14 Nov": the day a card comes back, read as a calendar day (no zone moves it). */
const dayLabel = (day: string) =>
  formatDate(new Date(`${day}T00:00:00Z`), { day: "numeric", month: "short", timeZone: "UTC" });

function TopBar({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation("review");
  return (
    <div className="mb-4">
      <div className="flex items-center gap-2">
        <Link
          to="/home"
          className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          <CloseIcon className="size-6" />
          <span className="sr-only">{t("page.close")}</span>
        </Link>
        <ProgressBar
          percent={total > 0 ? (done / total) * 100 : 0}
          label={t("page.progressLabel")}
          className="h-2.5 flex-1"
        />
        <span className="shrink-0 text-sm font-bold text-brand-800" data-testid="review-count">
          {done}/{total}
        </span>
      </div>
      <p className="mt-1 pl-9 text-sm font-medium text-amber-800">{t("page.title")}</p>
    </div>
  );
}

/**
 * The review session (/review): the deck's due questions one at a time, in CardBody. Choose, Check (the
 * server judges, reschedules and pays), read the verdict, Continue; then the end screen with the
 * FinStars earned and the streak. The list is the deck as it was when the session began.
 */
export function ReviewPage() {
  const { t } = useTranslation("review");
  const { user } = useMe();
  const deck = useReviewDeck();
  useDocumentTitle(t("documentTitle"));
  const [cards, setCards] = useState<ReviewCard[] | null>(() => deck.data?.cards ?? null);
  const paidBefore = useRef<number>(deck.data?.paid_today ?? 0);

  useEffect(() => {
    if (cards === null && deck.data) {
      setCards(deck.data.cards);
      paidBefore.current = deck.data.paid_today;
    }
  }, [cards, deck.data]);

  if (!user) return null; // RequireUser renders this page for signed-in learners only.
  if (cards === null) {
    if (deck.isError) {
      return (
        <Container>
          <div className="mx-auto max-w-3xl space-y-4 py-6">
            <p role="alert" className="text-slate-900">
              {t("page.loadFailed")}
            </p>
            <Button onClick={() => void deck.refetch()}>{t("page.tryAgain")}</Button>
          </div>
        </Container>
      );
    }
    return <ReviewSkeleton />;
  }
  if (cards.length === 0) return <Nothing doneToday={(deck.data?.reviewed_today ?? 0) > 0} />;
  return <Session cards={cards} paidBefore={paidBefore.current} />;
}

function ReviewSkeleton() {
  const { t } = useTranslation("review");
  return (
    <Container>
      <div className={`mx-auto max-w-3xl ${LESSON_BAR_ROOM}`}>
        <p role="status" className="sr-only">
          {t("page.loading")}
        </p>
        <div aria-hidden="true" className="space-y-4 rounded-3xl border border-slate-200 bg-white p-5">
          <Skeleton className="h-8 w-3/4" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      </div>
    </Container>
  );
}

function Nothing({ doneToday }: { doneToday: boolean }) {
  const { t } = useTranslation("review");
  return (
    <Container>
      <div className="mx-auto max-w-xl space-y-5 py-8 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t("page.title")}</h1>
        <p className="text-slate-700" data-testid="review-empty">
          {doneToday ? t("tile.doneToday") : t("page.empty")}
        </p>
        <ButtonLink to="/home">{t("page.backHome")}</ButtonLink>
      </div>
    </Container>
  );
}

interface Judged {
  result: ReviewAnswer;
  answer: AnswerState;
}

function Session({ cards, paidBefore }: { cards: ReviewCard[]; paidBefore: number }) {
  const { t } = useTranslation("review");
  const client = useQueryClient();
  const { user } = useMe();
  const send = useAnswerReview();
  const [index, setIndex] = useState(0);
  const [draft, setDraft] = useState<string | null>(null);
  const [judged, setJudged] = useState<Judged | null>(null);
  /** A refused answer: what the server said, and whether the learner goes on to the next card or ends here. */
  const [failure, setFailure] = useState<{ message: string; next: "retry" | "skip" | "finish" } | null>(null);
  const [earned, setEarned] = useState(0);
  const [right, setRight] = useState(0);
  /** How many cards the session went through: all of them, or those before the day's limit stopped it. */
  const [finished, setFinished] = useState<number | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const card = cards[index]!;
  const last = index === cards.length - 1;

  // A new question: its title takes the focus, as a new card's does in the lesson.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each new question only
  useEffect(() => {
    cardRef.current?.querySelector<HTMLElement>("h1")?.focus({ preventScroll: true });
  }, [index]);

  const check = (answer: string | null = draft) => {
    if (answer === null || judged || send.isPending) return;
    setFailure(null);
    send.mutate(
      { cardId: card.card_id, userAnswer: answer },
      {
        onSuccess: (result) => {
          setJudged({
            result,
            answer: {
              userAnswer: answer,
              correct_answer: result.correct_answer,
              is_correct: result.is_correct,
              explanation_html: result.explanation_html,
            },
          });
          setEarned((n) => n + result.awarded_finstars);
          if (result.is_correct) setRight((n) => n + 1);
        },
        onError: (error) => {
          const status = error instanceof ApiError ? error.status : 0;
          // The day's limit was reached (another tab, another device): the server says so; the rest wait.
          if (status === 429) setFailure({ message: errorMessage(error), next: "finish" });
          // Reviewed elsewhere meanwhile, or gone: say so and let the learner go on.
          else if (status === 404 || status === 409)
            setFailure({ message: errorMessage(error), next: "skip" });
          else setFailure({ message: t("page.sendFailed"), next: "retry" });
        },
      },
    );
  };

  const goOn = () => {
    if (last || failure?.next === "finish") {
      setFinished(failure?.next === "finish" ? index : cards.length);
      void client.invalidateQueries({ queryKey: reviewKeys.deck(user?.sub ?? "visitor") });
      window.scrollTo({ top: 0 });
      return;
    }
    setIndex((i) => i + 1);
    setDraft(null);
    setJudged(null);
    setFailure(null);
    window.scrollTo({ top: 0 });
  };

  if (finished !== null) return <Done earned={earned} right={right} total={finished} />;

  const pending = send.isPending;
  const shown: AnswerState | undefined = judged
    ? judged.answer
    : pending && draft !== null
      ? { userAnswer: draft, correct_answer: null, is_correct: null, explanation_html: null }
      : undefined;
  return (
    <Container>
      <div className={`mx-auto max-w-3xl ${LESSON_BAR_ROOM}`}>
        <TopBar done={index + (judged ? 1 : 0)} total={cards.length} />
        <p className="sr-only">{t("page.progress", { n: index + 1, total: cards.length })}</p>
        <div
          ref={cardRef}
          className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 [&_h1]:outline-none"
        >
          <p className="mb-3 truncate text-sm text-slate-600">
            {card.course_title} · {card.module_title}
          </p>
          <CardBody
            key={card.card_id}
            card={asContent(card)}
            titleAs="h1"
            answer={shown}
            pending={pending}
            showVerdict={false}
            onDraft={setDraft}
            onAnswer={(answer) => check(answer)}
          />
        </div>
      </div>
      <LessonActionBar testId="review-action-bar">
        {failure ? (
          <p role="alert" className="mb-2 text-sm font-medium text-red-800">
            {failure.message}
          </p>
        ) : null}
        {failure && failure.next !== "retry" ? (
          <Button block size="lg" onClick={goOn}>
            {last || failure.next === "finish" ? t("page.finish") : t("page.continue")}
          </Button>
        ) : (
          <Button
            block
            size="lg"
            disabled={draft === null || judged !== null || pending}
            onClick={() => check()}
          >
            {t("page.check")}
          </Button>
        )}
      </LessonActionBar>
      {judged ? (
        <FeedbackSheet
          testId="review-feedback"
          answer={judged.answer}
          question={asContent(card)}
          headline={judged.result.is_correct ? t("page.right") : t("page.wrong")}
          aside={
            judged.result.awarded_finstars > 0 ? (
              <p
                data-testid="review-earned"
                className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900"
              >
                <StarIcon className="size-4" aria-hidden="true" />
                {t("page.earned", { count: judged.result.awarded_finstars })}
              </p>
            ) : null
          }
          note={
            <>
              {t("page.nextDue", { day: dayLabel(judged.result.next_due) })}
              {judged.result.is_correct &&
              judged.result.awarded_finstars === 0 &&
              paidBefore + earned >= REVIEW_DAILY_FINSTARS_CAP
                ? ` ${t("page.capReached")}`
                : null}
            </>
          }
          continueLabel={last ? t("page.finish") : t("page.continue")}
          onContinue={goOn}
        />
      ) : null}
    </Container>
  );
}

function Done({ earned, right, total }: { earned: number; right: number; total: number }) {
  const { t } = useTranslation("review");
  const home = useHomeData();
  const streak = home.data?.userData.streak_count;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Container>
      <div className="mx-auto max-w-xl space-y-5 py-8 text-center" data-testid="review-done">
        <span className="mx-auto inline-flex size-16 animate-pop items-center justify-center rounded-full bg-amber-100 text-amber-700 motion-reduce:animate-none">
          <StarIcon className="size-9" aria-hidden="true" />
        </span>
        <h1 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 outline-none">
          {earned > 0 ? t("page.doneStars", { count: earned }) : t("page.doneTitle")}
        </h1>
        {total > 0 ? <p className="text-slate-700">{t("page.doneRight", { right, total })}</p> : null}
        <p className="font-medium text-slate-900">
          {t("page.doneStreak")}
          {streak ? (
            <span className="mt-1 block font-bold text-brand-800" data-testid="review-streak">
              {t("page.streakDays", { count: streak })}
            </span>
          ) : null}
        </p>
        <ButtonLink to="/home" size="lg">
          {t("page.backHome")}
        </ButtonLink>
      </div>
    </Container>
  );
}

/** The cards due now. */
export const loader = pageLoader(async (client) => {
  const me = await ensureMe(client);
  if (me) await ensure(client, reviewDeckQuery(me.sub));
});
