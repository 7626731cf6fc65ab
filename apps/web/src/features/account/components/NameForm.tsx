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
import { type Account, storeAccount, updateProfile, useWho } from "../api";

const NAME_MAX = 80;

/** The server's rules for a name (contracts' nameSchema), told in the interface's language. */
const schema = z.object({
  name: singleLineText()
    .trim()
    .min(1, { error: () => translate("account:name.required") })
    .max(NAME_MAX, { error: () => translate("account:name.tooLong", { max: NAME_MAX }) }),
});

/** The learner's name, as the leaderboard and their home page show it. */
export function NameForm({ account }: { account: Account }) {
  const { t } = useTranslation("account");
  const who = useWho();
  const client = useQueryClient();
  const form = useZodForm(schema, { name: account.name });
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: (next) => {
      storeAccount(client, who, next);
      form.reset({ name: next.name });
      setSaved(true);
    },
    onError: (error) => applyServerError(form, error, { fields: ["name"] }),
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
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FormInput
            name="name"
            label={t("name.label")}
            autoComplete="name"
            maxLength={NAME_MAX}
            className="flex-1"
          />
          <Button type="submit" disabled={save.isPending} className="sm:mb-0">
            {save.isPending ? t("saving") : t("name.save")}
          </Button>
        </div>
        <FormRootError />
        {saved ? <FormMessage kind="success">{t("name.saved")}</FormMessage> : null}
      </form>
    </FormProvider>
  );
}
