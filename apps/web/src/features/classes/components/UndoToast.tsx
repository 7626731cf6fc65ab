import { useState } from "react";
import toast, { type Toast } from "react-hot-toast/headless";

/** How long a class just left can be joined again from its toast. */
export const UNDO_MS = 10_000;

/** "{message} [Undo]": pressing Undo closes the toast and runs onUndo once. */
export function showUndoToast(message: string, undo: string, onUndo: () => void) {
  toast((t: Toast) => <UndoToast message={message} undo={undo} toastId={t.id} onUndo={onUndo} />, {
    duration: UNDO_MS,
    id: "left-class",
  });
}

function UndoToast({
  message,
  undo,
  toastId,
  onUndo,
}: {
  message: string;
  undo: string;
  toastId: string;
  onUndo: () => void;
}) {
  // The toast stays on screen while it fades out: a second press must not join twice.
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
        {undo}
      </button>
    </span>
  );
}
