import { articlePath } from "@arthshala/contracts/articles-rules";
import type { HomeData } from "@arthshala/contracts/home";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatArticleDate } from "../../articles";
import { Heading, tile } from "./FeaturedArticleSkeleton";

type FeaturedArticle = NonNullable<HomeData["featuredArticle"]>;

/** Home's "Featured article" tile (spec section 2): the newest article, opened in the /articles reader. */
export function FeaturedArticleTile({ article }: { article: FeaturedArticle }) {
  const { t, i18n } = useTranslation("home");
  // An article with no translation yet keeps its English, marked as such for screen readers.
  const lang = article.language && article.language !== i18n.language ? article.language : undefined;
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
          <span
            lang={lang}
            className="text-lg font-bold leading-snug text-slate-900 group-hover:text-brand-800"
          >
            {article.title}
          </span>
          <span lang={lang} className="line-clamp-2 text-slate-700">
            {article.content_text}
          </span>
          <span className="mt-1 text-sm font-semibold text-brand-800">{t("featured.read")}</span>
        </span>
      </Link>
    </section>
  );
}
