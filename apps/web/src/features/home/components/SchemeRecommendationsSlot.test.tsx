import { screen, waitFor, within } from "@testing-library/react";
import toast from "react-hot-toast/headless";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stubIntersectionObserver } from "../../../test/intersectionObserver";
import { heldAnswer, jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { recommendation } from "../../schemes/test/fixtures";
import { homeData } from "../test/fixtures";

// The panels below the first screen load when scrolled near: here, at once.
beforeEach(() => {
  stubIntersectionObserver({ always: true });
});

afterEach(() => {
  toast.remove();
});

const home = {
  "GET /api/auth/me": () => jsonResponse(learner),
  "POST /api/home/getdata": () => jsonResponse(homeData()),
};

describe("home's recommendations panel", () => {
  it("shows the top three with their reasons, and View All keeps ?courseId=", async () => {
    const calls = mockApi({
      ...home,
      "POST /api/home/recommendations": () =>
        jsonResponse({
          recommendations: ["rd", "fd", "icicird", "hdfcrd"].map((short_name, i) =>
            recommendation({ short_name, scheme_name: `Scheme ${i + 1}` }),
          ),
        }),
    });
    renderApp("/home?courseId=2");
    const panel = await screen.findByRole("region", { name: "Recommended for you" });
    const rows = await within(panel).findAllByRole("listitem");
    expect(rows.map((row) => within(row).getByRole("link").getAttribute("href"))).toEqual([
      "/rd",
      "/fd",
      "/icicird",
    ]);
    expect(
      within(rows[0]!).getByText("State Bank of India · Save a fixed amount every month and earn…"),
    ).toBeTruthy();
    expect(
      within(rows[0]!).getByText("Because you said you want to save for something within a year"),
    ).toBeTruthy();
    expect(within(rows[0]!).getByRole("img", { name: "State Bank of India" })).toBeTruthy();
    expect(rows[0]!.textContent).toContain("Rate: 6.8% a year for 1 to 2 years · as of 15 December 2025");
    expect(within(panel).getByRole("link", { name: "View All" }).getAttribute("href")).toBe(
      "/policies?courseId=2",
    );
    expect(calls.find((c) => c.path === "/api/home/recommendations")?.body).toEqual({ course_id: 2 });
  });

  it("holds three rows' place while loading, then says how to get some", async () => {
    const recommendations = heldAnswer();
    mockApi({
      ...home,
      "POST /api/home/recommendations": recommendations.handler,
    });
    renderApp("/home");
    expect(await screen.findByText("Loading recommended schemes")).toBeTruthy();
    const panel = screen.getByRole("region", { name: "Recommended for you" });
    expect(within(panel).getByRole("link", { name: "View All" }).getAttribute("href")).toBe("/policies");
    await recommendations.give(jsonResponse({ recommendations: [] }));
    expect(await within(panel).findByText("Complete a course to see recommendations!")).toBeTruthy();
  });

  it('toasts "Failed to load recommended schemes." when the call fails', async () => {
    mockApi({
      ...home,
      "POST /api/home/recommendations": () => jsonResponse({ error: "internal", message: "Down" }, 500),
    });
    renderApp("/home");
    await waitFor(() => expect(screen.getAllByText("Failed to load recommended schemes.")).toHaveLength(2));
    // The rest of home is unharmed.
    expect(screen.getByRole("list", { name: "Your progress" })).toBeTruthy();
  });
});
