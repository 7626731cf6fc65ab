import { dehydrate, hydrate, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PATIENCE_MS } from "../test/patience";
import { createQueryClient, forgetDrawnQueries, keepDrawnQueries } from "./queryClient";

/** What the server's render puts in the page: its query cache, dehydrated. */
function drawnHome() {
  const server = createQueryClient();
  server.setQueryData(["home", "data", "asha"], { streak: 3 });
  return dehydrate(server);
}

/** Mounts an observer as a component would (staleTime 0: always refetched on mount) and counts fetches. */
function mount(client: ReturnType<typeof createQueryClient>, queryFn: () => Promise<unknown>) {
  const observer = new QueryObserver(client, { queryKey: ["home", "data", "asha"], queryFn, staleTime: 0 });
  return observer.subscribe(() => {});
}

afterEach(() => {
  forgetDrawnQueries();
});

describe("the queries a drawn page came with", () => {
  it("are not fetched again as the page takes over, and are once forgotten", async () => {
    const client = createQueryClient();
    const drawn = drawnHome();
    hydrate(client, drawn);
    keepDrawnQueries(drawn.queries.map((q) => q.queryHash));
    const queryFn = vi.fn(async () => ({ streak: 4 }));

    const first = mount(client, queryFn);
    await Promise.resolve();
    expect(queryFn).not.toHaveBeenCalled();
    first();

    forgetDrawnQueries();
    const later = mount(client, queryFn);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1), { timeout: PATIENCE_MS });
    later();
  });

  it("leave other queries as they were: always fetched on mount when stale", async () => {
    const client = createQueryClient();
    hydrate(client, drawnHome());
    const queryFn = vi.fn(async () => ({ streak: 4 }));
    const unmount = mount(client, queryFn);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1), { timeout: PATIENCE_MS });
    unmount();
  });
});
