import type { AnalyticsCard, AnalyticsCourseDetail, AnalyticsModule } from "@arthshala/contracts/analytics";
import { percentOf } from "@arthshala/contracts/analytics-rules";
import { Link } from "react-router";
import { cx } from "../../../lib/cx";
import { type PeriodAsk, viewSearch } from "../period";
import { useAnalyticsText } from "../text";
import { Bar } from "./Bar";
import { QuestionStats } from "./QuestionStats";

function Stat({
  label,
  hint,
  value,
  testId,
  className,
}: {
  label: string;
  hint?: string;
  value: string;
  testId: string;
  className?: string;
}) {
  return (
    <div className={cx("rounded-2xl border border-slate-200 bg-white p-4 shadow-sm", className)}>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900" data-testid={testId}>
        {value}
      </dd>
      {hint ? <dd className="mt-1 text-xs text-slate-600">{hint}</dd> : null}
    </div>
  );
}

/** Each module's started and finished as two bars on one scale: where learners fall away. */
function ModuleFunnel({ modules }: { modules: AnalyticsModule[] }) {
  const { t, number } = useAnalyticsText();
  const most = Math.max(1, ...modules.map((m) => m.started));
  return (
    <ol className="grid gap-4">
      {modules.map((m) => (
        <li key={m.id} data-testid={`analytics-module-${m.position}`}>
          <p className="font-semibold text-slate-900">
            {t("course.module", { n: m.position, title: m.title })}
          </p>
          <div className="mt-1.5 grid grid-cols-[5.5rem_minmax(0,1fr)_3rem] items-center gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[7rem_minmax(0,1fr)_4rem]">
            <span className="text-slate-700">{t("course.started")}</span>
            <Bar value={m.started} max={most} tone="light" className="h-3.5" />
            <span className="text-right font-semibold text-slate-900" data-testid="module-started">
              {number(m.started)}
            </span>
            <span className="text-slate-700">{t("course.finished")}</span>
            <Bar value={m.finished} max={most} className="h-3.5" />
            <span className="text-right font-semibold text-slate-900" data-testid="module-finished">
              {number(m.finished)}
            </span>
          </div>
        </li>
      ))}
    </ol>
  );
}

function DropOff({ card, previous }: { card: AnalyticsCard; previous: AnalyticsCard | undefined }) {
  const { t, number } = useAnalyticsText();
  if (!previous || card.stopped === null)
    return <p className="mt-1.5 text-sm text-slate-600">{t("card.first")}</p>;
  if (previous.completed === 0)
    return <p className="mt-1.5 text-sm text-slate-600">{t("card.noPrevious")}</p>;
  if (card.stopped === 0) return <p className="mt-1.5 text-sm text-slate-600">{t("card.noDropOff")}</p>;
  return (
    <p className="mt-1.5 text-sm font-medium text-red-800" data-testid="analytics-drop-off">
      {t("card.dropOff", {
        stopped: number(card.stopped),
        previous: number(previous.completed),
        percent: card.drop_off ?? percentOf(card.stopped, previous.completed) ?? 0,
      })}
    </p>
  );
}

function CardList({ module }: { module: AnalyticsModule }) {
  const { t, number } = useAnalyticsText();
  if (module.cards.length === 0) return <p className="text-sm text-slate-600">{t("course.noCards")}</p>;
  const most = Math.max(1, ...module.cards.map((c) => c.completed));
  return (
    <ol className="grid gap-3">
      {module.cards.map((card, i) => (
        <li
          key={card.id}
          data-testid={`analytics-card-${module.position}-${card.position}`}
          className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <p className="min-w-0 break-words">
              <span className="text-sm text-slate-600">{t("card.label", { n: card.position })} · </span>
              <span className="font-semibold text-slate-900">{card.title}</span>
              {card.question ? (
                <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {t("card.question")}
                </span>
              ) : null}
            </p>
            <p className="shrink-0 text-sm font-semibold text-slate-900" data-testid="card-completed">
              {t("card.completed", { count: card.completed, n: number(card.completed) })}
            </p>
          </div>
          <Bar value={card.completed} max={most} className="mt-2" />
          <DropOff card={card} previous={module.cards[i - 1]} />
          {card.question ? <QuestionStats question={card.question} /> : null}
        </li>
      ))}
    </ol>
  );
}

/** One course over the period: its totals, the module funnel, and every card with its drop-off and answers. */
export function CourseReport({ detail, asked }: { detail: AnalyticsCourseDetail; asked: PeriodAsk }) {
  const { t, number, lang } = useAnalyticsText();
  const { course, modules } = detail;
  const share = percentOf(course.finished, course.started);
  return (
    <div lang={lang}>
      <Link
        to={{ search: viewSearch(asked, null) }}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline"
      >
        <span aria-hidden="true">←&nbsp;</span>
        {t("course.back")}
      </Link>
      <h2 className="mt-2 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{course.title}</h2>
      <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat
          label={t("course.started")}
          hint={t("course.startedHint")}
          value={number(course.started)}
          testId="course-started"
        />
        <Stat
          label={t("course.finished")}
          hint={t("course.finishedHint")}
          value={number(course.finished)}
          testId="course-finished"
        />
        <Stat
          label={t("course.finishRate")}
          value={share === null ? "–" : `${share}%`}
          testId="course-finish-rate"
          className="col-span-2 sm:col-span-1"
        />
      </dl>

      <section aria-labelledby="analytics-funnel" className="mt-8">
        <h3 id="analytics-funnel" className="text-xl font-bold text-slate-900">
          {t("course.funnel")}
        </h3>
        <p className="mt-1 mb-4 text-sm text-slate-600">{t("course.funnelHint")}</p>
        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <ModuleFunnel modules={modules} />
        </div>
      </section>

      {modules.map((m) => (
        <section key={m.id} aria-labelledby={`analytics-cards-${m.id}`} className="mt-8">
          <h3 id={`analytics-cards-${m.id}`} className="mb-3 text-xl font-bold text-slate-900">
            {t("course.cards", { n: m.position })}
            <span className="block text-base font-medium text-slate-600">{m.title}</span>
          </h3>
          <CardList module={m} />
        </section>
      ))}
    </div>
  );
}
