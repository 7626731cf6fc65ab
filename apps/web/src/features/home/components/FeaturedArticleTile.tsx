import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { Skeleton } from "../../../components/ui/Skeleton";
import { articleKeys, fetchArticlePage } from "../../articles/api";
import { formatArticleDate } from "../../articles/format";

/** Home's "Featured article" tile (spec section 2): the newest article; it goes to /articles. */
export function FeaturedArticleTile() {
  const { data, isPending, isError } = useQuery({
    queryKey: [...articleKeys.all, "featured"],
    queryFn: () => fetchArticlePage(1, 0),
  });
  if (isPending) return <Skeleton className="h-40 rounded-3xl" />;
  const article = data?.[0];
  if (isError || !article) return null;
  return (
    <section aria-labelledby="featured-article-heading">
      <h2 id="featured-article-heading" className="mb-3 text-xl font-bold text-slate-900">
        Featured article
      </h2>
      <Link
        to="/articles"
        className="group grid overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]"
      >
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
          <span className="mt-1 text-sm font-semibold text-brand-800">Read articles →</span>
        </span>
      </Link>
    </section>
  );
}
