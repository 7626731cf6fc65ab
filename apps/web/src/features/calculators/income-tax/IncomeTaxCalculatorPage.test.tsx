import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../lib/i18n";
import { mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

const visitor = { "GET /api/auth/me": signedOut };
const PAGE = "/fin-tools/income-tax-calculator";

/** A regime's card in the result, by its heading. */
const card = (name: string) => screen.getByRole("article", { name });
/** A figure in a card, by its label. */
const figure = (regime: string, label: string) =>
  within(card(regime)).getByText(label).nextElementSibling?.textContent ?? "";

async function retype(label: string | RegExp, text: string) {
  const user = userEvent.setup();
  const box = screen.getByLabelText(label);
  await user.clear(box);
  if (text) await user.type(box, text);
}

describe("the income-tax calculator, open to visitors", () => {
  it("shows both regimes for this year, marks the lower, and says by how much", async () => {
    mockApi(visitor);
    renderApp(PAGE);
    expect(await screen.findByRole("heading", { level: 1, name: "Income-tax calculator" })).toBeTruthy();
    // The machine's India day decides "this year"; the chip that says so is the one chosen.
    expect((screen.getByRole("radio", { name: /this year$/ }) as HTMLInputElement).checked).toBe(true);

    await retype("Gross salary for the year", "12,85,000");
    // New regime: taxable ₹12,10,000; marginal relief leaves ₹10,000, plus ₹400 cess.
    await waitFor(() => expect(figure("New regime", "Tax for the year")).toBe("₹10,400"));
    expect(within(card("New regime")).getByText("Lower tax")).toBeTruthy();
    expect(within(card("Old regime")).queryByText("Lower tax")).toBeNull();
    expect(figure("New regime", "Take-home a month")).toBe("₹1,06,217");
    expect(screen.getByText(/^The new regime saves you ₹[\d,]+ a year\.$/)).toBeTruthy();
    expect(screen.getByRole("table", { name: "New regime: tax by slab" })).toBeTruthy();
    expect(screen.getByText("of which marginal relief")).toBeTruthy();
  });

  it("old-regime deductions are capped at their limits and can make the old regime lower", async () => {
    mockApi(visitor);
    renderApp(PAGE);
    await screen.findByRole("heading", { level: 1, name: "Income-tax calculator" });
    await retype("Gross salary for the year", "1500000");
    await retype(/^Savings under section/, "200000");
    expect(await screen.findByText(/^Only ₹1,50,000 counts/)).toBeTruthy();
    await retype(/^Health-insurance premium/, "25000");
    await retype("Other deductions you have worked out", "400000");
    await waitFor(() => expect(figure("Old regime", "Tax for the year")).toBe("₹91,000"));
    expect(figure("New regime", "Tax for the year")).toBe("₹97,500");
    expect(within(card("Old regime")).getByText("Lower tax")).toBeTruthy();
    expect(screen.getByText("The old regime saves you ₹6,500 a year.")).toBeTruthy();
  });

  it("waits for a salary, and refuses a negative one with a message beside it", async () => {
    mockApi(visitor);
    renderApp(PAGE);
    await screen.findByRole("heading", { level: 1, name: "Income-tax calculator" });
    await retype("Gross salary for the year", "");
    expect(await screen.findByText("Enter an amount (0 if none).")).toBeTruthy();
    expect(screen.queryByRole("article", { name: "New regime" })).toBeNull();
    await retype("Gross salary for the year", "-5");
    expect(await screen.findByText("This can't be below zero.")).toBeTruthy();
  });

  it("on 27 November 2026: 2025-26 (1961 Act), 2026-27 chosen, 2027-28 assumed until the Budget", async () => {
    // Only Date is faked: the day decides the years; timers keep running for the page's waits.
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-27T06:00:00Z") });
    try {
      mockApi(visitor);
      renderApp(PAGE);
      await screen.findByRole("heading", { level: 1, name: "Income-tax calculator" });
      const chips = screen.getAllByRole("radio") as HTMLInputElement[];
      expect(chips.map((r) => r.labels?.[0]?.textContent)).toEqual([
        "2025-26, return filed in 2026",
        "2026-27, this year",
        "2027-28, assumed",
      ]);
      expect(chips[1]?.checked).toBe(true);
      expect(screen.getByText("2026-27 is a “tax year” under the Income-tax Act, 2025.")).toBeTruthy();
      expect(screen.getByText(/^Income-tax Act, 2025, section 156 \(was section 87A\)/)).toBeTruthy();
      const user = userEvent.setup();
      await user.click(screen.getByRole("radio", { name: "2027-28, assumed" }));
      expect(
        await screen.findByText(
          "No Budget has set 2027-28 yet. These figures use the 2026-27 rules until the Union Budget of 1 February 2027.",
        ),
      ).toBeTruthy();
      await user.click(screen.getByRole("radio", { name: "2025-26, return filed in 2026" }));
      expect(
        await screen.findByText("Income earned in 2025-26 falls under the Income-tax Act, 1961."),
      ).toBeTruthy();
      expect(screen.getByText(/^Income-tax Act, 1961, section 87A/)).toBeTruthy();
      expect(screen.getByLabelText("Savings under section 80C")).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads in Hindi", async () => {
    mockApi(visitor);
    await changeLanguage("hi");
    try {
      renderApp(PAGE);
      expect(await screen.findByRole("heading", { level: 1, name: "इनकम टैक्स कैलकुलेटर" })).toBeTruthy();
      expect(await screen.findByRole("article", { name: "नई व्यवस्था" })).toBeTruthy();
      expect(screen.getByText("स्रोत")).toBeTruthy();
    } finally {
      await changeLanguage("en");
    }
  });
});
