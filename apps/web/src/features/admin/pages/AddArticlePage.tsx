import { articleMessages } from "@arthshala/contracts/articles-rules";
import { addArticle, adminArticleKeys, readerArticlesKey } from "../api";
import { AdminPage } from "../components/AdminPage";
import { ArticleForm } from "../components/ArticleForm";
import { LanguageTabs, SaveEnglishFirst } from "../components/LanguageTabs";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";

export function AddArticlePage() {
  const save = useSaveWithAlert({
    save: addArticle,
    saved: articleMessages.posted,
    failed: articleMessages.postFailed,
    stale: () => [adminArticleKeys.all, readerArticlesKey],
    goTo: () => "/admin/articles",
  });
  return (
    <AdminPage
      className="max-w-5xl"
      crumbs={[{ label: "Articles", to: "/admin/articles" }, { label: "Add" }]}
      title="Add New Article"
      subtitle="Write in Markdown and check the preview as you type. Published articles appear on the Articles page."
    >
      <LanguageTabs
        label="Article language"
        english={<ArticleForm submitLabel="Post Article" busyLabel="Posting…" save={save} />}
        hindi={<SaveEnglishFirst noun="article" />}
      />
    </AdminPage>
  );
}
