import { screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { heldAnswer, jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { notification } from "../test/fixtures";

afterEach(() => {
  toast.remove();
});

const bell = () => screen.getByRole("link", { name: "Notifications" });

describe("notifications page", () => {
  it("lists notifications, highlights the unseen, marks them seen up to the newest, and the bell's dot clears", async () => {
    let unseen = true;
    const newest = notification({ id: "p2", created_at: "2026-11-22T13:35:00.123Z" });
    const older = notification({
      id: "b1",
      kind: "articlePublished",
      content: '📰 New article: "Why an emergency fund comes first".',
      link: null,
      created_at: "2026-11-20T04:30:00.000Z",
      seen: true,
    });
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/home/hasunseen": () => jsonResponse(unseen),
      "POST /api/home/notifications": () => jsonResponse([newest, older]),
      "POST /api/home/updatenotifications": () => {
        unseen = false;
        return jsonResponse({ ok: true });
      },
    });
    renderApp("/notifications");
    expect(await screen.findByRole("heading", { level: 1, name: "Notifications" })).toBeTruthy();
    const list = await screen.findByRole("list", { name: "Notifications, newest first" });
    const [first, second] = within(list).getAllByRole("listitem");
    expect(within(first!).getByText("New")).toBeTruthy();
    expect(first!.hasAttribute("data-unseen")).toBe(true);
    expect(within(first!).getByRole("link").getAttribute("href")).toBe("/courses/course/1");
    expect(within(first!).getByText("22 Nov 2026, 7:05 pm")).toBeTruthy();
    expect(within(second!).queryByText("New")).toBeNull();
    expect(within(second!).queryByRole("link")).toBeNull();

    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/home/updatenotifications")?.body).toEqual({
        until: "2026-11-22T13:35:00.123Z",
      }),
    );
    // The bell asks again and its dot goes; the list keeps showing what was new on arrival.
    await waitFor(() => expect(bell().getAttribute("aria-describedby")).toBeNull());
    expect(calls.filter((c) => c.path === "/api/home/hasunseen").length).toBeGreaterThanOrEqual(2);
    expect(within(first!).getByText("New")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/home/updatenotifications")).toHaveLength(1);
  });

  it('shows four placeholder rows while loading, then "No notifications yet." and marks nothing', async () => {
    const list = heldAnswer();
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/home/notifications": list.handler,
    });
    renderApp("/notifications");
    const skeleton = await screen.findByTestId("notifications-skeleton");
    expect(within(skeleton).getAllByRole("listitem", { hidden: true })).toHaveLength(4);
    await list.give(jsonResponse([]));
    expect(await screen.findByText("No notifications yet.")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/home/updatenotifications")).toBe(false);
  });

  it('toasts "Failed to load notifications." when the list cannot be loaded', async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/home/notifications": () => jsonResponse({ error: "bad", message: "Nope" }, 400),
    });
    renderApp("/notifications");
    await waitFor(() => expect(screen.getAllByText("Failed to load notifications.")).toHaveLength(2));
  });

  it("sends a visitor to the landing page", async () => {
    mockApi({ "GET /api/auth/me": signedOut, "GET /api/courses/getall": () => jsonResponse([]) });
    const { router } = renderApp("/notifications");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});
