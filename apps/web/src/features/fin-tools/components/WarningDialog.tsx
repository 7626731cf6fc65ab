import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";

/** The tracker's Warning message dialog (spec section 2), e.g. "Failed to fetch category budgets." */
export function WarningDialog({
  open,
  message,
  onClose,
}: {
  open: boolean;
  message: string;
  onClose: () => void;
}) {
  const { t } = useTranslation("tracker");
  return (
    <Modal open={open} onClose={onClose} title={t("warning.title")} hideCloseIcon>
      <p role="alert" className="text-slate-700">
        {message}
      </p>
      <div className="mt-6 flex justify-end">
        <Button onClick={onClose}>{t("close")}</Button>
      </div>
    </Modal>
  );
}
