/**
 * The tracker charts' arithmetic, kept pure so it is tested without a browser. Angles are degrees
 * clockwise from 12 o'clock; line-chart positions are percents of the plot box.
 */

const TICK_STEPS = [1, 2, 2.5, 5];

/**
 * Y-axis ticks from 0 up to a round top just at or above `max`: 0 and 4 or 5 equal steps of 1, 2, 2.5
 * or 5 × 10ⁿ (never under ₹1). Nothing above 0 gives [0] alone: the chart draws a flat line at 0.
 */
export function niceTicks(max: number): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0];
  let step = 1;
  // The smallest round step that reaches max in at most 5 steps.
  for (let magnitude = 10 ** Math.max(0, Math.floor(Math.log10(max / 5))); ; magnitude *= 10) {
    const found = TICK_STEPS.map((m) => m * magnitude).find((s) => Math.ceil(max / s) <= 5);
    if (found !== undefined) {
      step = found;
      break;
    }
  }
  const steps = Math.max(4, Math.ceil(max / step));
  return Array.from({ length: steps + 1 }, (_, i) => i * step);
}

/** A month's x as a percent: the middle of its equal share of the width (one month sits in the middle). */
export function xPercent(index: number, count: number): number {
  return count > 0 ? ((index + 0.5) / count) * 100 : 50;
}

/** A value's y as a percent from the top, with `top` (the last tick) at 0; a top of 0 puts everything at the bottom. */
export function yPercent(value: number, top: number): number {
  return top > 0 ? 100 - (value / top) * 100 : 100;
}

/** The month under a pointer `fraction` (0..1) across the plot: the nearest x, clamped to the data. */
export function nearestIndex(fraction: number, count: number): number {
  return Math.min(count - 1, Math.max(0, Math.floor(fraction * count)));
}

const round = (n: number) => Math.round(n * 100) / 100;

/** An SVG polyline path through the points ("M x y L x y …"); one point gives a bare move. */
export function linePath(points: readonly { x: number; y: number }[]): string {
  return points.map((p, i) => `${i === 0 ? "M" : "L"}${round(p.x)} ${round(p.y)}`).join(" ");
}

/**
 * Zero-length segments at each point: with round caps and a non-scaling stroke they draw as round dots
 * whatever the viewBox is stretched to (a <circle> would become an ellipse).
 */
export function dotsPath(points: readonly { x: number; y: number }[]): string {
  return points.map((p) => `M${round(p.x)} ${round(p.y)}h0`).join(" ");
}

/**
 * The label positions to show when only about `fit` labels fit: every k-th, counted back from the last
 * (the chosen month is always labelled).
 */
export function labelledIndexes(count: number, fit: number): Set<number> {
  const every = Math.max(1, Math.ceil(count / Math.max(1, fit)));
  const shown = new Set<number>();
  for (let i = count - 1; i >= 0; i -= every) shown.add(i);
  return shown;
}

export interface SliceAngles {
  start: number;
  end: number;
}

/**
 * Each amount's share of the ring, in order from 12 o'clock, with `padding` degrees between slices when
 * there are two or more (one slice is the full ring, no gap). Zero amounts get an empty slice.
 */
export function sliceAngles(amounts: readonly number[], padding = 1): SliceAngles[] {
  const total = amounts.reduce((sum, a) => sum + Math.max(0, a), 0);
  const drawn = amounts.filter((a) => a > 0).length;
  const pad = drawn > 1 ? padding : 0;
  const available = 360 - pad * drawn;
  let at = 0;
  return amounts.map((a) => {
    const sweep = total > 0 && a > 0 ? (a / total) * available : 0;
    const slice = { start: at, end: at + sweep };
    if (sweep > 0) at += sweep + pad;
    return slice;
  });
}

function point(cx: number, cy: number, r: number, degrees: number): string {
  const radians = (degrees * Math.PI) / 180;
  return `${round(cx + r * Math.sin(radians))} ${round(cy - r * Math.cos(radians))}`;
}

/** A ring between two radii, as one path with an even-odd hole (an arc cannot start and end at one point). */
function ringPath(cx: number, cy: number, outer: number, inner: number): string {
  const circle = (r: number) =>
    `M${round(cx)} ${round(cy - r)} A${r} ${r} 0 1 1 ${round(cx)} ${round(cy + r)} A${r} ${r} 0 1 1 ${round(cx)} ${round(cy - r)}Z`;
  return `${circle(outer)} ${circle(inner)}`;
}

/**
 * A donut slice from `start` to `end` degrees between the inner and outer radii; a sweep of 360 or more
 * is the whole ring (fill it with fill-rule evenodd), and an empty sweep is an empty path.
 */
export function donutSlicePath(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  { start, end }: SliceAngles,
): string {
  const sweep = end - start;
  if (!(sweep > 0)) return "";
  if (sweep >= 360) return ringPath(cx, cy, outer, inner);
  const large = sweep > 180 ? 1 : 0;
  return [
    `M${point(cx, cy, outer, start)}`,
    `A${outer} ${outer} 0 ${large} 1 ${point(cx, cy, outer, end)}`,
    `L${point(cx, cy, inner, end)}`,
    `A${inner} ${inner} 0 ${large} 0 ${point(cx, cy, inner, start)}`,
    "Z",
  ].join(" ");
}
