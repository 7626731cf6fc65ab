import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

describe("FinTools", () => {
  it("links FinTracker and dims the calculators to come with a Coming Soon badge", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    renderApp("/fin-tools");
    expect(await screen.findByRole("heading", { level: 1, name: "FinTools" })).toBeTruthy();
    const tools = screen.getByRole("list", { name: "Tools" });
    const tracker = within(tools).getByRole("link", { name: /FinTracker/ });
    expect(tracker.getAttribute("href")).toBe("/fin-tools/expensetracker");
    expect(tracker.textContent).toMatch(/track your monthly expenses, set budgets and visualise/i);
    for (const name of [
      "FD calculator",
      "RD calculator",
      "PPF calculator",
      "SIP calculator",
      "Loan EMI calculator",
    ]) {
      const tile = within(tools).getByText(name).closest("[aria-disabled]");
      expect(tile?.getAttribute("aria-disabled"), name).toBe("true");
      expect(within(tile as HTMLElement).getByText("Coming Soon")).toBeTruthy();
    }
    expect(within(tools).getAllByRole("link")).toHaveLength(1);
  });

  it("sends visitors to the landing page", async () => {
    mockApi({ "GET /api/auth/me": signedOut, "GET /api/courses/getall": () => jsonResponse([]) });
    const { router } = renderApp("/fin-tools");
    await screen.findByRole("heading", { level: 1 });
    expect(router.state.location.pathname).toBe("/");
  });
});
