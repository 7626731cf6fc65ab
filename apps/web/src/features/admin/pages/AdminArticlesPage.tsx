import type { Article } from "@arthshala/contracts/articles";
import { ADMIN_ARTICLES_PAGE, articleMessages } from "@arthshala/contracts/articles-rules";
import { useEffect, useId, useState } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import {
  type AdminArticlePage,
  adminArticleKeys,
  articleDeletes,
  readerArticlesKey,
  readId,
  useAdminArticle,
  useAdminArticles,
} from "../api";
import { AddLink } from "../components/AdminLinks";
import { AdminPage } from "../components/AdminPage";
import { ArticleDate, DraftBadge, RatingBadge } from "../components/ArticleMeta";
import { ArticleModal } from "../components/ArticleModal";
import { ImageIcon } from "../components/adminIcons";
import { EmptyState } from "../components/EmptyState";
import { ListState } from "../components/LoadStates";
import { type ListShape, useDeleteWithUndo } from "../hooks/useDeleteWithUndo";

/** ?page= as a page number from 1 (anything else is page 1). */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The list's cache holds pages of {articles, total}: a deleted article leaves its page and the total. */
const articlePage: ListShape<Article, AdminArticlePage> = {
  items: (page) => page.articles,
  withItems: (page, articles) => ({ articles, total: page.total + articles.length - page.articles.length }),
};

/** Marks history entries where this page itself opened the modal, so closing can simply go back. */
interface ModalState {
  articleModal?: boolean;
}

/**
 * /admin/articles (spec sections 2 and 9): every article, drafts included, newest first, 10 a page.
 * The open article lives in ?article={id} (a shared link opens it directly) and the page in ?page=.
 */
export function AdminArticlesPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const page = readPage(params.get("page"));
  const articleId = readId(params.get("article") ?? undefined);

  const list = useAdminArticles(page);

  const total = list.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_ARTICLES_PAGE));
  const articles = list.data?.articles ?? [];

  // Past the last page (an old link, or its last article was deleted): show the last page instead.
  const pastEnd = Boolean(list.data) && !list.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (!pastEnd) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (pageCount > 1) next.set("page", String(pageCount));
        else next.delete("page");
        return next;
      },
      { replace: true },
    );
  }, [pastEnd, pageCount, setParams]);

  // Deleting closes the modal at once, before the URL has caught up: do not ask for that article again.
  const [deletedId, setDeletedId] = useState(0);
  useEffect(() => {
    if (!articleId) setDeletedId(0);
  }, [articleId]);
  const openId = articleId === deletedId ? 0 : articleId;

  // The open article: from this page when it is here, otherwise asked for on its own.
  const onPage = articles.find((article) => article.id === openId);
  const single = useAdminArticle(openId, !list.isPending && !onPage);
  const shown = onPage ?? single.data;

  // The pages are asked again after a delete or Undo, so the next article moves up into the gap.
  const remove = useDeleteWithUndo<Article, AdminArticlePage>({
    noun: "Article",
    listKey: adminArticleKeys.pages,
    itemKey: adminArticleKeys.one,
    getId: (article) => article.id,
    ...articleDeletes,
    alsoInvalidate: [readerArticlesKey],
    shape: articlePage,
  });

  /** The list's link to an article: this URL plus ?article={id} (the page number stays). */
  const articleHref = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("article", String(id));
    return `?${next}`;
  };

  const closeModal = () => {
    if ((location.state as ModalState | null)?.articleModal) {
      navigate(-1);
      return;
    }
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete("article");
        return next;
      },
      { replace: true },
    );
  };

  const goToPage = (next: number) => {
    setParams((prev) => {
      const out = new URLSearchParams(prev);
      out.delete("article");
      if (next > 1) out.set("page", String(next));
      else out.delete("page");
      return out;
    });
    window.scrollTo({ top: 0 });
  };

  return (
    <AdminPage
      crumbs={[{ label: "Articles" }]}
      title="All Articles"
      subtitle="Every article, drafts included, newest first. Open one to read, share, edit or delete it."
      actions={<AddLink to="/admin/articles/add">Add New Article</AddLink>}
    >
      <ListState
        items={articles}
        // Past the last page, the last page is on its way.
        pending={list.isPending || (pastEnd && articles.length === 0)}
        error={list.error}
        logAs={articleMessages.loadFailed}
        loadingLabel="Loading articles"
        empty={<EmptyState text={articleMessages.empty} />}
      >
        {(items) => (
          <ul
            aria-busy={list.isPlaceholderData || undefined}
            className="grid gap-5 transition-opacity aria-busy:opacity-60 sm:grid-cols-2 lg:grid-cols-3"
          >
            {items.map((article) => (
              <li key={article.id}>
                <ArticleTile article={article} href={articleHref(article.id)} />
              </li>
            ))}
          </ul>
        )}
      </ListState>

      {articles.length > 0 ? (
        <Pagination page={page} pageCount={pageCount} total={total} onGo={goToPage} />
      ) : null}

      <ArticleModal
        open={openId > 0}
        article={shown}
        loading={!shown && (list.isPending || single.isPending)}
        error={single.error}
        onClose={closeModal}
        onDelete={(article) => {
          setDeletedId(article.id);
          closeModal();
          void remove(article);
        }}
      />
    </AdminPage>
  );
}

/** "Page X of Y" always; Previous and Next only when there is more than one page's worth (spec section 9). */
function Pagination({
  page,
  pageCount,
  total,
  onGo,
}: {
  page: number;
  pageCount: number;
  total: number;
  onGo: (page: number) => void;
}) {
  const status = (
    <p className="order-first w-full text-center text-sm text-slate-700 sm:order-none sm:w-auto">
      Page {page} of {pageCount}
      <span className="text-slate-500">
        {" "}
        · {total} {total === 1 ? "article" : "articles"}
      </span>
    </p>
  );
  if (total <= ADMIN_ARTICLES_PAGE) return <div className="mt-8 flex justify-center">{status}</div>;
  return (
    <nav aria-label="Article pages" className="mt-8 flex flex-wrap items-center justify-between gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onGo(page - 1)}>
        Previous
      </Button>
      {status}
      <Button variant="secondary" disabled={page >= pageCount} onClick={() => onGo(page + 1)}>
        Next
      </Button>
    </nav>
  );
}

/** One article in the grid; the whole tile opens it (the title link stretches over the tile). */
function ArticleTile({ article, href }: { article: Article; href: string }) {
  const titleId = useId();
  const state: ModalState = { articleModal: true };
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:border-brand-300 hover:shadow-md has-[a:focus-visible]:outline-3 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-brand-500"
    >
      {article.image_url ? (
        <img
          src={article.image_url}
          alt=""
          loading="lazy"
          className="aspect-video w-full bg-slate-100 object-cover"
        />
      ) : (
        <div className="flex aspect-video w-full flex-col items-center justify-center gap-1 bg-slate-100 text-sm font-medium text-slate-600">
          <ImageIcon className="size-7 text-slate-400" />
          No Image
        </div>
      )}
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-2">
          {article.status === "draft" ? <DraftBadge /> : null}
          <RatingBadge article={article} />
        </div>
        <h2 id={titleId} className="mt-3 text-lg font-semibold break-words text-slate-900">
          <Link
            to={href}
            state={state}
            className="after:absolute after:inset-0 after:content-[''] hover:text-brand-800 focus-visible:outline-none"
          >
            {article.title}
          </Link>
        </h2>
        <p className="mt-1.5 line-clamp-3 text-sm break-words text-slate-700">{article.content_text}</p>
        <ArticleDate iso={article.created_at} className="mt-auto pt-4" />
      </div>
    </article>
  );
}
