import { parseAlertBodySchema } from "@arthshala/contracts/tracker";
import { FormProvider } from "react-hook-form";
import { z } from "zod";
import { FormRootError, FormTextarea } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { ApiError } from "../../../lib/api";
import { type ParsedAlert, parseAlert } from "../api";

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
  return (
    <Modal open={open} onClose={onClose} title="Paste a bank alert" className="sm:max-w-lg">
      <PasteAlertForm onClose={onClose} onRead={onRead} />
    </Modal>
  );
}

function PasteAlertForm({ onClose, onRead }: Omit<PasteAlertDialogProps, "open">) {
  const form = useZodForm(alertSchema, { text: "" });
  const onSubmit = form.handleSubmit(async ({ text }) => {
    try {
      onRead(await parseAlert(text));
    } catch (error) {
      // "Couldn't read an amount…" is about the text: it goes under the box.
      if (error instanceof ApiError && error.status === 400) {
        form.setError("text", { type: "server", message: error.fieldMessage }, { shouldFocus: true });
      } else {
        applyServerError(form, error);
      }
    }
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="space-y-4">
        <FormRootError />
        <FormTextarea<AlertValues>
          name="text"
          label="Alert text"
          rows={5}
          placeholder="e.g. Rs.450.00 debited from A/c XX1234 on 05-11-26 to VPA swiggy@axis …"
          hint="Paste the SMS or email from your bank. We read the amount, date and merchant; nothing is saved until you review it and press Add transaction."
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Reading..." : "Read alert"}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
