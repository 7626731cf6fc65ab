import { indiaDay } from "@arthshala/contracts/india-time";
import { MONTH_NAMES, type MonthName } from "@arthshala/contracts/tracker-rules";
import { lazy, Suspense, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/Button";
import { Modal } from "../../../../components/ui/Modal";
import { Skeleton } from "../../../../components/ui/Skeleton";
import { cx } from "../../../../lib/cx";
import { formatDate } from "../../../../lib/format";
import { categoryLabel } from "../../messages";
import { formatDay, monthLabel } from "../../months";
import { Panel, PanelNote } from "../Panel";
import { signedAmount } from "../TransactionRow";
import { actOnRecurring, type RecurringRule, removeRecurring, useRecurring, useRecurringWrite } from "./api";

// The form (react-hook-form and zod) loads when first opened.
const RecurringDialog = lazy(() => import("./RecurringDialog").then((m) => ({ default: m.RecurringDialog })));

type Open = { kind: "new" } | { kind: "edit"; rule: RecurringRule } | null;
type Confirm = { kind: "stop" | "remove"; rule: RecurringRule } | null;

const utc = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * Recurring transactions (issue 28): the month's entries still to come, drawn apart from the real ones
 * (dashed, "Upcoming"), and the rules with Edit, Pause/Resume, Stop and Remove. Opening it adds any
 * entries whose day has come (as the job would at its next run) and refreshes the tracker if it did.
 */
export function RecurringPanel({
  month,
  year,
  className,
}: {
  month: MonthName;
  year: number;
  className?: string;
}) {
  const { t } = useTranslation(["plans", "tracker"]);
  const { t: tt } = useTranslation("tracker");
  const yearMonth = `${year}-${String(MONTH_NAMES.indexOf(month) + 1).padStart(2, "0")}`;
  const recurring = useRecurring(yearMonth);
  const act = useRecurringWrite(actOnRecurring);
  const remove = useRecurringWrite(removeRecurring);
  const [open, setOpen] = useState<Open>(null);
  const [confirm, setConfirm] = useState<Confirm>(null);

  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      toast.success(done);
    } catch {
      toast.error(t("plans:recurring.failed"));
    }
  };

  const schedule = (r: RecurringRule) => {
    if (r.cadence === "weekly")
      return t("plans:recurring.every.weekly", {
        weekday: formatDate(utc(r.startsOn), { weekday: "long", timeZone: "UTC" }),
      });
    if (r.cadence === "yearly") {
      // A leap year, so 29 February reads as itself.
      const day = `2000-${r.startsOn.slice(5, 7)}-${String(r.dayOfMonth ?? 1).padStart(2, "0")}`;
      return t("plans:recurring.every.yearly", {
        date: formatDate(utc(day), { day: "numeric", month: "long", timeZone: "UTC" }),
      });
    }
    return t("plans:recurring.every.monthly", { day: r.dayOfMonth });
  };

  const state = (r: RecurringRule) =>
    r.status === "active" && r.nextOn === null ? "ended" : r.status === "active" ? null : r.status;

  const data = recurring.data;
  const label = monthLabel(month, year);

  return (
    <Panel
      title={t("plans:recurring.title")}
      className={className}
      controls={
        <Button size="sm" aria-haspopup="dialog" onClick={() => setOpen({ kind: "new" })}>
          {t("plans:recurring.add")}
        </Button>
      }
    >
      <p className="-mt-2 mb-4 text-sm text-slate-600">{t("plans:recurring.intro")}</p>
      {recurring.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : recurring.isError || !data ? (
        <PanelNote>
          <div className="space-y-3">
            <p>{t("plans:recurring.loadFailed")}</p>
            <Button variant="secondary" size="sm" onClick={() => void recurring.refetch()}>
              {t("plans:tryAgain")}
            </Button>
          </div>
        </PanelNote>
      ) : data.data.length === 0 ? (
        <PanelNote>{t("plans:recurring.empty")}</PanelNote>
      ) : (
        <div className="space-y-5">
          <section aria-label={t("plans:recurring.upcomingTitle", { month: label })}>
            <h3 className="mb-2 text-sm font-semibold text-slate-800">
              {t("plans:recurring.upcomingTitle", { month: label })}
            </h3>
            {data.upcoming.length === 0 ? (
              <p className="text-sm text-slate-600">{t("plans:recurring.upcomingNone", { month: label })}</p>
            ) : (
              <ul className="space-y-2">
                {data.upcoming.map((u) => (
                  <li
                    key={`${u.ruleId}-${u.date}`}
                    className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-3 py-2"
                  >
                    <span className="shrink-0 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-slate-700 ring-1 ring-slate-300">
                      {t("plans:recurring.upcomingBadge")}
                    </span>
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-slate-800">{u.title}</p>
                      <p className="truncate text-xs text-slate-600">
                        {categoryLabel(tt, u.category)} · {formatDay(u.date)}
                      </p>
                    </div>
                    <p className="shrink-0 text-sm font-semibold tabular-nums text-slate-600">
                      {signedAmount(u)}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-label={t("plans:recurring.rulesTitle")}>
            <h3 className="mb-2 text-sm font-semibold text-slate-800">{t("plans:recurring.rulesTitle")}</h3>
            <ul className="divide-y divide-slate-100">
              {data.data.map((r) => {
                const badge = state(r);
                return (
                  <li key={r.id} className="py-3">
                    <div className="flex items-baseline justify-between gap-2">
                      <p className="min-w-0 truncate font-medium text-slate-900">
                        {r.title}
                        {badge ? (
                          <span
                            className={cx(
                              "ml-2 rounded-full px-2 py-0.5 align-middle text-xs font-semibold",
                              badge === "paused"
                                ? "bg-amber-100 text-amber-900"
                                : "bg-slate-100 text-slate-700",
                            )}
                          >
                            {t(`plans:recurring.status.${badge}`)}
                          </span>
                        ) : null}
                      </p>
                      <p className="shrink-0 text-sm font-semibold tabular-nums text-slate-900">
                        {signedAmount(r)}
                      </p>
                    </div>
                    <p className="text-xs text-slate-600">
                      {schedule(r)} · {categoryLabel(tt, r.category)} · {tt(`types.${r.type}`)}
                    </p>
                    <p className="text-xs text-slate-600">
                      {[
                        r.nextOn ? t("plans:recurring.nextOn", { date: formatDay(r.nextOn) }) : null,
                        r.lastAddedOn
                          ? t("plans:recurring.lastAdded", { date: formatDay(r.lastAddedOn) })
                          : null,
                      ]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                    <div className="mt-1 -ml-3 flex flex-wrap gap-1">
                      {r.status === "stopped" ? (
                        <Button
                          variant="ghost"
                          size="sm"
                          onClick={() => setConfirm({ kind: "remove", rule: r })}
                        >
                          {t("plans:recurring.actions.remove")}
                          <span className="sr-only"> {r.title}</span>
                        </Button>
                      ) : (
                        <>
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-haspopup="dialog"
                            onClick={() => setOpen({ kind: "edit", rule: r })}
                          >
                            {t("plans:recurring.actions.edit")}
                            <span className="sr-only"> {r.title}</span>
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            disabled={act.isPending}
                            onClick={() =>
                              void run(
                                () =>
                                  act.mutateAsync({
                                    id: r.id,
                                    action: r.status === "paused" ? "resume" : "pause",
                                  }),
                                t(
                                  r.status === "paused"
                                    ? "plans:recurring.done.resumed"
                                    : "plans:recurring.done.paused",
                                ),
                              )
                            }
                          >
                            {t(
                              r.status === "paused"
                                ? "plans:recurring.actions.resume"
                                : "plans:recurring.actions.pause",
                            )}
                            <span className="sr-only"> {r.title}</span>
                          </Button>
                          <Button
                            variant="ghost"
                            size="sm"
                            onClick={() => setConfirm({ kind: "stop", rule: r })}
                          >
                            {t("plans:recurring.actions.stop")}
                            <span className="sr-only"> {r.title}</span>
                          </Button>
                        </>
                      )}
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        </div>
      )}

      {open ? (
        <Suspense fallback={null}>
          <RecurringDialog
            key={open.kind === "edit" ? `edit-${open.rule.id}` : "new"}
            editing={open.kind === "edit" ? open.rule : undefined}
            today={indiaDay()}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
      <Modal
        open={confirm !== null}
        onClose={() => setConfirm(null)}
        title={
          confirm ? t(`plans:recurring.${confirm.kind}Confirm.title`, { title: confirm.rule.title }) : ""
        }
      >
        <p className="text-slate-700">{confirm ? t(`plans:recurring.${confirm.kind}Confirm.body`) : null}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={() => setConfirm(null)}>
            {t("plans:cancel")}
          </Button>
          <Button
            variant="danger"
            disabled={act.isPending || remove.isPending}
            onClick={() => {
              if (!confirm) return;
              const { kind, rule } = confirm;
              setConfirm(null);
              void (kind === "stop"
                ? run(
                    () => act.mutateAsync({ id: rule.id, action: "stop" }),
                    t("plans:recurring.done.stopped"),
                  )
                : run(() => remove.mutateAsync(rule.id), t("plans:recurring.done.removed")));
            }}
          >
            {confirm ? t(`plans:recurring.${confirm.kind}Confirm.confirm`) : null}
          </Button>
        </div>
      </Modal>
    </Panel>
  );
}
