import { Trans, useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";
import { MailIcon } from "./icons";

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
