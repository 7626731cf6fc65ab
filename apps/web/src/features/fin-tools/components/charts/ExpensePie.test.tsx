import { sliceColour } from "@arthshala/contracts/tracker-rules";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ExpensePie } from "./ExpensePie";

describe("the expense pie", () => {
  it("draws a coloured slice per category, hidden from assistive technology", () => {
    const { container } = render(
      <ExpensePie
        slices={[
          { category: "Food", amount: 2000 },
          { category: "Entertainment", amount: 500 },
        ]}
      />,
    );
    const svg = container.querySelector("svg");
    expect(svg?.getAttribute("aria-hidden")).toBe("true");
    expect(svg?.getAttribute("focusable")).toBe("false");
    expect(svg?.getAttribute("viewBox")).toBe("0 0 200 200");
    const slices = screen.getAllByTestId("pie-slice");
    expect(slices.map((s) => s.getAttribute("fill"))).toEqual([sliceColour(0), sliceColour(1)]);
    for (const s of slices) expect(s.getAttribute("d")).toMatch(/^M[\d. ]+ A95 95 .* A55 55 .* Z$/);
  });

  it("draws one category as a full ring", () => {
    render(<ExpensePie slices={[{ category: "Food", amount: 120 }]} />);
    const [ring] = screen.getAllByTestId("pie-slice");
    expect(ring?.getAttribute("fill-rule")).toBe("evenodd");
    expect(ring?.getAttribute("d")).toContain("A55 55 0 1 1");
  });

  it("shows the category and amount under the pointer, and hides them when it leaves", () => {
    render(
      <ExpensePie
        slices={[
          { category: "Food", amount: 2000 },
          { category: "Entertainment", amount: 500 },
        ]}
      />,
    );
    const [, second] = screen.getAllByTestId("pie-slice");
    if (!second) throw new Error("no slice");
    fireEvent.pointerMove(second, { clientX: 20, clientY: 30 });
    expect(screen.getByTestId("chart-tooltip").textContent).toBe("Entertainment₹500");
    fireEvent.pointerLeave(second);
    expect(screen.queryByTestId("chart-tooltip")).toBeNull();
  });
});
