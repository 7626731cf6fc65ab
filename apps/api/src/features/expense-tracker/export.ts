import { monthIndex } from "@arthshala/contracts/tracker-rules";
import { and, asc, eq, gte, lt } from "drizzle-orm";
import { csvCell } from "../../platform/csv.js";
import type { Db } from "../../platform/db/client.js";
import { transactions } from "../../platform/db/schema.js";

/** The learner's transactions, oldest first, as a CSV a spreadsheet opens (UTF-8 with a BOM for ₹). */
export async function exportCsv(
  db: Db,
  userId: string,
  month: { month: string; year: number } | null,
): Promise<{ fileName: string; csv: string }> {
  const conditions = [eq(transactions.userId, userId)];
  let fileName = "arthshala-transactions.csv";
  if (month) {
    const m = monthIndex(month.month) as number;
    const from = `${month.year}-${String(m).padStart(2, "0")}-01`;
    const to = m === 12 ? `${month.year + 1}-01-01` : `${month.year}-${String(m + 1).padStart(2, "0")}-01`;
    conditions.push(gte(transactions.occurredOn, from), lt(transactions.occurredOn, to));
    fileName = `arthshala-transactions-${month.year}-${String(m).padStart(2, "0")}.csv`;
  }
  const rows = await db
    .select()
    .from(transactions)
    .where(and(...conditions))
    .orderBy(asc(transactions.occurredOn), asc(transactions.id));
  const lines = [["Date", "Title", "Category", "Type", "Amount (INR)"].join(",")];
  for (const r of rows) {
    lines.push(
      [r.occurredOn, r.title, r.category, r.type, (r.amountPaise / 100).toFixed(2)].map(csvCell).join(","),
    );
  }
  return { fileName, csv: `\uFEFF${lines.join("\r\n")}\r\n` };
}
