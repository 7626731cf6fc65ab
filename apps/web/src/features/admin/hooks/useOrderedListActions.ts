import type { QueryKey } from "@tanstack/react-query";
import type { Placement } from "../components/placement";
import { useDeleteWithUndo } from "./useDeleteWithUndo";
import { useReorder } from "./useReorder";

interface OrderedListConfig<T> {
  /** "Module", "Card": in the toasts, and (lower-cased) in the move buttons' ids. */
  noun: string;
  listKey: QueryKey;
  itemKey: (id: number) => QueryKey;
  getId: (item: T) => number;
  /** Names the item in the move buttons and the "moved" announcement. */
  titleOf: (item: T) => string;
  remove: (id: number) => Promise<unknown>;
  restore: (id: number) => Promise<T>;
  /** Saves a new order (the whole list's ids). */
  reorder: (ids: number[]) => Promise<T[]>;
  alsoInvalidate?: readonly QueryKey[];
}

/** An ordered admin list (a course's modules, a module's cards): delete with Undo, and move up or down. */
export function useOrderedListActions<T>({ reorder, titleOf, ...config }: OrderedListConfig<T>) {
  const remove = useDeleteWithUndo<T>(config);
  const { move, announcer } = useReorder<T>({ ...config, send: reorder });
  const placement = (item: T, index: number, count: number): Placement => {
    const idPrefix = `${config.noun.toLowerCase()}-${config.getId(item)}`;
    return {
      position: index + 1,
      isFirst: index === 0,
      isLast: index === count - 1,
      idPrefix,
      onMove: (delta) => void move(item, delta, idPrefix, titleOf(item)),
    };
  };
  return { remove, placement, announcer };
}
