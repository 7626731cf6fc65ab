import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";
import { CloseIcon } from "./icons";
import { useModalDialog } from "./useModalDialog";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Hide the corner × when the body already has its own Close button. */
  hideCloseIcon?: boolean;
  className?: string;
}

/**
 * A dialog over the page, at the bottom of a phone's screen and centred on a wider one. The browser's
 * modal `<dialog>` keeps focus inside and closes on Escape; a click on the backdrop or the × closes it too.
 */
export function Modal({ open, ...props }: ModalProps) {
  return open ? <ModalDialog {...props} /> : null;
}

function ModalDialog({
  onClose,
  title,
  children,
  hideCloseIcon = false,
  className,
}: Omit<ModalProps, "open">) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useModalDialog(onClose);
  return (
    <dialog
      {...dialog}
      tabIndex={-1}
      aria-labelledby={titleId}
      className={cx(
        "mx-auto mt-auto mb-4 max-h-[90dvh] w-[calc(100%-2rem)] max-w-md motion-safe:animate-fade-in overflow-y-auto rounded-2xl bg-white p-0 text-slate-800 shadow-xl backdrop:bg-slate-900/50 focus:outline-none sm:my-auto",
        className,
      )}
    >
      <div className="p-6">
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          {hideCloseIcon ? null : (
            <button
              type="button"
              onClick={onClose}
              aria-label={t("ui.closeDialog")}
              className="-m-2 rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
            >
              <CloseIcon className="size-5" />
            </button>
          )}
        </div>
        {children}
      </div>
    </dialog>
  );
}
