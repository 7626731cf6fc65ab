import type { QueryKey, UseQueryOptions } from "@tanstack/react-query";
import type { Params } from "react-router";
import { ensure, pageLoader } from "../../../lib/route-data";
import { type AuthoringScope, scopeOf } from "../authoringScope";

/** Ensures one of the authoring queries, unless it waits for an id (enabled false): then nothing. */
export type Load = <T>(options: UseQueryOptions<T, Error, T, QueryKey>) => Promise<T | undefined>;

/**
 * The loader of an authoring page (courses, modules, cards), for the scope its address names: on an
 * organisation's pages, drawn on the server for the facilitator, the page's items are read before it
 * is drawn; in the browser the reads start as the page opens (lib/route-data).
 */
export function authoringLoader(
  reads: (load: Load, scope: AuthoringScope, params: Params) => Promise<unknown>,
) {
  return pageLoader(async (client, { params }) => {
    const load: Load = (options) =>
      options.enabled === false ? Promise.resolve(undefined) : ensure(client, options as never);
    await reads(load, scopeOf(params), params);
  });
}
