import { lazy, type ReactNode, Suspense, useRef } from "react";

/*
 * The tracker's form dialogs carry react-hook-form and zod, about 45 KB gzip that a phone on slow 4G
 * would otherwise fetch and run before the page answers (docs/ARCHITECTURE.md, "Fast on a cheap phone").
 * They load when first opened; a pointer over, or focus on, the tracker's actions starts the load early.
 */
const loaders = {
  transaction: () => import("./TransactionDialog"),
  budgets: () => import("./budgets/BudgetDialog"),
  alert: () => import("./PasteAlertDialog"),
  import: () => import("./import/ImportDialog"),
  automate: () => import("./AutomateDialog"),
  delete: () => import("./DeleteTransactionDialog"),
  all: () => import("./AllTransactionsDialog"),
  categories: () => import("./ManageCategoriesDialog"),
};

let prefetched = false;
/** Starts loading every form dialog (once): call on a sign the learner is about to open one. */
export function prefetchTrackerDialogs(): void {
  if (prefetched) return;
  prefetched = true;
  for (const load of Object.values(loaders)) void load().catch(() => (prefetched = false));
}

export const TransactionDialog = lazy(() =>
  loaders.transaction().then((m) => ({ default: m.TransactionDialog })),
);
export const BudgetDialog = lazy(() => loaders.budgets().then((m) => ({ default: m.BudgetDialog })));
export const PasteAlertDialog = lazy(() => loaders.alert().then((m) => ({ default: m.PasteAlertDialog })));
export const ImportDialog = lazy(() => loaders.import().then((m) => ({ default: m.ImportDialog })));
// These two use react-i18next's Trans (5 KB gzip): kept off the first screen (issue 26's budget).
export const AutomateDialog = lazy(() => loaders.automate().then((m) => ({ default: m.AutomateDialog })));
export const DeleteTransactionDialog = lazy(() =>
  loaders.delete().then((m) => ({ default: m.DeleteTransactionDialog })),
);
// Lists and category management: opened from below the first screen, not needed to draw it.
export const AllTransactionsDialog = lazy(() =>
  loaders.all().then((m) => ({ default: m.AllTransactionsDialog })),
);
export const ManageCategoriesDialog = lazy(() =>
  loaders.categories().then((m) => ({ default: m.ManageCategoriesDialog })),
);

/**
 * Mounts its dialog from the first time it opens and keeps it mounted after (its closing animation,
 * and a half-typed form, survive), with nothing shown while the code arrives.
 */
export function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const opened = useRef(false);
  if (open) opened.current = true;
  return opened.current ? <Suspense fallback={null}>{children}</Suspense> : null;
}
