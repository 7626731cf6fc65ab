import type { Me } from "@arthshala/contracts/auth";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../../../components/ssr/useHydrated";
import { errorMessage } from "../../../lib/api";
import { resendVerification } from "../api";

const dismissedKey = (userId: string) => `arthshala:confirm-email-dismissed:${userId}`;

function wasDismissed(userId: string): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(userId)) === "1";
  } catch {
    return false; // storage blocked: show the banner, it can still be closed for this page
  }
}

/**
 * "Confirm your email" on the home page for learners whose address is unproved. Learning works
 * without it; closing it hides it until the next visit in a new tab or window.
 */
export function ConfirmEmailBanner({ user }: { user: Me }) {
  const { t } = useTranslation("auth");
  // Closed in this tab earlier: known to this browser only, so shown as the server drew it until the
  // app has taken the page over.
  const taken = useHydrated();
  const [closedNow, setDismissed] = useState(false);
  const dismissed = closedNow || (taken && wasDismissed(user.sub));
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: (data) => toast.success(data.message, { id: "confirm-email" }),
    onError: (failure) => toast.error(errorMessage(failure), { id: "confirm-email" }),
  });
  if (user.email_verified || dismissed) return null;

  const dismiss = () => {
    try {
      sessionStorage.setItem(dismissedKey(user.sub), "1");
    } catch {
      // Not remembered; closing still works for now.
    }
    setDismissed(true);
  };

  return (
    <section
      aria-label={t("verify.title")}
      className="flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="mt-0.5 size-6 shrink-0 text-amber-700">
        <path
          fill="currentColor"
          d="M4 5h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2Zm0 2v.4l8 5 8-5V7H4Zm16 2.75-7.47 4.67a1 1 0 0 1-1.06 0L4 9.75V17h16V9.75Z"
        />
      </svg>
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{t("banner.title")}</p>
        <p className="mt-1 text-sm break-words">
          {t("banner.sentTo")} <strong>{user.email}</strong>. {t("banner.text")}
        </p>
        <button
          type="button"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
          className="mt-2 text-sm font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-950 disabled:opacity-60"
        >
          {resend.isPending ? t("banner.pending") : t("banner.resend")}
        </button>
      </div>
      <button
        type="button"
        onClick={dismiss}
        aria-label={t("banner.close")}
        className="-m-1 rounded-md p-1 text-amber-800 hover:bg-amber-100"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5">
          <path
            fill="currentColor"
            d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4 6.4 5Z"
          />
        </svg>
      </button>
    </section>
  );
}
