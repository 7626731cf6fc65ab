import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { courseDetail, courseList } from "../test/fixtures";

const facilitator = { ...learner, roles: ["Facilitator"] };
const sunrise = { id: 5, name: "Sunrise School" };

describe("an organisation's analytics", () => {
  it("lists its courses for the period in the address and opens a course's report", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(facilitator),
      "GET /api/analytics/organisations/5/courses": () => jsonResponse(courseList(sunrise)),
      "GET /api/analytics/organisations/5/courses/4": () => jsonResponse(courseDetail(sunrise)),
    });
    renderApp("/teach/organisations/5/analytics?days=7");
    expect(await screen.findByRole("heading", { level: 1, name: "Analytics: Sunrise School" })).toBeTruthy();
    const listed = await screen.findByTestId("analytics-course-4");
    expect(listed.textContent).toContain("3 started");
    expect(listed.textContent).toContain("67% of those who started finished");
    expect(screen.getByRole("link", { name: "Last 7 days" }).getAttribute("aria-current")).toBe("true");
    expect(calls.some((c) => c.path === "/api/analytics/organisations/5/courses?days=7")).toBe(true);
    // No articles: those are Arthshala-wide.
    expect(calls.some((c) => c.path.startsWith("/api/analytics/articles"))).toBe(false);

    await userEvent.setup().click(screen.getByRole("link", { name: "See Saving 101" }));
    expect(await screen.findByRole("heading", { level: 2, name: "Saving 101" })).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/analytics/organisations/5/courses/4?days=7")).toBe(true);
    expect(screen.getByTestId("course-finish-rate").textContent).toBe("67%");
    const question = screen.getByTestId("analytics-card-1-2");
    expect(within(question).getByTestId("analytics-accuracy").textContent).toBe(
      "Right the first time: 33% (1 of 3)",
    );
    const right = within(question)
      .getAllByTestId("analytics-option")
      .find((o) => o.getAttribute("data-correct") === "true")!;
    expect(right.textContent).toContain("₹5 lakh");
    expect(
      within(screen.getByTestId("analytics-card-1-3")).getByTestId("analytics-drop-off").textContent,
    ).toBe("1 of 3 stopped before this card (33%)");
    expect(screen.getByTestId("analytics-written").textContent).toContain("2 written answers");
  });

  it("says there is nothing to see when the numbers are not the caller's", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(facilitator),
      "GET /api/analytics/organisations/8/courses": () =>
        jsonResponse({ error: "Not Found", message: "Not found." }, 404),
    });
    renderApp("/teach/organisations/8/analytics");
    expect(await screen.findByText(/There is nothing here for you to see/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Last 7 days" })).toBeNull();
  });

  it("reads in Hindi", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse({ ...facilitator }),
      "GET /api/analytics/organisations/5/courses": () => jsonResponse(courseList(sunrise)),
    });
    await i18n.changeLanguage("hi");
    await i18n.loadNamespaces(["analytics", "common"]);
    renderApp("/teach/organisations/5/analytics");
    expect(await screen.findByRole("heading", { level: 1, name: "आँकड़े: Sunrise School" })).toBeTruthy();
    expect((await screen.findByTestId("analytics-course-4")).textContent).toContain("3 ने शुरू किया");
    expect(screen.getByRole("link", { name: "पिछले 30 दिन" }).getAttribute("aria-current")).toBe("true");
  });
});
