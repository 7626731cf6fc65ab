import type { Article, NewsletterSummary } from "@arthshala/contracts/articles";
import { ADMIN_ARTICLES_PAGE } from "@arthshala/contracts/articles-rules";
import type { AdminCard, AdminModule, CourseSummary } from "@arthshala/contracts/learning";
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

export function useAdminCourse(id: number) {
  return useQuery({
    queryKey: adminKeys.course(id),
    queryFn: ({ signal }) => api<CourseSummary>(`/api/courses/${id}`, { signal }),
    enabled: id > 0,
  });
}

export const addCourse = (form: FormData) => sendForm<CourseSummary>("/api/courses/add", "POST", form);
export const updateCourse = (id: number, form: FormData) =>
  sendForm<CourseSummary>(`/api/courses/${id}`, "PUT", form);
export const deleteCourse = (id: number) =>
  api<{ id: number; message: string }>(`/api/courses/${id}`, { method: "DELETE" });
export const restoreCourse = (id: number) =>
  api<CourseSummary>(`/api/courses/${id}/restore`, { method: "POST" });

// ── Modules ──────────────────────────────────────────────────────────────────

export interface ModuleInput {
  title: string;
  description: string | null;
  order_index?: number;
}

export function useAdminModules(courseId: number) {
  return useQuery({
    queryKey: adminKeys.modules(courseId),
    queryFn: ({ signal }) => api<AdminModule[]>(`/api/modules/course/${courseId}`, { signal }),
    enabled: courseId > 0,
  });
}

export function useAdminModule(id: number) {
  return useQuery({
    queryKey: adminKeys.module(id),
    queryFn: ({ signal }) => api<AdminModule>(`/api/modules/${id}`, { signal }),
    enabled: id > 0,
  });
}

export const addModule = (courseId: number, body: ModuleInput) =>
  api<AdminModule>(`/api/modules/add/${courseId}`, { method: "POST", body });
export const updateModule = (id: number, body: ModuleInput) =>
  api<AdminModule>(`/api/modules/${id}`, { method: "PUT", body });
export const deleteModule = (id: number) =>
  api<{ id: number; message: string }>(`/api/modules/${id}`, { method: "DELETE" });
export const restoreModule = (id: number) =>
  api<AdminModule>(`/api/modules/${id}/restore`, { method: "POST" });
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

export function useAdminCard(id: number) {
  return useQuery({
    queryKey: adminKeys.card(id),
    queryFn: ({ signal }) => api<AdminCard>(`/api/cards/item/${id}`, { signal }),
    enabled: id > 0,
  });
}

export const addCard = (moduleId: number, form: FormData) =>
  sendForm<AdminCard>(`/api/cards/add/${moduleId}`, "POST", form);
export const updateCard = (id: number, form: FormData) =>
  sendForm<AdminCard>(`/api/cards/${id}`, "PUT", form);
export const deleteCard = (id: number) =>
  api<{ id: number; message: string }>(`/api/cards/${id}`, { method: "DELETE" });
export const restoreCard = (id: number) => api<AdminCard>(`/api/cards/${id}/restore`, { method: "POST" });
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
export function useAdminArticle(id: number, enabled = true) {
  return useQuery({
    queryKey: adminArticleKeys.one(id),
    queryFn: ({ signal }) => api<Article>(`/api/articles/${id}`, { signal }),
    enabled: enabled && id > 0,
  });
}

export const addArticle = (form: FormData) => sendForm<Article>("/api/articles/add", "POST", form);
export const updateArticle = (id: number, form: FormData) =>
  sendForm<Article>(`/api/articles/${id}`, "PUT", form);
export const deleteArticle = (id: number) =>
  api<{ id: number; message: string }>(`/api/articles/${id}`, { method: "DELETE" });
export const restoreArticle = (id: number) => api<Article>(`/api/articles/${id}/restore`, { method: "POST" });

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
