import { articlePath } from "@arthshala/contracts/articles-rules";
import type { HomeData } from "@arthshala/contracts/home";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Skeleton } from "../../../components/ui/Skeleton";
import { formatArticleDate } from "../../articles/format";

type FeaturedArticle = NonNullable<HomeData["featuredArticle"]>;

const tile =
  "grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]";

function Heading() {
  const { t } = useTranslation("home");
  return (
    <h2 id="featured-article-heading" className="mb-3 text-xl font-bold text-slate-900">
      {t("featured.title")}
    </h2>
  );
}

/** Home's "Featured article" tile (spec section 2): the newest article, opened in the /articles reader. */
export function FeaturedArticleTile({ article }: { article: FeaturedArticle }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="featured-article-heading">
      <Heading />
      <Link to={articlePath(article)} className={`group ${tile} transition-shadow hover:shadow-md`}>
        {article.image_url ? (
          <img
            src={article.image_url}
            alt=""
            className="aspect-[40/21] h-full w-full bg-brand-50 object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="aspect-[40/21] h-full bg-gradient-to-br from-brand-100 to-brand-300"
          />
        )}
        <span className="flex flex-col gap-2 p-5">
          <time dateTime={article.created_at} className="text-sm font-medium text-slate-600">
            {formatArticleDate(article.created_at)}
          </time>
          <span className="text-lg font-bold leading-snug text-slate-900 group-hover:text-brand-800">
            {article.title}
          </span>
          <span className="line-clamp-2 text-slate-700">{article.content_text}</span>
          <span className="mt-1 text-sm font-semibold text-brand-800">{t("featured.read")}</span>
        </span>
      </Link>
    </section>
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
