import type { SavingsYearRow } from "@arthshala/contracts/calculators";
import type { Column } from "./YearTable";

/** The columns of a savings table; SIPs call the interest an estimated gain. */
export function savingsColumns(
  labels: { deposited: string; interest: string; balance: string } = {
    deposited: "Paid in",
    interest: "Interest earned",
    balance: "Balance at year end",
  },
): Column<SavingsYearRow>[] {
  return [
    { header: labels.deposited, value: (row) => row.deposited },
    { header: labels.interest, value: (row) => row.interest },
    { header: labels.balance, value: (row) => row.balance },
  ];
}
