/** Typed article calls (spec section 7, "Articles and newsletter") and their query hooks. */
import type { Article } from "@arthshala/contracts/articles";
import { ARTICLE_PAGE_FIRST, ARTICLE_PAGE_NEXT, LANDING_ARTICLES } from "@arthshala/contracts/articles-rules";
import {
  type InfiniteData,
  infiniteQueryOptions,
  type QueryClient,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from "@tanstack/react-query";
import { api } from "../../lib/api";
import { readThrough } from "../../lib/offline/copies";
import { deviceCopyQuery, isOffline, isUnreachable } from "../../lib/offline/network";
import { outbox } from "../../lib/offline/outbox";

export type { Article };

export interface RateResponse {
  rating: number;
  average: number;
  rating_count: number;
}

/** Ratings are the learner's own, so their keys carry who asks. */
export const articleKeys = {
  all: ["articles"] as const,
  list: () => ["articles", "list"] as const,
  landing: () => ["articles", "landing"] as const,
  one: (id: number) => ["articles", "one", id] as const,
  bySlug: (slug: string) => ["articles", "slug", slug] as const,
  myRating: (who: string, id: number) => ["articles", "my-rating", who, id] as const,
};

/** Spec section 9: the first page holds 37 articles, each later one 30. */
export function pageLimit(offset: number): number {
  return offset === 0 ? ARTICLE_PAGE_FIRST : ARTICLE_PAGE_NEXT;
}

/** Where the next page starts, or undefined when the last answer was shorter than asked (the end). */
export function nextOffset(lastPage: Article[], lastOffset: number): number | undefined {
  return lastPage.length < pageLimit(lastOffset) ? undefined : lastOffset + lastPage.length;
}

/** All loaded pages as one list; an article that moved between pages (a new one arrived) shows once. */
export function flattenPages(pages: Article[][] | undefined): Article[] {
  const seen = new Set<number>();
  const list: Article[] = [];
  for (const page of pages ?? []) {
    for (const article of page) {
      if (seen.has(article.id)) continue;
      seen.add(article.id);
      list.push(article);
    }
  }
  return list;
}

export const fetchArticlePage = (limit: number, offset: number) =>
  api<Article[]>("/api/articles/getall", { method: "POST", body: { limit, offset } });
export const fetchArticle = (id: number) => api<Article>(`/api/articles/${id}`);
export const fetchArticleBySlug = (slug: string) =>
  api<Article>(`/api/articles/slug/${encodeURIComponent(slug)}`);
export const fetchMyRating = (articleId: number) =>
  api<{ rating: number | null }>("/api/articles/fetchrating", { method: "POST", body: { articleId } });
export const rateArticle = (articleId: number, rating: number) =>
  api<RateResponse>("/api/articles/rate", { method: "POST", body: { articleId, rating } });
export const recordReading = (articleId: number) =>
  api<{ recorded: boolean }>("/api/articles/updatetask", { method: "POST", body: { articleId } });
/** The reader reached the article's end (issue 40's read-through, for authors' analytics). */
export const recordReadThrough = (articleId: number) =>
  api<{ recorded: boolean }>("/api/articles/updatetask", {
    method: "POST",
    body: { articleId, readThrough: true },
  });

/** Records a reading, or, without a connection, queues it to be recorded when back online. */
export async function recordReadingOrQueue(
  who: string,
  article: Pick<Article, "id" | "title">,
): Promise<void> {
  if (!isOffline()) {
    try {
      await recordReading(article.id);
      return;
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
  await outbox.add({ kind: "reading", who, articleId: article.id, title: article.title });
}

/** Pages of the list as the device last saw them, by where they start (articles are the same for all). */
const pageCopyKey = (offset: number) => ["articles", "page", offset] as const;

/** The /articles list: 37 first, then 30 a page, until a page comes back shorter than asked. */
export const articleListQuery = infiniteQueryOptions({
  queryKey: articleKeys.list(),
  initialPageParam: 0,
  queryFn: ({ pageParam }) =>
    readThrough(pageCopyKey(pageParam), () => fetchArticlePage(pageLimit(pageParam), pageParam)),
  getNextPageParam: (lastPage: Article[], _pages: Article[][], lastOffset: number) =>
    nextOffset(lastPage, lastOffset),
  ...deviceCopyQuery,
});

export const useArticleList = () => useInfiniteQuery(articleListQuery);

/** The landing page's carousel: the newest few. */
export const landingArticlesQuery = queryOptions({
  queryKey: articleKeys.landing(),
  queryFn: () => fetchArticlePage(LANDING_ARTICLES, 0),
});

/** The signed-in reader's own rating of an article. */
export const myRatingQuery = (who: string, articleId: number) =>
  queryOptions({
    queryKey: articleKeys.myRating(who, articleId),
    queryFn: () => fetchMyRating(articleId),
    retry: false,
    staleTime: 0,
  });

/** One article by id, for a shared link to an article that is not in the loaded pages. */
export const articleQuery = (id: number) =>
  queryOptions({
    queryKey: articleKeys.one(id),
    queryFn: () => readThrough(articleKeys.one(id), () => fetchArticle(id)),
    ...deviceCopyQuery,
    retry: false,
  });

/** One article by its readable address (/articles/{slug}), when it is not in the loaded pages. */
export const articleBySlugQuery = (slug: string) =>
  queryOptions({
    queryKey: articleKeys.bySlug(slug),
    queryFn: () => readThrough(articleKeys.bySlug(slug), () => fetchArticleBySlug(slug)),
    ...deviceCopyQuery,
    retry: false,
  });

export function useArticle(id: number | null, enabled: boolean) {
  return useQuery({ ...articleQuery(id ?? 0), enabled: enabled && id !== null });
}

export function useArticleBySlug(slug: string | null, enabled: boolean) {
  return useQuery({ ...articleBySlugQuery(slug ?? ""), enabled: enabled && slug !== null });
}

/** After a rating, every cached copy of the article shows the new average and count. */
export function patchCachedRating(client: QueryClient, articleId: number, result: RateResponse): void {
  const patch = (article: Article): Article =>
    article.id === articleId
      ? { ...article, rating: result.average, rating_count: result.rating_count }
      : article;
  client.setQueriesData<InfiniteData<Article[], number>>({ queryKey: articleKeys.list() }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => page.map(patch)) } : data,
  );
  client.setQueryData<Article>(articleKeys.one(articleId), (article) => (article ? patch(article) : article));
  client.setQueriesData<Article>({ queryKey: ["articles", "slug"] }, (article) =>
    article ? patch(article) : article,
  );
}
