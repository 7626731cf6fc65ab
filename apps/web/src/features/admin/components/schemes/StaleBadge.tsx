import { STALE_AFTER_DAYS } from "@arthshala/contracts/schemes-catalog";

/** A product whose figures are older than 90 days: an admin should check them against the source. */
export function StaleBadge() {
  return (
    <span
      title={`Its figures are more than ${STALE_AFTER_DAYS} days old`}
      className="inline-flex items-center rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900"
    >
      Needs checking
    </span>
  );
}
