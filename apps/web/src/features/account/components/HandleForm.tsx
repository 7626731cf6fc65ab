import {
  HANDLE_INPUT_MAX,
  handleMessages,
  handleProblem,
  normaliseHandle,
} from "@arthshala/contracts/handles";
import { singleLineText } from "@arthshala/contracts/text";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormInput, FormRootError } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { translate } from "../../../lib/i18n";
import { type Account, storeAccount, updateAccount, useWho } from "../api";

type HandleCheck = keyof typeof handleMessages;
const CHECK_OF = new Map<string, HandleCheck>(
  Object.entries(handleMessages).map(([check, text]) => [text, check as HandleCheck]),
);

/** The server's handle rules (contracts/handles), said in the interface's language before sending. */
const schema = z.object({
  handle: singleLineText()
    .max(HANDLE_INPUT_MAX, { error: () => translate("account:handle.errors.length") })
    .transform(normaliseHandle)
    .superRefine((handle, ctx) => {
      const problem = handleProblem(handle);
      const check = problem ? CHECK_OF.get(problem) : undefined;
      if (check) ctx.addIssue({ code: "custom", message: translate(`account:handle.errors.${check}`) });
    }),
});

/** The learner's leaderboard handle (@asha-j-4821): what tells them apart from another "Asha J.". */
export function HandleForm({ account }: { account: Account }) {
  const { t } = useTranslation("account");
  const who = useWho();
  const client = useQueryClient();
  const form = useZodForm(schema, { handle: account.handle });
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: updateAccount,
    onSuccess: (next) => {
      storeAccount(client, who, next);
      form.reset({ handle: next.handle });
      setSaved(true);
    },
    // "Taken" (409) and the other refusals come in the interface's language, on the field.
    onError: (error) => applyServerError(form, error, { fields: ["handle"] }),
  });
  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          setSaved(false);
          void form.handleSubmit((values) => save.mutate(values))(event);
        }}
        className="space-y-4"
      >
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormInput
            name="handle"
            label={t("handle.label")}
            hint={t("handle.hint")}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            className="flex-1"
          />
          <Button type="submit" disabled={save.isPending} className="sm:mt-7">
            {save.isPending ? t("saving") : t("handle.save")}
          </Button>
        </div>
        <FormRootError />
        {saved ? <FormMessage kind="success">{t("handle.saved")}</FormMessage> : null}
      </form>
    </FormProvider>
  );
}
