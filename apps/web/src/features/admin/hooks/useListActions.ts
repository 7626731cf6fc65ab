import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { ApiError } from "../../../lib/api";
import { adminToast } from "../toast";

/**
 * "Failed to x." plus the server's reason when it gave one (a 4xx names the problem; a lost connection
 * says so). A 5xx carries nothing the admin can act on, so the spec's text stands alone.
 */
export function withReason(base: string, error: unknown): string {
  if (!(error instanceof ApiError) || !error.message || error.status >= 500) return base;
  return `${base} ${error.message}`;
}

interface ListConfig<T> {
  listKey: QueryKey;
  getId: (item: T) => number;
  /** Other queries whose numbers change with this list (a course's module count, say). */
  alsoInvalidate?: QueryKey[];
}

interface DeleteConfig<T> extends ListConfig<T> {
  /** "Course", "Module", "Card": used in the toasts. */
  noun: string;
  remove: (id: number) => Promise<unknown>;
  restore: (id: number) => Promise<T>;
}

/**
 * Spec: admin deletes happen at once, without a confirmation, and the item leaves the list.
 * Deletes are soft on the server, so the toast offers Undo for a while, which restores the item
 * where it was.
 */
export function useDeleteWithUndo<T>({
  listKey,
  getId,
  noun,
  remove,
  restore,
  alsoInvalidate = [],
}: DeleteConfig<T>) {
  const queryClient = useQueryClient();
  const lower = noun.toLowerCase();

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: listKey });
    for (const key of alsoInvalidate) void queryClient.invalidateQueries({ queryKey: key });
  };

  const putBack = (item: T, index: number) => {
    queryClient.setQueryData<T[]>(listKey, (list = []) => {
      if (list.some((other) => getId(other) === getId(item))) return list;
      const next = [...list];
      next.splice(Math.min(index, next.length), 0, item);
      return next;
    });
  };

  return async (item: T) => {
    const id = getId(item);
    await queryClient.cancelQueries({ queryKey: listKey });
    const index = queryClient.getQueryData<T[]>(listKey)?.findIndex((other) => getId(other) === id) ?? -1;
    queryClient.setQueryData<T[]>(listKey, (list) => list?.filter((other) => getId(other) !== id));
    keepFocusInPage();
    try {
      await remove(id);
    } catch (error) {
      putBack(item, Math.max(index, 0));
      adminToast.error(withReason(`Failed to delete ${lower}.`, error));
      return;
    }
    refresh();
    adminToast.undo(`${noun} deleted.`, async () => {
      try {
        const restored = await restore(id);
        putBack(restored, Math.max(index, 0));
        adminToast.success(`${noun} restored.`);
      } catch (error) {
        adminToast.error(withReason(`Failed to restore ${lower}.`, error));
      }
      refresh();
    });
  };
}

/** The pressed Delete button leaves with its item: keep keyboard focus in the page, not on <body>. */
function keepFocusInPage() {
  requestAnimationFrame(() => {
    if (document.activeElement === document.body)
      document.getElementById("main")?.focus({ preventScroll: true });
  });
}

interface ReorderConfig<T> extends ListConfig<T> {
  noun: string;
  send: (ids: number[]) => Promise<T[]>;
}

/**
 * Move up / move down with an optimistic update: the list changes at once, the server gets the
 * whole new id order, and its answer (or, on failure, a refetch) settles the list.
 * Focus follows the moved item's button, and a live region says where it went.
 */
export function useReorder<T>({ listKey, getId, noun, send, alsoInvalidate = [] }: ReorderConfig<T>) {
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
    for (const key of alsoInvalidate) void queryClient.invalidateQueries({ queryKey: key });
  };

  return { move, announcement };
}
