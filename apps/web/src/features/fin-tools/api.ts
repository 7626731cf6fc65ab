/**
 * Typed tracker calls (spec section 7, under /api/fin-tools/expensetracker) and their query hooks.
 * Types only from contracts/tracker (import type): the calls themselves carry no zod.
 */
import type {
  Budget,
  CategoryRule,
  ColumnMappingInput,
  importParseSchema,
  importPreviewSchema,
  MonthlyAggregate,
  parsedAlertSchema,
  pieSliceSchema,
  Transaction,
  TransactionInput,
} from "@arthshala/contracts/tracker";
import { IMPORT_SAVE_MAX, type MonthName, TRANSACTIONS_PAGE } from "@arthshala/contracts/tracker-rules";
import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { z } from "zod";
import { api } from "../../lib/api";
import { readThrough, saveCopy } from "../../lib/offline/copies";
import { deviceCopyQuery } from "../../lib/offline/network";
import { useMe } from "../auth";
import { notificationKeys } from "../notifications";
import { trackerKeys } from "./keys";

export type { Budget, CategoryRule, ColumnMappingInput, MonthlyAggregate, Transaction, TransactionInput };
export type PieSlice = z.infer<typeof pieSliceSchema>;
export type ParsedAlert = z.infer<typeof parsedAlertSchema>;
export type ImportPreview = z.infer<typeof importPreviewSchema>;
export type ImportParse = z.infer<typeof importParseSchema>;
export interface Categories {
  data: string[];
  custom: string[];
  /** The learner's most-used categories per type, most used first (quick add's chips). */
  frequent?: Record<Transaction["type"], string[]>;
}

export const TRACKER_API = "/api/fin-tools/expensetracker";
const post = <T>(path: string, body: unknown = {}) =>
  api<T>(`${TRACKER_API}${path}`, { method: "POST", body });

export const fetchCategories = () => post<Categories>("/fetchcategories");
export const addCategory = (name: string) => post<Categories>("/categories/add", { name });
export const removeCategory = (name: string) => post<Categories>("/categories/remove", { name });

export const fetchAggregates = (monthsRange: number, month: MonthName, year: number) =>
  post<{ data: MonthlyAggregate[] }>("/fetchexpenses", { monthsRange, month, year }).then((r) => r.data);
export const fetchPie = (month: MonthName, year: number) =>
  post<{ data: PieSlice[] }>("/fetchexpensesPie", { month, year }).then((r) => r.data);
export const fetchMonthlyBudget = (month: MonthName, year: number) =>
  post<{ data: Budget[] }>("/fetchmonthlybudget", { month, year }).then((r) => r.data[0] ?? null);
export const fetchCategoryBudgets = (month: MonthName, year: number) =>
  post<{ data: Budget[] }>("/fetchcategorybudgets", { month, year, excludeMonthly: true }).then(
    (r) => r.data,
  );
export const fetchTransactions = (page: number, month?: { month: MonthName; year: number }) =>
  post<{ data: Transaction[] }>("/fetchexpensesnew", { page, limit: TRANSACTIONS_PAGE, ...month }).then(
    (r) => r.data,
  );

export const saveTransaction = ({ id, transaction }: { id?: number; transaction: TransactionInput }) =>
  id === undefined
    ? post<{ message: string; data: Transaction }>("/transaction", { transaction })
    : api<{ message: string; data: Transaction }>(`${TRACKER_API}/transaction/${id}`, {
        method: "PUT",
        body: { transaction },
      });
export const deleteTransaction = (transactionId: number) =>
  post<{ message: string }>("/deleteTransaction", { transactionId });

export interface BudgetToSave {
  category: string;
  /** Rupees; null (or 0) removes that budget. */
  limit: number | null;
  month: MonthName;
  year: number;
}
export const saveBudgets = (budgets: BudgetToSave[]) =>
  post<{ ok: true; saved: number; removed: number }>("/budgets", { budgets });

export const parseAlert = (text: string) => post<ParsedAlert>("/parsealert", { text });
export const previewImport = (csv: string) => post<ImportPreview>("/import/preview", { csv });
export const parseImport = (csv: string, mapping: ColumnMappingInput) =>
  post<ImportParse>("/import/parse", { csv, mapping });
/**
 * Saves the reviewed rows in parts of IMPORT_SAVE_MAX (what the server takes in one request), one
 * after another, and adds up what each saved. Should a part fail, the parts before it stay saved and
 * a second Save skips them as already there.
 */
export async function commitImport(
  mapping: ColumnMappingInput,
  transactions: Array<TransactionInput & { fingerprint: string }>,
): Promise<{ saved: number; skipped: number }> {
  const total = { saved: 0, skipped: 0 };
  for (let at = 0; at < transactions.length; at += IMPORT_SAVE_MAX) {
    const part = await post<{ saved: number; skipped: number }>("/import/commit", {
      mapping,
      transactions: transactions.slice(at, at + IMPORT_SAVE_MAX),
    });
    total.saved += part.saved;
    total.skipped += part.skipped;
  }
  return total;
}

/** The learner's filing rules ("always file Swiggy as Food"). */
export const fetchCategoryRules = () =>
  api<{ data: CategoryRule[] }>(`${TRACKER_API}/category-rules`).then((r) => r.data);
export const saveCategoryRule = (payee: string, category: string) =>
  api<CategoryRule>(`${TRACKER_API}/category-rules`, { method: "PUT", body: { payee, category } });
export const removeCategoryRule = (payeeKey: string) =>
  api<{ ok: true }>(`${TRACKER_API}/category-rules/${encodeURIComponent(payeeKey)}`, { method: "DELETE" });

/** The CSV download (a plain link: the session cookie goes with it). */
export const exportHref = (month?: { month: MonthName; year: number }) =>
  month
    ? `${TRACKER_API}/export?month=${encodeURIComponent(month.month)}&year=${month.year}`
    : `${TRACKER_API}/export`;

export function useWho() {
  const { user, isLoading } = useMe();
  return { who: user?.sub ?? "visitor", enabled: !isLoading && user !== null };
}

/**
 * The tracker's reads keep their last answer on the device (lib/offline): opened without a
 * connection, the page shows the month as it was last seen instead of loading forever (issue 28).
 */
const onDevice = <T, Key extends readonly unknown[]>(key: Key, fetch: () => Promise<T>) =>
  queryOptions({ queryKey: key, queryFn: () => readThrough(key, fetch), ...deviceCopyQuery });

/** The tracker's queries, for its hooks below and its page's loader. */
export const trackerQueries = {
  categories: (who: string) => onDevice(trackerKeys.categories(who), fetchCategories),
  aggregates: (who: string, range: number, month: MonthName, year: number) =>
    onDevice(trackerKeys.aggregates(who, range, month, year), () => fetchAggregates(range, month, year)),
  pie: (who: string, month: MonthName, year: number) =>
    onDevice(trackerKeys.pie(who, month, year), () => fetchPie(month, year)),
  monthlyBudget: (who: string, month: MonthName, year: number) =>
    onDevice(trackerKeys.monthlyBudget(who, month, year), () => fetchMonthlyBudget(month, year)),
  categoryBudgets: (who: string, month: MonthName, year: number) =>
    onDevice(trackerKeys.categoryBudgets(who, month, year), () => fetchCategoryBudgets(month, year)),
  monthTransactions: (who: string, month: MonthName, year: number) =>
    onDevice(trackerKeys.monthTransactions(who, month, year), () => fetchTransactions(0, { month, year })),
};

export function useCategories() {
  const { who, enabled } = useWho();
  return useQuery({ ...trackerQueries.categories(who), enabled });
}

export function useAggregates(range: number, month: MonthName, year: number) {
  const { who, enabled } = useWho();
  return useQuery({ ...trackerQueries.aggregates(who, range, month, year), enabled });
}

export function usePie(month: MonthName, year: number) {
  const { who, enabled } = useWho();
  return useQuery({ ...trackerQueries.pie(who, month, year), enabled });
}

export function useMonthlyBudget(month: MonthName, year: number) {
  const { who, enabled } = useWho();
  return useQuery({ ...trackerQueries.monthlyBudget(who, month, year), enabled });
}

export function useCategoryBudgets(month: MonthName, year: number, enabledToo = true) {
  const { who, enabled } = useWho();
  return useQuery({ ...trackerQueries.categoryBudgets(who, month, year), enabled: enabled && enabledToo });
}

export function useMonthTransactions(month: MonthName, year: number) {
  const { who, enabled } = useWho();
  return useQuery({ ...trackerQueries.monthTransactions(who, month, year), enabled });
}

/** All transactions, newest first, 30 a page from page 0; an empty page ends the list (spec section 4). */
export function useAllTransactions(enabledToo: boolean) {
  const { who, enabled } = useWho();
  return useInfiniteQuery({
    queryKey: trackerKeys.allTransactions(who),
    queryFn: ({ pageParam }) => fetchTransactions(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (last.length === 0 ? undefined : pages.length),
    enabled: enabled && enabledToo,
    // Each opening starts from page 0 again.
    gcTime: 0,
  });
}

/**
 * The answers the server drew the page with came in the page itself, never through readThrough: once
 * the page runs (an effect: never in the server's render), they are kept on the device too, so the
 * month just seen opens offline as well.
 */
export function useKeepDrawnCopies() {
  const client = useQueryClient();
  const { who, enabled } = useWho();
  useEffect(() => {
    if (!enabled) return;
    for (const query of client.getQueryCache().findAll({ queryKey: trackerKeys.all(who) })) {
      const key = query.queryKey;
      // The All Transactions list is paged and read afresh each time: not kept.
      if (key[2] === "transactions" && key[3] === "all") continue;
      if (query.state.status === "success") void saveCopy(key, query.state.data);
    }
  }, [client, who, enabled]);
}

export const claimBudgetWarnings = () => post<{ data: Budget[] }>("/budgets/warnings").then((r) => r.data);

/**
 * Budgets of this India month gone over that the tracker has not warned of yet (issue 28). The server
 * marks each as warned as it answers, so each shows once for the learner, whichever device asks first.
 * Asked once the page runs (an effect: never in the server's render, where asking would change
 * something) and again whenever `changed` moves (the month's totals reloaded after a write). Warnings
 * stay until dismissed.
 */
export function useBudgetWarnings(changed: number) {
  const { who, enabled } = useWho();
  const [shown, setShown] = useState<Budget[]>([]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `changed` is the reason to ask again
  useEffect(() => {
    if (!enabled) return;
    // An answer is kept even if `changed` moved meanwhile: the server has already marked it warned.
    claimBudgetWarnings()
      .then((found) => {
        if (found.length === 0) return;
        setShown((before) => [
          ...before.filter((b) => !found.some((f) => f.category === b.category)),
          ...found,
        ]);
      })
      .catch(() => undefined);
  }, [who, enabled, changed]);
  return { warnings: shown, dismiss: () => setShown([]) };
}

/** After any write: every list and chart of the tracker, and the bell (a budget may now be exceeded). */
export function useRefreshTracker() {
  const client = useQueryClient();
  const { who } = useWho();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: trackerKeys.all(who) }),
      client.invalidateQueries({ queryKey: notificationKeys.unseen(who) }),
    ]);
}

export function useSaveTransaction() {
  const refresh = useRefreshTracker();
  return useMutation({ mutationFn: saveTransaction, onSuccess: () => void refresh() });
}

export function useDeleteTransaction() {
  const refresh = useRefreshTracker();
  return useMutation({ mutationFn: deleteTransaction, onSuccess: () => void refresh() });
}

export function useSaveBudgets() {
  const refresh = useRefreshTracker();
  return useMutation({ mutationFn: saveBudgets, onSuccess: () => void refresh() });
}

/** Adding or removing a category answers with the new lists: put them in the cache as they are. */
export function useCategoryChange(change: (name: string) => Promise<Categories>) {
  const client = useQueryClient();
  const { who } = useWho();
  return useMutation({
    mutationFn: change,
    onSuccess: (categories) => client.setQueryData(trackerKeys.categories(who), categories),
  });
}

export function useCategoryRules(enabledToo = true) {
  const { who, enabled } = useWho();
  return useQuery({
    queryKey: trackerKeys.categoryRules(who),
    queryFn: fetchCategoryRules,
    enabled: enabled && enabledToo,
  });
}

/** Saving or removing a rule: the list is read again (it is short). */
export function useCategoryRuleChange<T>(change: (value: T) => Promise<unknown>) {
  const client = useQueryClient();
  const { who } = useWho();
  return useMutation({
    mutationFn: change,
    onSuccess: () => client.invalidateQueries({ queryKey: trackerKeys.categoryRules(who) }),
  });
}

export function useCommitImport() {
  const refresh = useRefreshTracker();
  return useMutation({
    mutationFn: ({
      mapping,
      transactions,
    }: {
      mapping: ColumnMappingInput;
      transactions: Array<TransactionInput & { fingerprint: string }>;
    }) => commitImport(mapping, transactions),
    onSuccess: () => void refresh(),
  });
}
