import type { ClassProgress, QuestionStats } from "@arthshala/contracts/class-progress";
import { rightFirstTimePercent } from "@arthshala/contracts/class-progress-rules";
import { readSteps, toHundredths } from "@arthshala/contracts/question-kinds";
import { useTranslation } from "react-i18next";
import { formatNumber } from "../../../lib/format";

/**
 * Per question of the assigned modules, in the teacher's words: "62% got it right first time; most
 * common wrong answer: ‘₹1 lakh’ (5)", grouped by module, so they see what to explain again.
 */
export function QuestionList({ progress }: { progress: ClassProgress }) {
  const { t } = useTranslation("classProgress");
  const groups = progress.modules
    .map((m) => ({ module: m, questions: progress.questions.filter((q) => q.moduleId === m.id) }))
    .filter((g) => g.questions.length > 0);
  return (
    <section
      aria-labelledby="class-questions"
      className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <h2 id="class-questions" className="text-[1.15em] font-semibold text-slate-900">
        {t("questions.title")}
      </h2>
      <p className="mt-1 text-[0.9em] text-slate-600">{t("questions.intro")}</p>
      {groups.length === 0 ? <p className="mt-4 text-slate-700">{t("questions.none")}</p> : null}
      {groups.map(({ module, questions }) => (
        <div key={module.id} className="mt-5">
          <h3 className="font-semibold text-slate-800">{module.title}</h3>
          <ul className="mt-2 space-y-3">
            {questions.map((q) => (
              <QuestionRow key={q.cardId} question={q} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/**
 * A wrong answer as a teacher reads it: True/False in words, a number grouped the Indian way, an order
 * question's steps joined by arrows (the API sends them as a JSON list).
 */
function answerWords(
  kind: QuestionStats["questionType"],
  answer: string,
  t: (key: "questions.true" | "questions.false") => string,
): string {
  if (kind === "true_false" && (answer === "true" || answer === "false")) return t(`questions.${answer}`);
  if (kind === "numeric") {
    const hundredths = toHundredths(answer);
    return hundredths === null ? answer : formatNumber(hundredths / 100, { maximumFractionDigits: 2 });
  }
  if (kind === "order") return readSteps(answer)?.join(" → ") ?? answer;
  return answer;
}

function QuestionRow({ question: q }: { question: QuestionStats }) {
  const { t } = useTranslation("classProgress");
  const percent = rightFirstTimePercent(q.rightFirstTime, q.answered);
  let verdict: string;
  if (q.answered === 0) verdict = t("questions.notYet");
  else if (percent === null) verdict = t("questions.open");
  else {
    const wrong = q.topWrong
      ? t("questions.topWrong", {
          answer: answerWords(q.questionType, q.topWrong.answer, t),
          count: formatNumber(q.topWrong.count),
        })
      : t("questions.noWrong");
    verdict = `${t("questions.rightFirstTime", { percent: formatNumber(percent) })}; ${wrong}`;
  }
  return (
    <li className="rounded-xl bg-slate-50 p-3" data-question={q.title}>
      <p className="font-medium text-slate-900">{q.title}</p>
      <p className="mt-1 text-slate-800">{verdict}</p>
      {percent !== null ? (
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-rose-200" aria-hidden="true">
          <div className="h-full bg-emerald-600" style={{ width: `${percent}%` }} />
        </div>
      ) : null}
      {q.answered > 0 ? (
        <p className="mt-1 text-[0.85em] text-slate-600">{t("questions.answered", { count: q.answered })}</p>
      ) : null}
    </li>
  );
}
