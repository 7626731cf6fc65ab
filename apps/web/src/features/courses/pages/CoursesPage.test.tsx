import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { courseSummary } from "../test/fixtures";

const done = courseSummary({ id: 1, title: "Money Basics", completed_cards: 5, progress: 100 });
const fresh = courseSummary({ id: 2, title: "Banking and Saving" });
const started = courseSummary({ id: 3, title: "Investing", completed_cards: 2, progress: 40 });

describe("courses page", () => {
  it("shows a skeleton of 6 cards while loading", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/courses/getall": () => new Promise<Response>(() => {}) as unknown as Response,
    });
    const { container } = renderApp("/courses");
    expect(await screen.findByText("Loading courses")).toBeTruthy();
    expect(container.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(6);
  });

  it('alerts "Failed to load courses."', async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/courses/getall": () => jsonResponse({ error: "x", message: "x" }, 500),
    });
    renderApp("/courses");
    const dialog = await screen.findByRole("dialog", { name: "Alert" });
    expect(within(dialog).getByText("Failed to load courses.")).toBeTruthy();
  });

  it('says "No courses available." when there are none', async () => {
    mockApi({ "GET /api/auth/me": signedOut, "GET /api/courses/getall": () => jsonResponse([]) });
    renderApp("/courses");
    expect(await screen.findByText("No courses available.")).toBeTruthy();
  });

  it("lists every course for a visitor, without progress, each opening its roadmap", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "GET /api/courses/getall": () => jsonResponse([fresh, started]),
    });
    renderApp("/courses");
    const all = await screen.findByRole("region", { name: "All courses" });
    const link = within(all).getByRole("link", { name: /Banking and Saving/ });
    expect(link.getAttribute("href")).toBe("/courses/course/2");
    expect(within(all).queryByRole("progressbar")).toBeNull();
    expect(screen.queryByRole("region", { name: "Continue Learning" })).toBeNull();
    expect(screen.getByRole("region", { name: "Quick wins" })).toBeTruthy();
  });

  it('offers "Continue" for the ongoing course and shows progress to a learner', async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/courses/getall": () => jsonResponse([done, fresh, started]),
      "POST /api/courses/getongoingcourse": () => jsonResponse(started),
    });
    renderApp("/courses");
    const tile = await screen.findByRole("region", { name: "Continue Learning" });
    const go = await within(tile).findByRole("link", { name: "Continue: Investing" });
    expect(go.getAttribute("href")).toBe("/courses/course/3");
    const all = screen.getByRole("region", { name: "All courses" });
    expect(
      within(all).getByRole("progressbar", { name: "Investing progress" }).getAttribute("aria-valuenow"),
    ).toBe("40");
  });

  it('offers "Start Now" with the first unfinished course when nothing is ongoing', async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/courses/getall": () => jsonResponse([done, fresh, started]),
      "POST /api/courses/getongoingcourse": () => jsonResponse(null),
    });
    renderApp("/courses");
    const go = await screen.findByRole("link", { name: "Start Now: Banking and Saving" });
    expect(go.getAttribute("href")).toBe("/courses/course/2");
  });
});
