import { progressPercent } from "@arthshala/contracts/learning-rules";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ProgressBar } from "../../../components/cards/CourseCard";
import { useLessonLanguageSwitch } from "../../../components/lesson/LessonLanguage";
import { CloseIcon } from "../../../components/ui/icons";

interface LessonTopBarProps {
  /** The course's title while known (the close control names it). */
  courseTitle: string | null;
  closeTo: string;
  moduleTitle?: string;
  done?: number;
  total?: number;
}

/**
 * The top of a lesson, all there is above the card: a close control back to the roadmap, a thin progress
 * bar through the module with "x/y cards", and the language switch. The site's header, footer and tab
 * bar stay away on lesson pages (app/layout/lessonRoutes). It stays at the top while the card scrolls.
 */
export function LessonTopBar({ courseTitle, closeTo, moduleTitle, done, total }: LessonTopBarProps) {
  const { t } = useTranslation("courses");
  const counted = done !== undefined && total !== undefined;
  const languageSwitch = useLessonLanguageSwitch();
  return (
    <div className="sticky top-0 z-30 -mx-4 mb-4 bg-white/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6">
      <div className="flex items-center gap-2">
        <Link
          to={closeTo}
          className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          <CloseIcon className="size-6" />
          <span className="sr-only">
            {t("viewer.close", { course: courseTitle ?? t("viewer.backToCourse") })}
            {t("viewer.roadmapHint")}
          </span>
        </Link>
        {counted ? (
          <>
            <ProgressBar
              percent={progressPercent(done, total)}
              label={t("viewer.moduleProgress")}
              className="h-2.5 flex-1"
            />
            <span className="shrink-0 text-sm font-bold text-brand-800" data-testid="module-cards">
              {t("viewer.moduleCards", { done, total })}
            </span>
          </>
        ) : (
          <span className="h-2.5 flex-1 rounded-full bg-slate-200" />
        )}
        {languageSwitch ? <div className="shrink-0">{languageSwitch}</div> : null}
      </div>
      {moduleTitle ? (
        <p className="mt-1 truncate pl-9 text-sm font-medium text-slate-600">
          <span className="sr-only">{t("viewer.module")}</span>
          {moduleTitle}
        </p>
      ) : null}
    </div>
  );
}
