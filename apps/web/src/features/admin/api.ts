import type { Article, NewsletterSummary } from "@arthshala/contracts/articles";
import { ADMIN_ARTICLES_PAGE } from "@arthshala/contracts/articles-rules";
import type { OutboxPage } from "@arthshala/contracts/outbox";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api";

export const OUTBOX_PAGE_SIZE = 20;

export function useOutbox(offset: number) {
  return useQuery({
    queryKey: ["admin", "outbox", offset],
    queryFn: ({ signal }) =>
      api<OutboxPage>(`/api/admin/outbox?limit=${OUTBOX_PAGE_SIZE}&offset=${offset}`, { signal }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

// ── Multipart ────────────────────────────────────────────────────────────────

/** Course thumbnails and card media go as multipart; lib/api.ts sends FormData as it is. */
export function sendForm<T>(path: string, method: "POST" | "PUT", form: FormData): Promise<T> {
  return api<T>(path, { method, body: form });
}

/**
 * Admin deletes are soft: DELETE {base}/{collection}/:id, and POST {base}/{collection}/:id/restore brings
 * the item back (the Undo of the delete toast). `base` is "/api", or an organisation's authoring mount.
 */
export function restorable<T>(collection: string, base = "/api") {
  return {
    remove: (id: number) =>
      api<{ id: number; message: string }>(`${base}/${collection}/${id}`, { method: "DELETE" }),
    restore: (id: number) => api<T>(`${base}/${collection}/${id}/restore`, { method: "POST" }),
  };
}

/** One item by id; the query waits while the id is 0 (not a valid one). */
function useItem<T>(queryKey: readonly unknown[], path: string, enabled: boolean) {
  return useQuery({ queryKey, queryFn: ({ signal }) => api<T>(path, { signal }), enabled });
}

/** A route parameter as a positive id, or 0 when it is not one (queries stay disabled then). */
export function readId(value: string | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}

// ── Articles ─────────────────────────────────────────────────────────────────

export interface AdminArticlePage {
  articles: Article[];
  total: number;
}

export const adminArticleKeys = {
  all: ["admin", "articles"] as const,
  pages: ["admin", "articles", "page"] as const,
  page: (page: number) => ["admin", "articles", "page", page] as const,
  one: (id: number) => ["admin", "articles", "one", id] as const,
};

/** Spec section 9: ADMIN_ARTICLES_PAGE (10) a page, offset = (page - 1) × 10; drafts included. */
export function useAdminArticles(page: number) {
  return useQuery({
    queryKey: adminArticleKeys.page(page),
    queryFn: ({ signal }) =>
      api<AdminArticlePage>("/api/articles/getall", {
        method: "POST",
        body: { limit: ADMIN_ARTICLES_PAGE, offset: (page - 1) * ADMIN_ARTICLES_PAGE, admin: true },
        signal,
      }),
    // Keep the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** One article (drafts too, for admins); `enabled` lets a caller skip it when it has the article already. */
export const useAdminArticle = (id: number, enabled = true) =>
  useItem<Article>(adminArticleKeys.one(id), `/api/articles/${id}`, enabled && id > 0);

export const addArticle = (form: FormData) => sendForm<Article>("/api/articles/add", "POST", form);
export const updateArticle = (id: number, form: FormData) =>
  sendForm<Article>(`/api/articles/${id}`, "PUT", form);
export const articleDeletes = restorable<Article>("articles");

/** The readers' article queries (features/articles keys start with "articles"): stale once an admin edits. */
export const readerArticlesKey = ["articles"] as const;

// ── Newsletters ──────────────────────────────────────────────────────────────

export interface NewsletterSendResult {
  message: string;
  /** null when nobody has subscribed yet: then nothing was sent and `message` says so. */
  newsletter: NewsletterSummary | null;
}

export const newsletterListKey = ["admin", "newsletters"] as const;
/** How often the list is asked again while some emails are still waiting to go out. */
export const NEWSLETTER_POLL_MS = 2000;

export function useNewsletters() {
  return useQuery({
    queryKey: newsletterListKey,
    queryFn: ({ signal }) => api<NewsletterSummary[]>("/api/admin/newsletters", { signal }),
    refetchInterval: (query) =>
      query.state.data?.some((newsletter) => newsletter.pending > 0) ? NEWSLETTER_POLL_MS : false,
  });
}

export const sendNewsletter = (data: { title: string; content: string }) =>
  api<NewsletterSendResult>("/api/admin/newsletters", { method: "POST", body: { data } });
