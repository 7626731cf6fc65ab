import { type ReactNode, useEffect } from "react";
import { cx } from "../../lib/cx";

interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  centered?: boolean;
}

/** The page's one h1; it also names the browser tab so screen-reader users hear where they are. */
export function PageHeading({ title, subtitle, children, centered = false }: PageHeadingProps) {
  useEffect(() => {
    const previous = document.title;
    document.title = `${title} · Arthshala`;
    return () => {
      document.title = previous;
    };
  }, [title]);

  return (
    <div
      className={cx(
        "flex flex-wrap items-end gap-4",
        centered ? "justify-center text-center" : "mb-8 justify-between",
      )}
    >
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-2 max-w-2xl text-slate-600">{subtitle}</p> : null}
      </div>
      {children}
    </div>
  );
}
