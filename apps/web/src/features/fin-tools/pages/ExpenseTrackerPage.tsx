import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/Button";
import { Container } from "../../../components/ui/Container";
import { PageHeading } from "../../../components/ui/PageHeading";
import { type ParsedAlert, type Transaction, useAggregates, useCategories, useCategoryBudgets } from "../api";
import { AlertDetails } from "../components/AlertDetails";
import { AllTransactionsDialog } from "../components/AllTransactionsDialog";
import { AutomateBanner, AutomateDialog } from "../components/AutomateBanner";
import { BudgetExceededDialog } from "../components/BudgetExceededDialog";
import { DeleteTransactionDialog } from "../components/DeleteTransactionDialog";
import { ExpensePiePanel } from "../components/ExpensePiePanel";
import {
  BudgetDialog,
  ImportDialog,
  OnceOpened,
  PasteAlertDialog,
  prefetchTrackerDialogs,
  TransactionDialog,
} from "../components/lazyDialogs";
import { ManageCategoriesDialog } from "../components/ManageCategoriesDialog";
import { TrackerPlans } from "../components/plans/TrackerPlans";
import { RecentTransactionsPanel } from "../components/RecentTransactionsPanel";
import { SpendGaugePanel } from "../components/SpendGaugePanel";
import { SummaryCard } from "../components/SummaryCard";
import { type ActionDialog, TrackerActions } from "../components/TrackerActions";
import { TrackerSkeleton } from "../components/TrackerSkeleton";
import { WarningDialog } from "../components/WarningDialog";
import { WorkingCapitalPanel } from "../components/WorkingCapitalPanel";
import { currentMonth, monthLabel as labelOf, monthNameLabel, previousMonth } from "../months";

type Open =
  | { kind: Exclude<ActionDialog, "add"> | "automate" | "categories" }
  | { kind: "edit"; transaction: Transaction }
  | { kind: "review"; parsed: ParsedAlert }
  | null;

/**
 * /fin-tools/expensetracker (spec section 2): the month's summary, the automation banner, the actions,
 * four charts and lists each with its own month, and the dialogs. RequireUser sends visitors to /.
 */
export function ExpenseTrackerPage() {
  const { t } = useTranslation("tracker");
  // The India month when the page opened: charts default to it, the summary and budget checks use it.
  const [now] = useState(currentMonth);
  const before = previousMonth(now);
  const monthLabel = labelOf(now.month, now.year);
  const categories = useCategories();
  const summary = useAggregates(3, now.month, now.year);
  // Spec section 4: once the expenses have loaded, this month's category budgets are checked.
  const budgets = useCategoryBudgets(now.month, now.year, summary.isSuccess);

  const [open, setOpen] = useState<Open>(null);
  // Add Transaction stays mounted (a half-typed one survives closing), so it has its own flag.
  const [adding, setAdding] = useState(false);
  const [allOpen, setAllOpen] = useState(false);
  const [deleting, setDeleting] = useState<Transaction | null>(null);
  const [seenOver, setSeenOver] = useState("");
  const [warningClosedAt, setWarningClosedAt] = useState(0);
  const close = () => setOpen(null);

  const over = (budgets.data ?? []).filter((b) => b.limit > 0 && (b.spent ?? 0) > b.limit);
  // The dialog opens again only when another category goes over.
  const overKey = over
    .map((b) => b.category)
    .sort()
    .join("|");
  const busy = open !== null || adding || allOpen || deleting !== null;
  const exceededOpen = overKey !== "" && overKey !== seenOver && !busy;
  const warningOpen = budgets.isError && budgets.errorUpdatedAt !== warningClosedAt && !busy;

  const points = summary.data ?? [];
  const thisMonth = points.at(-1);
  const lastMonth = points.at(-2);

  return (
    <Container>
      <PageHeading title={t("title")} subtitle={t("subtitle")} />
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
          {/* Each part is a Suspense boundary React hydrates on its own, yielding to the browser
              between them: the whole tracker at once was one long task on a phone. */}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <Suspense>
              <div className="lg:col-span-2">
                <SummaryCard
                  current={thisMonth}
                  previous={lastMonth}
                  monthLabel={monthLabel}
                  previousLabel={monthNameLabel(before.month)}
                />
              </div>
            </Suspense>
            <Suspense>
              <AutomateBanner onOpen={() => setOpen({ kind: "automate" })} />
            </Suspense>
          </div>
          <Suspense>
            <TrackerActions onOpen={(kind) => (kind === "add" ? setAdding(true) : setOpen({ kind }))} />
          </Suspense>
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
            <Suspense>
              <WorkingCapitalPanel year={now.year} initialMonth={now.month} className="lg:col-span-2" />
            </Suspense>
            <Suspense>
              <SpendGaugePanel year={now.year} initialMonth={now.month} />
            </Suspense>
            <Suspense>
              <ExpensePiePanel
                year={now.year}
                initialMonth={now.month}
                onManageCategories={() => setOpen({ kind: "categories" })}
              />
            </Suspense>
            <Suspense>
              <RecentTransactionsPanel
                year={now.year}
                initialMonth={now.month}
                className="lg:col-span-2"
                onEdit={(transaction) => setOpen({ kind: "edit", transaction })}
                onDelete={setDeleting}
                onViewAll={() => setAllOpen(true)}
              />
            </Suspense>
          </div>
          <TrackerPlans month={now.month} year={now.year} />
        </div>
      )}

      <AutomateDialog open={open?.kind === "automate"} onClose={close} />
      <OnceOpened open={open?.kind === "budgets"}>
        <BudgetDialog open={open?.kind === "budgets"} onClose={close} />
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
      <ManageCategoriesDialog open={open?.kind === "categories"} onClose={close} />
      <AllTransactionsDialog
        open={allOpen}
        onClose={() => setAllOpen(false)}
        onEdit={(transaction) => setOpen({ kind: "edit", transaction })}
        onDelete={setDeleting}
      />
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
      <DeleteTransactionDialog transaction={deleting} onClose={() => setDeleting(null)} />
      <BudgetExceededDialog
        open={exceededOpen}
        over={over}
        monthLabel={monthLabel}
        onClose={() => setSeenOver(overKey)}
        onReview={() => {
          setSeenOver(overKey);
          setOpen({ kind: "budgets" });
        }}
      />
      <WarningDialog
        open={warningOpen}
        message={t("errors.budgetsFailed")}
        onClose={() => setWarningClosedAt(budgets.errorUpdatedAt)}
      />
    </Container>
  );
}
