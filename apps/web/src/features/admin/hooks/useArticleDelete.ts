import type { Article } from "@arthshala/contracts/articles";
import { useQueryClient } from "@tanstack/react-query";
import {
  type AdminArticlePage,
  adminArticleKeys,
  deleteArticle,
  readerArticlesKey,
  restoreArticle,
} from "../api";
import { adminToast } from "../toast";
import { withReason } from "./useListActions";

const pagesKey = [...adminArticleKeys.all, "page"] as const;

/**
 * useDeleteWithUndo for the paged article list (its cache holds {articles, total} per page, not a
 * plain list): the article leaves every cached page at once, the delete is soft, and the toast offers
 * Undo for UNDO_WINDOW_MS, which restores it. The pages are then asked again, so the next article
 * moves up into the gap and a restored one comes back in its place (newest first).
 * Resolves true when the article was deleted.
 */
export function useArticleDelete() {
  const queryClient = useQueryClient();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: adminArticleKeys.all });
    void queryClient.invalidateQueries({ queryKey: readerArticlesKey });
  };

  return async (article: Article): Promise<boolean> => {
    const id = article.id;
    await queryClient.cancelQueries({ queryKey: pagesKey });
    const before = queryClient.getQueriesData<AdminArticlePage>({ queryKey: pagesKey });
    queryClient.setQueriesData<AdminArticlePage>({ queryKey: pagesKey }, (page) =>
      page?.articles.some((other) => other.id === id)
        ? { articles: page.articles.filter((other) => other.id !== id), total: Math.max(0, page.total - 1) }
        : page,
    );
    keepFocusInPage();
    try {
      await deleteArticle(id);
    } catch (error) {
      for (const [key, page] of before) queryClient.setQueryData(key, page);
      adminToast.error(withReason("Failed to delete article.", error));
      return false;
    }
    queryClient.removeQueries({ queryKey: adminArticleKeys.one(id) });
    refresh();
    adminToast.undo("Article deleted.", async () => {
      try {
        const restored = await restoreArticle(id);
        queryClient.setQueryData(adminArticleKeys.one(id), restored);
        adminToast.success("Article restored.");
      } catch (error) {
        adminToast.error(withReason("Failed to restore article.", error));
      }
      refresh();
    });
    return true;
  };
}

/** The pressed button leaves with its article: keep keyboard focus in the page, not on <body>. */
function keepFocusInPage() {
  requestAnimationFrame(() => {
    if (document.activeElement === document.body)
      document.getElementById("main")?.focus({ preventScroll: true });
  });
}
