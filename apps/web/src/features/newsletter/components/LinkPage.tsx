import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button";
import { PageHeading } from "../../../components/ui/PageHeading";
import { LinkResultPanel } from "./LinkResultPanel";

/** The token of a link from a newsletter email (?token=…), or "" when the link came cut short. */
export function useLinkToken(): string {
  const [params] = useSearchParams();
  return params.get("token")?.trim() ?? "";
}

/**
 * The page a newsletter email's link opens (confirm, unsubscribe): the newsletter's heading, the link's
 * outcome in a card, and the way home, drawn as the main action once there is nothing else to do.
 */
export function LinkPage({ homeFirst = true, children }: { homeFirst?: boolean; children: ReactNode }) {
  const { t } = useTranslation("newsletter");
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-12 sm:py-16">
      <PageHeading title={t("title")} centered />
      <div className="mt-8 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {children}
        <div className="mt-8 flex justify-center">
          <ButtonLink to="/" variant={homeFirst ? "primary" : "ghost"}>
            {t("goHome")}
          </ButtonLink>
        </div>
      </div>
    </div>
  );
}

/** A link the server refused, or one cut short: what is wrong, and what may be done (a retry). */
export function LinkFailed({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <LinkResultPanel tone="error">
      <p role="alert" className="text-slate-800">
        {message}
      </p>
      {children}
    </LinkResultPanel>
  );
}
