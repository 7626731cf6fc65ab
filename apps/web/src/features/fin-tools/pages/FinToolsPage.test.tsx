import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

describe("FinTools", () => {
  it("links FinTracker, the savings catalogue and the six calculators", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    renderApp("/fin-tools");
    expect(await screen.findByRole("heading", { level: 1, name: "FinTools" })).toBeTruthy();
    const tools = screen.getByRole("list", { name: "Tools" });
    const tracker = within(tools).getByRole("link", { name: /FinTracker/ });
    expect(tracker.getAttribute("href")).toBe("/fin-tools/expensetracker");
    expect(tracker.textContent).toMatch(/track your monthly expenses, set budgets and visualise/i);
    for (const [name, path] of [
      ["FD calculator", "/fin-tools/fd-calculator"],
      ["RD calculator", "/fin-tools/rd-calculator"],
      ["PPF calculator", "/fin-tools/ppf-calculator"],
      ["SIP calculator", "/fin-tools/sip-calculator"],
      ["Loan EMI calculator", "/fin-tools/emi-calculator"],
      ["Income-tax calculator", "/fin-tools/income-tax-calculator"],
      ["Savings schemes", "/savings"],
    ]) {
      expect(
        within(tools)
          .getByRole("link", { name: new RegExp(`^${name}`) })
          .getAttribute("href"),
        name,
      ).toBe(path);
    }
    expect(within(tools).getAllByRole("link")).toHaveLength(8);
    expect(within(tools).queryByText("Coming Soon")).toBeNull();
  });

  it("sends visitors to the landing page", async () => {
    mockApi({ "GET /api/auth/me": signedOut, "GET /api/courses/getall": () => jsonResponse([]) });
    const { router } = renderApp("/fin-tools");
    await screen.findByRole("heading", { level: 1 });
    expect(router.state.location.pathname).toBe("/");
  });
});
