import { useTranslation } from "react-i18next";
import { cx } from "../../../lib/cx";
import type { MyAssignment } from "../api";
import { DueLine } from "./DueLine";

/** A course card's "Assigned by <class>" with its due day (or Done), on /courses. */
export function AssignedBadge({
  item,
  today,
  className,
}: {
  item: MyAssignment;
  today: string;
  className?: string;
}) {
  const { t } = useTranslation("assignments");
  return (
    <span
      className={cx(
        "inline-flex flex-wrap items-center gap-x-1.5 rounded-lg bg-amber-50 px-2 py-1 text-xs text-amber-950 ring-1 ring-amber-200",
        className,
      )}
      data-testid="assigned-badge"
    >
      <span className="font-semibold">{t("badge", { name: item.class_name })}</span>
      <span aria-hidden="true">·</span>
      <DueLine dueOn={item.due_on} today={today} done={item.status === "done"} showNone />
    </span>
  );
}
