import { QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, forgetDrawnQueries, keepDrawnQueries } from "../queryClient";
import { refetchInLanguage } from "./refetchInLanguage";

afterEach(() => forgetDrawnQueries());

/** A query the server drew the page with, in English, with no component on it yet. */
function drawnQuery(key: readonly unknown[]) {
  const client = createQueryClient();
  client.setQueryData(key, "English");
  keepDrawnQueries([client.getQueryCache().find({ queryKey: key })!.queryHash]);
  return client;
}

describe("refetchInLanguage", () => {
  it("fetches a drawn answer again when a part of the page that shows it hydrates after the change", async () => {
    const key = ["courses", "visitor"];
    const client = drawnQuery(key);
    await refetchInLanguage(client);

    const queryFn = vi.fn(async () => "Hindi");
    const unsubscribe = new QueryObserver(client, { queryKey: key, queryFn }).subscribe(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(key)).toBe("Hindi"));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it("leaves who is signed in alone: it does not depend on the language", async () => {
    const key = ["auth", "me"];
    const client = drawnQuery(key);
    await refetchInLanguage(client);
    expect(client.getQueryState(key)?.isInvalidated).toBe(false);
  });

  it("without a change, a drawn answer is not fetched again as its part hydrates", async () => {
    const key = ["courses", "visitor"];
    const client = drawnQuery(key);
    const queryFn = vi.fn(async () => "again");
    const unsubscribe = new QueryObserver(client, { queryKey: key, queryFn, staleTime: 0 }).subscribe(
      () => undefined,
    );
    await Promise.resolve();
    expect(queryFn).not.toHaveBeenCalled();
    unsubscribe();
  });
});
