import type { AnalyticsArticle } from "@arthshala/contracts/analytics";
import { useAnalyticsText } from "../text";

/**
 * Every article's reads, readers, read-through share and ratings in the period: a table on a wide
 * screen, one card per article on a phone (the same numbers, in the same order).
 */
export function ArticleTable({ articles }: { articles: AnalyticsArticle[] }) {
  const { t, number, lang } = useAnalyticsText();
  if (articles.length === 0) return <p className="text-slate-700">{t("articles.empty")}</p>;
  const readThrough = (a: AnalyticsArticle) =>
    a.read_through_share === null ? "–" : `${a.read_through_share}%`;
  const rating = (a: AnalyticsArticle) =>
    a.average_rating === null
      ? t("articles.noRatings")
      : `${t("articles.stars", { average: a.average_rating.toFixed(1) })} · ${t("articles.ratingsCount", { count: a.ratings, n: number(a.ratings) })}`;
  const title = (a: AnalyticsArticle) => (
    <>
      {a.title}
      {a.status === "draft" ? (
        <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
          {t("articles.draft")}
        </span>
      ) : null}
    </>
  );
  return (
    <div lang={lang}>
      <p className="mb-3 text-sm text-slate-600">
        {t("articles.reads")}: {t("articles.readsHint")}
      </p>
      <div className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm sm:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                {t("articles.article")}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t("articles.reads")}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t("articles.readers")}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t("articles.readThrough")}
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                {t("articles.ratings")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {articles.map((a) => (
              <tr key={a.id} data-testid={`analytics-article-${a.id}`}>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {title(a)}
                </th>
                <td className="px-4 py-3 text-right tabular-nums" data-testid="article-reads">
                  {number(a.reads)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums" data-testid="article-readers">
                  {number(a.readers)}
                </td>
                <td className="px-4 py-3 text-right tabular-nums" data-testid="article-read-through">
                  {readThrough(a)}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap" data-testid="article-ratings">
                  {rating(a)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="grid gap-3 sm:hidden">
        {articles.map((a) => (
          <li
            key={a.id}
            data-testid={`analytics-article-card-${a.id}`}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <p className="font-semibold text-slate-900">{title(a)}</p>
            <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
              <div>
                <dt className="text-slate-600">{t("articles.reads")}</dt>
                <dd className="font-semibold text-slate-900">{number(a.reads)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("articles.readers")}</dt>
                <dd className="font-semibold text-slate-900">{number(a.readers)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("articles.readThrough")}</dt>
                <dd className="font-semibold text-slate-900">{readThrough(a)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">{t("articles.ratings")}</dt>
                <dd className="font-semibold text-slate-900">{rating(a)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
