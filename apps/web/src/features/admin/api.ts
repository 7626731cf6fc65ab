import type { Article, NewsletterSummary } from "@arthshala/contracts/articles";
import { ADMIN_ARTICLES_PAGE } from "@arthshala/contracts/articles-rules";
import type { AdminCard, AdminModule, CourseSummary } from "@arthshala/contracts/learning";
import type { ModuleFormValues } from "@arthshala/contracts/learning-forms";
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
 * Admin deletes are soft: DELETE /api/{collection}/:id, and POST /api/{collection}/:id/restore brings
 * the item back (the Undo of the delete toast).
 */
function restorable<T>(collection: string) {
  return {
    remove: (id: number) =>
      api<{ id: number; message: string }>(`/api/${collection}/${id}`, { method: "DELETE" }),
    restore: (id: number) => api<T>(`/api/${collection}/${id}/restore`, { method: "POST" }),
  };
}

/** One item by id; the query waits while the id is 0 (not a valid one). */
function useItem<T>(queryKey: readonly unknown[], path: string, enabled: boolean) {
  return useQuery({ queryKey, queryFn: ({ signal }) => api<T>(path, { signal }), enabled });
}

// ── Query keys ───────────────────────────────────────────────────────────────

export const adminKeys = {
  courses: ["admin", "courses"] as const,
  course: (id: number) => ["admin", "course", id] as const,
  modules: (courseId: number) => ["admin", "modules", courseId] as const,
  module: (id: number) => ["admin", "module", id] as const,
  cards: (moduleId: number) => ["admin", "cards", moduleId] as const,
  card: (id: number) => ["admin", "card", id] as const,
};

// ── Courses ──────────────────────────────────────────────────────────────────

export function useAdminCourses() {
  return useQuery({
    queryKey: adminKeys.courses,
    queryFn: ({ signal }) => api<CourseSummary[]>("/api/courses/getall", { signal }),
  });
}

export const useAdminCourse = (id: number) =>
  useItem<CourseSummary>(adminKeys.course(id), `/api/courses/${id}`, id > 0);

export const addCourse = (form: FormData) => sendForm<CourseSummary>("/api/courses/add", "POST", form);
export const updateCourse = (id: number, form: FormData) =>
  sendForm<CourseSummary>(`/api/courses/${id}`, "PUT", form);
export const courseDeletes = restorable<CourseSummary>("courses");

// ── Modules ──────────────────────────────────────────────────────────────────

export function useAdminModules(courseId: number) {
  return useQuery({
    queryKey: adminKeys.modules(courseId),
    queryFn: ({ signal }) => api<AdminModule[]>(`/api/modules/course/${courseId}`, { signal }),
    enabled: courseId > 0,
  });
}

export const useAdminModule = (id: number) =>
  useItem<AdminModule>(adminKeys.module(id), `/api/modules/${id}`, id > 0);

export const addModule = (courseId: number, body: ModuleFormValues) =>
  api<AdminModule>(`/api/modules/add/${courseId}`, { method: "POST", body });
export const updateModule = (id: number, body: ModuleFormValues) =>
  api<AdminModule>(`/api/modules/${id}`, { method: "PUT", body });
export const moduleDeletes = restorable<AdminModule>("modules");
export const reorderModules = (courseId: number, ids: number[]) =>
  api<AdminModule[]>(`/api/modules/reorder/${courseId}`, { method: "POST", body: { ids } });

// ── Cards ────────────────────────────────────────────────────────────────────

export function useAdminCards(moduleId: number) {
  return useQuery({
    queryKey: adminKeys.cards(moduleId),
    queryFn: ({ signal }) => api<AdminCard[]>(`/api/cards/${moduleId}/getall`, { signal }),
    enabled: moduleId > 0,
  });
}

export const useAdminCard = (id: number) =>
  useItem<AdminCard>(adminKeys.card(id), `/api/cards/item/${id}`, id > 0);

export const addCard = (moduleId: number, form: FormData) =>
  sendForm<AdminCard>(`/api/cards/add/${moduleId}`, "POST", form);
export const updateCard = (id: number, form: FormData) =>
  sendForm<AdminCard>(`/api/cards/${id}`, "PUT", form);
export const cardDeletes = restorable<AdminCard>("cards");
export const reorderCards = (moduleId: number, ids: number[]) =>
  api<AdminCard[]>(`/api/cards/reorder/${moduleId}`, { method: "POST", body: { ids } });

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
