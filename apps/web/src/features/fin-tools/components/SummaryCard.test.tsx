import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SummaryCard } from "./SummaryCard";

const percentOf = (key: string) =>
  within(screen.getByTestId(`summary-${key}`)).getByTestId("summary-percent").textContent;
const changeOf = (key: string) =>
  within(screen.getByTestId(`summary-${key}`)).getByTestId("mom-change").textContent;

describe("the summary card", () => {
  it("shows each amount as a percent of income, the balance, and the change from last month", () => {
    render(
      <SummaryCard
        current={{ income: 15000, expense: 2700, investment: 1000, saving: 500.5 }}
        previous={{ income: 12000, expense: 3000, investment: 0, saving: 500.5 }}
        monthLabel="November 2026"
        previousLabel="October"
      />,
    );
    expect(screen.getByTestId("summary-income").textContent).toBe("₹15,000");
    expect(screen.getByTestId("summary-balance").textContent).toBe("₹10,799.50");
    expect(percentOf("expense")).toBe("18% of income");
    expect(percentOf("investment")).toBe("6.7% of income");
    expect(percentOf("saving")).toBe("3.3% of income");
    // (2700 − 3000) / 3000 = −10%; from nothing to 1000 is no percentage but "nothing then" (issue 28);
    // unchanged is 0%.
    expect(changeOf("expense")).toBe("10%down 10% from October");
    expect(changeOf("investment")).toBe("nothing invested in October");
    expect(changeOf("saving")).toBe("0%no change from October");
    expect(screen.getByText("up 25% from October")).toBeTruthy();
  });

  it("says in words that there is no income, not shares of ₹0 (issue 39)", () => {
    render(
      <SummaryCard
        current={{ income: 0, expense: 0.5, investment: 0, saving: 250 }}
        previous={{ income: 0, expense: 0, investment: 0, saving: 0 }}
        monthLabel="November 2026"
        previousLabel="October"
      />,
    );
    expect(screen.getByTestId("summary-income").textContent).toBe("₹0");
    expect(screen.getByText("None this month")).toBeTruthy();
    expect(screen.getByTestId("summary-no-income").textContent).toMatch(
      /can't be shown as a share of income/,
    );
    expect(screen.queryAllByTestId("summary-percent")).toEqual([]);
    expect(screen.queryByText(/%/)).toBeNull();
    expect(changeOf("investment")).toBe("none in October either");
    expect(screen.getByTestId("summary-balance").textContent).toBe("−₹250.50");
  });

  it("clamps a bar at 100 when spending exceeds income", () => {
    render(
      <SummaryCard
        current={{ income: 1000, expense: 4000, investment: 0, saving: 0 }}
        previous={{ income: 1000, expense: 8000, investment: 0, saving: 0 }}
        monthLabel="November 2026"
        previousLabel="October"
      />,
    );
    expect(percentOf("expense")).toBe("100% of income");
    expect(changeOf("expense")).toBe("50%down 50% from October");
  });

  it("says there was no spending or income last month instead of 'up 100%' from ₹0 (issue 28)", () => {
    render(
      <SummaryCard
        current={{ income: 500, expense: 120, investment: 0, saving: 0 }}
        previous={{ income: 0, expense: 0, investment: 0, saving: 0 }}
        monthLabel="November 2026"
        previousLabel="October"
      />,
    );
    expect(changeOf("expense")).toBe("no spending in October");
    expect(screen.getByText("no income in October")).toBeTruthy();
    expect(screen.queryByText(/100%/)).toBeNull();
    // Nothing either month: said in words, not "0%".
    expect(changeOf("saving")).toBe("none in October either");
  });
});
