import type { AgeBand } from "@arthshala/contracts/age-bands";
import { ageRule, bandCanOpen } from "@arthshala/contracts/scheme-age";
import type { CatalogueEntry } from "@arthshala/contracts/scheme-catalogue";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";

/**
 * A product's age rule in a few words ("From age 60", "For a child under 10, opened by a parent"):
 * amber when the learner's age band can't open it, quiet otherwise; nothing when it has no rule.
 */
export function AgeMark({
  entry,
  band,
  className,
}: {
  entry: Pick<CatalogueEntry, "min_age" | "max_age">;
  band: AgeBand | null;
  className?: string;
}) {
  const { t } = useTranslation("savings");
  const rule = ageRule(entry);
  if (!rule) return null;
  const text =
    rule.kind === "from"
      ? t("age.from", { age: rule.min })
      : rule.kind === "upTo"
        ? t("age.upTo", { age: rule.max })
        : rule.kind === "between"
          ? t("age.between", { min: rule.min, max: rule.max })
          : t("age.forChild", { age: rule.under });
  const closed = band !== null && !bandCanOpen(entry, band);
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold",
        closed ? "bg-amber-100 text-amber-900" : "bg-slate-100 text-slate-700",
        className,
      )}
    >
      {text}
    </span>
  );
}
