import type { CatalogueEntry } from "@arthshala/contracts/scheme-catalogue";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";
import { freshnessText } from "./facts";

/** The date a rate was read: quiet when current, amber when it is a past notification. */
export function FreshnessNote({
  entry,
  className,
  small = false,
}: {
  entry: Pick<CatalogueEntry, "as_of" | "freshness">;
  className?: string;
  /** A compact row's size. */
  small?: boolean;
}) {
  const { t } = useTranslation("savings");
  const { freshness } = entry;
  const stale = freshness.state === "stale";
  return (
    <span
      className={cx(
        small ? "text-xs" : "text-sm",
        stale ? "font-medium text-amber-800" : "text-slate-600",
        className,
      )}
    >
      <time dateTime={freshness.state === "stale" ? freshness.last_notified_on : entry.as_of}>
        {freshnessText(t, entry)}
      </time>
    </span>
  );
}
