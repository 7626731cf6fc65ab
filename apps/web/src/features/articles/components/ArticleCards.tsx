import { useTranslation } from "react-i18next";
import { Link, type To } from "react-router";
import { Skeleton } from "../../../components/ui/Skeleton";
import { cx } from "../../../lib/cx";
import type { Article } from "../api";
import { formatArticleDate, readingTime } from "../format";
import { useArticleLang } from "../useArticleLang";
import { ArrowRightIcon } from "./icons";

interface ArticleLinkProps {
  article: Article;
  /** Where clicking goes: usually /articles/{slug} (or ?article={id}), which opens the reader. */
  to: To;
  /** History state passed with the navigation. */
  state?: unknown;
  className?: string;
}

/** "12 Jun 2026 · 4 min read": an article's date and reading time, as its list rows and cards show them. */
export function ArticleMeta({
  article,
  className,
}: {
  article: Pick<Article, "created_at" | "reading_minutes">;
  className?: string;
}) {
  // Waits (Suspense) for the articles texts, which a page other than /articles may not have loaded yet:
  // read without it, the reading time was drawn as its bare key during a landing page's hydration.
  useTranslation("articles");
  const date = formatArticleDate(article.created_at);
  const minutes = readingTime(article.reading_minutes);
  if (!date && !minutes) return null;
  return (
    <span className={cx("text-sm font-medium text-slate-600", className)}>
      {date ? <time dateTime={article.created_at}>{date}</time> : null}
      {date && minutes ? <span aria-hidden="true"> · </span> : null}
      {minutes ? <span className="whitespace-nowrap">{minutes}</span> : null}
    </span>
  );
}

/** The large "Featured" card at the top of /articles. */
export function FeaturedArticleCard({ article, to, state, className }: ArticleLinkProps) {
  const { t } = useTranslation("articles");
  const lang = useArticleLang(article);
  return (
    <Link
      to={to}
      state={state}
      className={cx(
        "group grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md md:grid-cols-[1.1fr_1fr]",
        className,
      )}
    >
      <div className="bg-brand-50">
        {article.image_url ? (
          <img
            src={article.image_url}
            alt=""
            fetchPriority="high"
            className="aspect-[40/21] h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02] md:aspect-auto"
          />
        ) : (
          <div
            aria-hidden="true"
            className="aspect-[40/21] h-full bg-gradient-to-br from-brand-100 to-brand-300"
          />
        )}
      </div>
      <div className="flex flex-col gap-3 p-5 sm:p-8">
        <div className="flex flex-wrap items-center gap-3">
          <span className="rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold tracking-wide text-white uppercase">
            {t("featured")}
          </span>
          <ArticleMeta article={article} />
        </div>
        <h2
          lang={lang}
          className="text-2xl leading-tight font-bold text-balance text-slate-900 group-hover:text-brand-800 sm:text-3xl"
        >
          {article.title}
        </h2>
        <p lang={lang} className="line-clamp-4 leading-relaxed text-slate-700">
          {article.content_text}
        </p>
        <span className="mt-auto inline-flex items-center gap-1.5 pt-2 text-sm font-semibold text-brand-700">
          {t("readArticle")}
          <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </Link>
  );
}

/** One row of the vertical list: date, title, snippet and a small picture. */
export function ArticleListItem({ article, to, state, className }: ArticleLinkProps) {
  const lang = useArticleLang(article);
  return (
    <Link
      to={to}
      state={state}
      className={cx(
        "group flex gap-4 rounded-2xl p-3 transition-colors hover:bg-slate-50 sm:gap-6 sm:p-4",
        className,
      )}
    >
      <div className="min-w-0 flex-1">
        <ArticleMeta article={article} className="block text-xs sm:text-sm" />
        <h3
          lang={lang}
          className="mt-1 text-lg leading-snug font-semibold text-slate-900 group-hover:text-brand-800"
        >
          {article.title}
        </h3>
        <p lang={lang} className="mt-1.5 line-clamp-2 text-sm leading-relaxed text-slate-700 sm:text-base">
          {article.content_text}
        </p>
      </div>
      {article.image_url ? (
        <img
          src={article.image_url}
          alt=""
          loading="lazy"
          className="mt-1 size-20 flex-none rounded-xl bg-slate-100 object-cover sm:aspect-[40/21] sm:h-auto sm:w-44"
        />
      ) : null}
    </Link>
  );
}

export function FeaturedArticleSkeleton() {
  return (
    <div className="grid overflow-hidden rounded-3xl border border-slate-200 md:grid-cols-[1.1fr_1fr]">
      <Skeleton className="aspect-[40/21] rounded-none" />
      <div className="space-y-4 p-5 sm:p-8">
        <Skeleton className="h-6 w-40" />
        <Skeleton className="h-8 w-4/5" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
      </div>
    </div>
  );
}

export function ArticleListItemSkeleton() {
  return (
    <div className="flex gap-4 p-3 sm:gap-6 sm:p-4">
      <div className="flex-1 space-y-2.5">
        <Skeleton className="h-3.5 w-24" />
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-5/6" />
      </div>
      <Skeleton className="size-20 flex-none rounded-xl sm:h-24 sm:w-44" />
    </div>
  );
}
