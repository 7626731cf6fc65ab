import { deleteAccountBodySchema } from "@arthshala/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { z } from "zod";
import { FormInput, FormRootError } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { translate } from "../../../lib/i18n";
import { meQueryKey, openSignInPopup } from "../../auth";
import { deleteAccount } from "../api";

/** The server's schema, with the password required when the account has one. */
function deleteFormSchema(hasPassword: boolean) {
  return deleteAccountBodySchema.extend({ confirm: z.string() }).superRefine((v, ctx) => {
    if (hasPassword && !v.password) {
      ctx.addIssue({
        code: "custom",
        path: ["password"],
        message: translate("account:delete.enterPassword"),
      });
    }
    if (v.confirm !== "DELETE")
      ctx.addIssue({
        code: "custom",
        path: ["confirm"],
        message: translate("account:delete.confirmMessage"),
      });
  });
}

/**
 * Delete the account: what goes and what stays, the password (or a fresh sign-in for an account
 * without one), DELETE typed to confirm. Then the learner is signed out and back on the landing page.
 */
export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation("account");
  const client = useQueryClient();
  const navigate = useNavigate();
  const schema = useMemo(() => deleteFormSchema(hasPassword), [hasPassword]);
  const form = useZodForm(schema, { password: "", confirm: "" });
  const remove = useMutation({
    mutationFn: deleteAccount,
    onSuccess: ({ message }) => {
      // The server ended the session: signed out at once, then nothing cached of theirs is kept.
      client.setQueryData(meQueryKey, null);
      toast.success(message, { duration: 6000 });
      navigate("/", { replace: true });
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== "auth" });
      // Asked again so every part of the app that remembers who signed in hears "nobody" (a 401).
      void client.invalidateQueries({ queryKey: meQueryKey });
    },
    onError: (error) => applyServerError(form, error, { fields: ["password", "confirm"] }),
  });

  return (
    <>
      <div className="space-y-3 text-sm text-slate-700">
        <p className="font-semibold text-slate-900">{t("delete.erased")}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("delete.erasedProfile")}</li>
          <li>{t("delete.erasedLearning")}</li>
          <li>{t("delete.erasedRatings")}</li>
          <li>{t("delete.erasedTracker")}</li>
          <li>{t("delete.erasedNewsletter")}</li>
        </ul>
        <p className="font-semibold text-slate-900">{t("delete.kept")}</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("delete.keptFeedback")}</li>
          <li>{t("delete.keptTotals")}</li>
          <li>{t("delete.keptConfirmation")}</li>
        </ul>
        <p>{t("delete.final")}</p>
      </div>

      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ password }) =>
            remove.mutate({ ...(hasPassword ? { password } : {}), confirm: "DELETE" }),
          )}
          className="space-y-4 border-t border-red-100 pt-5"
        >
          {hasPassword ? (
            <FormInput
              name="password"
              label={t("delete.password")}
              type="password"
              autoComplete="current-password"
            />
          ) : (
            <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <p>{t("delete.noPassword")}</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                onClick={() => void openSignInPopup(client)}
              >
                {t("delete.signInAgain")}
              </Button>
            </div>
          )}
          <FormInput
            name="confirm"
            label={t("delete.confirm")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <FormRootError />
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? t("delete.deleting") : t("delete.submit")}
          </Button>
        </form>
      </FormProvider>
    </>
  );
}
