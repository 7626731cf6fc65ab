import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FinScoreGauge } from "./FinScoreGauge";

const shown = () => screen.getByTestId("finscore").textContent;
const dash = () => screen.queryByTestId("gauge-fill")?.getAttribute("stroke-dasharray") ?? null;

describe("FinScore gauge", () => {
  it("fills the half circle in proportion to the score out of 1000", () => {
    render(<FinScoreGauge score={420} />);
    expect(shown()).toBe("420");
    expect(dash()).toBe("420 1000");
    expect(screen.getByText("of 1000")).toBeTruthy();
  });

  it("clamps above 1000 to a full gauge", () => {
    render(<FinScoreGauge score={1500} />);
    expect(shown()).toBe("1000");
    expect(dash()).toBe("1000 1000");
  });

  it("clamps below 0 to an empty gauge with no fill drawn", () => {
    render(<FinScoreGauge score={-25} />);
    expect(shown()).toBe("0");
    expect(dash()).toBeNull();
  });
});
