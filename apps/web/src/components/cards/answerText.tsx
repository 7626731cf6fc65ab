import { type AnswerUnit, readSteps, toHundredths } from "@arthshala/contracts/question-kinds";
import { useTranslation } from "react-i18next";
import { formatNumber, formatRupees } from "../../lib/format";
import type { CardContent } from "./types";

/** A figure in its unit, the Indian way: ₹1,20,000.50, 12.5%, 1,200. */
export function formatFigure(value: number, unit: AnswerUnit | null | undefined): string {
  if (unit === "rupees") return formatRupees(value);
  const figure = formatNumber(value, { maximumFractionDigits: 2 });
  return unit === "percent" ? `${figure}%` : figure;
}

/** A stored plain number ("120000.5") as the figure learners read; the text itself if it is not one. */
export function figureText(answer: string, unit: AnswerUnit | null | undefined): string {
  const hundredths = toHundredths(answer);
  return hundredths === null ? answer : formatFigure(hundredths / 100, unit);
}

type Question = Pick<CardContent, "question_type" | "answer_unit">;

/**
 * An answer (a key or the learner's) as a person reads it: an option as it is, True/False (सही/गलत),
 * a number formatted in its unit, an order question's steps as a numbered list.
 */
export function AnswerText({ question, answer }: { question: Question; answer: string }) {
  const { t } = useTranslation("courses");
  switch (question.question_type) {
    case "true_false":
      return <>{answer === "true" ? t("card.true") : answer === "false" ? t("card.false") : answer}</>;
    case "numeric":
      return <>{figureText(answer, question.answer_unit)}</>;
    case "order": {
      const steps = readSteps(answer);
      if (!steps) return <>{answer}</>;
      return (
        <ol className="mt-1 list-decimal space-y-0.5 pl-6">
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      );
    }
    default:
      return <>{answer}</>;
  }
}
