import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Button } from "../../../components/ui/Button";
import { MailIcon } from "../../../components/ui/icons";
import { Skeleton } from "../../../components/ui/Skeleton";
import { inputClasses } from "../../../components/ui/TextField";
import { errorMessage } from "../../../lib/api";
import { cx } from "../../../lib/cx";
import { useMe } from "../../auth";
import { newsletterKeys, removeEmail, type SavedAddress, saveEmail, useEnteredEmail } from "../api";
import { isEmailFormPage } from "../emailFormPages";

/**
 * The footer's newsletter box (spec sections 4 and 5): an email field with "Subscribe Now", or, once
 * saved, the entered address with "Unsubscribe". Double opt-in: until the address opens its confirmation
 * link the box says so and offers to send the link again. Visitors are asked to sign in first.
 */
export function NewsletterBox({ className }: { className?: string }) {
  const { pathname } = useLocation();
  if (isEmailFormPage(pathname)) return null;
  return <NewsletterPanel className={className} />;
}

function NewsletterPanel({ className }: { className?: string }) {
  const { t } = useTranslation("common");
  const headingId = useId();
  const inputId = useId();
  const queryClient = useQueryClient();
  const { user, isLoading: meLoading } = useMe();
  const who = user?.sub ?? null;
  const { enteredEmail, confirmed, isLoading } = useEnteredEmail(who);
  const [email, setEmail] = useState("");

  const setSaved = (saved: SavedAddress | null) => {
    if (who === null) return;
    queryClient.setQueryData(newsletterKeys.enteredEmail(who), saved ? [saved] : []);
  };

  const subscribe = useMutation({
    mutationFn: saveEmail,
    onSuccess: (result) => {
      setSaved({ enteredEmail: result.enteredEmail, confirmed: result.confirmed });
      setEmail("");
      // The server says what happened: link sent, link not re-sent (too many), or already subscribed.
      // Its messages open with their own icon where they have one: no second icon.
      toast(result.message, { id: "newsletter-save" });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const unsubscribe = useMutation({
    mutationFn: removeEmail,
    onSuccess: () => {
      setSaved(null);
      setEmail("");
      toast.success(t("newsletter.unsubscribed"));
    },
    onError: (error) => toast.error(errorMessage(error)),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (subscribe.isPending || meLoading) return;
    if (!user) {
      toast.error(t("newsletter.signIn"), { id: "newsletter-signin" });
      return;
    }
    const trimmed = email.trim();
    if (!trimmed) return;
    subscribe.mutate(trimmed);
  };

  return (
    <section aria-labelledby={headingId} className={className}>
      <h2 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <MailIcon className="size-5 text-brand-700" />
        {t("newsletter.title")}
      </h2>
      <p className="mt-3 text-sm leading-relaxed text-slate-700">{t("newsletter.text")}</p>

      {isLoading || meLoading ? (
        <>
          <p role="status" className="sr-only">
            {t("newsletter.checking")}
          </p>
          <Skeleton className="mt-4 h-[4.5rem] w-full rounded-xl" />
        </>
      ) : enteredEmail && confirmed ? (
        <div className="mt-4 rounded-xl border border-brand-200 bg-white p-4 shadow-sm">
          <p className="text-sm text-slate-700">{t("newsletter.subscribedAs")}</p>
          <p className="mt-0.5 font-semibold break-all text-slate-900" data-testid="newsletter-email">
            {enteredEmail}
          </p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            onClick={() => unsubscribe.mutate()}
            disabled={unsubscribe.isPending}
          >
            {unsubscribe.isPending ? t("newsletter.unsubscribing") : t("newsletter.unsubscribe")}
          </Button>
        </div>
      ) : enteredEmail ? (
        <div
          className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4 shadow-sm"
          data-testid="newsletter-pending"
        >
          <p className="text-sm font-semibold text-amber-900">{t("newsletter.checkInbox")}</p>
          <p className="mt-1 text-sm text-slate-800">{t("newsletter.sentTo")}</p>
          <p className="font-semibold break-words text-slate-900" data-testid="newsletter-email">
            {enteredEmail}
          </p>
          <p className="text-sm text-slate-800">{t("newsletter.openIt")}</p>
          <div className="mt-3 flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              onClick={() => unsubscribe.mutate()}
              disabled={unsubscribe.isPending}
            >
              {unsubscribe.isPending ? t("newsletter.unsubscribing") : t("newsletter.unsubscribe")}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => subscribe.mutate(enteredEmail)}
              disabled={subscribe.isPending}
            >
              {subscribe.isPending ? t("newsletter.sending") : t("newsletter.resend")}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="mt-4 max-w-lg lg:max-w-none">
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
            {t("newsletter.emailLabel")}
          </label>
          <div className="grid gap-2 sm:grid-cols-[1fr_auto] lg:grid-cols-1">
            <input
              id={inputId}
              name="enteredEmail"
              type="email"
              required
              autoComplete="email"
              inputMode="email"
              placeholder="you@example.com"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              className={cx(inputClasses, "min-w-0")}
            />
            <Button type="submit" disabled={subscribe.isPending}>
              {subscribe.isPending ? t("newsletter.subscribing") : t("newsletter.subscribe")}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
