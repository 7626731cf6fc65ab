import { indiaDay } from "@arthshala/contracts/india-time";
import type { TransactionInput } from "@arthshala/contracts/tracker";
import { TRANSACTION_TYPES } from "@arthshala/contracts/tracker-rules";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { FormProvider, useWatch } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { FormInput, FormRootError, FormSelect } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { ApiError } from "../../../lib/api";
import { saveCategoryRule, type Transaction, useCategoryRuleChange, useSaveTransaction } from "../api";
import { localized, useTrackerForm } from "../forms";
import { categoryLabel, titleLabel, trackerMessage } from "../messages";
import { formatDay } from "../months";
import { CategoryPicker } from "./CategoryPicker";
import { AmountInput } from "./quick-add/AmountInput";
import { CategoryChips, useChips } from "./quick-add/CategoryChips";
import { TypeToggle } from "./quick-add/TypeToggle";
import {
  emptyTransaction,
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
 * Add Transaction as the expense apps do it (issue 28): the amount first with the number keypad,
 * expense or income in one tap, the learner's most-used categories as chips, today's date; the title,
 * another date or category and the other two types under "More details". Edit (and a pasted alert's
 * review) open with every field shown. Kept mounted while closed so a half-typed transaction survives
 * closing; after a save it is back to Food / expense / today (spec section 4).
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
  const { t } = useTranslation("tracker");
  const form = useTrackerForm(transactionFormSchema, from ? toFormValues(from) : emptyTransaction());
  const save = useSaveTransaction();
  const busy = form.formState.isSubmitting;
  const [details, setDetails] = useState(from !== undefined);
  const amountRef = useRef<HTMLInputElement>(null);
  const categoryRef = useRef<HTMLDivElement>(null);
  const detailsId = useId();
  const date = useWatch({ control: form.control, name: "date" });
  const type = useWatch({ control: form.control, name: "type" });
  const category = useWatch({ control: form.control, name: "category" });
  // An imported row or pasted alert names its payee: a category changed for it can become a rule
  // ("always file Swiggy as Food") that later imports and alerts follow.
  const payee = from?.payee ?? null;
  const offerRule = payee !== null && category !== from?.category;
  const [always, setAlways] = useState(false);
  const saveRule = useCategoryRuleChange((rule: { payee: string; category: string }) =>
    saveCategoryRule(rule.payee, rule.category),
  );
  const alwaysId = useId();
  const chipsFor = { expense: useChips("expense"), income: useChips("income") };

  // The amount is what every entry needs first: focused on opening (after the dialog has placed focus).
  useEffect(() => {
    if (open && !from) amountRef.current?.focus();
  }, [open, from]);

  const onSubmit = form.handleSubmit(
    async (values) => {
      // A title left empty is the category's name, as the learner reads it. A pasted alert's payee and
      // text go with it; an edit leaves them out, and the server keeps them.
      const transaction = {
        ...values,
        title: values.title || categoryLabel(t, values.category),
        ...(initial ? { payee: initial.payee ?? null, narration: initial.narration ?? null } : {}),
      };
      try {
        const result = await save.mutateAsync({ id: editing?.id, transaction });
        toast.success(trackerMessage(result.message));
        if (offerRule && always && payee) {
          const named = { payee: titleLabel(t, payee), category: categoryLabel(t, values.category) };
          saveRule.mutate(
            { payee, category: values.category },
            {
              onSuccess: () => toast.success(t("rules.saved", named), { id: "category-rule" }),
              onError: () => toast.error(t("rules.failed"), { id: "category-rule" }),
            },
          );
        }
        form.reset(emptyTransaction());
        setDetails(false);
        setAlways(false);
        onClose();
        onSaved?.(result.data);
      } catch (error) {
        // A refusal about one input goes next to it; anything else is the spec's message.
        if (error instanceof ApiError && error.status === 400 && error.field) {
          setDetails(true);
          applyServerError(form, localized(error), { prefix: "transaction.", fields: TRANSACTION_FIELDS });
        } else {
          form.setError("root.server", { type: "server", message: t("errors.saveFailed") });
        }
      }
    },
    // A refused field under "More details" is shown, not left hidden.
    (errors) => {
      if (errors.title || errors.date || errors.category || errors.type) setDetails(true);
    },
  );

  const onType = (next: TransactionFormValues["type"]) => {
    // Food is no income: a category not among the new type's chips gives way to its first.
    if (next !== "expense" && next !== "income") return;
    const chips = chipsFor[next];
    if (!chips.includes(form.getValues("category"))) form.setValue("category", chips[0] ?? "Food");
  };
  const openDetails = (focusCategory: boolean) => {
    setDetails(true);
    if (focusCategory) queueMicrotask(() => categoryRef.current?.querySelector("select")?.focus());
  };
  const today = indiaDay(new Date());

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
          <TypeToggle onChange={onType} />
          <AmountInput label={t("transaction.amount")} inputRef={amountRef} />
          {type === "expense" || type === "income" ? (
            <CategoryChips onOther={() => openDetails(true)} />
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-sm">
            <p className="text-slate-700">
              {t("quick.dateIs", { date: date === today ? t("quick.today") : formatDay(date) })}
            </p>
            <button
              type="button"
              aria-expanded={details}
              aria-controls={detailsId}
              onClick={() => setDetails(!details)}
              className="min-h-11 font-semibold text-brand-800 underline-offset-4 hover:underline"
            >
              {details ? t("quick.fewerDetails") : t("quick.moreDetails")}
            </button>
          </div>
          <div id={detailsId} hidden={!details} className="space-y-4 border-t border-slate-100 pt-4">
            <FormInput<TransactionFormValues>
              name="title"
              label={t("transaction.title")}
              optional
              hint={t("quick.titleHint")}
              maxLength={100}
              autoComplete="off"
            />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <div ref={categoryRef}>
                <CategoryPicker<TransactionFormValues> name="category" label={t("transaction.category")} />
              </div>
              <FormSelect<TransactionFormValues> name="type" label={t("transaction.type")}>
                {TRANSACTION_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`types.${type}`)}
                  </option>
                ))}
              </FormSelect>
              <FormInput<TransactionFormValues> name="date" label={t("transaction.date")} type="date" />
            </div>
            {offerRule && payee ? (
              <div className="flex items-start gap-3 rounded-xl border border-brand-200 bg-brand-50 p-3">
                <input
                  id={alwaysId}
                  type="checkbox"
                  checked={always}
                  onChange={(event) => setAlways(event.target.checked)}
                  aria-describedby={`${alwaysId}-hint`}
                  className="mt-0.5 size-5 shrink-0 accent-brand-700"
                />
                <div className="min-w-0 text-sm">
                  <label htmlFor={alwaysId} className="font-semibold text-brand-900">
                    {t("rules.always", {
                      payee: titleLabel(t, payee),
                      category: categoryLabel(t, category),
                    })}
                  </label>
                  <p id={`${alwaysId}-hint`} className="mt-0.5 text-brand-900/80">
                    {t("rules.alwaysHint", { payee: titleLabel(t, payee) })}
                  </p>
                </div>
              </div>
            ) : null}
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
