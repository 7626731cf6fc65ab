import { describe, expect, it } from "vitest";
import {
  donutSlicePath,
  dotsPath,
  labelledIndexes,
  linePath,
  nearestIndex,
  niceTicks,
  sliceAngles,
  xPercent,
  yPercent,
} from "./chartGeometry";

describe("niceTicks", () => {
  it("steps from 0 in 4 or 5 round steps to a top at or above the largest value", () => {
    expect(niceTicks(15000)).toEqual([0, 5000, 10000, 15000, 20000]);
    expect(niceTicks(10_000)).toEqual([0, 2000, 4000, 6000, 8000, 10000]);
    expect(niceTicks(10_001)).toEqual([0, 2500, 5000, 7500, 10000, 12500]);
    expect(niceTicks(2700)).toEqual([0, 1000, 2000, 3000, 4000]);
    expect(niceTicks(480_000)).toEqual([0, 100000, 200000, 300000, 400000, 500000]);
    expect(niceTicks(3)).toEqual([0, 1, 2, 3, 4]);
  });

  it("has 4 or 5 steps of 1, 2, 2.5 or 5 × 10ⁿ whatever the size", () => {
    for (const max of [1, 7, 49, 99.5, 101, 999, 1234, 56_789, 1_00_001, 9_99_99_999]) {
      const ticks = niceTicks(max);
      const step = ticks[1] ?? 0;
      expect(ticks.length - 1, `${max}`).toBeGreaterThanOrEqual(4);
      expect(ticks.length - 1, `${max}`).toBeLessThanOrEqual(5);
      expect(ticks.at(-1), `${max}`).toBeGreaterThanOrEqual(max);
      expect([1, 2, 2.5, 5]).toContain(step / 10 ** Math.floor(Math.log10(step)));
    }
  });

  it("is just 0 when nothing is above 0", () => {
    expect(niceTicks(0)).toEqual([0]);
    expect(niceTicks(Number.NaN)).toEqual([0]);
  });
});

describe("the line chart's scales", () => {
  it("puts each month in the middle of its share of the width", () => {
    expect(xPercent(0, 3)).toBeCloseTo(100 / 6);
    expect(xPercent(1, 3)).toBe(50);
    expect(xPercent(2, 3)).toBeCloseTo(500 / 6);
    expect(xPercent(0, 1)).toBe(50);
  });

  it("measures y down from the top tick, and puts everything at the bottom when the top is 0", () => {
    expect(yPercent(0, 16000)).toBe(100);
    expect(yPercent(16000, 16000)).toBe(0);
    expect(yPercent(4000, 16000)).toBe(75);
    expect(yPercent(0, 0)).toBe(100);
  });

  it("snaps a pointer to the month whose share it is in", () => {
    expect(nearestIndex(0, 3)).toBe(0);
    expect(nearestIndex(0.34, 3)).toBe(1);
    expect(nearestIndex(1, 3)).toBe(2);
    expect(nearestIndex(-0.2, 3)).toBe(0);
    expect(nearestIndex(0.9, 1)).toBe(0);
  });

  it("draws lines and dot marks through the points", () => {
    const points = [
      { x: 10, y: 100 },
      { x: 50, y: 33.3333 },
    ];
    expect(linePath(points)).toBe("M10 100 L50 33.33");
    expect(linePath([{ x: 50, y: 100 }])).toBe("M50 100");
    expect(dotsPath(points)).toBe("M10 100h0 M50 33.33h0");
  });

  it("labels every k-th month back from the last when not all fit", () => {
    expect([...labelledIndexes(3, 4)].sort()).toEqual([0, 1, 2]);
    expect([...labelledIndexes(6, 4)].sort()).toEqual([1, 3, 5]);
    expect([...labelledIndexes(12, 4)].sort((a, b) => a - b)).toEqual([2, 5, 8, 11]);
  });
});

describe("the donut", () => {
  it("shares the ring by amount with 1° between slices", () => {
    // 358° to share after two 1° gaps: 3/4 and 1/4 of it.
    expect(sliceAngles([300, 100])).toEqual([
      { start: 0, end: 268.5 },
      { start: 269.5, end: 359 },
    ]);
  });

  it("gives one slice the whole ring, with no gap", () => {
    expect(sliceAngles([500])).toEqual([{ start: 0, end: 360 }]);
    expect(donutSlicePath(100, 100, 95, 55, { start: 0, end: 360 })).toBe(
      "M100 5 A95 95 0 1 1 100 195 A95 95 0 1 1 100 5Z M100 45 A55 55 0 1 1 100 155 A55 55 0 1 1 100 45Z",
    );
  });

  it("leaves nothing for a zero amount and draws nothing for an empty sweep", () => {
    expect(sliceAngles([0, 0])).toEqual([
      { start: 0, end: 0 },
      { start: 0, end: 0 },
    ]);
    expect(sliceAngles([0, 10])).toEqual([
      { start: 0, end: 0 },
      { start: 0, end: 360 },
    ]);
    expect(donutSlicePath(100, 100, 95, 55, { start: 10, end: 10 })).toBe("");
  });

  it("draws a slice as outer arc, edge, inner arc back", () => {
    // A quarter from 12 to 3 o'clock: small arcs.
    expect(donutSlicePath(100, 100, 95, 55, { start: 0, end: 90 })).toBe(
      "M100 5 A95 95 0 0 1 195 100 L155 100 A55 55 0 0 0 100 45 Z",
    );
    // Three quarters: the large-arc flag is set.
    expect(donutSlicePath(100, 100, 95, 55, { start: 0, end: 270 })).toContain("A95 95 0 1 1 5 100");
  });
});
