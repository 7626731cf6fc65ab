import type { Article } from "@arthshala/contracts/articles";
import { markdownHtml } from "../../../test/markdownHtml";

/** An article as /api/articles/getall answers it; ids count down so the list stays newest first. */
export function makeArticle(id: number, overrides: Partial<Article> = {}): Article {
  const article: Article = {
    language: "en",
    id,
    slug: `article-${id}`,
    title: `Article ${id}`,
    content: `Body of article ${id}.\n\nSecond paragraph.`,
    content_text: `Snippet of article ${id}.`,
    image_url: null,
    rating: 0,
    rating_count: 0,
    status: "published",
    created_at: new Date(Date.UTC(2026, 5, 12, 3, 30) - id * 86_400_000).toISOString(),
    content_html: "",
    reading_minutes: 3,
    ...overrides,
  };
  return { ...article, content_html: overrides.content_html ?? markdownHtml(article.content) };
}

/** `count` articles with ids from..from+count-1. */
export function makeArticles(from: number, count: number): Article[] {
  return Array.from({ length: count }, (_, n) => makeArticle(from + n));
}
