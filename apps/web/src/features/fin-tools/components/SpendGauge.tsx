import { gaugeFill } from "@arthshala/contracts/tracker-rules";

// A half circle of radius 80 centred at (100, 100), from the left (nothing spent) to the right (all of it).
const ARC = "M 20 100 A 80 80 0 0 1 180 100";

/** Spend vs Budget: spent / limit, capped at 1 (spec section 9). Decorative: the panel says it in words. */
export function SpendGauge({ spent, limit }: { spent: number; limit: number }) {
  const fill = gaugeFill(spent, limit);
  const colour = fill >= 1 ? "stroke-red-600" : fill >= 0.8 ? "stroke-amber-500" : "stroke-brand-600";
  return (
    <svg viewBox="0 0 200 112" aria-hidden="true" focusable="false" className="w-full max-w-64">
      <path d={ARC} fill="none" strokeWidth={18} strokeLinecap="round" className="stroke-slate-200" />
      {fill > 0 ? (
        <path
          data-testid="spend-gauge-fill"
          d={ARC}
          fill="none"
          strokeWidth={18}
          strokeLinecap="round"
          className={colour}
          pathLength={100}
          strokeDasharray={`${fill * 100} 100`}
        />
      ) : null}
    </svg>
  );
}
