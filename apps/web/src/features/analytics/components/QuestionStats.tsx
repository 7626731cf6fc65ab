import type { AnalyticsQuestion } from "@arthshala/contracts/analytics";
import { percentOf } from "@arthshala/contracts/analytics-rules";
import { useId } from "react";
import { CheckIcon } from "../../../components/ui/icons";
import { cx } from "../../../lib/cx";
import { useAnalyticsText } from "../text";
import { Bar } from "./Bar";

/**
 * A question's first answers: the share right the first time, then every option with how many chose it
 * (the right one marked), so an author sees which wrong answer drew learners. Written answers only counted.
 */
export function QuestionStats({ question }: { question: AnalyticsQuestion }) {
  const { t, number } = useAnalyticsText();
  const headingId = useId();
  const { answered } = question;
  if (answered === 0) return <p className="mt-3 text-sm text-slate-600">{t("question.noAnswers")}</p>;
  if (question.type === "subjective")
    return (
      <p className="mt-3 text-sm text-slate-700" data-testid="analytics-written">
        {t("question.written", { count: answered, n: number(answered) })}
      </p>
    );
  return (
    <div className="mt-3 rounded-xl bg-slate-50 p-3 sm:p-4">
      {question.accuracy !== null ? (
        <p className="font-semibold text-slate-900" data-testid="analytics-accuracy">
          {t("question.accuracy", {
            percent: question.accuracy,
            right: number(question.right),
            answered: number(question.right + question.wrong),
          })}
        </p>
      ) : (
        <p className="font-semibold text-slate-900">
          {t("question.notJudged", { count: answered, n: number(answered) })}
        </p>
      )}
      {question.options.length === 0 ? (
        // A numeric or order question: no choices to count (contracts' tallyAnswers).
        <p className="mt-2 text-sm text-slate-700">{t("question.ownFigures")}</p>
      ) : null}
      {question.options.length === 0 ? null : (
        <>
          <p id={headingId} className="mt-3 text-sm font-semibold text-slate-700">
            {t("question.options")}
            {question.type === "mcq_multiple" ? (
              <span className="block font-normal text-slate-600">{t("question.several")}</span>
            ) : null}
          </p>
          <ul aria-labelledby={headingId} className="mt-2 grid gap-2.5">
            {question.options.map((o) => (
              <li key={o.option} data-testid="analytics-option" data-correct={o.correct ? "true" : undefined}>
                <span className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span
                    className={cx(
                      "min-w-0 break-words",
                      o.correct ? "font-semibold text-emerald-900" : "text-slate-800",
                    )}
                  >
                    {o.correct ? (
                      <>
                        <CheckIcon className="mr-1 inline size-4 align-[-2px] text-emerald-700" />
                        <span className="sr-only">{t("question.right")}: </span>
                      </>
                    ) : null}
                    <span data-testid="option-text">
                      {question.type === "true_false" && (o.option === "true" || o.option === "false")
                        ? t(`question.${o.option}`)
                        : o.option}
                    </span>
                    {o.correct ? (
                      <span
                        aria-hidden="true"
                        className="ml-2 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900"
                      >
                        {t("question.right")}
                      </span>
                    ) : null}
                  </span>
                  <span className="shrink-0 font-medium text-slate-900" data-testid="option-chose">
                    {t("question.chose", {
                      count: o.learners,
                      n: number(o.learners),
                      percent: percentOf(o.learners, answered) ?? 0,
                    })}
                  </span>
                </span>
                <Bar
                  value={o.learners}
                  max={answered}
                  tone={o.correct ? "right" : "wrong"}
                  className="mt-1"
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {question.other > 0 ? (
        <p className="mt-2 text-sm text-slate-600">
          {t("question.other", { count: question.other, n: number(question.other) })}
        </p>
      ) : null}
    </div>
  );
}
