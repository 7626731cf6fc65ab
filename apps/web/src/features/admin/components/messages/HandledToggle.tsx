import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import { checkboxClasses } from "../../../../components/form/fields";
import { withReason } from "../../messages";
import { type MessageKind, markHandled, setHandledInCache } from "../../messages-api";
import { adminToast } from "../../toast";

interface HandledToggleProps {
  kind: MessageKind;
  page: number;
  id: number;
  handled: boolean;
  /** Names the message the checkbox belongs to (its heading). */
  describedBy: string;
}

/** "Handled": ticks at once, saves, and puts the mark back if the save fails. */
export function HandledToggle({ kind, page, id, handled, describedBy }: HandledToggleProps) {
  const inputId = useId();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: (next: boolean) => markHandled(kind, id, next),
    onMutate: (next) => setHandledInCache(client, kind, page, id, next),
    onError: (error, next) => {
      setHandledInCache(client, kind, page, id, !next);
      adminToast.error(withReason("Failed to save the mark.", error));
    },
  });
  return (
    <div className="flex items-center gap-2">
      <input
        id={inputId}
        type="checkbox"
        className={checkboxClasses}
        checked={handled}
        disabled={save.isPending}
        aria-describedby={describedBy}
        onChange={(event) => save.mutate(event.currentTarget.checked)}
      />
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        Handled
      </label>
    </div>
  );
}
