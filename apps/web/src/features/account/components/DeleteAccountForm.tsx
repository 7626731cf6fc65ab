import { deleteAccountBodySchema } from "@arthshala/contracts/account";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast";
import { useNavigate } from "react-router";
import { z } from "zod";
import { FormInput, FormRootError } from "../../../components/form/bound";
import { applyServerError } from "../../../components/form/serverErrors";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { openSignInPopup } from "../../auth/popup";
import { meQueryKey } from "../../auth/session";
import { deleteAccount } from "../api";

/** The server's schema, with the password required when the account has one. */
function deleteFormSchema(hasPassword: boolean) {
  return deleteAccountBodySchema.extend({ confirm: z.string() }).superRefine((v, ctx) => {
    if (hasPassword && !v.password) {
      ctx.addIssue({ code: "custom", path: ["password"], message: "Enter your password." });
    }
    if (v.confirm !== "DELETE")
      ctx.addIssue({ code: "custom", path: ["confirm"], message: "Type DELETE to confirm." });
  });
}

/**
 * Delete the account: what goes and what stays, the password (or a fresh sign-in for an account
 * without one), DELETE typed to confirm. Then the learner is signed out and back on the landing page.
 */
export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
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
        <p className="font-semibold text-slate-900">What is erased</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>Your profile: name, email address, picture and password, and every sign-in session.</li>
          <li>
            Your learning: progress and answers, FinStars and FinScore history, streak, and your place on the
            leaderboard.
          </li>
          <li>Your ratings, reading record and notifications.</li>
          <li>Your expense tracker: transactions, budgets and categories.</li>
          <li>Your newsletter subscription, and the sign-in and email records for your address.</li>
        </ul>
        <p className="font-semibold text-slate-900">What is kept</p>
        <ul className="list-disc space-y-1 pl-5">
          <li>
            Feedback and messages you sent the team stay, but without your name or email address, so nobody
            can tell they were yours.
          </li>
          <li>Anonymous totals, such as an article's average rating and how many people rated it.</li>
          <li>
            We email you a confirmation that your account is deleted; the record of that one email is cleared
            within 30 days.
          </li>
        </ul>
        <p>This cannot be undone.</p>
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
              label="Your password"
              type="password"
              autoComplete="current-password"
            />
          ) : (
            <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
              <p>
                Your account has no password. For your safety, sign in again first, then come back here:
                deleting works within 10 minutes of signing in.
              </p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-2"
                onClick={() => void openSignInPopup(client)}
              >
                Sign in again
              </Button>
            </div>
          )}
          <FormInput
            name="confirm"
            label="Type DELETE to confirm"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
          <FormRootError />
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? "Deleting…" : "Delete my account"}
          </Button>
        </form>
      </FormProvider>
    </>
  );
}
