import { FEEDBACK_QUESTIONS, STAR_QUESTIONS } from "@arthshala/contracts/feedback-rules";
import { useId } from "react";
import { formatDateTime } from "../../../../lib/format";
import type { FeedbackItem } from "../../messages-api";
import { HandledToggle } from "./HandledToggle";

type Question = keyof typeof FEEDBACK_QUESTIONS;
const QUESTIONS = Object.keys(FEEDBACK_QUESTIONS) as Question[];
const isStar = (q: Question) => (STAR_QUESTIONS as readonly string[]).includes(q);

/** One feedback: who, when, each answer under its question (empty optional ones left out), Handled. */
export function FeedbackCard({ item, page }: { item: FeedbackItem; page: number }) {
  const headingId = useId();
  const answers = QUESTIONS.map((q) => ({ q, value: item.answers[q] })).filter(
    ({ value }) => value !== undefined && value !== null && value !== "",
  );
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm data-[handled=true]:bg-slate-50"
      data-handled={item.handled}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {item.name}
          </h3>
          <p className="text-sm text-slate-600">
            {item.email ? (
              <a
                href={`mailto:${item.email}`}
                className="break-all text-brand-800 underline-offset-2 hover:underline"
              >
                {item.email}
              </a>
            ) : (
              "No email (account deleted)"
            )}{" "}
            · <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time>
          </p>
        </div>
        <HandledToggle
          kind="feedback"
          page={page}
          id={item.id}
          handled={item.handled}
          describedBy={headingId}
        />
      </header>
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
    </article>
  );
}
