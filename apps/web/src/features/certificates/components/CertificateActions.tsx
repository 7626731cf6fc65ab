import { certificatePdfPath } from "@arthshala/contracts/certificate-rules";
import { useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button, buttonClasses } from "../../../components/ui/Button";
import { ShareIcon } from "../../../components/ui/icons";
import { Modal } from "../../../components/ui/Modal";
import { errorMessage } from "../../../lib/api";
import { uiLanguage } from "../../../lib/i18n";
import { shareLink } from "../../../lib/share";
import { type Certificate, useSetRevoked } from "../api";

/**
 * What the holder does with a certificate: download its PDF (in the language they are reading), copy
 * or share its public link, and revoke it (after a confirmation) or make it valid again.
 */
export function CertificateActions({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation("certificates");
  const setRevoked = useSetRevoked(certificate.id);
  const [confirming, setConfirming] = useState(false);
  const revoked = certificate.revoked_at !== null;

  const change = (revoke: boolean) =>
    setRevoked.mutate(revoke, {
      onSuccess: () => {
        setConfirming(false);
        toast.success(revoke ? t("revoke.done") : t("revoke.restored"));
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  if (revoked) {
    return (
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => change(false)} disabled={setRevoked.isPending}>
          {t("actions.restore")}
        </Button>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <a
          href={certificatePdfPath(certificate.id, uiLanguage())}
          download={`arthshala-certificate-${certificate.id}.pdf`}
          className={buttonClasses({ size: "lg" })}
        >
          <DownloadIcon />
          {t("actions.download")}
        </a>
        <Button
          variant="secondary"
          size="lg"
          onClick={() =>
            shareLink({
              title: certificate.course_title,
              text: t("actions.shareText", { course: certificate.course_title }),
              url: certificate.verify_url,
            })
          }
        >
          <ShareIcon />
          {t("actions.share")}
        </Button>
      </div>
      <CopyLink url={certificate.verify_url} />
      <div className="border-t border-slate-200 pt-4">
        <button
          type="button"
          className="inline-flex h-11 items-center rounded-lg px-3 text-sm font-semibold text-red-800 hover:bg-red-50 hover:text-red-900"
          onClick={() => setConfirming(true)}
        >
          {t("actions.revoke")}
        </button>
      </div>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={t("revoke.title")}>
        <p className="text-slate-700">{t("revoke.body")}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            {t("revoke.cancel")}
          </Button>
          <Button variant="danger" onClick={() => change(true)} disabled={setRevoked.isPending}>
            {t("revoke.confirm")}
          </Button>
        </div>
      </Modal>
    </div>
  );
}

/** The public link, readable and selectable, with a button that copies it. */
function CopyLink({ url }: { url: string }) {
  const { t } = useTranslation("certificates");
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(url);
      toast.success(t("actions.copied"));
    } catch {
      toast.error(t("actions.copyFailed"));
    }
  };
  return (
    <div>
      <label htmlFor="certificate-link" className="text-sm font-medium text-slate-700">
        {t("actions.link")}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id="certificate-link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-sm text-slate-800"
        />
        <Button variant="secondary" onClick={() => void copy()}>
          <CopyIcon />
          {t("actions.copy")}
        </Button>
      </div>
    </div>
  );
}

function DownloadIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      className="size-5"
    >
      <path d="M12 4v11m0 0-4.5-4.5M12 15l4.5-4.5M5 19h14" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

function CopyIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      className="size-5"
    >
      <rect x="9" y="9" width="11" height="11" rx="2" />
      <path d="M5 15V6a2 2 0 0 1 2-2h9" strokeLinecap="round" />
    </svg>
  );
}
