import { FEEDBACK_QUESTIONS, STAR_QUESTIONS } from "@arthshala/contracts/feedback-rules";
import { formatNumber } from "../../../../lib/format";
import type { FeedbackList } from "../../messages-api";

/** The average of each star question over every feedback ever given. */
export function RatingAverages({ averages, total }: { averages: FeedbackList["averages"]; total: number }) {
  return (
    <section aria-label="Rating averages" className="mb-8">
      <ul className="grid gap-4 sm:grid-cols-3">
        {STAR_QUESTIONS.map((question) => {
          const average = averages[question];
          return (
            <li key={question} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
              <p className="text-sm text-slate-600">{FEEDBACK_QUESTIONS[question]}</p>
              <p className="mt-2 text-2xl font-bold text-slate-900" data-testid={`average-${question}`}>
                {average === null
                  ? "No ratings yet"
                  : `${formatNumber(average, { minimumFractionDigits: 1, maximumFractionDigits: 1 })} / 5`}
              </p>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-sm text-slate-600">
        Averages over all {total} {total === 1 ? "answer" : "answers"}.
      </p>
    </section>
  );
}
