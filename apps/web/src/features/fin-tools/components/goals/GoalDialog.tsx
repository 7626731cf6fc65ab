import type { GoalPrefill } from "@arthshala/contracts/tracker-plans-rules";
import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { FormAmount, FormInput, FormRootError } from "../../../../components/form/bound";
import { Button } from "../../../../components/ui/Button";
import { Modal } from "../../../../components/ui/Modal";
import { rupees } from "../../format";
import { showServerError, usePlanForm } from "../recurring/planForm";
import { type Goal, saveGoal, useGoalWrite } from "./api";
import { GOAL_FIELDS, type GoalFormValues, goalFormSchema, goalValues } from "./goalForm";

interface GoalDialogProps {
  onClose: () => void;
  editing?: Goal;
  /** A new goal filled in from a link (the SIP and RD calculators' results). */
  prefill?: GoalPrefill;
  /** 3 months' spending in rupees, offered as an emergency fund; null without spending. */
  emergencyFund: number | null;
}

/** New savings goal, and Edit (the same form, filled in). */
export function GoalDialog({ onClose, editing, prefill, emergencyFund }: GoalDialogProps) {
  const { t } = useTranslation("plans");
  const form = usePlanForm(goalFormSchema, goalValues(editing ?? prefill));
  const save = useGoalWrite(saveGoal);
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async (goal) => {
    try {
      await save.mutateAsync({ id: editing?.id, goal });
      toast.success(editing ? t("goals.done.updated") : t("goals.done.created"));
      onClose();
    } catch (error) {
      showServerError(form, error, "goal.", GOAL_FIELDS, t("goals.failed"));
    }
  });

  const fillEmergencyFund = (amount: number) => {
    form.setValue("name", t("goals.form.emergencyName"), { shouldValidate: form.formState.isSubmitted });
    form.setValue("target", amount, { shouldValidate: form.formState.isSubmitted });
  };

  return (
    <Modal open onClose={onClose} title={editing ? t("goals.form.editTitle") : t("goals.form.addTitle")}>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          {prefill ? (
            <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">{t("goals.form.fromLink")}</p>
          ) : null}
          <FormRootError />
          {!editing && emergencyFund !== null ? (
            <div>
              <button
                type="button"
                onClick={() => fillEmergencyFund(emergencyFund)}
                className="w-full rounded-xl border border-brand-700 bg-white px-3 py-2 text-left text-sm font-medium text-brand-800 hover:bg-brand-50"
              >
                {t("goals.form.emergency", { amount: rupees(emergencyFund) })}
              </button>
              <p className="mt-1 text-xs text-slate-600">{t("goals.form.emergencyHint")}</p>
            </div>
          ) : null}
          <FormInput<GoalFormValues>
            name="name"
            label={t("goals.form.name")}
            placeholder={t("goals.form.namePlaceholder")}
            maxLength={60}
            autoComplete="off"
          />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormAmount<GoalFormValues> name="target" label={t("goals.form.target")} />
            <FormInput<GoalFormValues> name="targetDate" type="date" label={t("goals.form.targetDate")} />
          </div>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <Button variant="ghost" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("saving") : editing ? t("goals.form.save") : t("goals.form.create")}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
