import { articlePath } from "@arthshala/contracts/articles-rules";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../../../components/ssr/useHydrated";
import { CheckIcon } from "../../../components/ui/icons";
import { cx } from "../../../lib/cx";
import { canShareNatively, shareLink, whatsAppShareUrl } from "../../../lib/share";
import type { Article } from "../api";
import { LinkIcon, ShareIcon } from "./icons";

type Shared = Pick<Article, "id" | "slug" | "title">;

/** The article's public address on this site: /articles/{slug}, or /articles?article={id}. */
export const articleUrl = (article: Shared, origin = window.location.origin): string =>
  `${origin}${articlePath(article)}`;

const canCopy = () =>
  typeof navigator !== "undefined" && typeof navigator.clipboard?.writeText === "function";

/** How long "Link copied" shows on the copy control. */
const COPIED_MS = 2500;

const control =
  "inline-flex h-10 flex-none items-center justify-center gap-1.5 rounded-full border border-slate-300 bg-white text-sm font-semibold text-slate-800 shadow-sm transition-colors hover:border-brand-600 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * Share an article: the device's share sheet (Web Share API) where the browser has one, else a
 * WhatsApp link and "Copy link". Which the browser offers is known in the browser only: the server (and
 * the hydration of what it drew) draws a Share button that decides when pressed.
 */
export function ShareArticle({ article, className }: { article: Shared; className?: string }) {
  const { t } = useTranslation("articles");
  const hydrated = useHydrated();
  const [copied, setCopied] = useState<"copied" | "failed" | null>(null);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  // Another article, another link: nothing of the last one's copy stays said.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the article changes
  useEffect(() => setCopied(null), [article.id]);

  const share = () => shareLink({ title: article.title, text: article.title, url: articleUrl(article) });

  const copy = () => {
    navigator.clipboard.writeText(articleUrl(article)).then(
      () => setCopied("copied"),
      () => setCopied("failed"),
    );
  };

  const label = (
    <>
      <ShareIcon />
      <span>{t("reader.share")}</span>
    </>
  );

  if (!hydrated || canShareNatively()) {
    return (
      <button type="button" onClick={share} className={cx(control, "px-3.5", className)}>
        {label}
      </button>
    );
  }
  const url = articleUrl(article);
  return (
    <div className={cx("flex items-center gap-2", className)}>
      <a
        href={whatsAppShareUrl(article.title, url)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t("reader.shareOnWhatsApp")}
        className={cx(control, "px-3.5")}
      >
        {label}
      </a>
      {canCopy() ? (
        <button type="button" onClick={copy} className={cx(control, "w-10 sm:w-auto sm:px-3.5")}>
          {copied === "copied" ? <CheckIcon className="size-5 text-green-700" /> : <LinkIcon />}
          <span className="sr-only sm:not-sr-only">{t("reader.copyLink")}</span>
        </button>
      ) : null}
      {/* Said to screen readers; a failure is shown too (the reader covers the page's toasts). */}
      <span role="status" className={copied === "failed" ? "text-xs text-red-700" : "sr-only"}>
        {copied === "copied" ? t("reader.linkCopied") : copied === "failed" ? t("reader.copyFailed") : ""}
      </span>
    </div>
  );
}
