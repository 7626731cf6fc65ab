import { FEEDBACK_QUESTIONS, STAR_QUESTIONS } from "@arthshala/contracts/feedback-rules";
import type { FeedbackItem } from "../../messages-api";
import { MessageCard } from "./MessageCard";

type Question = keyof typeof FEEDBACK_QUESTIONS;
const QUESTIONS = Object.keys(FEEDBACK_QUESTIONS) as Question[];
const isStar = (q: Question) => (STAR_QUESTIONS as readonly string[]).includes(q);

/** One feedback: who, when, each answer under its question (empty optional ones left out), Handled. */
export function FeedbackCard({ item, page }: { item: FeedbackItem; page: number }) {
  const answers = QUESTIONS.map((q) => ({ q, value: item.answers[q] })).filter(
    ({ value }) => value !== undefined && value !== null && value !== "",
  );
  return (
    <MessageCard kind="feedback" item={item} page={page}>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2">
        {answers.map(({ q, value }) => (
          <div
            key={q}
            className={q === "additionalFeedback" || q === "q5_details" ? "sm:col-span-2" : undefined}
          >
            <dt className="text-slate-600">{FEEDBACK_QUESTIONS[q]}</dt>
            <dd className="font-medium whitespace-pre-wrap break-words text-slate-900">
              {isStar(q) ? `${String(value)} / 5` : String(value)}
            </dd>
          </div>
        ))}
      </dl>
    </MessageCard>
  );
}
