import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { Container } from "../../../components/ui/Container";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";
import { adminArticleKeys, readerArticlesKey, readId, updateArticle, useAdminArticle } from "../api";
import { ArticleForm } from "../components/ArticleForm";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { useResultAlert } from "../components/ResultAlert";
import { withReason } from "../hooks/useListActions";
import { articleAdminMessages } from "../messages";

export function EditArticlePage() {
  const articleId = readId(useParams().articleId);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const alert = useResultAlert();
  const article = useAdminArticle(articleId);
  const mutation = useMutation({
    mutationFn: (form: FormData) => updateArticle(articleId, form),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminArticleKeys.one(articleId), saved);
      void queryClient.invalidateQueries({ queryKey: adminArticleKeys.all });
      void queryClient.invalidateQueries({ queryKey: readerArticlesKey });
      // Back to the list with the article open, to see it as saved.
      alert.show(articleAdminMessages.updated, () => navigate(`/admin/articles?article=${articleId}`));
    },
    onError: (error) => alert.show(withReason(articleAdminMessages.updateFailed, error)),
  });

  return (
    <Container className="max-w-5xl">
      <Breadcrumbs
        items={[
          { label: "Admin", to: "/admin" },
          { label: "Articles", to: "/admin/articles" },
          ...(article.data
            ? [{ label: article.data.title, to: `/admin/articles?article=${articleId}` }]
            : []),
          { label: "Edit" },
        ]}
      />
      <PageHeading title="Edit Article" />
      {article.isPending && articleId ? (
        <PageSpinner label="Loading article" />
      ) : article.data ? (
        <ArticleForm
          key={article.data.id}
          article={article.data}
          submitLabel="Save Changes"
          busyLabel="Saving…"
          busy={mutation.isPending}
          onSubmit={(form) => mutation.mutate(form)}
        />
      ) : (
        <FormMessage kind="error">
          {article.error ? errorMessage(article.error) : articleAdminMessages.notFound}
        </FormMessage>
      )}
      {alert.element}
    </Container>
  );
}
