import { ArrowDownIcon, ArrowUpIcon } from "./adminIcons";
import type { Placement } from "./placement";

const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 transition-colors hover:border-brand-600 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-slate-700";

const MOVES = [
  { delta: -1, direction: "up", label: "Move up", Icon: ArrowUpIcon },
  { delta: 1, direction: "down", label: "Move down", Icon: ArrowDownIcon },
] as const;

/** Move up / Move down for one item of an ordered list; `itemLabel` names the item in each button. */
export function ReorderButtons({ itemLabel, placement }: { itemLabel: string; placement: Placement }) {
  return (
    <div className="flex gap-1.5">
      {MOVES.map(({ delta, direction, label, Icon }) => (
        <button
          key={direction}
          // The ids let focus follow the item after it moves.
          id={`${placement.idPrefix}-${direction}`}
          type="button"
          className={iconButton}
          aria-label={`${label}: ${itemLabel}`}
          title={label}
          disabled={delta < 0 ? placement.isFirst : placement.isLast}
          onClick={() => placement.onMove(delta)}
        >
          <Icon />
        </button>
      ))}
    </div>
  );
}
