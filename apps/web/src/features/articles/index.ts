/** What the articles feature offers the rest of the app; nothing else of it is imported from outside. */
export { type Article, articleKeys, landingArticlesQuery, recordReading } from "./api";
export { ArticleMeta } from "./components/ArticleCards";
export { LazyArticleReader } from "./components/LazyArticleReader";
export { formatArticleDate } from "./format";
