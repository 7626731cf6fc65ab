import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Spinner } from "../../../components/ui/Spinner";
import { ApiError, errorMessage } from "../../../lib/api";
import en from "../../../lib/i18n/locales/en/newsletter";
import { newsletterKeys, unsubscribeWithToken } from "../api";
import { LinkFailed, LinkPage, useLinkToken } from "../components/LinkPage";
import { LinkResultPanel } from "../components/LinkResultPanel";
import { useNewsletterMessage } from "../messages";

export const INCOMPLETE_LINK = en.unsubscribe.incomplete;

/**
 * /unsubscribe?token=…, the link in every newsletter email. It works without signing in: on load it
 * sends the token once and shows the server's answer.
 */
export function UnsubscribePage() {
  const { t } = useTranslation("newsletter");
  const say = useNewsletterMessage();
  const token = useLinkToken();
  // A query, not an effect: one request however often the page renders, and none after a revisit.
  const result = useQuery({
    queryKey: newsletterKeys.unsubscribe(token),
    queryFn: () => unsubscribeWithToken(token),
    enabled: token.length > 0,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // A 4xx is the server's verdict on the link; anything else (no connection) can be tried again.
  const badLink = result.error instanceof ApiError && result.error.status >= 400 && result.error.status < 500;

  let body: ReactNode;
  if (!token) {
    body = <LinkFailed message={t("unsubscribe.incomplete")} />;
  } else if (result.isPending) {
    body = (
      <div className="flex flex-col items-center gap-3 py-6 text-slate-700">
        <Spinner label={t("unsubscribe.pending")} />
        <p aria-hidden="true">{t("unsubscribe.pendingText")}</p>
      </div>
    );
  } else if (result.isError) {
    body = (
      <LinkFailed message={say(errorMessage(result.error))}>
        {badLink ? null : (
          <Button variant="secondary" onClick={() => void result.refetch()}>
            {t("tryAgain")}
          </Button>
        )}
      </LinkFailed>
    );
  } else {
    body = (
      <LinkResultPanel tone={result.data.unsubscribed ? "success" : "info"}>
        <p role="status" className="text-lg font-medium text-slate-900">
          {say(result.data.message)}
        </p>
        <p className="text-sm text-slate-600">{t("unsubscribe.changedMind")}</p>
      </LinkResultPanel>
    );
  }

  return <LinkPage>{body}</LinkPage>;
}
