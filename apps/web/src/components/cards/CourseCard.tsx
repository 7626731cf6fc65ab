import type { CourseSummary } from "@arthshala/contracts/learning";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cx } from "../../lib/cx";
import { translate } from "../../lib/i18n";
import { BookIcon } from "../ui/icons";
import { Skeleton } from "../ui/Skeleton";

export type CourseCardData = Pick<
  CourseSummary,
  "id" | "title" | "description" | "thumbnail_url" | "modules_count" | "duration" | "language"
>;

/**
 * The lang of a course's own words where they are not in the interface's language (a course with no
 * Hindi yet, in the Hindi interface): screen readers then read them as English.
 */
export const courseLang = (course: Pick<CourseSummary, "language">, ui: string) =>
  course.language && course.language !== ui ? course.language : undefined;

/** "4 modules · 29 mins", in the interface's language (a component showing it calls useTranslation). */
export const courseMeta = (course: Pick<CourseSummary, "modules_count" | "duration">) =>
  translate("common:courseCard.meta", {
    modules: translate("common:courseCard.modules", { count: course.modules_count }),
    duration: course.duration,
  });

/**
 * The course thumbnail (16:9), or a calm brand placeholder when there is none or it fails to load.
 * Full width unless className gives a width.
 */
export function CourseThumbnail({
  src,
  className,
  priority,
}: {
  src: string | null;
  className?: string;
  /** The page's main image (the continue tile): fetched before other images. */
  priority?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <span
        aria-hidden="true"
        className={cx(
          "flex aspect-video items-center justify-center bg-gradient-to-br from-brand-100 to-brand-300 text-brand-800",
          className ?? "w-full",
        )}
      >
        <BookIcon className="size-10" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={640}
      height={360}
      // Not lazy: a course list holds a handful, and the first is often the page's largest paint.
      fetchPriority={priority ? "high" : undefined}
      onError={() => setFailed(true)}
      className={cx("aspect-video bg-brand-50 object-cover", className ?? "w-full")}
    />
  );
}

export function ProgressBar({
  percent,
  label,
  className,
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <span
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={cx("block h-2 w-full overflow-hidden rounded-full bg-slate-200", className)}
    >
      <span
        className="block h-full rounded-full bg-brand-600 transition-[width]"
        style={{ width: `${value}%` }}
      />
    </span>
  );
}

interface CourseCardProps {
  course: CourseCardData;
  /** A link to this path, or else a button calling onClick (e.g. the landing page's "Please sign in!"). */
  to?: string;
  onClick?: () => void;
  /** Percent completed; shown as a bar when given. */
  progress?: number;
  /** Extra line under the meta, e.g. "About 10 mins left". */
  note?: string;
  /** A mark above the title, e.g. a class's "Assigned by …" with its due date. */
  badge?: ReactNode;
  /** "compact": a small thumbnail beside the title and meta, no description (for short lists). */
  variant?: "tile" | "compact";
  className?: string;
}

const shell =
  "group flex h-full min-w-0 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md motion-reduce:transition-none motion-reduce:hover:translate-y-0";

/**
 * A course as a card: thumbnail, title, clamped description, modules count and duration (and progress).
 * Give it a width through className (e.g. "w-full" in a grid, "w-72" in a carousel).
 */
export function CourseCard({
  course,
  to,
  onClick,
  progress,
  note,
  badge,
  variant = "tile",
  className,
}: CourseCardProps) {
  const { t, i18n: current } = useTranslation(); // re-render in a newly chosen language
  const lang = courseLang(course, current.language);
  const Title = to ? "h3" : "span";
  const body =
    variant === "compact" ? (
      <span className="flex items-center gap-3 p-3">
        <CourseThumbnail src={course.thumbnail_url} className="w-24 shrink-0 rounded-lg" />
        <span className="min-w-0 flex-1">
          {badge ? <span className="mb-1 block">{badge}</span> : null}
          <Title
            lang={lang}
            className="line-clamp-2 text-sm font-semibold text-slate-900 group-hover:text-brand-800"
          >
            {course.title}
          </Title>
          <span className="mt-1 block text-xs font-medium text-brand-800">{courseMeta(course)}</span>
          {note ? <span className="mt-0.5 block text-xs text-slate-600">{note}</span> : null}
        </span>
      </span>
    ) : (
      <>
        <CourseThumbnail src={course.thumbnail_url} />
        <span className="flex flex-1 flex-col p-4">
          {badge ? <span className="mb-2 block">{badge}</span> : null}
          <Title
            lang={lang}
            className="line-clamp-2 text-base font-semibold text-slate-900 group-hover:text-brand-800"
          >
            {course.title}
          </Title>
          <span lang={lang} className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-slate-600">
            {course.description}
          </span>
          <span className="mt-auto block pt-3 text-sm font-medium text-brand-800">{courseMeta(course)}</span>
          {note ? <span className="mt-1 block text-sm text-slate-600">{note}</span> : null}
          {progress === undefined ? null : (
            <span className="mt-3 flex items-center gap-3">
              <ProgressBar
                percent={progress}
                label={t("courseCard.progressOf", { title: course.title })}
                className="flex-1"
              />
              <span className="w-10 text-right text-sm font-semibold text-slate-800">
                {Math.round(progress)}%
              </span>
            </span>
          )}
        </span>
      </>
    );
  if (to) {
    return (
      <Link to={to} className={cx(shell, className)}>
        {body}
      </Link>
    );
  }
  return (
    <button type="button" onClick={onClick} className={cx(shell, className)}>
      {body}
    </button>
  );
}

/** Placeholder with the card's shape while courses load (pair with a status message). */
export function CourseCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cx("flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white", className)}
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="space-y-2 p-4">
        <Skeleton className="h-5 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-4 h-4 w-1/3" />
      </div>
    </div>
  );
}
