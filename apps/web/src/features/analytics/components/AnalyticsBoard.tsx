import type { UseQueryResult } from "@tanstack/react-query";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { ApiError, errorMessage } from "../../../lib/api";
import { useMe, whoOf } from "../../auth";
import {
  type AnalyticsScope,
  analyticsArticlesQuery,
  analyticsCourseQuery,
  analyticsCoursesQuery,
} from "../api";
import { courseFromSearch, periodFromSearch } from "../period";
import { useAnalyticsText } from "../text";
import { ArticleTable } from "./ArticleTable";
import { CourseList } from "./CourseList";
import { CourseReport } from "./CourseReport";
import { PeriodPicker } from "./PeriodPicker";

/** A query's loading, failure or answer (the last answer stays while another period loads). */
function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useAnalyticsText();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-4 text-red-900">
        <p>
          {query.error instanceof ApiError && query.error.status === 400
            ? errorMessage(query.error)
            : t("loadFailed")}
        </p>
        <Button variant="secondary" size="sm" className="mt-3" onClick={() => void query.refetch()}>
          {t("tryAgain")}
        </Button>
      </div>
    );
  return (
    <div role="status" className="grid gap-3">
      <span className="sr-only">{t("loading")}</span>
      <Skeleton className="h-28 w-full rounded-2xl" />
      <Skeleton className="h-28 w-full rounded-2xl" />
    </div>
  );
}

type Organisation = { id: number; name: string } | null;

/**
 * The analytics of one scope, as the address says: the period picker, then the courses (or one course's
 * report), and for Admins the articles. Shared by /admin/analytics and an organisation's page, which
 * draws its heading from `top` (given the organisation once known; `hidden` when the numbers are not
 * the caller's, a 404, and nothing else is drawn).
 */
export function AnalyticsBoard({
  scope,
  withArticles,
  top,
}: {
  scope: AnalyticsScope;
  withArticles: boolean;
  top: (organisation: Organisation | undefined, hidden: boolean) => ReactNode;
}) {
  const { t, lang } = useAnalyticsText();
  const [search] = useSearchParams();
  const asked = periodFromSearch(search);
  const courseId = courseFromSearch(search);
  const { user } = useMe();
  const who = whoOf(user);
  const courses = useQuery({
    ...analyticsCoursesQuery(who, scope, asked),
    enabled: user !== null && courseId === null,
  });
  const detail = useQuery({
    ...analyticsCourseQuery(who, scope, courseId ?? 0, asked),
    enabled: user !== null && courseId !== null,
  });
  const articles = useQuery({
    ...analyticsArticlesQuery(who, asked),
    enabled: user !== null && withArticles && courseId === null,
  });
  const active = courseId !== null ? detail : courses;
  const hidden = active.error instanceof ApiError && active.error.status === 404 && scope !== null;
  if (hidden)
    return (
      <>
        {top(undefined, true)}
        <p className="rounded-2xl border border-slate-200 bg-white p-4 text-slate-800" lang={lang}>
          {t("notFound")}
        </p>
      </>
    );

  return (
    <>
      {top(active.data?.organisation, false)}
      <PeriodPicker asked={asked} shown={active.data?.period} courseId={courseId} />
      {courseId !== null ? (
        <Loaded query={detail}>{(data) => <CourseReport detail={data} asked={asked} />}</Loaded>
      ) : (
        <>
          <section aria-labelledby="analytics-courses" lang={lang}>
            <h2 id="analytics-courses" className="mb-4 text-2xl font-bold text-slate-900">
              {t("courses.title")}
            </h2>
            <Loaded query={courses}>
              {(data) => (
                <CourseList
                  courses={data.courses}
                  asked={asked}
                  emptyText={scope ? t("courses.organisationEmpty") : t("courses.empty")}
                  markOwn={scope === null}
                />
              )}
            </Loaded>
          </section>
          {withArticles ? (
            <section aria-labelledby="analytics-articles" className="mt-10" lang={lang}>
              <h2 id="analytics-articles" className="mb-2 text-2xl font-bold text-slate-900">
                {t("articles.title")}
              </h2>
              <Loaded query={articles}>{(data) => <ArticleTable articles={data.articles} />}</Loaded>
            </section>
          ) : null}
        </>
      )}
    </>
  );
}
