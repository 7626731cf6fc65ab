import type { CourseSummary } from "@arthshala/contracts/learning";
import { type ReactNode, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CourseCard, CourseCardSkeleton } from "../../../components/cards/CourseCard";
import { AlertModal } from "../../../components/ui/AlertModal";
import { Button } from "../../../components/ui/Button";
import { Carousel } from "../../../components/ui/Carousel";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { ensure, pageLoader } from "../../../lib/route-data";
import { AssignedBadge, assignmentsByCourse, myAssignmentsQuery, useMyAssignments } from "../../assignments";
import { ensureMe } from "../../auth";
import {
  courseRoadmapPath,
  coursesQuery,
  lessonWho,
  ongoingCourseQuery,
  useCourses,
  useLearner,
  useOngoingCourse,
} from "../api";
import { ContinueTile, ContinueTileSkeleton, isCourseDone } from "../components/ContinueTile";

const SKELETON_CARDS = 6; // spec section 9

/** Minutes still to go in a course, from its duration and the share of cards done. */
function minutesLeft(course: CourseSummary): number {
  if (course.total_cards <= 0) return course.duration;
  return Math.max(1, Math.ceil(course.duration * (1 - course.completed_cards / course.total_cards)));
}

/** "Continue Learning": the ongoing course, or else the first course not finished yet. */
function ContinueLearning({ courses }: { courses: CourseSummary[] }) {
  const { t } = useTranslation("courses");
  const ongoing = useOngoingCourse();
  if (ongoing.isPending) return <ContinueTileSkeleton className="mb-10" />;
  if (ongoing.data) {
    return (
      <ContinueTile
        course={ongoing.data}
        action={t("continue")}
        eyebrow={t("continueLearning")}
        className="mb-10"
      />
    );
  }
  const next = courses.find((course) => !isCourseDone(course));
  if (!next) return null;
  return (
    <ContinueTile course={next} action={t("startNow")} eyebrow={t("continueLearning")} className="mb-10" />
  );
}

/** Per course, a class's "Assigned by …" badge with its due date: only for a learner in a class. */
function useAssignedBadges(): (courseId: number) => ReactNode {
  const assigned = useMyAssignments();
  const data = assigned.data;
  const byCourse = useMemo(() => assignmentsByCourse(data?.assignments ?? []), [data]);
  return (courseId) => {
    const item = byCourse.get(courseId);
    return item && data ? <AssignedBadge item={item} today={data.today} /> : undefined;
  };
}

/** The horizontally scrolling list: unfinished courses, the quickest to finish first. */
function QuickWins({
  courses,
  signedIn,
  badgeOf,
}: {
  courses: CourseSummary[];
  signedIn: boolean;
  badgeOf: (courseId: number) => ReactNode;
}) {
  const { t } = useTranslation("courses");
  const open = courses
    .filter((course) => !isCourseDone(course))
    .sort((a, b) => minutesLeft(a) - minutesLeft(b));
  if (open.length === 0) return null;
  return (
    <Carousel
      label={t("quickWins")}
      className="mb-12"
      heading={
        <>
          <h2 className="text-xl font-bold text-slate-900 sm:text-2xl">{t("quickWins")}</h2>
          <p className="mt-1 text-sm text-slate-600">{t("quickWinsText")}</p>
        </>
      }
    >
      {open.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          to={courseRoadmapPath(course.id)}
          variant="compact"
          className="w-72"
          badge={badgeOf(course.id)}
          note={
            signedIn && course.completed_cards > 0
              ? t("minutesLeft", { minutes: minutesLeft(course) })
              : undefined
          }
        />
      ))}
    </Carousel>
  );
}

export function CoursesPage() {
  const { t } = useTranslation("courses");
  const { signedIn } = useLearner();
  const courses = useCourses();
  const badgeOf = useAssignedBadges();
  const [alertClosed, setAlertClosed] = useState(false);
  const loading = courses.isPending;

  return (
    <Container>
      <PageHeading title={t("title")} subtitle={t("subtitle")} />

      {courses.isError ? (
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center">
          <p className="text-slate-700">{t("loadFailedInline")}</p>
          <Button
            variant="secondary"
            className="mt-4"
            onClick={() => {
              setAlertClosed(false);
              void courses.refetch();
            }}
          >
            {t("tryAgain")}
          </Button>
          <AlertModal
            open={!alertClosed && !courses.isFetching}
            message={t("loadFailed")}
            onClose={() => setAlertClosed(true)}
          />
        </div>
      ) : loading ? (
        <>
          <p role="status" className="sr-only">
            {t("loading")}
          </p>
          <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: SKELETON_CARDS }, (_, n) => `skeleton-${n}`).map((key) => (
              <li key={key}>
                <CourseCardSkeleton className="h-full" />
              </li>
            ))}
          </ul>
        </>
      ) : courses.data.length === 0 ? (
        <p className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
          {t("empty")}
        </p>
      ) : (
        <>
          {signedIn ? <ContinueLearning courses={courses.data} /> : null}
          <QuickWins courses={courses.data} signedIn={signedIn} badgeOf={badgeOf} />
          <section aria-labelledby="all-courses-heading">
            <h2 id="all-courses-heading" className="mb-4 text-xl font-bold text-slate-900 sm:text-2xl">
              {t("allCourses")}
            </h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {courses.data.map((course) => (
                <li key={course.id}>
                  <CourseCard
                    course={course}
                    to={courseRoadmapPath(course.id)}
                    progress={signedIn ? course.progress : undefined}
                    badge={badgeOf(course.id)}
                    className="w-full"
                  />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </Container>
  );
}

/** The course list, and for a learner the course they are on and what their classes assigned. */
export const loader = pageLoader(async (client) => {
  const me = await ensureMe(client);
  const who = lessonWho(me);
  await Promise.all([
    ensure(client, coursesQuery(who)),
    who !== "visitor" && ensure(client, ongoingCourseQuery(who)),
    me && ensure(client, myAssignmentsQuery(me.sub)),
  ]);
});
