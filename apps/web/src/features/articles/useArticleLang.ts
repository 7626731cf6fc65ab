import type { Article } from "@arthshala/contracts/articles";
import { useTranslation } from "react-i18next";

/**
 * An article's own words where they are not in the interface's language (an English-only article read
 * in Hindi): its `lang`, to mark them so for screen readers and the browser's hyphenation; else none.
 */
export function useArticleLang(article: Pick<Article, "language">): string | undefined {
  const { i18n } = useTranslation();
  return article.language !== i18n.language ? article.language : undefined;
}
