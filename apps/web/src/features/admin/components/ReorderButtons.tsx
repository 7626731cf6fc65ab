import { cx } from "../../../lib/cx";
import { ArrowDownIcon, ArrowUpIcon } from "./adminIcons";

interface ReorderButtonsProps {
  /** Names the item in the buttons' descriptions, e.g. "Budgeting basics". */
  itemLabel: string;
  /** Prefix for the buttons' ids, so focus can follow the item after it moves. */
  idPrefix: string;
  isFirst: boolean;
  isLast: boolean;
  onMove: (delta: -1 | 1) => void;
  disabled?: boolean;
}

const iconButton =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-lg border border-slate-300 bg-white text-slate-700 transition-colors hover:border-brand-600 hover:text-brand-800 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:border-slate-300 disabled:hover:text-slate-700";

/** Move up / Move down for one item of an ordered list. */
export function ReorderButtons({
  itemLabel,
  idPrefix,
  isFirst,
  isLast,
  onMove,
  disabled,
}: ReorderButtonsProps) {
  return (
    <div className="flex gap-1.5">
      <button
        id={`${idPrefix}-up`}
        type="button"
        className={cx(iconButton)}
        aria-label={`Move up: ${itemLabel}`}
        title="Move up"
        disabled={disabled || isFirst}
        onClick={() => onMove(-1)}
      >
        <ArrowUpIcon />
      </button>
      <button
        id={`${idPrefix}-down`}
        type="button"
        className={cx(iconButton)}
        aria-label={`Move down: ${itemLabel}`}
        title="Move down"
        disabled={disabled || isLast}
        onClick={() => onMove(1)}
      >
        <ArrowDownIcon />
      </button>
    </div>
  );
}
