import type { CourseSummary } from "@arthshala/contracts/learning";
import { useTranslation } from "react-i18next";
import { CourseCard, CourseCardSkeleton } from "../../../components/cards/CourseCard";
import { Carousel, useHomeCarouselStep } from "../../../components/ui/Carousel";
import { Skeleton } from "../../../components/ui/Skeleton";
import { courseRoadmapPath, isCourseDone } from "../../courses";

// 294 px + the 16 px gap = 310 px: one arrow step (spec section 9) moves exactly one, two or three cards.
const slide = "w-[294px]";

function Heading() {
  const { t } = useTranslation("home");
  return (
    <h2 id="recommended-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
      {t("recommended.title")}
    </h2>
  );
}

interface RecommendedCoursesProps {
  courses: CourseSummary[] | undefined;
  loading: boolean;
}

/** "Recommended Courses": the courses not finished yet; a card opens its roadmap. */
export function RecommendedCourses({ courses, loading }: RecommendedCoursesProps) {
  const { t } = useTranslation("home");
  const step = useHomeCarouselStep();
  if (loading) {
    return (
      <section aria-labelledby="recommended-heading">
        {/* The carousel's header, arrows included, so the heading wraps as it will once loaded. */}
        <div className="mb-4 flex items-end justify-between gap-4">
          <div className="min-w-0">
            <Heading />
          </div>
          <div aria-hidden="true" className="flex shrink-0 gap-2">
            <Skeleton className="size-10 rounded-full" />
            <Skeleton className="size-10 rounded-full" />
          </div>
        </div>
        <p role="status" className="sr-only">
          {t("recommended.loading")}
        </p>
        <div className="flex gap-4 overflow-hidden pb-4">
          {[0, 1, 2, 3].map((n) => (
            <CourseCardSkeleton key={n} className={`${slide} shrink-0`} />
          ))}
        </div>
      </section>
    );
  }
  const open = (courses ?? []).filter((course) => !isCourseDone(course));
  if (open.length === 0) {
    return (
      <section aria-labelledby="recommended-heading">
        <Heading />
        <p className="mt-3 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-slate-700">
          {courses?.length ? t("recommended.allDone") : t("recommended.none")}
        </p>
      </section>
    );
  }
  return (
    <Carousel label={t("recommended.title")} heading={<Heading />} step={step}>
      {open.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          to={courseRoadmapPath(course.id)}
          className={slide}
          progress={course.completed_cards > 0 ? course.progress : undefined}
        />
      ))}
    </Carousel>
  );
}
