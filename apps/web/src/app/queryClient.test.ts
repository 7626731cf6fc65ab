import { hydrate, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, forgetDrawnQueries, keepDrawnQueries } from "./queryClient";

const drawnHome = {
  mutations: [],
  queries: [
    {
      queryKey: ["home", "data", "asha"],
      queryHash: '["home","data","asha"]',
      state: {
        data: { streak: 3 },
        dataUpdateCount: 1,
        dataUpdatedAt: Date.now(),
        error: null,
        errorUpdateCount: 0,
        errorUpdatedAt: 0,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: "success" as const,
        fetchStatus: "idle" as const,
      },
    },
  ],
};

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
    hydrate(client, drawnHome);
    keepDrawnQueries(drawnHome.queries.map((q) => q.queryHash));
    const queryFn = vi.fn(async () => ({ streak: 4 }));

    const first = mount(client, queryFn);
    await Promise.resolve();
    expect(queryFn).not.toHaveBeenCalled();
    first();

    forgetDrawnQueries();
    const later = mount(client, queryFn);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    later();
  });

  it("leave other queries as they were: always fetched on mount when stale", async () => {
    const client = createQueryClient();
    hydrate(client, drawnHome);
    const queryFn = vi.fn(async () => ({ streak: 4 }));
    const unmount = mount(client, queryFn);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    unmount();
  });
});
