import { MESSAGE_MAX } from "@arthshala/contracts/feedback-rules";
import { contactBodySchema } from "@arthshala/contracts/forms";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { FormRootError } from "../../../components/form/bound";
import { CountedTextarea } from "../../../components/form/CountedTextarea";
import { useFormMessage } from "../../../components/form/formMessages";
import { QuietInput } from "../../../components/form/QuietInput";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { ApiError } from "../../../lib/api";
import { sendContactMessage } from "../api";

interface Person {
  name: string;
  email: string;
}

const blankForm = (person: Person | null) => ({
  name: person?.name ?? "",
  email: person?.email ?? "",
  message: "",
});

/**
 * Name, email and message (spec section 3), checked by the server's own schema. On success: the green
 * line and the toast, then the form is reset to the learner's own name and email (spec sections 4 and 8).
 */
export function ContactForm({ person }: { person: Person | null }) {
  const { t } = useTranslation("forms");
  const say = useFormMessage();
  const form = useZodForm(contactBodySchema, blankForm(person));
  const [sent, setSent] = useState(false);
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => {
      setSent(true);
      toast.success(t("contact.toast"));
      form.reset(blankForm(person));
    },
    onError: (error) => {
      // A refusal the server explains (too many, links only) is said as it is; a failure in the spec's words.
      if (error instanceof ApiError && (error.status === 400 || error.status === 429)) {
        applyServerError(form, error, { fields: ["name", "email", "message"] });
        if (error.status === 429) toast.error(say(error.message) ?? error.message);
        return;
      }
      toast.error(t("contact.failed"));
    },
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          setSent(false);
          void form.handleSubmit((values) => send.mutate(values))(event);
        }}
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <QuietInput name="name" label={t("name")} autoComplete="name" maxLength={80} />
          <QuietInput
            name="email"
            label={t("email")}
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
          />
        </div>
        <CountedTextarea name="message" label={t("contact.message")} rows={6} max={MESSAGE_MAX} />
        <FormRootError />
        {sent ? (
          <p role="status" className="font-semibold text-emerald-700">
            {t("contact.sent")}
          </p>
        ) : null}
        <Button type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
          {send.isPending ? t("contact.sending") : t("contact.send")}
        </Button>
      </form>
    </FormProvider>
  );
}
