import type { ButtonHTMLAttributes } from "react";
import { cx } from "../../../lib/cx";
import { TrashIcon } from "./adminIcons";

/** The red-outlined delete action of admin lists (deletes are immediate; the toast offers Undo). */
export function DeleteButton({ className, children, ...props }: ButtonHTMLAttributes<HTMLButtonElement>) {
  return (
    <button
      type="button"
      className={cx(
        "inline-flex h-9 items-center justify-center gap-2 rounded-lg border border-red-200 whitespace-nowrap bg-white px-3 text-sm font-semibold text-red-700 transition-colors hover:border-red-300 hover:bg-red-50 hover:text-red-800 disabled:cursor-not-allowed disabled:opacity-60",
        className,
      )}
      {...props}
    >
      <TrashIcon className="size-4 shrink-0 max-[379px]:hidden" />
      {children}
    </button>
  );
}
