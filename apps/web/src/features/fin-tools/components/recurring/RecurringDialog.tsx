import { CADENCES } from "@arthshala/contracts/tracker-plans-rules";
import { TRANSACTION_TYPES } from "@arthshala/contracts/tracker-rules";
import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import {
  FormAmount,
  FormInput,
  FormNumber,
  FormRootError,
  FormSelect,
} from "../../../../components/form/bound";
import { Button } from "../../../../components/ui/Button";
import { Modal } from "../../../../components/ui/Modal";
import { CategoryPicker } from "../CategoryPicker";
import { type RecurringRule, saveRecurring, useRecurringWrite } from "./api";
import { showServerError, usePlanForm } from "./planForm";
import {
  emptyRule,
  RECURRING_FIELDS,
  type RecurringFormValues,
  recurringFormSchema,
  ruleValues,
} from "./recurringForm";

interface RecurringDialogProps {
  onClose: () => void;
  /** Edit this rule instead of making one. */
  editing?: RecurringRule;
  /** Today in India ("YYYY-MM-DD"): a new rule starts on it. */
  today: string;
}

/** New recurring transaction, and Edit (the same form, filled in; changes apply from today). */
export function RecurringDialog({ onClose, editing, today }: RecurringDialogProps) {
  const { t } = useTranslation(["plans", "tracker"]);
  const form = usePlanForm(recurringFormSchema, editing ? ruleValues(editing) : emptyRule(today));
  const save = useRecurringWrite(saveRecurring);
  const busy = form.formState.isSubmitting;
  const weekly = form.watch("cadence") === "weekly";

  const onSubmit = form.handleSubmit(async (rule) => {
    try {
      const result = await save.mutateAsync({ id: editing?.id, rule });
      toast.success(
        result.added > 0
          ? t("plans:recurring.done.added", { count: result.added })
          : editing
            ? t("plans:recurring.done.updated")
            : t("plans:recurring.done.created"),
      );
      onClose();
    } catch (error) {
      showServerError(form, error, "rule.", RECURRING_FIELDS, t("plans:recurring.failed"));
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      title={editing ? t("plans:recurring.form.editTitle") : t("plans:recurring.form.addTitle")}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {editing ? <p className="text-sm text-slate-700">{t("plans:recurring.form.editNote")}</p> : null}
          <FormRootError />
          <FormInput<RecurringFormValues>
            name="title"
            label={t("plans:recurring.form.title")}
            placeholder={t("plans:recurring.form.titlePlaceholder")}
            maxLength={100}
            autoComplete="off"
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormAmount<RecurringFormValues> name="amount" label={t("plans:recurring.form.amount")} />
            <FormSelect<RecurringFormValues> name="type" label={t("plans:recurring.form.type")}>
              {TRANSACTION_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`tracker:types.${type}`)}
                </option>
              ))}
            </FormSelect>
            <CategoryPicker<RecurringFormValues> name="category" label={t("plans:recurring.form.category")} />
            <FormSelect<RecurringFormValues> name="cadence" label={t("plans:recurring.form.cadence")}>
              {CADENCES.map((cadence) => (
                <option key={cadence} value={cadence}>
                  {t(`plans:recurring.form.cadences.${cadence}`)}
                </option>
              ))}
            </FormSelect>
            {weekly ? null : (
              <FormNumber<RecurringFormValues>
                name="dayOfMonth"
                label={t("plans:recurring.form.dayOfMonth")}
                hint={t("plans:recurring.form.dayHint")}
                min="1"
                max="31"
                step="1"
                className="sm:col-span-2"
              />
            )}
            <FormInput<RecurringFormValues>
              name="startsOn"
              type="date"
              label={t("plans:recurring.form.startsOn")}
              hint={editing ? undefined : t("plans:recurring.form.startsHint")}
            />
            <FormInput<RecurringFormValues>
              name="endsOn"
              type="date"
              optional
              label={t("plans:recurring.form.endsOn")}
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <Button variant="ghost" onClick={onClose}>
              {t("plans:cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy
                ? t("plans:saving")
                : editing
                  ? t("plans:recurring.form.save")
                  : t("plans:recurring.form.create")}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
