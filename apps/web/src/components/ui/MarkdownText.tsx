import { markdownToHtml } from "@arthshala/contracts/markdown-html";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Markdown, type MarkdownProps } from "./Markdown";

/**
 * Markdown written here (an admin's live preview, the About page's sections), made HTML in the browser
 * by the same function the API uses. Every absolute link opens in a new tab, the same on the server's
 * render and in the browser. A module of its own, so that only the pages using it (admin pages, the
 * About page) load the parser.
 */
export function MarkdownText({
  children,
  pageHeadings = false,
  ...props
}: Omit<MarkdownProps, "html"> & { children: string; pageHeadings?: boolean }) {
  const { t } = useTranslation();
  const newTab = t("ui.newTab");
  const html = useMemo(
    () => markdownToHtml(children, { newTab, pageHeadings }),
    [children, newTab, pageHeadings],
  );
  return <Markdown html={html} {...props} />;
}
