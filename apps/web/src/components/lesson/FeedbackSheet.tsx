import { type ReactNode, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";
import { AnswerText } from "../cards/answerText";
import { verdictKey } from "../cards/QuestionBlock";
import type { AnswerState, CardContent } from "../cards/types";
import { Button } from "../ui/Button";
import { CheckIcon, CloseIcon } from "../ui/icons";
import { Markdown } from "../ui/Markdown";

interface FeedbackSheetProps {
  /** A judged answer (userAnswer set, not pending). */
  answer: AnswerState;
  /** The question's kind (and a numeric one's unit), to say the right answer as learners read it. */
  question?: Pick<CardContent, "question_type" | "answer_unit">;
  continueLabel: string;
  onContinue: () => void;
  /** Said under the verdict, e.g. "It comes back at the end of the module." */
  note?: ReactNode;
  /** The headline, when the page words it itself (default: the card viewer's verdict). */
  headline?: string;
  /** Beside the headline, e.g. the FinStars a review paid. */
  aside?: ReactNode;
  testId?: string;
}

const tones = {
  right: { sheet: "border-green-600 bg-green-50", title: "text-green-900", badge: "bg-green-700" },
  wrong: { sheet: "border-red-600 bg-red-50", title: "text-red-900", badge: "bg-red-700" },
  recorded: { sheet: "border-amber-500 bg-amber-50", title: "text-amber-950", badge: "bg-amber-600" },
} as const;

/**
 * The verdict of the answer just given, sliding up from the bottom over the lesson's action bar, as
 * learning apps do: right or not, the right answer, the explanation, and Continue. Focus moves to
 * Continue (Enter goes on); the verdict is announced from a live region.
 */
export function FeedbackSheet({
  answer,
  question,
  continueLabel,
  onContinue,
  note,
  headline,
  aside,
  testId = "feedback-sheet",
}: FeedbackSheetProps) {
  const { t } = useTranslation("courses");
  const headingId = useId();
  const continueRef = useRef<HTMLButtonElement>(null);
  const tone = answer.is_correct === true ? "right" : answer.is_correct === false ? "wrong" : "recorded";
  const look = tones[tone];

  useEffect(() => {
    continueRef.current?.focus({ preventScroll: true });
  }, []);

  return (
    <>
      {/* Room in the page as tall as the sheet can be, so the options under it scroll into view. */}
      <div aria-hidden="true" className="h-[50vh]" />
      <section
        aria-labelledby={headingId}
        data-testid={testId}
        className={cx(
          "fixed inset-x-0 bottom-0 z-40 animate-sheet-up border-t-4 shadow-[0_-8px_24px_rgba(15,23,42,0.12)] motion-reduce:animate-none",
          look.sheet,
        )}
      >
        <div className="mx-auto max-w-3xl px-4 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
          <div role="status" aria-live="polite" className="space-y-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={headingId} className={cx("flex items-center gap-2 text-xl font-bold", look.title)}>
                <span
                  aria-hidden="true"
                  className={cx(
                    "inline-flex size-8 shrink-0 animate-pop items-center justify-center rounded-full text-white motion-reduce:animate-none",
                    look.badge,
                  )}
                >
                  {tone === "wrong" ? <CloseIcon className="size-5" /> : <CheckIcon className="size-5" />}
                </span>
                {headline ?? t(verdictKey(answer))}
              </h2>
              {aside}
            </div>
            <div className="max-h-[34vh] space-y-2 overflow-y-auto overscroll-contain">
              {answer.correct_answer ? (
                <div className="text-slate-900" data-testid="correct-answer">
                  <span className="font-semibold">{t("card.correctAnswerLabel")}</span>{" "}
                  {question ? (
                    <AnswerText question={question} answer={answer.correct_answer} />
                  ) : (
                    answer.correct_answer
                  )}
                </div>
              ) : null}
              {answer.explanation_html ? (
                <Markdown className="text-[0.95rem] text-slate-800" html={answer.explanation_html} />
              ) : null}
              {note ? <p className="text-sm font-medium text-slate-700">{note}</p> : null}
            </div>
          </div>
          <Button ref={continueRef} block size="lg" className="mt-4" onClick={onContinue}>
            {continueLabel}
          </Button>
        </div>
      </section>
    </>
  );
}
