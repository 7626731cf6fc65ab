import { useState } from "react";
import toast from "react-hot-toast";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Modal } from "../../../components/ui/Modal";
import { type Transaction, useDeleteTransaction } from "../api";
import { trackerTexts } from "../messages";
import { formatDay } from "../months";
import { signedAmount } from "./TransactionRow";

interface DeleteTransactionDialogProps {
  transaction: Transaction | null;
  onClose: () => void;
}

/** Spec section 4: deleting needs a confirmation, says "Deleting..." meanwhile, then everything refreshes. */
export function DeleteTransactionDialog({ transaction, onClose }: DeleteTransactionDialogProps) {
  const remove = useDeleteTransaction();
  const [failed, setFailed] = useState(false);
  const close = () => {
    if (remove.isPending) return;
    setFailed(false);
    onClose();
  };
  const confirm = () => {
    if (!transaction) return;
    setFailed(false);
    remove.mutate(transaction.id, {
      onSuccess: () => {
        toast.success(trackerTexts.transactionDeleted);
        onClose();
      },
      onError: () => setFailed(true),
    });
  };
  return (
    <Modal open={transaction !== null} onClose={close} title="Delete transaction?">
      {transaction ? (
        <>
          <p className="text-slate-700">
            <strong className="font-semibold text-slate-900">{transaction.title}</strong> (
            {signedAmount(transaction)}, {formatDay(transaction.date)}) will be removed from your tracker.
          </p>
          {failed ? (
            <FormMessage kind="error" className="mt-4">
              {trackerTexts.deleteFailed}
            </FormMessage>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={remove.isPending}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? trackerTexts.deleting : "Delete"}
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
