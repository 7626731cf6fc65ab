import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { withReason } from "../messages";
import { adminToast } from "../toast";

/** How a cached query holds the items: a plain list, or a page of them with a total. */
export interface ListShape<T, D> {
  items: (data: D) => T[];
  withItems: (data: D, items: T[]) => D;
}

const plainList: ListShape<unknown, unknown[]> = { items: (data) => data, withItems: (_, items) => items };

interface DeleteConfig<T, D> {
  /** "Course", "Module", "Card", "Article": used in the toasts. */
  noun: string;
  /** Every cached list (or page) under this key that shows the item loses it at once. */
  listKey: QueryKey;
  /** The item's own query: dropped with it, filled again by a restore. */
  itemKey: (id: number) => QueryKey;
  getId: (item: T) => number;
  remove: (id: number) => Promise<unknown>;
  restore: (id: number) => Promise<T>;
  /** Other queries whose numbers change with the list (a course's module count, say). */
  alsoInvalidate?: readonly QueryKey[];
  /** Without it, the cache holds a plain list. */
  shape?: ListShape<T, D>;
}

/**
 * Spec: admin deletes happen at once, without a confirmation, and the item leaves the list. Deletes are
 * soft on the server, so the toast offers Undo for a while, which restores the item where it was.
 */
export function useDeleteWithUndo<T, D = T[]>({
  noun,
  listKey,
  itemKey,
  getId,
  remove,
  restore,
  alsoInvalidate = [],
  shape = plainList as unknown as ListShape<T, D>,
}: DeleteConfig<T, D>) {
  const queryClient = useQueryClient();
  const lower = noun.toLowerCase();
  const refresh = () => {
    for (const queryKey of [listKey, ...alsoInvalidate]) void queryClient.invalidateQueries({ queryKey });
  };
  const holds = (data: D, id: number) => shape.items(data).some((other) => getId(other) === id);

  /** Back where it stood in each list that held it; the refetch that follows settles the rest. */
  const putBack = (before: [QueryKey, D | undefined][], item: T) => {
    for (const [key, old] of before) {
      const index = old ? shape.items(old).findIndex((other) => getId(other) === getId(item)) : -1;
      if (index < 0) continue;
      queryClient.setQueryData<D>(key, (data) => {
        if (!data || holds(data, getId(item))) return data;
        const items = [...shape.items(data)];
        items.splice(Math.min(index, items.length), 0, item);
        return shape.withItems(data, items);
      });
    }
  };

  return async (item: T): Promise<void> => {
    const id = getId(item);
    await queryClient.cancelQueries({ queryKey: listKey });
    const before = queryClient.getQueriesData<D>({ queryKey: listKey });
    queryClient.setQueriesData<D>({ queryKey: listKey }, (data) =>
      data && holds(data, id)
        ? shape.withItems(
            data,
            shape.items(data).filter((other) => getId(other) !== id),
          )
        : data,
    );
    keepFocusInPage();
    try {
      await remove(id);
    } catch (error) {
      for (const [key, data] of before) queryClient.setQueryData(key, data);
      adminToast.error(withReason(`Failed to delete ${lower}.`, error));
      return;
    }
    queryClient.removeQueries({ queryKey: itemKey(id) });
    refresh();
    adminToast.undo(`${noun} deleted.`, async () => {
      try {
        const restored = await restore(id);
        queryClient.setQueryData(itemKey(id), restored);
        putBack(before, restored);
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
