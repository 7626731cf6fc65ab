import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { CheckIcon, CloseIcon, StarIcon } from "../../../components/ui/icons";
import { Markdown } from "../../../components/ui/Markdown";
import { cx } from "../../../lib/cx";
import type { ReviewAnswer } from "../api";

interface ReviewFeedbackProps {
  result: ReviewAnswer;
  /** The day it comes back, written for people ("14 Nov"). */
  nextDue: string;
  /** Whether today's review FinStars were all paid before this answer. */
  capReached: boolean;
  continueLabel: string;
  onContinue: () => void;
}

/**
 * The verdict of a review answer, sliding up from the bottom over the action bar: right or not, the right
 * answer, the explanation, the FinStars paid and when the question comes back; Continue has the focus.
 */
export function ReviewFeedback({
  result,
  nextDue,
  capReached,
  continueLabel,
  onContinue,
}: ReviewFeedbackProps) {
  const { t } = useTranslation("review");
  const headingId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  const right = result.is_correct;

  useEffect(() => {
    continueRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <section
      aria-labelledby={headingId}
      data-testid="review-feedback"
      className={cx(
        "fixed inset-x-0 bottom-0 z-40 animate-sheet-up border-t-4 shadow-[0_-8px_24px_rgba(15,23,42,0.12)] motion-reduce:animate-none",
        right ? "border-green-600 bg-green-50" : "border-red-600 bg-red-50",
      )}
    >
      <div className="mx-auto max-w-3xl px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
        <div role="status" aria-live="polite" className="space-y-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2
              id={headingId}
              className={cx(
                "flex items-center gap-2 text-xl font-bold",
                right ? "text-green-900" : "text-red-900",
              )}
            >
              <span
                aria-hidden="true"
                className={cx(
                  "inline-flex size-8 shrink-0 animate-pop items-center justify-center rounded-full text-white motion-reduce:animate-none",
                  right ? "bg-green-700" : "bg-red-700",
                )}
              >
                {right ? <CheckIcon className="size-5" /> : <CloseIcon className="size-5" />}
              </span>
              {right ? t("page.right") : t("page.wrong")}
            </h2>
            {result.awarded_finstars > 0 ? (
              <p
                data-testid="review-earned"
                className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900"
              >
                <StarIcon className="size-4" aria-hidden="true" />
                {t("page.earned", { count: result.awarded_finstars })}
              </p>
            ) : null}
          </div>
          <div className="max-h-[34vh] space-y-2 overflow-y-auto overscroll-contain">
            {!right ? (
              <p className="text-slate-900">
                <span className="font-semibold">{t("page.correctAnswer")}</span> {result.correct_answer}
              </p>
            ) : null}
            {result.explanation_html ? (
              <Markdown className="text-[0.95rem] text-slate-800" html={result.explanation_html} />
            ) : null}
            <p className="text-sm font-medium text-slate-700">
              {t("page.nextDue", { day: nextDue })}
              {right && result.awarded_finstars === 0 && capReached ? ` ${t("page.capReached")}` : null}
            </p>
          </div>
        </div>
        <Button ref={continueRef} block size="lg" className="mt-4" onClick={onContinue}>
          {continueLabel}
        </Button>
      </div>
    </section>
  );
}
