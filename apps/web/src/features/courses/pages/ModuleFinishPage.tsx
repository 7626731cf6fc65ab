import { isCorrectAnswer } from "@arthshala/contracts/learning-rules";
import { toHundredths } from "@arthshala/contracts/question-kinds";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, useNavigate, useParams } from "react-router";
import { CardBody } from "../../../components/cards/CardBody";
import type { AnswerState } from "../../../components/cards/types";
import { FeedbackSheet } from "../../../components/lesson/FeedbackSheet";
import { LESSON_BAR_ROOM, LessonActionBar } from "../../../components/lesson/LessonActionBar";
import { AlertModal } from "../../../components/ui/AlertModal";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import { courseQuery, courseRoadmapPath, lessonWho, moduleDonePath, routeIds } from "../api";
import { LessonTopBar } from "../components/LessonTopBar";
import { type MissedQuestion, useMissedQuestions } from "../missedQuestions";

/**
 * A module's review round (issue 27): the questions missed at first come back, one at a time, until each
 * is answered right; then the celebration. Nothing here pays or changes the recorded answer: the first
 * answer was the one that counted, and its key was shown with it, so the round is judged on the device.
 * With nothing missed it goes straight on to the celebration.
 */
export function ModuleFinishPage() {
  const { t } = useTranslation("courses");
  const params = useParams();
  const courseId = Number(params.courseId);
  const moduleId = Number(params.moduleId);
  const state = useMissedQuestions(courseId, moduleId);
  const done = moduleDonePath({ courseId, moduleId });
  const roadmap = courseRoadmapPath(courseId);
  const navigate = useNavigate();

  if (state.failed) {
    return (
      <Container>
        <AlertModal open message={t("viewer.loadFailed")} onClose={() => navigate(roadmap)} />
      </Container>
    );
  }
  if (state.loading) {
    return (
      <Container className="pt-2 sm:pt-4">
        <div className={`mx-auto max-w-3xl ${LESSON_BAR_ROOM}`}>
          <LessonTopBar courseTitle={null} closeTo={roadmap} />
          <p role="status" className="sr-only">
            {t("review.loading")}
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
  if (state.missed.length === 0 || !state.moduleDone) return <Navigate to={done} replace />;
  return <ReviewRound missed={state.missed} roadmap={roadmap} done={done} />;
}

interface Attempt {
  answer: AnswerState;
}

function ReviewRound({ missed, roadmap, done }: { missed: MissedQuestion[]; roadmap: string; done: string }) {
  const { t } = useTranslation("courses");
  const navigate = useNavigate();
  // Card ids still to get right, in order; a miss goes to the back of the line.
  const [queue, setQueue] = useState(() => missed.map((m) => m.card.card_id));
  const [round, setRound] = useState(0);
  const [draft, setDraft] = useState<string | null>(null);
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  const current = missed.find((m) => m.card.card_id === queue[0]) ?? missed[0]!;
  const fixed = missed.length - queue.length;

  // A new question: its title takes the focus, as a new card's does in the viewer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each new question only
  useEffect(() => {
    headingRef.current?.querySelector<HTMLElement>("h1")?.focus({ preventScroll: true });
  }, [round]);

  const check = () => {
    if (draft === null || attempt) return;
    const card = current.card;
    setAttempt({
      answer: {
        userAnswer: draft,
        correct_answer: current.correct_answer,
        explanation_html: current.explanation_html,
        is_correct: isCorrectAnswer(
          card.question_type,
          current.correct_answer,
          draft,
          toHundredths(card.tolerance) ?? 0,
        ),
      },
    });
  };
  const goOn = () => {
    const right = attempt?.answer.is_correct !== false;
    const rest = queue.slice(1);
    const next = right ? rest : [...rest, queue[0]!];
    if (next.length === 0) {
      navigate(done, { replace: true });
      return;
    }
    setQueue(next);
    setAttempt(null);
    setDraft(null);
    setRound((r) => r + 1);
    window.scrollTo({ top: 0 });
  };

  return (
    <Container className="pt-2 sm:pt-4">
      <div className={`mx-auto max-w-3xl ${LESSON_BAR_ROOM}`}>
        <LessonTopBar
          courseTitle={current.card.course_title}
          closeTo={roadmap}
          moduleTitle={current.card.module_title}
          done={fixed}
          total={missed.length}
        />
        <div className="mb-4 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3">
          <p className="font-bold text-amber-950">{t("review.title")}</p>
          <p className="text-sm text-amber-950">
            {t("review.intro", { count: missed.length })}{" "}
            <span className="font-semibold" data-testid="review-left">
              {t("review.left", { count: queue.length })}
            </span>
          </p>
        </div>
        <div
          ref={headingRef}
          className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 [&_h1]:outline-none"
        >
          <CardBody
            key={`${current.card.card_id}-${round}`}
            card={current.card}
            titleAs="h1"
            answer={attempt?.answer}
            showVerdict={false}
            onDraft={setDraft}
            onAnswer={check}
          />
        </div>
      </div>
      <LessonActionBar>
        <nav aria-label={t("viewer.navigation")}>
          <Button block className="min-h-12" disabled={draft === null || attempt !== null} onClick={check}>
            {t("viewer.check")}
          </Button>
        </nav>
      </LessonActionBar>
      {attempt ? (
        <FeedbackSheet
          question={current.card}
          answer={attempt.answer}
          continueLabel={t("viewer.continue")}
          onContinue={goOn}
          note={attempt.answer.is_correct === false ? t("review.again") : undefined}
        />
      ) : null}
    </Container>
  );
}

/** The course, whose module this round ends (fetched by the page in the browser, as the roadmap is). */
export const loader = pageLoader(
  async (client, { params }) => {
    const { courseId } = routeIds(params);
    if (courseId) await ensure(client, courseQuery(lessonWho(await ensureMe(client)), courseId));
  },
  { browser: false },
);
