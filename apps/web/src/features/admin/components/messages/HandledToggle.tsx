import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
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
  // The mark as clicked, until the save settles: the cache's copy updates a moment later (onMutate runs
  // after the click's render), and a controlled checkbox would show the old state in between.
  const [clicked, setClicked] = useState<boolean | null>(null);
  const save = useMutation({
    mutationFn: (next: boolean) => markHandled(kind, id, next),
    onMutate: (next) => setHandledInCache(client, kind, page, id, next),
    onError: (error, next) => {
      setHandledInCache(client, kind, page, id, !next);
      adminToast.error(withReason("Failed to save the mark.", error));
    },
    onSettled: () => setClicked(null),
  });
  return (
    <div className="flex items-center gap-2">
      <input
        id={inputId}
        type="checkbox"
        className={checkboxClasses}
        checked={clicked ?? handled}
        disabled={save.isPending}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = event.currentTarget.checked;
          setClicked(next);
          save.mutate(next);
        }}
      />
      <label htmlFor={inputId} className="text-sm font-semibold text-slate-800">
        Handled
      </label>
    </div>
  );
}
