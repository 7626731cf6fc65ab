import { limitExceededHint } from "@arthshala/contracts/tracker-rules";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import type { Budget } from "../api";
import { rupees } from "../format";
import { categoryLabel, trackerMessage } from "../messages";

interface BudgetExceededDialogProps {
  open: boolean;
  over: Budget[];
  monthLabel: string;
  onClose: () => void;
  onReview: () => void;
}

/** Spec section 4: the current month's category budgets spent past their limit. */
export function BudgetExceededDialog({
  open,
  over,
  monthLabel,
  onClose,
  onReview,
}: BudgetExceededDialogProps) {
  const { t } = useTranslation("tracker");
  const hint = (spent: number, limit: number) => {
    const text = limitExceededHint(spent, limit);
    return text ? trackerMessage(text) : null;
  };
  return (
    <Modal open={open} onClose={onClose} title={t("exceeded.title")}>
      <p className="text-slate-700">{t("exceeded.intro", { month: monthLabel })}</p>
      <ul
        aria-label={t("exceeded.listLabel")}
        className="mt-3 divide-y divide-red-100 rounded-xl border border-red-200 bg-red-50"
      >
        {over.map((b) => (
          <li key={b.category} className="px-4 py-3">
            <p className="font-semibold text-red-900">{categoryLabel(t, b.category)}</p>
            <p className="text-sm text-red-900">
              {t("exceeded.spentOf", { spent: rupees(b.spent ?? 0), limit: rupees(b.limit) })}{" "}
              {hint(b.spent ?? 0, b.limit)}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t("close")}
        </Button>
        <Button variant="secondary" onClick={onReview}>
          {t("exceeded.review")}
        </Button>
      </div>
    </Modal>
  );
}
