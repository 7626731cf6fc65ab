/**
 * What the roadmap says about the placement check and the course test (issue 42): an offer to test out of
 * modules at the start, a note (with a way back) on each module the check skipped, and the course test
 * at the end, which the certificate asks for.
 */
import { certificatePath } from "@arthshala/contracts/certificate-rules";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button, ButtonLink } from "../../../../components/ui/Button";
import { errorMessage } from "../../../../lib/api";
import { type CourseChecks, checkPagePath, useUndoSkip } from "../api";

export function PlacementOffer({ courseId, checks }: { courseId: number; checks: CourseChecks }) {
  const { t } = useTranslation("courses");
  const titleId = useId();
  if (!checks.placement.available) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="placement-offer"
      className="mb-8 rounded-2xl border border-brand-200 bg-brand-50 p-4 sm:p-5"
    >
      <h2 id={titleId} className="text-lg font-semibold text-brand-950">
        {t("checks.placement.offerTitle")}
      </h2>
      <p className="mt-1 text-sm text-brand-950">
        {t("checks.placement.offerText", { count: checks.placement.question_count })}
      </p>
      <ButtonLink to={checkPagePath(courseId, "placement")} variant="secondary" className="mt-3">
        {t("checks.placement.start")}
      </ButtonLink>
    </section>
  );
}

/** Under a skipped module's heading: that it was skipped, and "Learn it anyway". */
export function SkippedNote({ courseId, moduleId }: { courseId: number; moduleId: number }) {
  const { t } = useTranslation("courses");
  const undo = useUndoSkip(courseId);
  return (
    <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-sky-50 px-3 py-2">
      <p className="text-sm font-medium text-sky-950">{t("checks.placement.skippedNote")}</p>
      <Button size="sm" variant="secondary" disabled={undo.isPending} onClick={() => undo.mutate(moduleId)}>
        {t("checks.placement.learnAnyway")}
      </Button>
      {undo.isError ? (
        <p role="alert" className="w-full text-sm text-red-800">
          {errorMessage(undo.error)}
        </p>
      ) : null}
    </div>
  );
}

export function CourseTestPanel({ courseId, checks }: { courseId: number; checks: CourseChecks }) {
  const { t } = useTranslation("courses");
  const titleId = useId();
  const test = checks.test;
  if (test.question_count === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      data-testid="course-test-panel"
      className={
        test.available
          ? "mb-10 rounded-2xl border border-amber-200 bg-amber-50 p-4 sm:p-5"
          : "mb-10 rounded-2xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
      }
    >
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t("checks.test.title")}
      </h2>
      {!test.available ? (
        <p className="mt-1 text-sm text-slate-700">{t("checks.test.lockedText")}</p>
      ) : test.passed ? (
        <>
          <p className="mt-1 text-sm text-slate-800">
            {t("checks.test.passedText", { correct: test.best_correct ?? 0, total: test.question_count })}
          </p>
          {test.certificate_id ? (
            <ButtonLink to={certificatePath(test.certificate_id)} className="mt-3">
              {t("checks.test.viewCertificate")}
            </ButtonLink>
          ) : null}
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-800">
            {t("checks.test.readyText", { count: test.question_count, mark: test.pass_mark })}
          </p>
          {test.attempts > 0 && test.best_correct !== null ? (
            <p className="mt-1 text-sm text-slate-700">
              {t("checks.test.bestSoFar", { correct: test.best_correct, total: test.question_count })}
            </p>
          ) : null}
          <ButtonLink to={checkPagePath(courseId, "test")} className="mt-3">
            {test.attempts > 0 ? t("checks.test.retake") : t("checks.test.start")}
          </ButtonLink>
        </>
      )}
    </section>
  );
}
