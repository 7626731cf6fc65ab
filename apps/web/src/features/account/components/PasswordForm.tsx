import { changePasswordBodySchema } from "@arthshala/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { FormProvider } from "react-hook-form";
import { z } from "zod";
import { FormInput, FormRootError } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { accountKeys, changePassword, useWho } from "../api";

const blank = { current_password: "", new_password: "", confirm_password: "" };

/**
 * The server's schema plus what only the page knows: the current password is required when the
 * account has one, and the new one typed twice must match (as on sign-up).
 */
function passwordFormSchema(hasPassword: boolean) {
  return changePasswordBodySchema.extend({ confirm_password: z.string() }).superRefine((v, ctx) => {
    if (hasPassword && !v.current_password) {
      ctx.addIssue({ code: "custom", path: ["current_password"], message: "Enter your current password." });
    }
    if (v.confirm_password !== v.new_password) {
      ctx.addIssue({ code: "custom", path: ["confirm_password"], message: "Passwords do not match." });
    }
  });
}

/**
 * Change the password (the current one first), or add one to an identity-provider account. The server
 * signs every other device out; this one stays signed in.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const who = useWho();
  const client = useQueryClient();
  const schema = useMemo(() => passwordFormSchema(hasPassword), [hasPassword]);
  const form = useZodForm(schema, blank);
  const [done, setDone] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: changePassword,
    onSuccess: ({ message }) => {
      setDone(message);
      form.reset(blank);
      // Other sessions ended, and an added password changes what the page offers.
      void client.invalidateQueries({ queryKey: accountKeys.account(who) });
    },
    onError: (error) => applyServerError(form, error, { fields: ["current_password", "new_password"] }),
  });

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => {
          setDone(null);
          void form.handleSubmit(({ current_password, new_password }) =>
            save.mutate({ ...(hasPassword ? { current_password } : {}), new_password }),
          )(event);
        }}
        className="space-y-4"
      >
        {hasPassword ? (
          <FormInput
            name="current_password"
            label="Current password"
            type="password"
            autoComplete="current-password"
          />
        ) : (
          <p className="text-sm text-slate-700">
            You sign in with your identity provider. Add a password to sign in with your email too.
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput name="new_password" label="New password" type="password" autoComplete="new-password" />
          <FormInput
            name="confirm_password"
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
          />
        </div>
        <FormRootError />
        {done ? <FormMessage kind="success">{done}</FormMessage> : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving…" : hasPassword ? "Change password" : "Add a password"}
        </Button>
      </form>
    </FormProvider>
  );
}
