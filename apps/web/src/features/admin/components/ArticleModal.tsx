import type { Article } from "@arthshala/contracts/articles";
import { articleMessages } from "@arthshala/contracts/articles-rules";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { MarkdownText } from "../../../components/ui/MarkdownText";
import { Modal } from "../../../components/ui/Modal";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError, errorMessage } from "../../../lib/api";
import { articleAdminMessages } from "../messages";
import { adminToast } from "../toast";
import { ArticleDate, DraftBadge, RatingBadge, ShareIcon } from "./ArticleMeta";
import { PencilIcon } from "./adminIcons";
import { DeleteButton } from "./DeleteButton";

/** Spec section 2: the link an admin shares opens this article's modal on the admin list. */
export function articleShareLink(id: number): string {
  return `${window.location.origin}/admin/articles?article=${id}`;
}

/** Copies the share link and says how it went (spec section 8 texts). */
export async function copyArticleLink(id: number): Promise<void> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error("The clipboard is not available here.");
    await navigator.clipboard.writeText(articleShareLink(id));
    adminToast.success(articleMessages.linkCopied);
  } catch {
    adminToast.error(articleMessages.copyFailed);
  }
}

interface ArticleModalProps {
  open: boolean;
  article: Article | undefined;
  loading: boolean;
  error: unknown;
  onClose: () => void;
  /** Spec: immediate, no confirmation (the toast offers Undo). */
  onDelete: (article: Article) => void;
}

/**
 * The full article as an admin reads it (title, date, image, Markdown content), with share, edit and
 * delete. It closes on Escape, a click outside, or the close button (Modal does all three).
 */
export function ArticleModal({ open, article, loading, error, onClose, onDelete }: ArticleModalProps) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={article?.title ?? (loading ? "Loading article" : "Article")}
      className="max-w-3xl! pb-0 sm:p-8 sm:pb-0"
    >
      {article ? (
        <ArticleBody article={article} onDelete={() => onDelete(article)} />
      ) : loading ? (
        <div className="flex justify-center py-12">
          <Spinner label="Loading article" />
        </div>
      ) : (
        <div className="space-y-5 pb-6">
          <FormMessage kind="error">
            {error instanceof ApiError && error.status !== 404
              ? errorMessage(error)
              : articleAdminMessages.notFound}
          </FormMessage>
          <div className="flex justify-end">
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

function ArticleBody({ article, onDelete }: { article: Article; onDelete: () => void }) {
  const draft = article.status === "draft";
  return (
    <>
      <div className="-mt-2 flex flex-wrap items-center gap-x-3 gap-y-2">
        <ArticleDate iso={article.created_at} />
        {draft ? <DraftBadge /> : null}
        <RatingBadge article={article} />
      </div>
      {draft ? (
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {articleAdminMessages.draftNote}
        </p>
      ) : null}
      {article.image_url ? (
        <img
          src={article.image_url}
          alt=""
          className="mt-5 aspect-video w-full rounded-xl border border-slate-100 bg-slate-100 object-cover"
        />
      ) : null}
      <MarkdownText className="mt-5">{article.content}</MarkdownText>

      {/* Stays in view at the foot of the dialog however long the article is. */}
      <div className="sticky bottom-0 -mx-6 mt-8 flex flex-wrap gap-2 border-t border-slate-200 bg-white px-6 py-4 sm:-mx-8 sm:px-8">
        <Button
          variant="secondary"
          size="sm"
          className="flex-1 sm:flex-none"
          onClick={() => void copyArticleLink(article.id)}
        >
          <ShareIcon className="size-4 shrink-0" />
          Share
        </Button>
        <ButtonLink
          to={`/admin/articles/${article.id}/edit`}
          variant="secondary"
          size="sm"
          className="flex-1 sm:flex-none"
        >
          <PencilIcon className="size-4 shrink-0" />
          Edit
        </ButtonLink>
        <DeleteButton onClick={onDelete} className="w-full sm:ml-auto sm:w-auto">
          Delete article
        </DeleteButton>
      </div>
    </>
  );
}
