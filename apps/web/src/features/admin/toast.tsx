/** Admin toasts (spec section 9): 4000 ms for plain and error toasts, 2000 ms for success, at most 20. */
import { useEffect, useState } from "react";
import toast, { type Toast, useToasterStore } from "react-hot-toast/headless";

export const ADMIN_TOAST_DURATION = { blank: 4000, error: 4000, success: 2000 } as const;
export const ADMIN_TOAST_LIMIT = 20;
/** How long a deleted item can be brought back from its toast. */
export const UNDO_WINDOW_MS = 10_000;

export const adminToast = {
  blank: (message: string) => toast(message, { duration: ADMIN_TOAST_DURATION.blank }),
  error: (message: string) => toast.error(message, { duration: ADMIN_TOAST_DURATION.error }),
  success: (message: string) => toast.success(message, { duration: ADMIN_TOAST_DURATION.success }),
  /** "{message} [Undo]" for UNDO_WINDOW_MS; pressing Undo closes the toast and runs onUndo once. */
  undo: (message: string, onUndo: () => void) =>
    toast((t: Toast) => <UndoToast message={message} toastId={t.id} onUndo={onUndo} />, {
      duration: UNDO_WINDOW_MS,
    }),
};

function UndoToast({ message, toastId, onUndo }: { message: string; toastId: string; onUndo: () => void }) {
  // The toast stays on screen while it fades out: a second press must not restore twice.
  const [used, setUsed] = useState(false);
  return (
    <span className="flex items-center gap-3">
      <span>{message}</span>
      <button
        type="button"
        disabled={used}
        onClick={() => {
          setUsed(true);
          toast.dismiss(toastId);
          onUndo();
        }}
        className="shrink-0 rounded-md px-2 py-1 text-sm font-semibold text-brand-800 underline underline-offset-2 hover:bg-brand-50"
      >
        Undo
      </button>
    </span>
  );
}

/** Keeps at most ADMIN_TOAST_LIMIT toasts on screen: the oldest beyond it are dismissed. */
export function useAdminToastLimit(limit: number = ADMIN_TOAST_LIMIT): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .sort((a, b) => b.createdAt - a.createdAt)
      .slice(limit)
      .forEach((t) => {
        toast.dismiss(t.id);
      });
  }, [toasts, limit]);
}
