import { sliceColour } from "@arthshala/contracts/tracker-rules";
import { useState } from "react";
import type { PieSlice } from "../../api";
import { rupees } from "../../format";
import { ChartTooltip, spotIn, TooltipRow, type TooltipSpot } from "./ChartTooltip";
import { donutSlicePath, sliceAngles } from "./chartGeometry";

// A 200-unit square: the ring's radii are 95 % and 55 % of its half (the old recharts proportions).
const SIZE = 200;
const CENTRE = SIZE / 2;
const OUTER = 95;
const INNER = 55;

/**
 * The Expense Categories donut: slice colours by the golden angle from their index, the category and
 * amount in a tooltip under the pointer. Drawn for sighted users only; the panel's list reads the same.
 */
export function ExpensePie({ slices }: { slices: PieSlice[] }) {
  const [hover, setHover] = useState<{ index: number; spot: TooltipSpot } | null>(null);
  const angles = sliceAngles(slices.map((s) => s.amount));
  const active = hover ? slices[hover.index] : undefined;
  return (
    <div className="relative size-full">
      {/* The square viewBox, met inside any box, keeps the ring round. */}
      <svg
        viewBox={`0 0 ${SIZE} ${SIZE}`}
        preserveAspectRatio="xMidYMid meet"
        aria-hidden="true"
        focusable="false"
        className="size-full"
      >
        {slices.map((s, i) => (
          <path
            key={s.category}
            data-testid="pie-slice"
            d={donutSlicePath(CENTRE, CENTRE, OUTER, INNER, angles[i] ?? { start: 0, end: 0 })}
            fill={sliceColour(i)}
            fillRule="evenodd"
            stroke="#fff"
            strokeWidth={1}
            opacity={hover && hover.index !== i ? 0.75 : 1}
            onPointerMove={(event) => {
              const box = event.currentTarget.closest("div");
              if (box) setHover({ index: i, spot: spotIn(box, event.clientX, event.clientY) });
            }}
            onPointerLeave={() => setHover(null)}
          />
        ))}
      </svg>
      {hover && active ? (
        <ChartTooltip spot={hover.spot}>
          <TooltipRow
            colour={sliceColour(hover.index)}
            name={active.category}
            value={rupees(active.amount)}
          />
        </ChartTooltip>
      ) : null}
    </div>
  );
}
