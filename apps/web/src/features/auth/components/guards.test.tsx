import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

describe("route guards", () => {
  it("replaces / with /home for a signed-in user", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const { router } = renderApp("/");
    await waitFor(() => expect(router.state.location.pathname).toBe("/home"));
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("sends a visitor from /home to the landing page", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    const { router } = renderApp("/home");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
    expect(
      await screen.findByRole("heading", { name: "Take Control of Your Financial Future—For Free" }),
    ).toBeTruthy();
  });

  it("keeps learners out of /admin", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const { router } = renderApp("/admin/outbox");
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/admin/outbox"));
  });
});
