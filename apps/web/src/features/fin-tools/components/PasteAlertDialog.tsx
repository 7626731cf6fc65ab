import { parseAlertBodySchema } from "@arthshala/contracts/tracker";
import { FormProvider } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormRootError, FormTextarea } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { ApiError } from "../../../lib/api";
import { type ParsedAlert, parseAlert } from "../api";
import { localized, useTrackerForm } from "../forms";
import { trackerMessage } from "../messages";

const alertSchema = z.object({
  text: parseAlertBodySchema.shape.text.refine((t) => t.trim().length > 0, "Paste your bank's alert first."),
});
type AlertValues = z.input<typeof alertSchema>;

interface PasteAlertDialogProps {
  open: boolean;
  onClose: () => void;
  /** The alert as a transaction to review (nothing is saved yet). */
  onRead: (parsed: ParsedAlert) => void;
}

/** Paste a bank SMS or email alert; the server reads it into a transaction for the learner to review. */
export function PasteAlertDialog({ open, onClose, onRead }: PasteAlertDialogProps) {
  const { t } = useTranslation("tracker");
  return (
    <Modal open={open} onClose={onClose} title={t("alert.title")} className="sm:max-w-lg">
      <PasteAlertForm onClose={onClose} onRead={onRead} />
    </Modal>
  );
}

function PasteAlertForm({ onClose, onRead }: Omit<PasteAlertDialogProps, "open">) {
  const { t } = useTranslation("tracker");
  const form = useTrackerForm(alertSchema, { text: "" });
  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      onRead(await parseAlert(text));
    } catch (error) {
      // "Couldn't read an amount…" is about the text: it goes under the box.
      if (error instanceof ApiError && error.status === 400) {
        form.setError(
          "text",
          { type: "server", message: trackerMessage(error.fieldMessage) },
          { shouldFocus: true },
        );
      } else {
        applyServerError(form, localized(error));
      }
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormRootError />
        <FormTextarea<AlertValues>
          name="text"
          label={t("alert.label")}
          rows={5}
          placeholder={t("alert.placeholder")}
          hint={t("alert.hint")}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("reading") : t("alert.read")}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
