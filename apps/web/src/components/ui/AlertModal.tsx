import { useTranslation } from "react-i18next";
import { Button } from "./Button";
import { Modal } from "./Modal";

interface AlertModalProps {
  open: boolean;
  message: string;
  onClose: () => void;
}

/** The spec's alert: a dialog titled "Alert" with the message and one Close button. */
export function AlertModal({ open, message, onClose }: AlertModalProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t("ui.alert")} hideCloseIcon>
      <p className="text-slate-700">{message}</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{t("ui.close")}</Button>
      </div>
    </Modal>
  );
}
