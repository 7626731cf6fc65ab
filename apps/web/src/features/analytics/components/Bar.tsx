import { cx } from "../../../lib/cx";

const tones = {
  brand: "bg-brand-600",
  light: "bg-brand-300",
  right: "bg-emerald-600",
  wrong: "bg-amber-500",
} as const;

/**
 * A horizontal bar, `value` of `max` wide. Drawn for sighted readers only: the number beside it says the
 * same. (Bars of plain HTML: no chart library for what a width does.)
 */
export function Bar({
  value,
  max,
  tone = "brand",
  className,
}: {
  value: number;
  max: number;
  tone?: keyof typeof tones;
  className?: string;
}) {
  // A sliver for any count above zero, so 1 of 1,000 does not look like none.
  const width = max > 0 && value > 0 ? Math.max(1.5, Math.min(100, (value / max) * 100)) : 0;
  return (
    <span
      aria-hidden="true"
      className={cx("block h-2.5 w-full overflow-hidden rounded-full bg-slate-100", className)}
    >
      <span className={cx("block h-full rounded-full", tones[tone])} style={{ width: `${width}%` }} />
    </span>
  );
}
