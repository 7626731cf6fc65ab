import { articleMessages } from "@arthshala/contracts/articles-rules";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { addArticle, adminArticleKeys, readerArticlesKey } from "../api";
import { ArticleForm } from "../components/ArticleForm";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { useResultAlert } from "../components/ResultAlert";
import { withReason } from "../hooks/useListActions";

export function AddArticlePage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const alert = useResultAlert();
  const mutation = useMutation({
    mutationFn: addArticle,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminArticleKeys.all });
      void queryClient.invalidateQueries({ queryKey: readerArticlesKey });
      alert.show(articleMessages.posted, () => navigate("/admin/articles"));
    },
    onError: (error) => alert.show(withReason(articleMessages.postFailed, error)),
  });

  return (
    <Container className="max-w-5xl">
      <Breadcrumbs
        items={[
          { label: "Admin", to: "/admin" },
          { label: "Articles", to: "/admin/articles" },
          { label: "Add" },
        ]}
      />
      <PageHeading
        title="Add New Article"
        subtitle="Write in Markdown and check the preview as you type. Published articles appear on the Articles page."
      />
      <ArticleForm
        submitLabel="Post Article"
        busyLabel="Posting…"
        busy={mutation.isPending}
        onSubmit={(form) => mutation.mutate(form)}
      />
      {alert.element}
    </Container>
  );
}
