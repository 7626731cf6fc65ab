import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { clientWhenNear } from "../../../components/ssr/clientWhenNear";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { useOnline } from "../../../lib/offline/network";
import { ensure, pageLoader } from "../../../lib/route-data";
import { ensureMe } from "../../auth";
import {
  type ParsedAlert,
  type Transaction,
  trackerQueries,
  useAggregates,
  useBudgetWarnings,
  useCategories,
  useKeepDrawnCopies,
} from "../api";
import { AlertDetails } from "../components/AlertDetails";
import { AutomateBanner } from "../components/AutomateBanner";
import { BudgetWarning } from "../components/budgets/BudgetWarning";
import { ChartsRowSkeleton } from "../components/ChartsRowSkeleton";
import {
  AllTransactionsDialog,
  AutomateDialog,
  BudgetDialog,
  DeleteTransactionDialog,
  ImportDialog,
  ManageCategoriesDialog,
  OnceOpened,
  PasteAlertDialog,
  prefetchTrackerDialogs,
  TransactionDialog,
} from "../components/lazyDialogs";
import { MonthSwitcher } from "../components/MonthSwitcher";
import { OfflineNote } from "../components/OfflineNote";
import { TrackerPlans } from "../components/plans/TrackerPlans";
import { RecentTransactionsPanel } from "../components/RecentTransactionsPanel";
import { RecurringCatchUp } from "../components/recurring/RecurringCatchUp";
import { SpendGaugePanel } from "../components/SpendGaugePanel";
import { SummaryCard } from "../components/SummaryCard";
import { type ActionDialog, TrackerActions } from "../components/TrackerActions";
import { TrackerSkeleton } from "../components/TrackerSkeleton";
import { usePageMonth } from "../hooks/usePageMonth";
import {
  currentMonth,
  monthLabel as labelOf,
  monthNameLabel,
  parseMonthParam,
  previousMonth,
} from "../months";

// The charts, below the first screen on every size: drawn when the reader scrolls near them (issue 26).
const ChartsRow = clientWhenNear(() => import("../components/ChartsRow").then((m) => m.ChartsRow));

type Open =
  | { kind: Exclude<ActionDialog, "add"> | "automate" | "categories" }
  | { kind: "edit"; transaction: Transaction }
  | { kind: "review"; parsed: ParsedAlert }
  | null;

/**
 * The work that starts once the page runs lives in components of their own that draw little or nothing,
 * so that what it sets (a warning) redraws them, not the whole tracker.
 */
function KeepDrawnCopies() {
  useKeepDrawnCopies();
  return null;
}

/** Budgets gone over, said once (useBudgetWarnings); asked again whenever `changed` moves. */
function TrackerBudgetWarning({ changed, onReview }: { changed: number; onReview: () => void }) {
  const warnings = useBudgetWarnings(changed);
  return (
    <BudgetWarning
      warnings={warnings.warnings}
      onDismiss={warnings.dismiss}
      onReview={() => {
        warnings.dismiss();
        onReview();
      }}
    />
  );
}

/**
 * /fin-tools/expensetracker (spec section 2, issue 28): one month for the whole page (?month=), its
 * summary and actions first, then the charts and lists of that month, the plans, and the dialogs.
 * A budget gone over shows in place and is said once, never in a dialog over the page. RequireUser
 * sends visitors to /.
 */
export function ExpenseTrackerPage() {
  const { t } = useTranslation("tracker");
  const { today, selected } = usePageMonth();
  const before = previousMonth(selected);
  const monthLabel = labelOf(selected.month, selected.year);
  const online = useOnline();
  const categories = useCategories();
  const summary = useAggregates(3, selected.month, selected.year);
  // Asked again whenever this month's totals reload (after a write, here or on return to the page).
  const thisMonthTotals = useAggregates(3, today.month, today.year);

  const [open, setOpen] = useState<Open>(null);
  // Add Transaction stays mounted (a half-typed one survives closing), so it has its own flag.
  const [adding, setAdding] = useState(false);
  const [allOpen, setAllOpen] = useState(false);
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  const close = () => setOpen(null);
  const add = () => setAdding(true);

  const points = summary.data ?? [];
  const thisMonth = points.at(-1);
  const lastMonth = points.at(-2);

  return (
    // Room at the end on a phone, so the floating Add never covers the last line.
    <Container className="max-md:pb-20">
      <PageHeading title={t("title")} subtitle={t("subtitle")} />
      <KeepDrawnCopies />
      <RecurringCatchUp />
      {categories.isPending ? (
        <TrackerSkeleton monthLabel={monthLabel} />
      ) : (
        // A pointer over, or focus in, the tracker is the sign a form dialog is wanted soon.
        <div
          className="space-y-6"
          onPointerOver={prefetchTrackerDialogs}
          onPointerDown={prefetchTrackerDialogs}
          onFocusCapture={prefetchTrackerDialogs}
        >
          {online ? null : <OfflineNote />}
          {categories.isError ? (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-xl bg-red-50 p-3 text-red-800"
            >
              {t("categoriesFailed")}
              <Button variant="secondary" size="sm" onClick={() => void categories.refetch()}>
                {t("tryAgain")}
              </Button>
            </div>
          ) : null}
          <MonthSwitcher selected={selected} today={today} />
          <TrackerBudgetWarning
            changed={thisMonthTotals.dataUpdatedAt}
            onReview={() => setOpen({ kind: "budgets" })}
          />
          {/* Each part is a Suspense boundary React hydrates on its own, yielding to the browser
              between them: the whole tracker at once was one long task on a phone. */}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <Suspense>
              <div className="lg:col-span-2">
                <SummaryCard
                  failed={summary.isError}
                  current={thisMonth}
                  previous={lastMonth}
                  monthLabel={monthLabel}
                  previousLabel={monthNameLabel(before.month)}
                />
              </div>
            </Suspense>
            <Suspense>
              <TrackerActions
                offline={!online}
                onOpen={(kind) => (kind === "add" ? add() : setOpen({ kind }))}
              />
            </Suspense>
          </div>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <Suspense>
              <RecentTransactionsPanel
                year={selected.year}
                month={selected.month}
                className="lg:col-span-2"
                onEdit={(transaction) => setOpen({ kind: "edit", transaction })}
                onDelete={setDeleting}
                onViewAll={() => setAllOpen(true)}
              />
            </Suspense>
            <Suspense>
              <SpendGaugePanel year={selected.year} month={selected.month} />
            </Suspense>
          </div>
          <ChartsRow
            year={selected.year}
            month={selected.month}
            onManageCategories={() => setOpen({ kind: "categories" })}
            fallback={<ChartsRowSkeleton />}
          />
          {/* The plans (recurring entries, savings goals) follow the page's month too. */}
          <TrackerPlans month={selected.month} year={selected.year} />
          <Suspense>
            <AutomateBanner onOpen={() => setOpen({ kind: "automate" })} />
          </Suspense>
        </div>
      )}

      <OnceOpened open={open?.kind === "automate"}>
        <AutomateDialog open={open?.kind === "automate"} onClose={close} />
      </OnceOpened>
      <OnceOpened open={open?.kind === "budgets"}>
        <BudgetDialog open={open?.kind === "budgets"} onClose={close} at={selected} />
      </OnceOpened>
      <OnceOpened open={open?.kind === "alert"}>
        <PasteAlertDialog
          open={open?.kind === "alert"}
          onClose={close}
          onRead={(parsed) => setOpen({ kind: "review", parsed })}
        />
      </OnceOpened>
      <OnceOpened open={open?.kind === "import"}>
        <ImportDialog open={open?.kind === "import"} onClose={close} />
      </OnceOpened>
      <OnceOpened open={open?.kind === "categories"}>
        <ManageCategoriesDialog open={open?.kind === "categories"} onClose={close} />
      </OnceOpened>
      <OnceOpened open={allOpen}>
        <AllTransactionsDialog
          open={allOpen}
          onClose={() => setAllOpen(false)}
          onEdit={(transaction) => setOpen({ kind: "edit", transaction })}
          onDelete={setDeleting}
        />
      </OnceOpened>
      <OnceOpened open={adding}>
        <TransactionDialog open={adding} onClose={() => setAdding(false)} />
      </OnceOpened>
      <OnceOpened open={open?.kind === "edit"}>
        {open?.kind === "edit" ? (
          <TransactionDialog
            key={`edit-${open.transaction.id}`}
            open
            editing={open.transaction}
            onClose={close}
          />
        ) : null}
      </OnceOpened>
      <OnceOpened open={open?.kind === "review"}>
        {open?.kind === "review" ? (
          <TransactionDialog
            key="review"
            open
            initial={open.parsed.transaction}
            note={<AlertDetails parsed={open.parsed} />}
            onClose={close}
          />
        ) : null}
      </OnceOpened>
      <OnceOpened open={deleting !== null}>
        <DeleteTransactionDialog transaction={deleting} onClose={() => setDeleting(null)} />
      </OnceOpened>
    </Container>
  );
}

/** The month the address names (this India month without one): its totals, budgets and transactions. */
export const loader = pageLoader(async (client, { request }) => {
  const me = await ensureMe(client);
  if (!me) return;
  const today = currentMonth();
  const { month, year } = parseMonthParam(new URL(request.url).searchParams.get("month"), today);
  const q = trackerQueries;
  await Promise.all([
    ensure(client, q.categories(me.sub)),
    ensure(client, q.aggregates(me.sub, 3, month, year)),
    ensure(client, q.aggregates(me.sub, 3, today.month, today.year)),
    ensure(client, q.monthTransactions(me.sub, month, year)),
    ensure(client, q.monthlyBudget(me.sub, month, year)),
    ensure(client, q.categoryBudgets(me.sub, month, year)),
  ]);
});
