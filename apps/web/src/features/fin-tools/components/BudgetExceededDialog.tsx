import { formatRupees, limitExceededHint } from "@arthshala/contracts/tracker-rules";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import type { Budget } from "../api";

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
  return (
    <Modal open={open} onClose={onClose} title="Budget Limit Exceeded">
      <p className="text-slate-700">You've spent more than you planned in {monthLabel} on:</p>
      <ul
        aria-label="Budgets exceeded"
        className="mt-3 divide-y divide-red-100 rounded-xl border border-red-200 bg-red-50"
      >
        {over.map((b) => (
          <li key={b.category} className="px-4 py-3">
            <p className="font-semibold text-red-900">{b.category}</p>
            <p className="text-sm text-red-900">
              Spent {formatRupees(b.spent ?? 0)} of {formatRupees(b.limit)}.{" "}
              {limitExceededHint(b.spent ?? 0, b.limit)}
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
        <Button variant="secondary" onClick={onReview}>
          Review budgets
        </Button>
      </div>
    </Modal>
  );
}
