import { type RefObject, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { ContentLanguageNote } from "../../../components/i18n/ContentLanguageNote";
import { useIsHydrating } from "../../../components/ssr/useHydrated";
import { CloseIcon } from "../../../components/ui/icons";
import { Markdown } from "../../../components/ui/Markdown";
import { useModalDialog } from "../../../components/ui/useModalDialog";
import { cx } from "../../../lib/cx";
import { useMe } from "../../auth";
import { type Article, recordReadingOrQueue, recordReadThrough } from "../api";
import { formatArticleDate, readingTime } from "../format";
import { useArticleLang } from "../useArticleLang";
import { ArticleRating } from "./ArticleRating";
import { ArrowLeftIcon, ArrowRightIcon } from "./icons";
import { ShareArticle } from "./ShareArticle";

/** Spec section 9: the reader fades out over 0.5 s when closed. */
export const READER_FADE_MS = 500;

export interface ArticleReaderProps {
  /** The loaded list, in order: previous and next walk through it. */
  articles: Article[];
  /** The open article (it may be missing from `articles`, e.g. a shared link to an older one). */
  article: Article;
  /** Show another article of the list (the caller updates `article`). */
  onNavigate: (article: Article) => void;
  /** Called once the fade-out has finished. */
  onClose: () => void;
  /**
   * Given, the caller decides when the reader is closing: the learner's close calls `onCloseRequest`,
   * and the reader fades out while `closing` is true (and comes back if it turns false again). The
   * /articles page changes the address at once this way, so a link followed during the fade is a
   * later navigation, and wins.
   */
  closing?: boolean;
  onCloseRequest?: () => void;
  /** True while the server may have articles after the last loaded one. */
  hasMore?: boolean;
  /** Loads the next page; resolves with the whole list as it then is. */
  onFetchMore?: () => Promise<Article[]>;
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName))
  );
}

/**
 * Records the reading task once per article per opening of the reader (the server counts once a day);
 * offline, it is queued and recorded when the connection returns (features/offline).
 */
function useReadingTask(article: Article, who: string | null) {
  const { t } = useTranslation("articles");
  const recorded = useRef(new Set<number>());
  const articleId = article.id;
  const title = article.title;
  useEffect(() => {
    if (!who || recorded.current.has(articleId)) return;
    recorded.current.add(articleId);
    recordReadingOrQueue(who, { id: articleId, title }).catch(() => {
      toast.error(t("messages.taskFailed"), { id: `reading-task-${articleId}` });
    });
  }, [articleId, title, who, t]);
}

/**
 * Tells the server once per article and opening of the reader that the learner reached its end (a mark
 * just after the text came into view), for authors' read-through figures. Best effort: without a
 * connection, or when it fails, nothing is queued or said; the reading itself was recorded on opening.
 */
function useReadThrough(
  articleId: number,
  who: string | null,
  end: RefObject<HTMLElement | null>,
  scroller: RefObject<HTMLElement | null>,
) {
  const sent = useRef(new Set<number>());
  useEffect(() => {
    const mark = end.current;
    if (!who || !mark || sent.current.has(articleId) || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting) || sent.current.has(articleId)) return;
        sent.current.add(articleId);
        observer.disconnect();
        recordReadThrough(articleId).catch(() => undefined);
      },
      { root: scroller.current },
    );
    observer.observe(mark);
    return () => observer.disconnect();
  }, [articleId, who, end, scroller]);
}

const navButton =
  "inline-flex h-11 items-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:border-brand-600 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-slate-800";

/**
 * The full-screen article reader (spec sections 2 and 4): title, date, image and Markdown content,
 * previous/next through the list (next loads more at the end), Escape or the close control fade it out,
 * and signed-in readers rate it and earn the reading task. The page behind does not scroll.
 */
export function ArticleReader({
  articles,
  article,
  onNavigate,
  onClose,
  hasMore = false,
  onFetchMore,
  closing: closingProp,
  onCloseRequest,
}: ArticleReaderProps) {
  const { t } = useTranslation("articles");
  const titleId = useId();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const { user } = useMe();
  const hydrating = useIsHydrating();
  // Drawn by the server (or taken over from it), it is shown at once: no fade-in over a page already read.
  const [shown, setShown] = useState(hydrating);
  const [closingState, setClosing] = useState(false);
  const closing = closingProp ?? closingState;
  const [fetchingMore, setFetchingMore] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    // Start transparent, then fade in on the next frame.
    const frame = requestAnimationFrame(() => setShown(true));
    return () => {
      mounted.current = false;
      cancelAnimationFrame(frame);
      clearTimeout(closeTimer.current);
    };
  }, []);

  const requestClose = useCallback(() => {
    if (closing) return;
    if (onCloseRequest) onCloseRequest();
    else setClosing(true);
  }, [closing, onCloseRequest]);

  // Closing: fade out, then say so; reopened meanwhile (the caller's `closing` turned false): back.
  useEffect(() => {
    if (!closing) return;
    setShown(false);
    closeTimer.current = setTimeout(onClose, prefersReducedMotion() ? 0 : READER_FADE_MS);
    return () => {
      clearTimeout(closeTimer.current);
      if (mounted.current) setShown(true);
    };
  }, [closing, onClose]);

  // Full screen: no backdrop to click, so only the dialog's element, for Escape and focus.
  const panelRef = useModalDialog(requestClose).ref;
  useReadingTask(article, user?.sub ?? null);
  const endRef = useRef<HTMLDivElement>(null);
  useReadThrough(article.id, user?.sub ?? null, endRef, scrollRef);

  // The tab (and the history entry) names the article being read.
  useEffect(() => {
    const previousTitle = document.title;
    document.title = `${article.title} · Arthshala`;
    return () => {
      document.title = previousTitle;
    };
  }, [article.title]);

  // Each article the reader moves to starts at its top. Not the first one: the server drew it, and a
  // reader who scrolled (or is pressing a link in it) before the app took over stays where they are.
  const shownId = useRef(article.id);
  useLayoutEffect(() => {
    if (shownId.current === article.id) return;
    shownId.current = article.id;
    scrollRef.current?.scrollTo?.({ top: 0 });
  }, [article.id]);

  const index = articles.findIndex((a) => a.id === article.id);
  const previous = index > 0 ? articles[index - 1] : undefined;
  const next = index >= 0 ? articles[index + 1] : undefined;
  const canGoNext = next !== undefined || (index >= 0 && index === articles.length - 1 && hasMore);

  const goPrevious = useCallback(() => {
    if (previous && !fetchingMore) onNavigate(previous);
  }, [previous, fetchingMore, onNavigate]);

  const goNext = useCallback(async () => {
    if (fetchingMore) return;
    if (next) {
      onNavigate(next);
      return;
    }
    if (!canGoNext || !onFetchMore) return;
    setFetchingMore(true);
    try {
      const list = await onFetchMore();
      const after = list[list.findIndex((a) => a.id === article.id) + 1];
      if (after && mounted.current) onNavigate(after);
    } catch {
      toast.error(t("messages.loadFailed"), { id: "articles-more" });
    } finally {
      if (mounted.current) setFetchingMore(false);
    }
  }, [fetchingMore, next, canGoNext, onFetchMore, onNavigate, article.id, t]);

  // A focused arrow that becomes disabled (the end, or while more load) drops focus to the page behind:
  // keep it in the reader, on an arrow that still works.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-checked whenever the arrows may change state
  useEffect(() => {
    const panel = panelRef.current;
    const active = document.activeElement;
    const lost =
      !active ||
      active === document.body ||
      active === panel ||
      (active instanceof HTMLButtonElement && active.disabled);
    if (!lost || closing || !panel) return;
    const usable = [nextRef.current, previousRef.current].find((button) => button && !button.disabled);
    (usable ?? panel).focus();
  }, [article.id, fetchingMore, canGoNext, previous]);

  // Left and right arrow keys turn the page, as in most readers.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isTyping(event.target)) return;
      if (event.key === "ArrowLeft") goPrevious();
      else if (event.key === "ArrowRight") void goNext();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [goPrevious, goNext]);

  const date = formatArticleDate(article.created_at);
  const minutes = readingTime(article.reading_minutes);
  const lang = useArticleLang(article);
  const [inPlace] = useState(hydrating);

  return (
    <dialog
      ref={panelRef}
      // Drawn by the server, it is open in the page (readable before any script); the app makes it modal.
      open={inPlace}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cx(
        "fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none flex-col bg-white p-0 text-slate-800 transition-opacity duration-500 ease-out open:flex motion-reduce:transition-none focus:outline-none",
        shown ? "opacity-100" : "opacity-0",
        closing && "pointer-events-none",
      )}
    >
      <div className="flex h-14 flex-none items-center justify-between gap-3 border-b border-slate-200 bg-white/95 px-3 sm:px-6">
        <p className="truncate pl-1 text-sm font-semibold text-brand-800">{t("reader.brand")}</p>
        <button
          type="button"
          onClick={requestClose}
          aria-label={t("reader.close")}
          className="inline-flex size-11 flex-none items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 hover:text-slate-900"
        >
          <CloseIcon className="size-6" />
        </button>
      </div>

      <div ref={scrollRef} className="flex-1 overflow-y-auto overscroll-contain">
        <article className="mx-auto w-full max-w-2xl px-5 pt-6 pb-12 sm:px-6 sm:pt-10">
          {/* After the close control in the reading order: opening the reader focuses that first. */}
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
            <p className="text-sm font-medium text-slate-600">
              {date ? <time dateTime={article.created_at}>{date}</time> : null}
              {date && minutes ? <span aria-hidden="true"> · </span> : null}
              {minutes ? <span className="whitespace-nowrap">{minutes}</span> : null}
            </p>
            <ShareArticle article={article} />
          </div>
          <h2
            id={titleId}
            lang={lang}
            className="mt-2 text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl"
          >
            {article.title}
          </h2>
          <ContentLanguageNote language={article.language} className="mt-3" />
          {article.image_url ? (
            <img
              key={article.image_url}
              src={article.image_url}
              alt=""
              className="mt-6 aspect-[16/9] w-full rounded-2xl bg-slate-100 object-cover"
            />
          ) : null}
          <Markdown
            className="mt-8 text-[1.0625rem]! leading-[1.75] text-slate-800! sm:text-lg!"
            html={article.content_html}
            lang={lang}
          />
          {/* Where the text ends: in view, the article was read through. */}
          <div ref={endRef} aria-hidden="true" data-article-end="" className="h-px" />
          {user ? <ArticleRating article={article} who={user.sub} /> : null}
        </article>
      </div>

      <nav
        aria-label={t("reader.navigation")}
        className="flex-none border-t border-slate-200 bg-white/95 px-3 py-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] sm:px-6"
      >
        <div className="mx-auto flex w-full max-w-2xl items-center justify-between gap-3">
          <button
            ref={previousRef}
            type="button"
            className={navButton}
            onClick={goPrevious}
            disabled={!previous || fetchingMore}
            aria-label={t("reader.previousArticle")}
          >
            <ArrowLeftIcon />
            <span>{t("reader.previous")}</span>
          </button>
          <button
            ref={nextRef}
            type="button"
            className={navButton}
            onClick={() => void goNext()}
            disabled={!canGoNext || fetchingMore}
            aria-label={t("reader.nextArticle")}
          >
            <span>{t("reader.next")}</span>
            <ArrowRightIcon />
          </button>
        </div>
      </nav>

      {/* Screen readers hear which article is now open after previous or next. */}
      <p className="sr-only" aria-live="polite">
        {article.title}
      </p>

      {fetchingMore ? (
        <div
          role="status"
          className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-3 bg-white/85 backdrop-blur-[2px]"
        >
          <svg
            className="size-8 animate-spin text-brand-700"
            viewBox="0 0 24 24"
            fill="none"
            aria-hidden="true"
            focusable="false"
          >
            <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-20" />
            <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
          <p className="font-medium text-slate-800">{t("messages.fetchingMore")}</p>
        </div>
      ) : null}
    </dialog>
  );
}
