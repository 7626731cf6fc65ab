import { indiaDay } from "@arthshala/contracts/india-time";
import {
  type GoalPrefill,
  readGoalPrefill,
  withoutGoalPrefill,
} from "@arthshala/contracts/tracker-plans-rules";
import { AMOUNT_MAX_RUPEES } from "@arthshala/contracts/tracker-rules";
import { lazy, Suspense, useEffect, useState } from "react";
import toast from "react-hot-toast/headless";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Button } from "../../../../components/ui/Button";
import { Modal } from "../../../../components/ui/Modal";
import { Skeleton } from "../../../../components/ui/Skeleton";
import { cx } from "../../../../lib/cx";
import { rupees } from "../../format";
import { formatDay } from "../../months";
import { Panel, PanelNote } from "../Panel";
import { deleteGoal, type Goal, useGoals, useGoalWrite } from "./api";

// The forms (react-hook-form and zod) load when first opened.
const GoalDialog = lazy(() => import("./GoalDialog").then((m) => ({ default: m.GoalDialog })));
const ContributionDialog = lazy(() =>
  import("./ContributionDialog").then((m) => ({ default: m.ContributionDialog })),
);

type Open =
  | { kind: "new"; prefill?: GoalPrefill }
  | { kind: "edit"; goal: Goal }
  | { kind: "add"; goal: Goal }
  | { kind: "delete"; goal: Goal }
  | null;

/**
 * Savings goals (issue 28): each with its progress from money saved towards it, the months left and
 * what to save each month; New goal, Add money, Edit, Delete. A link with ?goal=new (the SIP and RD
 * calculators' results) opens the new-goal form filled in.
 */
export function GoalsPanel({ className }: { className?: string }) {
  const { t } = useTranslation("plans");
  const goals = useGoals();
  const remove = useGoalWrite(deleteGoal);
  const [open, setOpen] = useState<Open>(null);
  const location = useLocation();
  const navigate = useNavigate();

  // After hydration only: the link's values are checked against today, then taken off the address.
  useEffect(() => {
    const prefill = readGoalPrefill(new URLSearchParams(location.search), indiaDay(), AMOUNT_MAX_RUPEES);
    if (!prefill) return;
    setOpen({ kind: "new", prefill });
    void navigate(
      { pathname: location.pathname, search: withoutGoalPrefill(location.search), hash: location.hash },
      { replace: true },
    );
  }, [location, navigate]);

  const data = goals.data;
  const close = () => setOpen(null);

  return (
    <Panel
      title={t("goals.title")}
      className={className}
      controls={
        <Button size="sm" aria-haspopup="dialog" onClick={() => setOpen({ kind: "new" })}>
          {t("goals.add")}
        </Button>
      }
    >
      {goals.isPending ? (
        <div className="space-y-3">
          <Skeleton className="h-24" />
        </div>
      ) : goals.isError || !data ? (
        <PanelNote>
          <div className="space-y-3">
            <p>{t("goals.loadFailed")}</p>
            <Button variant="secondary" size="sm" onClick={() => void goals.refetch()}>
              {t("tryAgain")}
            </Button>
          </div>
        </PanelNote>
      ) : data.data.length === 0 ? (
        <PanelNote>{t("goals.empty")}</PanelNote>
      ) : (
        <ul className="space-y-3">
          {data.data.map((g) => (
            <li key={g.id} className="rounded-xl border border-slate-200 p-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                <p className="min-w-0 break-words font-semibold text-slate-900">{g.name}</p>
                <p className="text-sm tabular-nums text-slate-700">
                  {t("goals.savedOf", { saved: rupees(g.saved), target: rupees(g.target) })}
                </p>
              </div>
              <div
                role="progressbar"
                aria-label={t("goals.progress", { name: g.name, percent: g.percent })}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={g.percent}
                className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className={cx("h-full rounded-full", g.reached ? "bg-brand-700" : "bg-amber-500")}
                  style={{ width: `${g.percent}%` }}
                />
              </div>
              <p className="mt-2 text-xs text-slate-600">
                {t("goals.by", { date: formatDay(g.targetDate) })}
                {g.reached || g.monthly === null
                  ? null
                  : ` · ${g.monthsLeft > 0 ? t("goals.monthsLeft", { count: g.monthsLeft }) : t("goals.underAMonth")}`}
              </p>
              <p
                className={cx("mt-1 text-sm", g.reached ? "font-semibold text-brand-800" : "text-slate-800")}
              >
                {g.reached
                  ? t("goals.reached")
                  : g.monthly !== null
                    ? t(g.monthsLeft > 0 ? "goals.monthly" : "goals.allNow", { amount: rupees(g.monthly) })
                    : t("goals.overdue", { amount: rupees(g.remaining) })}
              </p>
              <div className="mt-2 flex flex-wrap gap-1">
                <Button
                  size="sm"
                  variant="secondary"
                  aria-haspopup="dialog"
                  onClick={() => setOpen({ kind: "add", goal: g })}
                >
                  {t("goals.addMoney")}
                  <span className="sr-only"> {g.name}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-haspopup="dialog"
                  onClick={() => setOpen({ kind: "edit", goal: g })}
                >
                  {t("goals.edit")}
                  <span className="sr-only"> {g.name}</span>
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: "delete", goal: g })}>
                  {t("goals.delete")}
                  <span className="sr-only"> {g.name}</span>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {open?.kind === "new" || open?.kind === "edit" ? (
        <Suspense fallback={null}>
          <GoalDialog
            key={open.kind === "edit" ? `edit-${open.goal.id}` : "new"}
            editing={open.kind === "edit" ? open.goal : undefined}
            prefill={open.kind === "new" ? open.prefill : undefined}
            emergencyFund={data?.emergencyFund ?? null}
            onClose={close}
          />
        </Suspense>
      ) : null}
      {open?.kind === "add" ? (
        <Suspense fallback={null}>
          <ContributionDialog key={open.goal.id} goal={open.goal} today={indiaDay()} onClose={close} />
        </Suspense>
      ) : null}
      <Modal
        open={open?.kind === "delete"}
        onClose={close}
        title={open?.kind === "delete" ? t("goals.deleteConfirm.title", { name: open.goal.name }) : ""}
      >
        <p className="text-slate-700">{t("goals.deleteConfirm.body")}</p>
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            {t("cancel")}
          </Button>
          <Button
            variant="danger"
            disabled={remove.isPending}
            onClick={() => {
              if (open?.kind !== "delete") return;
              const id = open.goal.id;
              close();
              remove.mutateAsync(id).then(
                () => toast.success(t("goals.done.deleted")),
                () => toast.error(t("goals.failed")),
              );
            }}
          >
            {t("goals.deleteConfirm.confirm")}
          </Button>
        </div>
      </Modal>
    </Panel>
  );
}
