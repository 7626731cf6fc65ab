import { changePasswordBodySchema } from "@arthshala/contracts/account";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@arthshala/contracts/auth";
import { singleLineText } from "@arthshala/contracts/text";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { FormProvider } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormInput, FormRootError } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { FormMessage } from "../../../components/ui/FormMessage";
import { translate } from "../../../lib/i18n";
import { accountKeys, changePassword, useWho } from "../api";

const blank = { current_password: "", new_password: "", confirm_password: "" };

/**
 * The server's schema (its password rules told in the interface's language) plus what only the page
 * knows: the current password is required when the account has one, and the new one typed twice must
 * match (as on sign-up).
 */
function passwordFormSchema(hasPassword: boolean) {
  return changePasswordBodySchema
    .extend({
      new_password: singleLineText()
        .min(PASSWORD_MIN_LENGTH, {
          error: () => translate("account:password.tooShort", { min: PASSWORD_MIN_LENGTH }),
        })
        .max(PASSWORD_MAX_LENGTH, { error: () => translate("account:password.tooLong") }),
      confirm_password: z.string(),
    })
    .superRefine((v, ctx) => {
      if (hasPassword && !v.current_password) {
        ctx.addIssue({
          code: "custom",
          path: ["current_password"],
          message: translate("account:password.enterCurrent"),
        });
      }
      if (v.confirm_password !== v.new_password) {
        ctx.addIssue({
          code: "custom",
          path: ["confirm_password"],
          message: translate("account:password.mismatch"),
        });
      }
    });
}

/**
 * Change the password (the current one first), or add one to an identity-provider account. The server
 * signs every other device out; this one stays signed in.
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation("account");
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
            label={t("password.current")}
            type="password"
            autoComplete="current-password"
          />
        ) : (
          <p className="text-sm text-slate-700">{t("password.identityProvider")}</p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput
            name="new_password"
            label={t("password.new")}
            type="password"
            autoComplete="new-password"
          />
          <FormInput
            name="confirm_password"
            label={t("password.confirm")}
            type="password"
            autoComplete="new-password"
          />
        </div>
        <FormRootError />
        {done ? <FormMessage kind="success">{done}</FormMessage> : null}
        <Button type="submit" disabled={save.isPending}>
          {save.isPending
            ? t("saving")
            : hasPassword
              ? t("sections.changePassword")
              : t("sections.addPassword")}
        </Button>
      </form>
    </FormProvider>
  );
}
