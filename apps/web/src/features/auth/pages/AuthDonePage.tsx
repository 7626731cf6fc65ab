import { safeReturnPath, signInErrorMessage } from "@arthshala/contracts/auth-client";
import { useEffect, useRef } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { ButtonLink } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { PageSpinner } from "../../../components/ui/Spinner";
import { announceSignInResult, sameOriginOpener, signInPagePath } from "../popup";
import { useMe } from "../session";

/**
 * Where the identity provider's sign-in lands: report the result to the opener, then close; on the same
 * page (a phone, a blocked popup), go back where the learner started (`?next=`, checked again) or home.
 */
export function AuthDonePage() {
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // The URL carries only a code: the page shows the app's own words for it, never text from the URL.
  const code = params.get("error");
  const error = code === null ? null : signInErrorMessage(code);
  const inPopup = params.get("popup") === "1";
  const next = safeReturnPath(params.get("next"));
  const { user, isLoading } = useMe();
  const reported = useRef(false);
  const left = useRef(false);

  useEffect(() => {
    if (reported.current) return;
    reported.current = true;
    if (error !== null) {
      announceSignInResult({ type: "arthshala:sign-in-failed", message: error });
      return;
    }
    announceSignInResult({ type: "arthshala:signed-in" });
    // A provider's opener policy can cut the popup off from its opener; it is still a popup, so try to close it.
    if (inPopup || sameOriginOpener()) window.close();
  }, [error, inPopup]);

  // Reached only if the window stays open (no popup, or closing refused): once the session has answered,
  // carry on where sign-in began, saying who is signed in.
  useEffect(() => {
    if (error !== null || isLoading || left.current) return;
    left.current = true;
    navigate(next ?? "/home", { replace: true });
    if (user) toast.success(t("welcome.signedIn", { name: user.name }), { id: "signed-in" });
  }, [error, isLoading, user, navigate, next, t]);

  if (error === null) return <PageSpinner label={t("done.finishing")} />;

  return (
    <Container className="max-w-xl text-center">
      <PageHeading title={t("done.failed")} centered />
      <p className="mt-4 text-slate-700">{error}</p>
      <ButtonLink to={signInPagePath(next)} size="lg" className="mt-8">
        {t("forgot.back")}
      </ButtonLink>
    </Container>
  );
}
