import { useTranslation } from "react-i18next";
import { Skeleton } from "../../../components/ui/Skeleton";

// The featured article tile's frame, shared with the tile (FeaturedArticleTile.tsx, loaded when near).
export const tile =
  "grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]";

export function Heading() {
  const { t } = useTranslation("home");
  return (
    <h2 id="featured-article-heading" className="mb-3 text-xl font-bold text-slate-900">
      {t("featured.title")}
    </h2>
  );
}

/** The tile's shape while the home data loads. */
export function FeaturedArticleSkeleton() {
  return (
    <section aria-labelledby="featured-article-heading">
      <Heading />
      <div aria-hidden="true" className={tile}>
        <Skeleton className="aspect-[40/21] h-full w-full rounded-none" />
        {/* Line for line the tile's text: date, the title (two lines on phones), two lines of text, the link. */}
        <div className="flex flex-col gap-2 p-5">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-6 w-4/5" />
          <Skeleton className="h-6 w-1/2 sm:hidden" />
          <Skeleton className="h-12 w-full" />
          <Skeleton className="mt-1 h-5 w-32" />
        </div>
      </div>
    </section>
  );
}
