import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { FormMessage } from "../../../components/ui/FormMessage";
import { PageSpinner } from "../../../components/ui/Spinner";
import { errorMessage } from "../../../lib/api";

interface ItemStateProps<T> {
  query: UseQueryResult<T>;
  /** The id from the address; 0 when it is not one (the query never runs then). */
  id: number;
  loadingLabel: string;
  notFound: string;
  children: (item: T) => ReactNode;
}

/** An edit page's item: a spinner while it loads, then its form, or why there is none. */
export function ItemState<T>({ query, id, loadingLabel, notFound, children }: ItemStateProps<T>) {
  if (query.isPending && id) return <PageSpinner label={loadingLabel} />;
  if (query.data) return children(query.data);
  return <FormMessage kind="error">{query.error ? errorMessage(query.error) : notFound}</FormMessage>;
}

interface ListStateProps<T> {
  items: T[] | undefined;
  pending: boolean;
  error: unknown;
  /** Spec section 8: a failed load is only logged (with this text), then the empty state shows. */
  logAs: string;
  /** Set when the list's parent does not exist: said instead of offering to fill an empty list. */
  missing?: string | false;
  loadingLabel: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** An admin list's body: why there is none, a spinner while it loads, its empty state, or the items. */
export function ListState<T>({
  items,
  pending,
  error,
  logAs,
  missing,
  loadingLabel,
  empty,
  children,
}: ListStateProps<T>) {
  useEffect(() => {
    if (error) console.error(logAs, error);
  }, [error, logAs]);
  if (missing) return <FormMessage kind="error">{missing}</FormMessage>;
  if (pending) return <PageSpinner label={loadingLabel} />;
  return items?.length ? children(items) : empty;
}
