import { lazy } from "react";

/** The reader brings Markdown rendering: pages that open it now and then load it on first open. */
export const LazyArticleReader = lazy(() =>
  import("./ArticleReader").then((m) => ({ default: m.ArticleReader })),
);
