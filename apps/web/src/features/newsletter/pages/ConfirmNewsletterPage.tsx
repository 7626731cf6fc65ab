import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { ApiError, errorMessage } from "../../../lib/api";
import en from "../../../lib/i18n/locales/en/newsletter";
import { confirmWithToken, newsletterKeys } from "../api";
import { LinkFailed, LinkPage, useLinkToken } from "../components/LinkPage";
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
  const token = useLinkToken();
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
    body = <LinkFailed message={t("confirm.incomplete")} />;
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
    body = <LinkFailed message={say(errorMessage(confirm.error))} />;
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

  return <LinkPage homeFirst={confirm.isSuccess || badLink || !token}>{body}</LinkPage>;
}
