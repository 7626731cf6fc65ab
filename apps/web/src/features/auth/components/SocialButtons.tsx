import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { openSignInPopup } from "../popup";
import { useProviders } from "../session";

/**
 * The spec's two social buttons; both open the identity provider's popup, which offers its own logins.
 * Inside the popup they go on to the provider in it; on a phone, or where popups are blocked, to the
 * provider in this tab, coming back to the page the learner started from (`?next=`).
 * The server does not say which provider it is (any OIDC issuer), so the labels name none rather than
 * promise a "Google" that may not be there. Without a provider configured, nothing renders.
 */
export function SocialButtons() {
  const { t } = useTranslation("auth");
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const { data } = useProviders();
  if (!data?.oidc) return null;

  const next = params.get("next");
  const open = () => {
    if (params.get("popup") === "1") {
      window.location.assign("/api/auth/oidc/login?popup=1");
      return;
    }
    void openSignInPopup(queryClient, { next, afterPopup: next ?? undefined, onSignInPage: true });
  };
  return (
    <div className="mt-6">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-200" />
        {t("social.or")}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <div className="mt-4 grid gap-3">
        <Button variant="secondary" block onClick={open}>
          {t("social.signIn")}
        </Button>
        <Button variant="secondary" block onClick={open}>
          {t("social.signUp")}
        </Button>
      </div>
    </div>
  );
}
