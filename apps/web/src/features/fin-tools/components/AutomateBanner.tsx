import { Trans, useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { MailIcon } from "./icons";

/** The banner that opens Automate Tracking Expenses (spec section 2). */
export function AutomateBanner({ onOpen }: { onOpen: () => void }) {
  const { t } = useTranslation("tracker");
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      onClick={onOpen}
      className="group relative flex h-full min-h-36 w-full flex-col justify-between overflow-hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-950 p-5 text-left text-white shadow-sm"
    >
      <BannerArt />
      <span className="relative">
        <span className="block text-xs font-semibold tracking-wider text-brand-200 uppercase">
          {t("automate.badge")}
        </span>
        <span className="mt-1 block text-xl font-bold">{t("automate.title")}</span>
        <span className="mt-1 block max-w-64 text-sm text-brand-100">{t("automate.text")}</span>
      </span>
      <span className="relative mt-4 flex flex-wrap gap-1.5">
        {[t("automate.readOnly"), t("automate.consentFirst"), t("automate.noMailStored")].map((point) => (
          <span
            key={point}
            className="rounded-full bg-white/10 px-2.5 py-1 text-xs font-medium text-brand-50"
          >
            {point}
          </span>
        ))}
      </span>
      <span className="relative mt-4 text-sm font-semibold text-white underline-offset-4 group-hover:underline">
        {t("automate.howItWorks")}
      </span>
    </button>
  );
}

/** Envelopes and coins: decoration only. */
function BannerArt() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 120 100"
      className="absolute -right-4 -bottom-3 h-32 w-36 text-brand-400 opacity-40"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinejoin="round"
    >
      <rect x="20" y="30" width="70" height="48" rx="6" />
      <path d="m22 34 33 24 33-24" />
      <circle cx="95" cy="28" r="12" />
      <path d="M91 23h9M91 28h9M95 28l-4 6" strokeLinecap="round" />
    </svg>
  );
}

/** The explanation of the mail feature to come (spec section 1); its button reads "Coming soon!". */
export function AutomateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation("tracker");
  return (
    <Modal open={open} onClose={onClose} title={t("automate.title")} className="sm:max-w-lg">
      <div className="space-y-3 text-slate-700">
        <div className="flex items-center gap-3 rounded-xl bg-brand-50 p-3 text-brand-900">
          <MailIcon className="size-6 shrink-0" />
          <p className="text-sm">{t("automate.soon")}</p>
        </div>
        <p>
          <Trans t={t} i18nKey="automate.how" components={{ strong: <strong /> }} />
        </p>
        <ul className="list-disc space-y-1 pl-5">
          <li>{t("automate.neverChanges")}</li>
          <li>{t("automate.nothingStored")}</li>
          <li>{t("automate.takeBack")}</li>
        </ul>
        <p className="text-sm text-slate-600">{t("automate.meanwhile")}</p>
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="ghost" onClick={onClose}>
          {t("close")}
        </Button>
        <Button disabled>{t("automate.button")}</Button>
      </div>
    </Modal>
  );
}
