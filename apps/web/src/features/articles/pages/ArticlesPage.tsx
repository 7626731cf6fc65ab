import { articlePath } from "@arthshala/contracts/articles-rules";
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams, useSearchParams } from "react-router";
import { useOnVisible } from "../../../components/ssr/useOnVisible";
import { AlertModal } from "../../../components/ui/AlertModal";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { errorMessage } from "../../../lib/api";
import { ensure, ensureInfinite, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import {
  type Article,
  articleBySlugQuery,
  articleListQuery,
  articleQuery,
  flattenPages,
  myRatingQuery,
  useArticle,
  useArticleBySlug,
  useArticleList,
} from "../api";
import {
  ArticleListItem,
  ArticleListItemSkeleton,
  FeaturedArticleCard,
  FeaturedArticleSkeleton,
} from "../components/ArticleCards";
import { ArticleReader } from "../components/ArticleReader";
import { ArticlesListEnd } from "../components/ArticlesListEnd";

// The reader brings Markdown rendering (35 KB gzip): fetched when an article opens, not with the list.

/**
 * The open article's address: /articles/{slug} when it has a readable one, else /articles?article={id}
 * (links shared before slugs keep working).
 */
export const ARTICLE_PARAM = "article";
const SKELETON_ROWS = 4;
/** Start loading the next page a little before the end of the list comes into view. */
const PRELOAD_MARGIN = "0px 0px 600px 0px";

interface ReaderState {
  /** The reader was opened from this page's list, so closing can step back in history. */
  readerFromList?: boolean;
}

function parseId(raw: string | null): number | null {
  return raw && /^\d{1,10}$/.test(raw) ? Number(raw) : null;
}

function ListSkeleton() {
  const { t } = useTranslation("articles");
  return (
    <>
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <div aria-hidden="true">
        <FeaturedArticleSkeleton />
        <div className="mt-10 divide-y divide-slate-100">
          {Array.from({ length: SKELETON_ROWS }, (_, n) => `row-${n}`).map((key) => (
            <ArticleListItemSkeleton key={key} />
          ))}
        </div>
      </div>
    </>
  );
}

export function ArticlesPage() {
  const { t } = useTranslation("articles");
  const list = useArticleList();
  const { data, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  const articles = useMemo(() => flattenPages(data?.pages), [data]);
  const [alertClosed, setAlertClosed] = useState(false);

  // ── The open article lives in the address, so it can be shared and the Back button closes it.
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const openSlug = useParams().slug ?? null;
  const openId = openSlug === null ? parseId(params.get(ARTICLE_PARAM)) : null;
  const fromList = (location.state as ReaderState | null)?.readerFromList === true;
  const listed =
    openSlug !== null
      ? articles.find((a) => a.slug === openSlug)
      : openId === null
        ? undefined
        : articles.find((a) => a.id === openId);
  // A shared link to an article beyond the loaded pages: fetch that one article.
  const fetchOne = !list.isPending && listed === undefined;
  const byId = useArticle(openId, fetchOne);
  const bySlug = useArticleBySlug(openSlug, fetchOne);
  const single = openSlug !== null ? bySlug : byId;
  const fetched = single.data;
  const openArticle =
    listed ??
    (fetched && (openSlug !== null ? fetched.slug === openSlug : fetched.id === openId)
      ? fetched
      : undefined);

  useEffect(() => {
    if (!single.isError || listed) return;
    toast.error(errorMessage(single.error), { id: "article-link" });
    navigate("/articles", { replace: true });
  }, [single.isError, single.error, listed, navigate]);

  const showArticle = useCallback(
    (article: Article) => navigate(articlePath(article), { replace: true, state: location.state }),
    [navigate, location.state],
  );
  // Closing changes the address at once and the reader fades out from this copy (500 ms): a link
  // followed during the fade (the header's Courses, its page perhaps still loading) is then a later
  // navigation and wins, instead of being undone by a close that arrives after it.
  const [fading, setFading] = useState<Article | null>(null);
  const closeReader = useCallback(() => {
    if (!openArticle) return;
    setFading(openArticle);
    if (fromList) navigate(-1);
    else navigate("/articles", { replace: true });
  }, [openArticle, fromList, navigate]);
  const readerGone = useCallback(() => setFading(null), []);
  const readerArticle = openArticle ?? fading;
  const fetchMore = useCallback(async () => {
    const result = await fetchNextPage({ cancelRefetch: false });
    return flattenPages(result.data?.pages);
  }, [fetchNextPage]);

  // ── Infinite loading: a sentinel under the list asks for the next page as it nears the viewport.
  // The check runs in the observer's callback (never on a stale "in view" flag), and each page that
  // arrives starts a fresh observer, which says at once whether the end is still in view.
  const sentinelRef = useRef<HTMLDivElement>(null);
  useOnVisible(
    sentinelRef,
    () => {
      if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) {
        void fetchNextPage({ cancelRefetch: false });
      }
    },
    { rootMargin: PRELOAD_MARGIN, active: articles.length > 0, resetKey: data?.pages.length },
  );

  const retry = () => {
    setAlertClosed(false);
    if (isFetchNextPageError) void fetchNextPage();
    else void list.refetch();
  };

  const [featured, ...rest] = articles;

  return (
    <Container>
      <div className="mx-auto max-w-4xl">
        <PageHeading title={t("title")} subtitle={t("subtitle")} />

        {list.isPending ? (
          <ListSkeleton />
        ) : list.isError && articles.length === 0 ? (
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center">
            <p className="text-slate-700">{t("loadFailedInline")}</p>
            <Button variant="secondary" className="mt-4" onClick={retry}>
              {t("tryAgain")}
            </Button>
          </div>
        ) : !featured ? (
          <p className="rounded-2xl border border-slate-200 bg-slate-50 p-6 text-center text-slate-700">
            {t("messages.empty")}
          </p>
        ) : (
          <>
            <FeaturedArticleCard
              article={featured}
              to={articlePath(featured)}
              state={{ readerFromList: true } satisfies ReaderState}
            />

            {rest.length > 0 ? (
              <section aria-labelledby="more-articles" className="mt-12">
                <h2
                  id="more-articles"
                  className="mb-3 px-3 text-xl font-bold text-slate-900 sm:px-4 sm:text-2xl"
                >
                  {t("moreArticles")}
                </h2>
                <ul className="divide-y divide-slate-100" data-testid="article-list">
                  {/* Each row is a Suspense boundary React hydrates on its own, yielding between them. */}
                  {rest.map((article) => (
                    <Suspense key={article.id}>
                      <li>
                        <ArticleListItem
                          article={article}
                          to={articlePath(article)}
                          state={{ readerFromList: true } satisfies ReaderState}
                        />
                      </li>
                    </Suspense>
                  ))}
                </ul>
              </section>
            ) : null}

            <div ref={sentinelRef} aria-hidden="true" className="h-px" />
            <ArticlesListEnd
              isFetchingNextPage={isFetchingNextPage}
              hasNextPage={hasNextPage}
              isFetchNextPageError={isFetchNextPageError}
              onRetry={retry}
              onLoadMore={() => void fetchNextPage()}
            />
          </>
        )}
      </div>

      <AlertModal
        open={list.isError && !alertClosed && !list.isFetching}
        message={t("messages.loadFailed")}
        onClose={() => setAlertClosed(true)}
      />

      {readerArticle ? (
        // In the page's chunk (3 KB gzip) and hydrated with the page, not lazy nor a Suspense boundary
        // of its own: a reader the server drew must be hydrated in place, and one still waiting for its
        // turn when the page re-rendered (its answers refetched) was drawn again from scratch.
        <ArticleReader
          articles={articles}
          article={readerArticle}
          onNavigate={showArticle}
          closing={!openArticle}
          onCloseRequest={closeReader}
          onClose={readerGone}
          hasMore={hasNextPage}
          onFetchMore={fetchMore}
        />
      ) : null}
    </Container>
  );
}

/**
 * The list's first page; the article an address opens (/articles/{slug}, or an old ?article={id} link),
 * read on its own when it is not on that page; and a signed-in reader's rating of it.
 */
export const loader = pageLoader(async (client, { params, request }) => {
  const [me, list] = await Promise.all([ensureMe(client), ensureInfinite(client, articleListQuery)]);
  const slug = params.slug ?? null;
  const id = slug === null ? parseId(new URL(request.url).searchParams.get(ARTICLE_PARAM)) : null;
  if (slug === null && id === null) return;
  const listed = flattenPages(list.pages).find((a) => (slug !== null ? a.slug === slug : a.id === id));
  const open =
    listed ??
    (slug !== null
      ? await ensure(client, articleBySlugQuery(slug))
      : await ensure(client, articleQuery(id ?? 0)));
  if (me) await ensure(client, myRatingQuery(me.sub, open.id));
});
