import { dehydrate, hydrate } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { prerender } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import { App } from "../../../app/App";
import { createQueryClient, forgetDrawnQueries, keepDrawnQueries } from "../../../app/queryClient";
import { memoryStorage, type OfflineStorage, setOfflineStorageForTests } from "../../../lib/offline/storage";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { meQueryKey } from "../../auth";
import type { SavedCourse } from "../savedCourses";
import { AvailableOffline } from "./AvailableOffline";

const COURSE_ID = 7;

const saved: SavedCourse = {
  courseId: COURSE_ID,
  title: "Money Basics",
  cards: 9,
  previews: 0,
  images: [],
  savedAt: Date.now(),
};

async function deviceWithSavedCourse(): Promise<OfflineStorage> {
  const device = memoryStorage();
  await device.set(`saved:${learner.sub}:${COURSE_ID}`, saved);
  return device;
}

const page = (client: ReturnType<typeof createQueryClient>) => (
  <App client={client}>
    <AvailableOffline courseId={COURSE_ID} title={saved.title} />
  </App>
);

/**
 * What entry-server.tsx does: the route's loaders fill the query cache (here the root's, with who is
 * signed in), the same component is drawn by React's prerender with the server's build flag on, and the
 * cache is dehydrated as it is sent with the page. The server has no device storage of the learner's
 * (lib/offline/storage.ts).
 */
async function drawOnServer(): Promise<{ html: string; state: string }> {
  vi.stubEnv("SSR", true);
  setOfflineStorageForTests(memoryStorage());
  try {
    const client = createQueryClient();
    client.setQueryData(meQueryKey, learner);
    const { prelude } = await prerender(page(client), { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await new Response(prelude).text();
    const state = dehydrate(client);
    client.clear();
    return { html, state: JSON.stringify(state) };
  } finally {
    vi.unstubAllEnvs();
  }
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  forgetDrawnQueries();
  document.body.replaceChildren();
});

describe("AvailableOffline on a page the server drew", () => {
  it("says the course is saved once hydrated, from the device's storage (the server cannot know)", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const drawn = await drawOnServer();

    // The browser (main.tsx): this device has the course saved; the page and its state arrive.
    setOfflineStorageForTests(await deviceWithSavedCourse());
    const container = document.createElement("div");
    container.innerHTML = drawn.html;
    document.body.append(container);
    const client = createQueryClient();
    const state = JSON.parse(drawn.state) as ReturnType<typeof dehydrate>;
    hydrate(client, state);
    keepDrawnQueries(state.queries.map((query) => query.queryHash));
    const recoverable: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(container, page(client), {
        onRecoverableError: (error) => void recoverable.push(error),
      });
    });

    const region = await screen.findByRole("region", { name: "Offline reading" });
    await screen.findByText("Available offline", { exact: true });
    expect(region.textContent).toContain("9 cards saved on this device on");
    expect(screen.queryByRole("button", { name: "Make available offline" })).toBeNull();
    // The hydrating render was the server's drawing: React kept it (no mismatch to recover from).
    expect(recoverable).toEqual([]);
  });
});

describe("AvailableOffline drawn by the browser (a change of page)", () => {
  it("offers to save a course this device has not got, and says a saved one is saved", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    setOfflineStorageForTests(memoryStorage());
    const first = render(page(createQueryClient()));
    expect(await screen.findByRole("button", { name: "Make available offline" })).toBeTruthy();
    first.unmount();

    setOfflineStorageForTests(await deviceWithSavedCourse());
    render(page(createQueryClient()));
    await screen.findByText("Available offline", { exact: true });
    expect(screen.getByRole("button", { name: `Remove ${saved.title} from this device` })).toBeTruthy();
  });
});
