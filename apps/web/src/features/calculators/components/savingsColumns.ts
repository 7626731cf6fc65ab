import type { SavingsYearRow } from "@arthshala/contracts/calculators";
import type { Column } from "./YearTable";

/** The columns of a savings table, headed in the interface's language; SIPs call the interest an estimated gain. */
export function savingsColumns(labels: {
  deposited: string;
  interest: string;
  balance: string;
}): Column<SavingsYearRow>[] {
  return [
    { header: labels.deposited, value: (row) => row.deposited },
    { header: labels.interest, value: (row) => row.interest },
    { header: labels.balance, value: (row) => row.balance },
  ];
}
