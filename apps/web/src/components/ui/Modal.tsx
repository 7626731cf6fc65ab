import { type ReactNode, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { cx } from "../../lib/cx";
import { CloseIcon } from "./icons";
import { useDialogBehaviour } from "./useDialogBehaviour";

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Hide the corner × when the body already has its own Close button. */
  hideCloseIcon?: boolean;
  className?: string;
}

/** A centred dialog: closes on Escape, backdrop click, or the × button; keeps focus inside while open. */
export function Modal({ open, onClose, title, children, hideCloseIcon = false, className }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useDialogBehaviour(open, onClose, panelRef);

  if (!open) return null;
  return createPortal(
    <div className="fixed inset-0 z-50 flex items-end justify-center p-4 sm:items-center">
      <div
        data-testid="modal-backdrop"
        aria-hidden="true"
        className="absolute inset-0 motion-safe:animate-fade-in bg-slate-900/50"
        onClick={onClose}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={cx(
          "relative max-h-[90dvh] w-full max-w-md motion-safe:animate-fade-in overflow-y-auto rounded-2xl bg-white p-6 shadow-xl",
          className,
        )}
      >
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
    </div>,
    document.body,
  );
}
