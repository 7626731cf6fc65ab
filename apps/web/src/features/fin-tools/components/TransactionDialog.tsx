import type { TransactionInput } from "@arthshala/contracts/tracker";
import { TRANSACTION_TYPES } from "@arthshala/contracts/tracker-rules";
import type { ReactNode } from "react";
import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { FormInput, FormNumber, FormRootError, FormSelect } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { ApiError } from "../../../lib/api";
import { type Transaction, useSaveTransaction } from "../api";
import { localized, useTrackerForm } from "../forms";
import { trackerMessage } from "../messages";
import { CategoryPicker } from "./CategoryPicker";
import {
  EMPTY_TRANSACTION,
  TRANSACTION_FIELDS,
  type TransactionFormValues,
  toFormValues,
  transactionFormSchema,
} from "./transactionForm";

interface TransactionDialogProps {
  open: boolean;
  onClose: () => void;
  /** Edit this transaction (PUT) instead of adding one. */
  editing?: Transaction;
  /** A transaction to start from (a pasted alert's), else the empty form. */
  initial?: TransactionInput;
  /** Shown above the fields (where a prefilled transaction came from). */
  note?: ReactNode;
  onSaved?: (saved: Transaction) => void;
}

/**
 * Add Transaction, and Edit (the same form, prefilled). Kept mounted while closed so a half-typed
 * transaction survives closing; after a save it is back to Food / expense / empty (spec section 4).
 */
export function TransactionDialog({
  open,
  onClose,
  editing,
  initial,
  note,
  onSaved,
}: TransactionDialogProps) {
  const from = initial ?? editing;
  const start = from ? toFormValues(from) : EMPTY_TRANSACTION;
  const { t } = useTranslation("tracker");
  const form = useTrackerForm(transactionFormSchema, start);
  const save = useSaveTransaction();
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (transaction) => {
    try {
      const result = await save.mutateAsync({ id: editing?.id, transaction });
      toast.success(trackerMessage(result.message));
      form.reset(EMPTY_TRANSACTION);
      onClose();
      onSaved?.(result.data);
    } catch (error) {
      // A refusal about one input goes next to it; anything else is the spec's message.
      if (error instanceof ApiError && error.status === 400 && error.field) {
        applyServerError(form, localized(error), { prefix: "transaction.", fields: TRANSACTION_FIELDS });
      } else {
        form.setError("root.server", { type: "server", message: t("errors.saveFailed") });
      }
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={editing ? t("transaction.editTitle") : t("transaction.addTitle")}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {note}
          <FormRootError />
          <FormInput<TransactionFormValues>
            name="title"
            label={t("transaction.title")}
            maxLength={100}
            autoComplete="off"
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <CategoryPicker<TransactionFormValues> name="category" label={t("transaction.category")} />
            <FormSelect<TransactionFormValues> name="type" label={t("transaction.type")}>
              {TRANSACTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </FormSelect>
            <FormNumber<TransactionFormValues>
              name="amount"
              label={t("transaction.amount")}
              step="0.01"
              min="0"
            />
            <FormInput<TransactionFormValues> name="date" label={t("transaction.date")} type="date" />
          </div>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <Button variant="ghost" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("saving") : editing ? t("transaction.saveChanges") : t("transaction.add")}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
