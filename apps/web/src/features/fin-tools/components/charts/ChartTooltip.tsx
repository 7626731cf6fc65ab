import type { ReactNode } from "react";

/** Where a chart's tooltip sits: the pointer's offset in the chart's box, and whether to open leftwards. */
export interface TooltipSpot {
  x: number;
  y: number;
  /** Past the middle of the box the tooltip opens to the pointer's left, so it stays on screen. */
  left: boolean;
}

/** The pointer's spot within `box` (the element the tooltip is positioned in). */
export function spotIn(box: Element, clientX: number, clientY: number): TooltipSpot {
  const rect = box.getBoundingClientRect();
  const x = clientX - rect.left;
  return { x, y: clientY - rect.top, left: x > rect.width / 2 };
}

/** A small box beside the pointer; HTML, not SVG text, so it stays crisp and unscaled. */
export function ChartTooltip({ spot, children }: { spot: TooltipSpot; children: ReactNode }) {
  return (
    <div
      data-testid="chart-tooltip"
      className="pointer-events-none absolute z-10 rounded-lg border border-slate-200 bg-white px-3 py-2 text-xs whitespace-nowrap text-slate-800 shadow-md"
      style={{
        left: spot.x,
        top: spot.y,
        transform: `translate(${spot.left ? "calc(-100% - 12px)" : "12px"}, -50%)`,
      }}
    >
      {children}
    </div>
  );
}

/** One line of a tooltip: a colour dot, a name and an amount. */
export function TooltipRow({ colour, name, value }: { colour: string; name: string; value: string }) {
  return (
    <div className="flex items-center gap-2">
      <span className="size-2.5 shrink-0 rounded-full" style={{ background: colour }} />
      <span className="flex-1">{name}</span>
      <span className="pl-2 font-semibold tabular-nums">{value}</span>
    </div>
  );
}
