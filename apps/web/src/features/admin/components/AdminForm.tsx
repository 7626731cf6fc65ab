import type { ReactNode } from "react";
import { type FieldValues, FormProvider, type UseFormReturn } from "react-hook-form";
import { Button } from "../../../components/ui/Button";
import type { Save } from "../hooks/useSaveWithAlert";

interface AdminFormProps<T extends FieldValues, V> {
  form: UseFormReturn<T, unknown, V>;
  /** Runs with the schema's values once every field passes. */
  onValid: (values: V) => void;
  save: Pick<Save<unknown>, "busy" | "alert">;
  submitLabel: string;
  busyLabel?: string;
  submitIcon?: ReactNode;
  /** The line above the fields; null for none. */
  note?: string | null;
  children: ReactNode;
}

/** An admin form: its fields, the submit button (busy while sending) and the result alert. */
export function AdminForm<T extends FieldValues, V>({
  form,
  onValid,
  save,
  submitLabel,
  busyLabel = "Saving…",
  submitIcon,
  note = "Every field is required unless it says optional.",
  children,
}: AdminFormProps<T, V>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onValid)} className="space-y-6">
        {note ? <p className="text-sm text-slate-600">{note}</p> : null}
        {children}
        <div className="flex justify-end">
          <Button type="submit" size="lg" disabled={save.busy} className="w-full sm:w-auto">
            {submitIcon}
            {save.busy ? busyLabel : submitLabel}
          </Button>
        </div>
      </form>
      {save.alert}
    </FormProvider>
  );
}
