import { lazy } from "react";

/**
 * The recharts drawings as their own chunks: the tracker's numbers, lists and dialogs show first and
 * the chart library follows. Nothing outside this folder imports recharts.
 */
export const WorkingCapitalLines = lazy(async () => ({
  default: (await import("./WorkingCapitalLines")).WorkingCapitalLines,
}));
export const ExpensePie = lazy(async () => ({ default: (await import("./ExpensePie")).ExpensePie }));
