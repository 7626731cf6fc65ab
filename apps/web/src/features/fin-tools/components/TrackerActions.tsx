import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { MessageIcon, PlusIcon, ReceiptIcon, TargetIcon, UploadIcon } from "./icons";

export type ActionDialog = "add" | "budgets" | "alert" | "import";

/**
 * The tracker's buttons (spec section 2, and the ones that save typing); on a wide screen they stand
 * beside the summary. Offline, the ones that write wait for the connection.
 */
export function TrackerActions({
  onOpen,
  offline,
}: {
  onOpen: (dialog: ActionDialog) => void;
  offline: boolean;
}) {
  const { t } = useTranslation("tracker");
  return (
    <div className="grid grid-cols-2 gap-2 md:flex md:flex-wrap lg:flex-col lg:flex-nowrap [&>button]:h-auto [&>button]:min-h-11 [&>button]:py-2 [&>button]:leading-tight lg:[&>button]:w-full lg:[&>button]:justify-start">
      {/* One button: among the actions on a wide screen; on a phone it floats at the right thumb above
          the tab bar (its 4rem, its border and the safe area), so Add is always in reach. */}
      <Button
        onClick={() => onOpen("add")}
        disabled={offline}
        aria-haspopup="dialog"
        className="max-md:fixed max-md:right-4 max-md:bottom-[calc(4rem+1px+env(safe-area-inset-bottom)+0.75rem)] max-md:z-20 max-md:h-14! max-md:rounded-full max-md:px-5 max-md:text-base max-md:shadow-lg max-md:shadow-brand-900/25 print:hidden"
      >
        <PlusIcon className="size-5" />
        {t("actions.add")}
      </Button>
      <Button variant="secondary" onClick={() => onOpen("budgets")} disabled={offline} aria-haspopup="dialog">
        <TargetIcon className="size-5" />
        {t("actions.budgets")}
      </Button>
      <Button variant="secondary" onClick={() => onOpen("alert")} disabled={offline} aria-haspopup="dialog">
        <MessageIcon className="size-5" />
        {t("actions.alert")}
      </Button>
      <Button variant="secondary" onClick={() => onOpen("import")} disabled={offline} aria-haspopup="dialog">
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
