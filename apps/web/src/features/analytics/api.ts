/**
 * Author analytics' calls (issue 40) and their query options. Types only from contracts/analytics (no zod
 * in the bundle); the period as the address says it (lib: ./period).
 */
import type {
  AnalyticsArticleList,
  AnalyticsCourseDetail,
  AnalyticsCourseList,
} from "@arthshala/contracts/analytics";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { ApiError, api } from "../../lib/api";
import { type PeriodAsk, periodSearch } from "./period";

export type { AnalyticsArticleList, AnalyticsCourseDetail, AnalyticsCourseList };

/** Whose courses: every course (Admins, null) or one organisation's own. */
export type AnalyticsScope = { organisationId: number } | null;

const coursesPath = (scope: AnalyticsScope) =>
  scope ? `/api/analytics/organisations/${scope.organisationId}/courses` : "/api/analytics/courses";
const withPeriod = (path: string, period: PeriodAsk) => {
  const search = periodSearch(period).toString();
  return search ? `${path}?${search}` : path;
};
const scopeKey = (scope: AnalyticsScope) => (scope ? `organisation:${scope.organisationId}` : "all");

/** Keys carry who asks: an admin's numbers are never shown to the next person on the device. */
export const analyticsKeys = {
  all: (who: string) => ["analytics", who] as const,
  courses: (who: string, scope: AnalyticsScope, period: PeriodAsk) =>
    ["analytics", who, scopeKey(scope), "courses", periodSearch(period).toString()] as const,
  course: (who: string, scope: AnalyticsScope, courseId: number, period: PeriodAsk) =>
    ["analytics", who, scopeKey(scope), "course", courseId, periodSearch(period).toString()] as const,
  articles: (who: string, period: PeriodAsk) =>
    ["analytics", who, "articles", periodSearch(period).toString()] as const,
};

// The last period's numbers stay on screen while another period loads; a refusal is not asked again;
// a view read in the last minute is not read again (the Arthshala-wide list counts every learner's period).
const shared = {
  placeholderData: keepPreviousData,
  staleTime: 60_000,
  retry: (failures: number, error: Error) =>
    failures < 1 && !(error instanceof ApiError && error.status < 500),
} as const;

export const analyticsCoursesQuery = (who: string, scope: AnalyticsScope, period: PeriodAsk) =>
  queryOptions({
    queryKey: analyticsKeys.courses(who, scope, period),
    queryFn: ({ signal }) => api<AnalyticsCourseList>(withPeriod(coursesPath(scope), period), { signal }),
    ...shared,
  });

export const analyticsCourseQuery = (
  who: string,
  scope: AnalyticsScope,
  courseId: number,
  period: PeriodAsk,
) =>
  queryOptions({
    queryKey: analyticsKeys.course(who, scope, courseId, period),
    queryFn: ({ signal }) =>
      api<AnalyticsCourseDetail>(withPeriod(`${coursesPath(scope)}/${courseId}`, period), { signal }),
    ...shared,
  });

export const analyticsArticlesQuery = (who: string, period: PeriodAsk) =>
  queryOptions({
    queryKey: analyticsKeys.articles(who, period),
    queryFn: ({ signal }) =>
      api<AnalyticsArticleList>(withPeriod("/api/analytics/articles", period), { signal }),
    ...shared,
  });
