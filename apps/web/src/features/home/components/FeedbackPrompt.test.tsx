import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { PATIENCE_MS } from "../../../test/patience";
import { renderWithRouter } from "../../../test/renderApp";
import { FeedbackPrompt } from "../../feedback/components/FeedbackPrompt";

const prompt = () => screen.queryByRole("dialog", { name: "We'd love your feedback!" });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function setUp(show: boolean) {
  const calls = mockApi({
    "GET /api/auth/me": () => jsonResponse(learner),
    "POST /api/home/feedback/dismiss": () => jsonResponse({ ok: true }),
  });
  const view = renderWithRouter(<FeedbackPrompt show={show} />, { extraPaths: ["/feedback"] });
  return { calls, ...view };
}

describe("feedback prompt", () => {
  it("appears 2000 ms after the data says showFeedback, not before", () => {
    setUp(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(prompt()).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(prompt()).not.toBeNull();
  });

  it("never appears when the server says not to", () => {
    setUp(false);
    act(() => vi.advanceTimersByTime(10_000));
    expect(prompt()).toBeNull();
  });

  it("Cancel closes it and records the dismissal", async () => {
    const { calls } = setUp(true);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(prompt()).toBeNull();
    await vi.waitFor(
      () => expect(calls.filter((c) => c.path === "/api/home/feedback/dismiss")).toHaveLength(1),
      { timeout: PATIENCE_MS },
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(prompt()).toBeNull();
  });

  it("Give Feedback goes to /feedback", () => {
    setUp(true);
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole("button", { name: "Give Feedback" }));
    expect(prompt()).toBeNull();
    expect(screen.getByText("Arrived at /feedback")).toBeTruthy();
  });
});
