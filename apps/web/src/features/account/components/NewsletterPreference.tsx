import { useMutation, useQueryClient } from "@tanstack/react-query";
import { FormProvider } from "react-hook-form";
import toast from "react-hot-toast/headless";
import { Trans, useTranslation } from "react-i18next";
import { z } from "zod";
import { FormInput } from "../../../components/form/bound";
import { useZodForm } from "../../../components/form/useZodForm";
import { Button } from "../../../components/ui/Button";
import { Skeleton } from "../../../components/ui/Skeleton";
import { errorMessage } from "../../../lib/api";
import { translate } from "../../../lib/i18n";
import { newsletterKeys, removeEmail, type SavedAddress, saveEmail, useEnteredEmail } from "../../newsletter";

const schema = z.object({
  enteredEmail: z
    .string()
    .trim()
    .min(1, { error: () => translate("account:newsletter.enterAddress") })
    .pipe(z.email({ error: () => translate("account:newsletter.invalidAddress") })),
});

/**
 * The footer box's newsletter subscription, with the same calls and the same cached answer, so both
 * always agree: subscribe (a confirmation link is mailed first), or unsubscribe.
 */
export function NewsletterPreference({ who, email }: { who: string; email: string }) {
  const { t } = useTranslation("account");
  // The footer box's texts (common) where they are the same.
  const { t: tc } = useTranslation();
  const client = useQueryClient();
  const { enteredEmail, confirmed, isLoading } = useEnteredEmail(who);
  const form = useZodForm(schema, { enteredEmail: email });
  const setSaved = (saved: SavedAddress | null) =>
    client.setQueryData(newsletterKeys.enteredEmail(who), saved ? [saved] : []);

  const subscribe = useMutation({
    mutationFn: saveEmail,
    onSuccess: (result) => {
      setSaved({ enteredEmail: result.enteredEmail, confirmed: result.confirmed });
      toast(result.message, { id: "newsletter-save" });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const unsubscribe = useMutation({
    mutationFn: removeEmail,
    onSuccess: () => {
      setSaved(null);
      form.reset({ enteredEmail: email });
      toast.success(tc("newsletter.unsubscribed"));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  if (isLoading) return <Skeleton className="h-20 w-full rounded-xl" />;
  const address = <span className="font-semibold break-all text-slate-900" />;

  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <p className="font-semibold text-slate-900">{tc("newsletter.title")}</p>
      {enteredEmail ? (
        <>
          <p className="mt-1 text-sm text-slate-700" data-testid="account-newsletter-state">
            {confirmed ? (
              <Trans
                t={t}
                i18nKey="newsletter.subscribedAs"
                values={{ email: enteredEmail }}
                components={{ email: address }}
              />
            ) : (
              <Trans
                t={t}
                i18nKey="newsletter.waiting"
                values={{ email: enteredEmail }}
                components={{ email: address }}
              />
            )}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            disabled={unsubscribe.isPending}
            onClick={() => unsubscribe.mutate()}
          >
            {unsubscribe.isPending ? tc("newsletter.unsubscribing") : tc("newsletter.unsubscribe")}
          </Button>
        </>
      ) : (
        <FormProvider {...form}>
          <form
            noValidate
            onSubmit={form.handleSubmit(({ enteredEmail: address }) => subscribe.mutate(address))}
            className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-end"
          >
            <FormInput
              name="enteredEmail"
              label={t("newsletter.sendTo")}
              type="email"
              autoComplete="email"
              inputMode="email"
              maxLength={254}
              className="flex-1"
            />
            <Button type="submit" disabled={subscribe.isPending}>
              {subscribe.isPending ? tc("newsletter.subscribing") : tc("newsletter.subscribe")}
            </Button>
          </form>
        </FormProvider>
      )}
    </div>
  );
}
