import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { CourseCard, CourseCardSkeleton } from "../../../components/cards/CourseCard";
import { Carousel } from "../../../components/ui/Carousel";
import { useCourses } from "../../courses";

const slide = "w-[16.5rem] sm:w-72";

/** "Explore Courses": the catalogue as a carousel. Visitors are asked to sign in when they pick one. */
export function ExploreCourses() {
  const { t } = useTranslation("landing");
  const { data: courses, isPending, isError } = useCourses();
  const heading = (
    <>
      <h2 id="explore-heading" className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
        {t("explore.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t("explore.text")}</p>
    </>
  );

  return (
    // The carousel is its own "Explore Courses" region; the loading and empty states name theirs by the heading.
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 sm:px-6">
      {isPending ? (
        <section aria-labelledby="explore-heading">
          <div className="mb-4">{heading}</div>
          <p role="status" className="sr-only">
            {t("explore.loading")}
          </p>
          <div className="flex gap-4 overflow-hidden pb-4">
            {[0, 1, 2, 3].map((n) => (
              <CourseCardSkeleton key={n} className={`${slide} shrink-0`} />
            ))}
          </div>
        </section>
      ) : isError || !courses || courses.length === 0 ? (
        <section aria-labelledby="explore-heading">
          {heading}
          <p className="mt-4 text-slate-700">{isError ? t("explore.failed") : t("explore.empty")}</p>
        </section>
      ) : (
        <Carousel label={t("explore.title")} heading={heading}>
          {courses.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              className={slide}
              onClick={() => toast(t("explore.signIn"), { id: "please-sign-in" })}
            />
          ))}
        </Carousel>
      )}
    </div>
  );
}
