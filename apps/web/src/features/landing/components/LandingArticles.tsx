import { useQuery } from "@tanstack/react-query";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Carousel } from "../../../components/ui/Carousel";
import { Skeleton } from "../../../components/ui/Skeleton";
import { type Article, ArticleMeta, LazyArticleReader, landingArticlesQuery } from "../../articles";

const slide = "w-[16.5rem] sm:w-72";

/** The landing "Articles" carousel (spec section 2): the newest 15; a click opens the full-screen reader. */
export function LandingArticles() {
  const { t } = useTranslation("landing");
  const { data: articles, isPending, isError } = useQuery(landingArticlesQuery);
  const [open, setOpen] = useState<Article | null>(null);

  const heading = (
    <>
      <h2
        id="landing-articles-heading"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {t("articles.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t("articles.text")}</p>
    </>
  );

  if (isError || (!isPending && (!articles || articles.length === 0))) return null;
  // A Suspense boundary of its own, hydrated apart from the rest of the page.
  return (
    <Suspense>
      <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 sm:px-6">
        {isPending ? (
          <section aria-labelledby="landing-articles-heading">
            <div className="mb-4">{heading}</div>
            <div className="flex gap-4 overflow-hidden pb-4">
              {[0, 1, 2, 3].map((n) => (
                <Skeleton key={n} className={`${slide} h-64 shrink-0 rounded-2xl`} />
              ))}
            </div>
          </section>
        ) : (
          <Carousel label={t("articles.title")} heading={heading}>
            {articles.map((article) => (
              <button
                key={article.id}
                type="button"
                onClick={() => setOpen(article)}
                className={`${slide} group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600`}
              >
                {article.image_url ? (
                  <img
                    src={article.image_url}
                    alt=""
                    loading="lazy"
                    className="aspect-[40/21] w-full bg-brand-50 object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="aspect-[40/21] w-full bg-gradient-to-br from-brand-100 to-brand-300"
                  />
                )}
                <span className="flex flex-1 flex-col gap-2 p-4">
                  <ArticleMeta article={article} />
                  <span className="font-semibold leading-snug text-slate-900 group-hover:text-brand-800">
                    {article.title}
                  </span>
                  <span className="line-clamp-3 text-sm text-slate-700">{article.content_text}</span>
                </span>
              </button>
            ))}
          </Carousel>
        )}
        {open && articles ? (
          <Suspense fallback={null}>
            <LazyArticleReader
              articles={articles}
              article={open}
              onNavigate={setOpen}
              onClose={() => setOpen(null)}
            />
          </Suspense>
        ) : null}
      </div>
    </Suspense>
  );
}
