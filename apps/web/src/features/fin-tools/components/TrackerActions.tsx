import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { MessageIcon, PlusIcon, ReceiptIcon, TargetIcon, UploadIcon } from "./icons";

export type ActionDialog = "add" | "budgets" | "alert" | "import";

/** The tracker's buttons (spec section 2, and the ones that save typing). */
export function TrackerActions({ onOpen }: { onOpen: (dialog: ActionDialog) => void }) {
  const { t } = useTranslation("tracker");
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>button]:h-auto [&>button]:min-h-11 [&>button]:py-2 [&>button]:leading-tight">
      <Button onClick={() => onOpen("add")} aria-haspopup="dialog" className="col-span-2 sm:col-span-1">
        <PlusIcon className="size-5" />
        {t("actions.add")}
      </Button>
      <Button variant="secondary" onClick={() => onOpen("budgets")} aria-haspopup="dialog">
        <TargetIcon className="size-5" />
        {t("actions.budgets")}
      </Button>
      <Button variant="secondary" onClick={() => onOpen("alert")} aria-haspopup="dialog">
        <MessageIcon className="size-5" />
        {t("actions.alert")}
      </Button>
      <Button variant="secondary" onClick={() => onOpen("import")} aria-haspopup="dialog">
        <UploadIcon className="size-5" />
        {t("actions.import")}
      </Button>
      <Button
        variant="secondary"
        onClick={() => toast(t("actions.comingSoon"), { icon: "ℹ️", id: "coming-soon" })}
      >
        <ReceiptIcon className="size-5" />
        {t("actions.receipts")}
      </Button>
    </div>
  );
}
