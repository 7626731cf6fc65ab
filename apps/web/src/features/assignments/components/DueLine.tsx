import { dueState } from "@arthshala/contracts/assignments-rules";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../../components/ui/icons";
import { cx } from "../../../lib/cx";
import { formatDate } from "../../../lib/format";

/**
 * A due India day as people in India read it: "Fri, 5 Dec" (hi: "शुक्र, 5 दिस॰"), with the year when it is
 * not this year's. Read and written as UTC: no zone moves a calendar day.
 */
export function dueDayLabel(day: string, today: string): string {
  return formatDate(new Date(`${day}T00:00:00Z`), {
    weekday: "short",
    day: "numeric",
    month: "short",
    ...(day.slice(0, 4) === today.slice(0, 4) ? {} : { year: "numeric" }),
    timeZone: "UTC",
  });
}

/**
 * Where an assignment stands in time: done (a tick), overdue (red), due today or tomorrow (amber), due
 * on a day, or, with `showNone`, no due date. `today` is the server's India day.
 */
export function DueLine({
  dueOn,
  today,
  done = false,
  showNone = false,
  className,
}: {
  dueOn: string | null;
  today: string;
  done?: boolean;
  showNone?: boolean;
  className?: string;
}) {
  const { t } = useTranslation("assignments");
  if (done)
    return (
      <span className={cx("inline-flex items-center gap-1 font-semibold text-brand-800", className)}>
        <CheckIcon className="size-4" aria-hidden="true" />
        {t("due.done")}
      </span>
    );
  const state = dueState(dueOn, today);
  if (state === "none")
    return showNone ? <span className={cx("text-slate-600", className)}>{t("due.none")}</span> : null;
  const date = dueDayLabel(dueOn!, today);
  const text =
    state === "overdue"
      ? t("due.overdue", { date })
      : state === "today"
        ? t("due.today")
        : state === "tomorrow"
          ? t("due.tomorrow")
          : t("due.on", { date });
  return (
    <span
      className={cx(
        "font-medium",
        state === "overdue"
          ? "font-semibold text-red-700"
          : state === "later"
            ? "text-slate-700"
            : "font-semibold text-amber-800",
        className,
      )}
      // The whole date for a screen reader and a tooltip where the words are relative.
      title={state === "today" || state === "tomorrow" ? date : undefined}
    >
      {text}
    </span>
  );
}
