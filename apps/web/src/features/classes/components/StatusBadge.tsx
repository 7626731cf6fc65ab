import type { ClassStatus } from "@arthshala/contracts/classes-rules";
import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";

const tones: Record<ClassStatus, string> = {
  open: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  full: "bg-amber-50 text-amber-900 ring-amber-200",
  ended: "bg-slate-100 text-slate-700 ring-slate-200",
  archived: "bg-slate-100 text-slate-700 ring-slate-200",
};

/** Whether a class takes new learners today, in a word. */
export function StatusBadge({ status }: { status: ClassStatus }) {
  const { t } = useTranslation("classes");
  return (
    <span
      className={cx(
        "inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1",
        tones[status],
      )}
    >
      {t(`status.${status}`)}
    </span>
  );
}
