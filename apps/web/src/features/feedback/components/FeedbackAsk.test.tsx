import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { PATIENCE_MS } from "../../../test/patience";
import { renderWithRouter } from "../../../test/renderApp";
import { FeedbackAsk } from "./FeedbackAsk";

const ask = () => screen.queryByRole("region", { name: "We'd love your feedback!" });

function setUp() {
  const calls = mockApi({
    "GET /api/auth/me": () => jsonResponse(learner),
    "POST /api/home/feedback/dismiss": () => jsonResponse({ ok: true }),
  });
  const view = renderWithRouter(<FeedbackAsk />, { extraPaths: ["/feedback"] });
  return { calls, ...view };
}

describe("the feedback ask", () => {
  it("is in the page at once, not a dialog on a timer", () => {
    setUp();
    expect(ask()).not.toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("Cancel takes it away and records the dismissal", async () => {
    const { calls } = setUp();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(ask()).toBeNull();
    await vi.waitFor(
      () => expect(calls.filter((c) => c.path === "/api/home/feedback/dismiss")).toHaveLength(1),
      { timeout: PATIENCE_MS },
    );
  });

  it("Give Feedback goes to /feedback", () => {
    setUp();
    fireEvent.click(screen.getByRole("link", { name: "Give Feedback" }));
    expect(screen.getByText("Arrived at /feedback")).toBeTruthy();
  });
});
