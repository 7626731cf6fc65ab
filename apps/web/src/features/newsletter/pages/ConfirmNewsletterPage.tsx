import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/Button";
import { PageHeading } from "../../../components/ui/PageHeading";
import { ApiError, errorMessage } from "../../../lib/api";
import en from "../../../lib/i18n/locales/en/newsletter";
import { confirmWithToken, newsletterKeys } from "../api";
import { LinkResultPanel } from "../components/LinkResultPanel";
import { useNewsletterMessage } from "../messages";

export const INCOMPLETE_CONFIRM_LINK = en.confirm.incomplete;

/**
 * /newsletter/confirm?token=…, the double opt-in link. It confirms on a press of the button, not on load:
 * mail scanners open links in new mail, and must not subscribe someone who never read it.
 */
export function ConfirmNewsletterPage() {
  const { t } = useTranslation("newsletter");
  const say = useNewsletterMessage();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmWithToken(token),
    // The footer of a learner signed in here should show the confirmed state straight away.
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (q) => newsletterKeys.isEnteredEmail(q.queryKey) }),
  });
  // A 4xx is the server's verdict on the link; anything else (no connection) can be tried again.
  const badLink =
    confirm.error instanceof ApiError && confirm.error.status >= 400 && confirm.error.status < 500;

  let body: ReactNode;
  if (!token) {
    body = (
      <LinkResultPanel tone="error">
        <p role="alert" className="text-slate-800">
          {t("confirm.incomplete")}
        </p>
      </LinkResultPanel>
    );
  } else if (confirm.isSuccess) {
    const done = confirm.data.status !== "address_changed";
    body = (
      <LinkResultPanel tone={done ? "success" : "info"}>
        <p role="status" className="text-lg font-medium break-words text-slate-900">
          {say(confirm.data.message)}
        </p>
        <p className="text-sm text-slate-600">{done ? t("confirm.doneNote") : t("confirm.changedNote")}</p>
      </LinkResultPanel>
    );
  } else if (confirm.isError && badLink) {
    body = (
      <LinkResultPanel tone="error">
        <p role="alert" className="text-slate-800">
          {say(errorMessage(confirm.error))}
        </p>
      </LinkResultPanel>
    );
  } else {
    body = (
      <LinkResultPanel tone="info">
        <p className="text-lg font-medium text-slate-900">{t("confirm.prompt")}</p>
        <p className="text-sm text-slate-600">{t("confirm.promptText")}</p>
        {confirm.isError ? (
          <p role="alert" className="text-sm text-red-800">
            {say(errorMessage(confirm.error))}
          </p>
        ) : null}
        <Button onClick={() => confirm.mutate()} disabled={confirm.isPending}>
          {confirm.isPending ? t("confirm.confirming") : t("confirm.confirm")}
        </Button>
      </LinkResultPanel>
    );
  }

  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <PageHeading title={t("title")} centered />
      <div className="mt-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {body}
        <div className="mt-8 flex justify-center">
          <ButtonLink to="/" variant={confirm.isSuccess || badLink || !token ? "primary" : "ghost"}>
            {t("goHome")}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}
