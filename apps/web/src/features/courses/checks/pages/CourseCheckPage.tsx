/**
 * The placement check and the course test (issue 42), one question at a time as in the lesson, then the
 * verdict. Answers are only drafts here: the server judges them all at the end, once.
 */
import { certificatePath } from "@arthshala/contracts/certificate-rules";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { AnswerText } from "../../../../components/cards/answerText";
import { CardBody } from "../../../../components/cards/CardBody";
import { ProgressBar } from "../../../../components/cards/CourseCard";
import { LESSON_BAR_ROOM, LessonActionBar } from "../../../../components/lesson/LessonActionBar";
import { Button, ButtonLink } from "../../../../components/ui/Button";
import { Container } from "../../../../components/ui/Container";
import { CheckIcon, CloseIcon } from "../../../../components/ui/icons";
import { Markdown } from "../../../../components/ui/Markdown";
import { Skeleton } from "../../../../components/ui/Skeleton";
import { useDocumentTitle } from "../../../../lib/useDocumentTitle";
import { courseRoadmapPath } from "../../api";
import {
  type CheckAttempt,
  type CheckKind,
  type CheckResult,
  useCourseChecks,
  useStartCheck,
  useSubmitCheck,
} from "../api";

export function PlacementPage() {
  return <CourseCheckPage kind="placement" />;
}

export function CourseTestPage() {
  return <CourseCheckPage kind="test" />;
}

function CourseCheckPage({ kind }: { kind: CheckKind }) {
  const { t } = useTranslation("courses");
  const courseId = Number(useParams().courseId);
  const checks = useCourseChecks(courseId);
  const start = useStartCheck(courseId, kind);
  const [attempt, setAttempt] = useState<CheckAttempt | null>(null);
  const [result, setResult] = useState<CheckResult | null>(null);
  const title = t(kind === "placement" ? "checks.placement.title" : "checks.test.title");
  useDocumentTitle(`${title} · Arthshala`);

  const begin = () => {
    setResult(null);
    start.mutate(undefined, { onSuccess: (drawn) => setAttempt(drawn) });
  };

  if (result) {
    return (
      <Result
        kind={kind}
        courseId={courseId}
        result={result}
        attempt={attempt!}
        onRetake={begin}
        retaking={start.isPending}
      />
    );
  }
  if (attempt) {
    return <Sitting courseId={courseId} attempt={attempt} title={title} onDone={setResult} />;
  }

  const info = checks.data;
  return (
    <Container>
      <div className="mx-auto max-w-xl space-y-5 py-6">
        <BackLink courseId={courseId} />
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
        {info ? (
          <p className="text-slate-700" data-testid="check-intro">
            {kind === "placement"
              ? t("checks.placement.intro", { count: info.placement.question_count })
              : t("checks.test.intro", { count: info.test.question_count, mark: info.test.pass_mark })}
          </p>
        ) : checks.isError ? null : (
          <Skeleton className="h-16 w-full" />
        )}
        {start.isError || checks.isError ? (
          <p role="alert" className="text-sm font-medium text-red-800">
            {start.error?.message ?? t("checks.startFailed")}
          </p>
        ) : null}
        <Button size="lg" block disabled={start.isPending || !info} onClick={begin}>
          {start.isPending ? t("checks.starting") : t("checks.begin")}
        </Button>
      </div>
    </Container>
  );
}

function BackLink({ courseId }: { courseId: number }) {
  const { t } = useTranslation("courses");
  return (
    <Link
      to={courseRoadmapPath(courseId)}
      className="-ml-2 inline-flex rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
    >
      ← {t("checks.backToCourse")}
    </Link>
  );
}

function Sitting({
  courseId,
  attempt,
  title,
  onDone,
}: {
  courseId: number;
  attempt: CheckAttempt;
  title: string;
  onDone: (result: CheckResult) => void;
}) {
  const { t } = useTranslation("courses");
  const submit = useSubmitCheck(courseId);
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [draft, setDraft] = useState<string | null>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const questions = attempt.questions;
  const question = questions[index]!;
  const last = index === questions.length - 1;

  // A new question: its title takes the focus, as a new card's does in the lesson.
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each new question only
  useEffect(() => {
    cardRef.current?.querySelector<HTMLElement>("h1")?.focus({ preventScroll: true });
  }, [index]);

  const goOn = () => {
    if (draft === null) return;
    const next = { ...answers, [question.card_id]: draft };
    setAnswers(next);
    if (!last) {
      setIndex((i) => i + 1);
      setDraft(null);
      window.scrollTo({ top: 0 });
      return;
    }
    submit.mutate(
      {
        attemptId: attempt.attempt_id,
        answers: questions.map((q) => ({ card_id: q.card_id, answer: next[q.card_id]! })),
      },
      { onSuccess: onDone },
    );
  };

  return (
    <Container>
      <div className={`mx-auto max-w-3xl ${LESSON_BAR_ROOM}`}>
        <div className="mb-4 flex items-center gap-3">
          <Link
            to={courseRoadmapPath(courseId)}
            aria-label={t("checks.close")}
            className="rounded-full p-2 text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon className="size-6" />
          </Link>
          <div className="flex-1">
            <ProgressBar percent={Math.round((index / questions.length) * 100)} label={title} />
          </div>
        </div>
        <p className="mb-2 text-sm font-semibold text-slate-600" data-testid="check-progress">
          {t("checks.questionOf", { n: index + 1, total: questions.length })} · {question.module_title}
        </p>
        <div
          ref={cardRef}
          className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 [&_h1]:outline-none"
        >
          <CardBody
            key={question.card_id}
            card={question}
            titleAs="h1"
            showVerdict={false}
            pending={submit.isPending}
            onDraft={setDraft}
            onAnswer={setDraft}
          />
        </div>
      </div>
      <LessonActionBar testId="check-action-bar">
        {submit.isError ? (
          <p role="alert" className="mb-2 text-sm font-medium text-red-800">
            {submit.error.message || t("checks.submitFailed")}
          </p>
        ) : null}
        <Button block size="lg" disabled={draft === null || submit.isPending} onClick={goOn}>
          {submit.isPending ? t("checks.sending") : last ? t("checks.finish") : t("checks.next")}
        </Button>
      </LessonActionBar>
    </Container>
  );
}

function Result({
  kind,
  courseId,
  result,
  attempt,
  onRetake,
  retaking,
}: {
  kind: CheckKind;
  courseId: number;
  result: CheckResult;
  attempt: CheckAttempt;
  onRetake: () => void;
  retaking: boolean;
}) {
  const { t } = useTranslation("courses");
  const questions = new Map(attempt.questions.map((q) => [q.card_id, q]));
  const headline =
    kind === "placement"
      ? result.skipped_modules.length > 0
        ? t("checks.placement.resultSkipped", { count: result.skipped_modules.length })
        : t("checks.placement.resultNone")
      : result.passed
        ? t("checks.test.resultPassed", { correct: result.correct, total: result.total })
        : t("checks.test.resultFailed", {
            correct: result.correct,
            total: result.total,
            mark: result.pass_mark ?? 0,
          });
  return (
    <Container>
      <div className="mx-auto max-w-xl space-y-5 py-6">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">
          {t(kind === "placement" ? "checks.placement.title" : "checks.test.title")}
        </h1>
        <div
          role="status"
          data-testid="check-result"
          className={
            result.passed
              ? "rounded-2xl border border-green-600 bg-green-50 p-4"
              : "rounded-2xl border border-slate-300 bg-slate-50 p-4"
          }
        >
          <p className="text-lg font-semibold text-slate-900">{headline}</p>
          {kind === "placement" ? (
            <>
              {result.skipped_modules.length > 0 ? (
                <ul className="mt-2 list-disc pl-5 text-slate-800">
                  {result.skipped_modules.map((m) => (
                    <li key={m.module_id}>{m.title}</li>
                  ))}
                </ul>
              ) : null}
              <p className="mt-2 text-sm text-slate-700">
                {t("checks.placement.score", { correct: result.correct, total: result.total })}{" "}
                {result.skipped_modules.length > 0 ? t("checks.placement.noFinstars") : null}
              </p>
            </>
          ) : result.passed ? null : (
            <p className="mt-1 text-sm text-slate-700">{t("checks.test.failedNext")}</p>
          )}
          {kind === "test" && result.correct < result.total ? (
            <p className="mt-1 text-sm text-slate-700">{t("checks.test.missedNote")}</p>
          ) : null}
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          {result.certificate_id ? (
            <ButtonLink to={certificatePath(result.certificate_id)} block>
              {t("checks.test.viewCertificate")}
            </ButtonLink>
          ) : null}
          {kind === "test" && !result.passed ? (
            <Button block disabled={retaking} onClick={onRetake}>
              {retaking ? t("checks.starting") : t("checks.test.retake")}
            </Button>
          ) : null}
          <ButtonLink to={courseRoadmapPath(courseId)} variant="secondary" block>
            {t("checks.backToCourse")}
          </ButtonLink>
        </div>
        <section aria-labelledby="check-answers" className="space-y-3">
          <h2 id="check-answers" className="text-lg font-semibold text-slate-900">
            {t("checks.yourAnswers")}
          </h2>
          <ol className="space-y-3">
            {result.results.map((r, i) => (
              <li
                key={r.card_id}
                data-testid="check-answer"
                className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
              >
                <p className="flex items-start gap-2 font-semibold text-slate-900">
                  {r.is_correct ? (
                    <CheckIcon
                      className="mt-0.5 size-5 shrink-0 text-green-700"
                      aria-label={t("card.correct")}
                    />
                  ) : (
                    <CloseIcon className="mt-0.5 size-5 shrink-0 text-red-700" aria-label={t("card.wrong")} />
                  )}
                  <span>
                    {i + 1}. {questions.get(r.card_id)?.title}
                  </span>
                </p>
                <div className="mt-1 text-sm text-slate-700">
                  {t("card.yourAnswer")}:{" "}
                  <AnswerText question={questions.get(r.card_id)!} answer={r.user_answer} />
                </div>
                {!r.is_correct && r.correct_answer ? (
                  <div className="mt-1 text-sm font-medium text-green-900">
                    {t("card.correctAnswerLabel")}{" "}
                    <AnswerText question={questions.get(r.card_id)!} answer={r.correct_answer} />
                  </div>
                ) : null}
                {r.explanation_html ? (
                  <Markdown className="mt-2 text-sm text-slate-700" html={r.explanation_html} />
                ) : null}
              </li>
            ))}
          </ol>
        </section>
      </div>
    </Container>
  );
}
