import { useState } from "react";
import toast from "react-hot-toast/headless";
import { Trans, useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { Modal } from "../../../components/ui/Modal";
import { type Transaction, useDeleteTransaction } from "../api";
import { titleLabel } from "../messages";
import { formatDay } from "../months";
import { signedAmount } from "./TransactionRow";

interface DeleteTransactionDialogProps {
  transaction: Transaction | null;
  onClose: () => void;
}

/** Spec section 4: deleting needs a confirmation, says "Deleting..." meanwhile, then everything refreshes. */
export function DeleteTransactionDialog({ transaction, onClose }: DeleteTransactionDialogProps) {
  const { t } = useTranslation("tracker");
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
        toast.success(t("deleteDialog.deleted"));
        onClose();
      },
      onError: () => setFailed(true),
    });
  };
  return (
    <Modal open={transaction !== null} onClose={close} title={t("deleteDialog.title")}>
      {transaction ? (
        <>
          <p className="text-slate-700">
            <Trans
              t={t}
              i18nKey="deleteDialog.text"
              values={{
                title: titleLabel(t, transaction.title),
                amount: signedAmount(transaction),
                date: formatDay(transaction.date),
              }}
              components={{ strong: <strong className="font-semibold text-slate-900" /> }}
            />
          </p>
          {failed ? (
            <FormMessage kind="error" className="mt-4">
              {t("errors.deleteFailed")}
            </FormMessage>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={close} disabled={remove.isPending}>
              {t("cancel")}
            </Button>
            <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
              {remove.isPending ? t("deleteDialog.deleting") : t("deleteDialog.delete")}
            </Button>
          </div>
        </>
      ) : null}
    </Modal>
  );
}
