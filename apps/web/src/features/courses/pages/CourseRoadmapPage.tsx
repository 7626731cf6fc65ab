import type { CourseDetail } from "@arthshala/contracts/learning";
import { progressPercent, roadmapStates } from "@arthshala/contracts/learning-rules";
import { Suspense, useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { ProgressBar } from "../../../components/cards/CourseCard";
import { ArrowLeftIcon } from "../../../components/cards/icons";
import { ContentLanguageNote } from "../../../components/i18n/ContentLanguageNote";
import { AlertModal } from "../../../components/ui/AlertModal";
import { Container } from "../../../components/ui/Container";
import { Skeleton } from "../../../components/ui/Skeleton";
import { isNotSaved } from "../../../lib/offline/copies";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe, SignInButton } from "../../auth";
import { GuardianBanner } from "../../guardian";
import { courseQuery, lessonWho, routeIds, useCourse, useLearner } from "../api";
import { useCourseChecks } from "../checks/api";
import { CourseTestPanel, PlacementOffer, SkippedNote } from "../checks/components/RoadmapChecks";
import { AvailableOffline } from "../components/AvailableOffline";
import { RoadmapModule, RoadmapSkeleton } from "../components/RoadmapModule";
import { type LocalCourseProgress, useLocalProgress } from "../localProgress";

/** A visitor's statuses come from this browser; a learner's from the server. */
function withLocalStatuses(modules: CourseDetail["data"], local: LocalCourseProgress): CourseDetail["data"] {
  const done = new Set(local.completed);
  return modules.map((m) => ({
    ...m,
    cards: m.cards.map((c) => ({ ...c, status: done.has(c.card_id) ? "completed" : "incomplete" })),
  }));
}

export function CourseRoadmapPage() {
  const { t } = useTranslation("courses");
  const courseId = Number(useParams().courseId);
  const navigate = useNavigate();
  const { signedIn, user } = useLearner();
  const course = useCourse(courseId);
  const local = useLocalProgress(courseId);
  const checks = useCourseChecks(courseId);
  const skipped = new Set(checks.data?.placement.skipped_modules.map((m) => m.module_id));

  const modules = useMemo(() => {
    if (!course.data) return [];
    return signedIn ? course.data.data : withLocalStatuses(course.data.data, local);
  }, [course.data, signedIn, local]);
  const states = useMemo(() => roadmapStates(modules), [modules]);
  const completed = states.flat().filter((s) => s === "completed").length;
  const total = states.flat().length;
  const percent = signedIn && course.data ? course.data.progress : progressPercent(completed, total);
  const invalidId = !Number.isInteger(courseId) || courseId <= 0;
  const failed = course.isError || invalidId;

  useEffect(() => {
    if (!course.data) return;
    const previous = document.title;
    document.title = `${course.data.title} · Arthshala`;
    return () => {
      document.title = previous;
    };
  }, [course.data]);

  return (
    <Container>
      <div className="mx-auto max-w-3xl">
        <div className="mb-8">
          <Link
            to="/courses"
            aria-label={t("roadmap.back")}
            className="-ml-2 inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
          >
            <ArrowLeftIcon className="size-5" />
            <span aria-hidden="true">{t("title")}</span>
          </Link>
          {course.data ? (
            <>
              <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
                {course.data.title}
              </h1>
              <p className="mt-2 text-slate-700">{course.data.description}</p>
              <ContentLanguageNote language={course.data.language} className="mt-3" />
              <div className="mt-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
                <div className="mb-2 flex items-baseline justify-between gap-3 text-sm">
                  <span className="font-semibold text-slate-800">{t("roadmap.yourProgress")}</span>
                  <span className="font-bold text-brand-800" data-testid="course-progress">
                    {percent}%
                  </span>
                </div>
                <ProgressBar percent={percent} label={t("roadmap.progressLabel")} />
                <p className="mt-2 text-xs text-slate-600">
                  {t("roadmap.cardsCompleted", { completed, total })}
                </p>
              </div>
              {signedIn ? <AvailableOffline courseId={courseId} title={course.data.title} /> : null}
              {signedIn ? null : user ? (
                // Signed in, but under 18 without a guardian's consent: nothing is saved, and why.
                <GuardianBanner className="mt-4" />
              ) : (
                <div className="mt-4 flex flex-col gap-3 rounded-2xl bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <p className="text-sm text-brand-950">{t("roadmap.visitorNote")}</p>
                  <SignInButton size="sm" className="shrink-0" />
                </div>
              )}
            </>
          ) : failed ? (
            <h1 className="mt-3 text-3xl font-bold text-slate-900">{t("roadmap.course")}</h1>
          ) : (
            <div aria-hidden="true" className="mt-3 space-y-3">
              <Skeleton className="h-9 w-4/5" />
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-24 w-full rounded-2xl" />
            </div>
          )}
        </div>

        {course.data ? (
          course.data.data.length === 0 ? (
            <p className="text-slate-700">{t("roadmap.noModules")}</p>
          ) : (
            <>
              {signedIn && checks.data ? <PlacementOffer courseId={courseId} checks={checks.data} /> : null}
              {/* Each module is a Suspense boundary React hydrates on its own, yielding between them. */}
              {modules.map((module, index) => (
                <Suspense key={module.moduleId}>
                  <RoadmapModule
                    courseId={courseId}
                    module={module}
                    states={states[index] ?? []}
                    index={index}
                    count={modules.length}
                    note={
                      signedIn && skipped.has(module.moduleId) ? (
                        <SkippedNote courseId={courseId} moduleId={module.moduleId} />
                      ) : undefined
                    }
                  />
                </Suspense>
              ))}
              {signedIn && checks.data ? <CourseTestPanel courseId={courseId} checks={checks.data} /> : null}
            </>
          )
        ) : failed ? null : (
          <>
            <p role="status" className="sr-only">
              {t("roadmap.loading")}
            </p>
            <RoadmapSkeleton />
          </>
        )}

        <AlertModal
          open={failed}
          // Offline, and this course was never opened here: say so, rather than "failed".
          message={isNotSaved(course.error) ? course.error.message : t("roadmap.loadFailed")}
          onClose={() => navigate("/courses")}
        />
      </div>
    </Container>
  );
}

/** The roadmap (in the browser fetched by the page, 500 ms after the course settles: spec section 9). */
export const loader = pageLoader(
  async (client, { params }) => {
    const { courseId } = routeIds(params);
    if (courseId) await ensure(client, courseQuery(lessonWho(await ensureMe(client)), courseId));
  },
  { browser: false },
);
