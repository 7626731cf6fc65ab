import { useParams } from "react-router";
import { adminArticleKeys, readerArticlesKey, readId, updateArticle, useAdminArticle } from "../api";
import { AdminPage } from "../components/AdminPage";
import { ArticleForm } from "../components/ArticleForm";
import { LanguageTabs } from "../components/LanguageTabs";
import { ItemState } from "../components/LoadStates";
import { TranslationPanel } from "../components/TranslationForm";
import { useSaveWithAlert } from "../hooks/useSaveWithAlert";
import { articleAdminMessages } from "../messages";
import { translationKey } from "../translations-api";

export function EditArticlePage() {
  const articleId = readId(useParams().articleId);
  const article = useAdminArticle(articleId);
  const save = useSaveWithAlert({
    save: (form: FormData) => updateArticle(articleId, form),
    saved: articleAdminMessages.updated,
    failed: articleAdminMessages.updateFailed,
    itemKey: adminArticleKeys.one(articleId),
    stale: () => [adminArticleKeys.all, readerArticlesKey, translationKey("article", articleId)],
    // Back to the list with the article open, to see it as saved.
    goTo: () => `/admin/articles?article=${articleId}`,
  });
  return (
    <AdminPage
      className="max-w-5xl"
      crumbs={[
        { label: "Articles", to: "/admin/articles" },
        ...(article.data ? [{ label: article.data.title, to: `/admin/articles?article=${articleId}` }] : []),
        { label: "Edit" },
      ]}
      title="Edit Article"
    >
      <ItemState
        query={article}
        id={articleId}
        loadingLabel="Loading article"
        notFound={articleAdminMessages.notFound}
      >
        {(item) => (
          <LanguageTabs
            label="Article language"
            english={
              <ArticleForm
                key={item.id}
                article={item}
                submitLabel="Save Changes"
                busyLabel="Saving…"
                save={save}
              />
            }
            hindi={<TranslationPanel key={item.id} entity="article" id={item.id} />}
          />
        )}
      </ItemState>
    </AdminPage>
  );
}
