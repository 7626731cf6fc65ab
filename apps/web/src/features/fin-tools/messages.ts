import { trackerMessages } from "@arthshala/contracts/tracker-rules";

/** The tracker's texts: the spec's (sections 2, 8 and 9) word for word, and the ones we add. */
export const trackerTexts = {
  ...trackerMessages,
  comingSoon: "Coming Soon ...",
  automateButton: "Coming soon!",
  noPieData: "No expense data for this month",
  noBudgets: "No budgets found",
  noRecords: "No records found",
  noMonthTransactions: "No transactions in this month",
  noTransactions: "No transactions found",
  duplicateRow: "Already in your tracker",
  budgetsSaved: "Budgets saved.",
  transactionDeleted: "Transaction deleted.",
  deleting: "Deleting...",
} as const;

export const typeLabels = {
  expense: "Expense",
  income: "Income",
  investment: "Investment",
  saving: "Saving",
} as const;
