import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { i18n } from "../../../../lib/i18n";
import type { MonthlyAggregate } from "../../api";
import { WorkingCapitalLines } from "./WorkingCapitalLines";

const month = (name: string, monthIndex: number, over: Partial<MonthlyAggregate> = {}): MonthlyAggregate => ({
  month: name,
  monthIndex,
  year: 2026,
  income: 0,
  expense: 0,
  investment: 0,
  saving: 0,
  ...over,
});

const data = [
  month("Sep", 9, { income: 12000, expense: 3000 }),
  month("Oct", 10, { income: 12000, expense: 2700, investment: 1000 }),
  month("Nov", 11, { income: 15000, expense: 2700, saving: 500 }),
];
const ticks = () => screen.getAllByTestId("y-tick").map((t) => t.textContent);

describe("the working capital chart", () => {
  it("draws a line per series with round y ticks, month labels and a legend", () => {
    const { container } = render(<WorkingCapitalLines data={data} />);
    expect(container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(container.querySelector("svg")?.getAttribute("preserveAspectRatio")).toBe("none");
    expect(ticks()).toEqual(["₹0", "₹5K", "₹10K", "₹15K", "₹20K"]);
    expect(screen.getAllByTestId("x-label").map((l) => l.textContent)).toEqual([
      "Sep 2026",
      "Oct 2026",
      "Nov 2026",
    ]);
    // Income: 12000, 12000, 15000 of a 20000 top, at the middles of three equal shares.
    const income = screen.getByTestId("line-income").querySelector("path");
    expect(income?.getAttribute("d")).toBe("M16.67 40 L50 40 L83.33 25");
    for (const key of ["expense", "investment", "saving"]) {
      expect(screen.getByTestId(`line-${key}`).querySelector("path")?.getAttribute("d")).toMatch(
        /^M[\d.]+ [\d.]+ L/,
      );
    }
    expect(screen.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Income",
      "Expense",
      "Investment",
      "Saving",
    ]);
  });

  it("writes the amounts in Hindi's own units in Hindi: हज़ार and लाख, never k", async () => {
    await i18n.changeLanguage("hi");
    render(<WorkingCapitalLines data={[month("Oct", 10, { income: 1_25_000 }), month("Nov", 11)]} />);
    // Intl joins the amount and its unit with a no-break space, so a label never wraps.
    expect(ticks()).toEqual(
      ["₹0", "₹25 हज़ार", "₹50 हज़ार", "₹75 हज़ार", "₹1 लाख", "₹1.25 लाख"].map((t) => t.replace(" ", "\u00a0")),
    );
  });

  it("draws all-zero months as a flat line at 0", () => {
    render(<WorkingCapitalLines data={[month("Oct", 10), month("Nov", 11)]} />);
    expect(ticks()).toEqual(["₹0"]);
    expect(screen.getByTestId("line-expense").querySelector("path")?.getAttribute("d")).toBe(
      "M25 100 L75 100",
    );
  });

  it("draws one month as a dot in the middle", () => {
    // ₹900 of a ₹1,000 top.
    render(<WorkingCapitalLines data={[month("Nov", 11, { income: 900 })]} />);
    const [line, dots] = screen.getByTestId("line-income").querySelectorAll("path");
    expect(line?.getAttribute("d")).toBe("M50 10");
    expect(dots?.getAttribute("d")).toBe("M50 10h0");
  });

  it("shows the nearest month's amounts under the pointer, and hides them when it leaves", () => {
    render(<WorkingCapitalLines data={data} />);
    const plot = screen.getByTestId("chart-plot");
    // happy-dom lays nothing out: give the plot a box 300 wide.
    plot.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 300, height: 200 });
    fireEvent.pointerMove(plot, { clientX: 290, clientY: 50 });
    expect(screen.getByTestId("chart-tooltip").textContent).toBe(
      "Nov 2026Income₹15,000Expense₹2,700Investment₹0Saving₹500",
    );
    fireEvent.pointerMove(plot, { clientX: 10, clientY: 50 });
    expect(screen.getByTestId("chart-tooltip").textContent).toContain("Sep 2026");
    fireEvent.pointerLeave(plot);
    expect(screen.queryByTestId("chart-tooltip")).toBeNull();
  });
});
