/** Admin article and newsletter test data. */
import type { Article, NewsletterSummary } from "@arthshala/contracts/articles";
import { markdownHtml } from "../../../test/markdownHtml";

export function article(overrides: Partial<Article> = {}): Article {
  const id = overrides.id ?? 1;
  const article: Article = {
    language: "en",
    id,
    slug: `article-${id}`,
    title: `Article ${id}`,
    content: "Save **first**, spend later.\n\nA second paragraph.",
    content_text: "Save first, spend later. A second paragraph.",
    image_url: null,
    rating: 0,
    rating_count: 0,
    status: "published",
    created_at: "2026-06-12T04:30:00.000Z",
    content_html: "",
    reading_minutes: 3,
    ...overrides,
  };
  return { ...article, content_html: overrides.content_html ?? markdownHtml(article.content) };
}

/** `count` articles with ids from `firstId` down (newest first, as the server lists them). */
export function articles(count: number, firstId = count): Article[] {
  return Array.from({ length: count }, (_, i) => article({ id: firstId - i }));
}

export function newsletter(overrides: Partial<NewsletterSummary> = {}): NewsletterSummary {
  return {
    id: 1,
    title: "June money tips",
    created_at: "2026-06-12T04:30:00.000Z",
    sent: 3,
    failed: 0,
    pending: 0,
    uncertain: 0,
    ...overrides,
  };
}
