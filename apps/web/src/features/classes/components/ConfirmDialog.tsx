import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Modal } from "../../../components/ui/Modal";

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirm: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an act that cannot be taken back from here (a new code, removing a learner). */
export function ConfirmDialog({ open, title, text, confirm, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation("classes");
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <p className="text-slate-700">{text}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
        <Button variant="danger" disabled={busy} onClick={onConfirm}>
          {confirm}
        </Button>
      </div>
    </Modal>
  );
}
