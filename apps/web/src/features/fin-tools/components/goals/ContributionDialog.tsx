import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { FormAmount, FormInput, FormRootError } from "../../../../components/form/bound";
import { Button } from "../../../../components/ui/Button";
import { Modal } from "../../../../components/ui/Modal";
import { rupees } from "../../format";
import { showServerError, usePlanForm } from "../recurring/planForm";
import { addToGoal, type Goal, useGoalWrite } from "./api";
import { type ContributionFormValues, contributionFormSchema } from "./goalForm";

/** "Add money": saved towards the goal as a Saving transaction in Savings, today by default. */
export function ContributionDialog({
  goal,
  today,
  onClose,
}: {
  goal: Goal;
  today: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("plans");
  const form = usePlanForm(contributionFormSchema, { amount: null, date: today });
  const save = useGoalWrite(addToGoal);
  const busy = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(async ({ amount, date }) => {
    try {
      await save.mutateAsync({ id: goal.id, amount, date });
      toast.success(t("goals.done.contributed", { amount: rupees(amount), name: goal.name }));
      onClose();
    } catch (error) {
      showServerError(form, error, "", ["amount", "date"], t("goals.failed"));
    }
  });

  return (
    <Modal open onClose={onClose} title={t("goals.contribution.title", { name: goal.name })}>
      <FormProvider {...form}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <p className="text-sm text-slate-700">{t("goals.contribution.hint")}</p>
          <FormRootError />
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <FormAmount<ContributionFormValues> name="amount" label={t("goals.contribution.amount")} />
            <FormInput<ContributionFormValues>
              name="date"
              type="date"
              max={today}
              label={t("goals.contribution.date")}
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2 pt-2">
            <Button variant="ghost" onClick={onClose}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {busy ? t("saving") : t("goals.contribution.save")}
            </Button>
          </div>
        </form>
      </FormProvider>
    </Modal>
  );
}
