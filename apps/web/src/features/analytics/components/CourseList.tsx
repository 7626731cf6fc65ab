import type { AnalyticsCourse } from "@arthshala/contracts/analytics";
import { percentOf } from "@arthshala/contracts/analytics-rules";
import { Link } from "react-router";
import { type PeriodAsk, viewSearch } from "../period";
import { useAnalyticsText } from "../text";
import { Bar } from "./Bar";

/** Every course in scope with its learners in the period, busiest first; each opens its report. */
export function CourseList({
  courses,
  asked,
  emptyText,
  markOwn,
}: {
  courses: AnalyticsCourse[];
  asked: PeriodAsk;
  emptyText: string;
  /** Mark an organisation's own courses (in the Arthshala-wide list, where they are among others). */
  markOwn: boolean;
}) {
  const { t, number, lang } = useAnalyticsText();
  if (courses.length === 0) return <p className="text-slate-700">{emptyText}</p>;
  const most = Math.max(1, ...courses.map((c) => c.started));
  return (
    <ul className="grid gap-3 lg:grid-cols-2" lang={lang}>
      {courses.map((course) => {
        const share = percentOf(course.finished, course.started);
        return (
          <li key={course.id}>
            <Link
              to={{ search: viewSearch(asked, course.id) }}
              aria-label={t("courses.open", { title: course.title })}
              data-testid={`analytics-course-${course.id}`}
              className="block h-full rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-300 hover:shadow-md sm:p-5"
            >
              <span className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                <span className="text-lg font-semibold text-slate-900">{course.title}</span>
                {markOwn && course.organisation_id !== null ? (
                  <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold text-amber-900">
                    {t("courses.organisationBadge")}
                  </span>
                ) : null}
              </span>
              <span className="mt-0.5 block text-sm text-slate-600">
                {t("courses.modules", { count: course.modules, n: number(course.modules) })} ·{" "}
                {t("courses.cards", { count: course.cards, n: number(course.cards) })}
              </span>
              <span className="mt-3 grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1.5 text-sm">
                <Bar value={course.started} max={most} tone="light" />
                <span className="font-semibold text-slate-900">
                  {t("courses.started", { count: course.started, n: number(course.started) })}
                </span>
                <Bar value={course.finished} max={most} />
                <span className="font-semibold text-slate-900">
                  {t("courses.finished", { count: course.finished, n: number(course.finished) })}
                </span>
              </span>
              {share !== null ? (
                <span className="mt-2 block text-sm text-slate-700">
                  {t("courses.finishedShare", { percent: share })}
                </span>
              ) : null}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
