import { profileBodySchema } from "@arthshala/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { FormProvider } from "react-hook-form";
import { FormInput, FormRootError } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { type Account, storeAccount, updateProfile, useWho } from "../api";

/** The learner's name, as the leaderboard and their home page show it. */
export function NameForm({ account }: { account: Account }) {
  const who = useWho();
  const client = useQueryClient();
  const form = useZodForm(profileBodySchema, { name: account.name });
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
          <FormInput name="name" label="Name" autoComplete="name" maxLength={80} className="flex-1" />
          <Button type="submit" disabled={save.isPending} className="sm:mb-0">
            {save.isPending ? "Saving…" : "Save name"}
          </Button>
        </div>
        <FormRootError />
        {saved ? <FormMessage kind="success">Your name is saved.</FormMessage> : null}
      </form>
    </FormProvider>
  );
}
