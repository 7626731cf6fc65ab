import { calculateRd } from "@arthshala/contracts/calculators";
import { describe, expect, it } from "vitest";
import { sumOf } from "./FormulaPanel";

describe("a sum's formula", () => {
  it("splits the maths from the words of its range, for the interface to say them", () => {
    expect(sumOf("M = Σ R × (1 + r/400)^(4k/12), adding up k = 1 to n")).toEqual({
      expression: "M = Σ R × (1 + r/400)^(4k/12)",
      index: "k",
      from: "1",
      to: "n",
    });
    expect(sumOf("A = P × (1 + r/400)^(4t)")).toBeNull();
  });

  it("reads the RD calculator's own formula", () => {
    const rd = calculateRd({ monthlyInstalment: 1000, ratePercent: 7, months: 12 });
    expect(rd.ok && sumOf(rd.result.formula)?.index).toBe("k");
  });
});
