import type { Me } from "@arthshala/contracts/auth";
import { safeReturnPath } from "@arthshala/contracts/auth-client";
import { useQueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { useNavigate, useSearchParams } from "react-router";
import { setSignedInUser } from "./session";

/**
 * After the form signs someone in: remember the user, then, inside the sign-in popup (?popup=1), go to
 * /auth/done which reports back to the opener and closes; on the same page, go back where the learner
 * came from (`?next=`, checked to be a page of this site) or home, and say so in a toast, so a sign-up
 * never ends in silence.
 */
export function useFinishSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation("auth");
  const [params] = useSearchParams();
  const inPopup = params.get("popup") === "1";
  const next = safeReturnPath(params.get("next"));

  const finish = (user: Me, how: "signedIn" | "signedUp") => {
    setSignedInUser(queryClient, user);
    if (inPopup) {
      navigate("/auth/done?popup=1", { replace: true });
      return;
    }
    // Replaces the form in the history: Back from the page returned to does not show the form again.
    navigate(next ?? "/home", { replace: true });
    toast.success(t(`welcome.${how}`, { name: user.name }), { id: "signed-in" });
  };
  /** Keeps the popup flag or the way back on links between the sign-in and sign-up pages. */
  const linkTo = (page: "/signin" | "/signup") =>
    inPopup ? `${page}?popup=1` : next ? `${page}?next=${encodeURIComponent(next)}` : page;
  return { finish, inPopup, next, linkTo };
}
