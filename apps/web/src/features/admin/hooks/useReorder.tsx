import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { withReason } from "../messages";
import { adminToast } from "../toast";

interface ReorderConfig<T> {
  /** "Module", "Card": used in the failure toast. */
  noun: string;
  listKey: QueryKey;
  getId: (item: T) => number;
  send: (ids: number[]) => Promise<T[]>;
}

/**
 * Move up / move down with an optimistic update: the list changes at once, the server gets the
 * whole new id order, and its answer (or, on failure, a refetch) settles the list.
 * Focus follows the moved item's button, and a live region says where it went.
 */
export function useReorder<T>({ listKey, getId, noun, send }: ReorderConfig<T>) {
  const queryClient = useQueryClient();
  const latest = useRef(0);
  const [announcement, setAnnouncement] = useState("");
  const [focusTarget, setFocusTarget] = useState<string | null>(null);

  useEffect(() => {
    if (!focusTarget) return;
    const [prefix, direction] = focusTarget.split("|") as [string, "up" | "down"];
    const wanted = document.getElementById(`${prefix}-${direction}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${prefix}-${direction === "up" ? "down" : "up"}`);
    // At the top the up button turns off: keep the keyboard user on the item's other button.
    if (wanted && !wanted.disabled) wanted.focus();
    else other?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const move = async (item: T, delta: -1 | 1, idPrefix: string, label: string) => {
    const list = queryClient.getQueryData<T[]>(listKey) ?? [];
    const from = list.findIndex((other) => getId(other) === getId(item));
    const to = from + delta;
    if (from < 0 || to < 0 || to >= list.length) return;

    await queryClient.cancelQueries({ queryKey: listKey });
    const next = [...list];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    queryClient.setQueryData<T[]>(listKey, next);
    setFocusTarget(`${idPrefix}|${delta < 0 ? "up" : "down"}`);
    setAnnouncement(`Moved ${label} to position ${to + 1} of ${next.length}.`);

    const request = ++latest.current;
    try {
      const saved = await send(next.map(getId));
      // An older answer must not overwrite a newer move.
      if (request === latest.current && Array.isArray(saved)) queryClient.setQueryData<T[]>(listKey, saved);
    } catch (error) {
      adminToast.error(withReason(`Failed to reorder ${noun.toLowerCase()}s.`, error));
      void queryClient.invalidateQueries({ queryKey: listKey });
    }
  };

  const announcer = (
    <p className="sr-only" aria-live="polite">
      {announcement}
    </p>
  );
  return { move, announcer };
}
