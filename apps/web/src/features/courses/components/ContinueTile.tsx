import type { CourseSummary } from "@arthshala/contracts/learning";
import { useTranslation } from "react-i18next";
import { CourseThumbnail, courseLang, courseMeta, ProgressBar } from "../../../components/cards/CourseCard";
import { ButtonLink } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { cx } from "../../../lib/cx";
import { courseRoadmapPath } from "../api";

interface ContinueTileProps {
  course: CourseSummary;
  /** "Continue" when the course is ongoing, otherwise "Start Now" (courses) or "Start" (home). */
  action: string;
  /** Small line above the title, e.g. "Continue Learning". */
  eyebrow?: string;
  headingLevel?: "h2" | "h3";
  /** On a phone, a small picture beside the text: the button comes up onto the first screen (/home, issue 39). */
  compact?: boolean;
  className?: string;
}

/** The continue/start tile: thumbnail, title, description, module count, duration; opens the roadmap. */
export function ContinueTile({
  course,
  action,
  eyebrow,
  headingLevel: Heading = "h2",
  compact = false,
  className,
}: ContinueTileProps) {
  // Common texts only: /home shows this tile too, and need not fetch the courses texts for one line.
  const { t, i18n } = useTranslation();
  const lang = courseLang(course, i18n.language);
  const started = course.completed_cards > 0;
  return (
    <section
      aria-label={eyebrow ?? action}
      className={cx(
        "overflow-hidden rounded-2xl border border-brand-200 bg-gradient-to-br from-brand-50 to-white shadow-sm sm:flex",
        compact && "max-sm:flex max-sm:items-start",
        className,
      )}
    >
      <CourseThumbnail
        priority
        src={course.thumbnail_url}
        className={cx(
          "w-full sm:aspect-auto sm:w-64 sm:shrink-0 sm:self-stretch md:w-80",
          compact && "max-sm:ms-4 max-sm:mt-4 max-sm:w-24 max-sm:shrink-0 max-sm:rounded-lg",
        )}
      />
      <div className={cx("flex flex-1 flex-col gap-2", compact ? "p-4 sm:p-5" : "p-5")}>
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{eyebrow}</p>
        ) : null}
        <Heading lang={lang} className="text-xl font-bold text-slate-900">
          {course.title}
        </Heading>
        <p lang={lang} className="line-clamp-2 text-sm leading-relaxed text-slate-700">
          {course.description}
        </p>
        <p className="text-sm font-medium text-brand-800">{courseMeta(course)}</p>
        {started ? (
          <div className="flex items-center gap-3">
            <ProgressBar
              percent={course.progress}
              label={t("courseCard.progressOf", { title: course.title })}
              className="flex-1"
            />
            <span className="text-sm font-semibold text-slate-800">{course.progress}%</span>
          </div>
        ) : null}
        <div className="mt-2">
          {/* The course's name is part of the link's own text (hidden from view), not an aria-label: the
              name then starts with what it shows, and a search engine reads more than "Start". */}
          <ButtonLink to={courseRoadmapPath(course.id)}>
            <span aria-hidden="true">{action}</span>
            <span className="sr-only">
              {action}: {course.title}
            </span>
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}

export function ContinueTileSkeleton({
  className,
  compact = false,
}: {
  className?: string;
  compact?: boolean;
}) {
  return (
    <div
      aria-hidden="true"
      className={cx("overflow-hidden rounded-2xl border border-slate-200 sm:flex", className)}
    >
      <Skeleton
        className={cx(
          "aspect-video w-full rounded-none sm:h-44 sm:w-64 sm:shrink-0 md:w-80",
          compact && "max-sm:hidden",
        )}
      />
      {/* Line for line the tile's text column (eyebrow, two-line title, description, meta, button). */}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-7 w-4/5" />
        <Skeleton className="h-7 w-1/2" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-5 w-36" />
        <Skeleton className="mt-2 h-11 w-28 rounded-lg" />
      </div>
    </div>
  );
}

export const isCourseDone = (course: CourseSummary) =>
  course.total_cards > 0 && course.completed_cards >= course.total_cards;
