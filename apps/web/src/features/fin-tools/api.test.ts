import { IMPORT_SAVE_MAX } from "@arthshala/contracts/tracker-rules";
import { describe, expect, it } from "vitest";
import { jsonResponse, mockApi } from "../../test/mockApi";
import { type ColumnMappingInput, commitImport } from "./api";

const mapping: ColumnMappingInput = {
  headerRow: 0,
  date: 0,
  description: 1,
  amount: 2,
  dateFormat: "DD/MM/YYYY",
};
const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    title: `Row ${i}`,
    category: "Food",
    type: "expense" as const,
    amount: 10,
    date: "2026-10-01",
    fingerprint: `fp-${i}`,
  }));

describe("saving an import", () => {
  it("sends a long review in parts the server takes, one after another, and adds up what they saved", async () => {
    const calls = mockApi({
      "POST /api/fin-tools/expensetracker/import/commit": ({ body }) => {
        const sent = (body as { transactions: unknown[] }).transactions.length;
        return jsonResponse({ saved: sent - 1, skipped: 1 });
      },
    });
    const all = rows(2 * IMPORT_SAVE_MAX + 1);
    expect(await commitImport(mapping, all)).toEqual({ saved: all.length - 3, skipped: 3 });
    const sent = calls.map(
      (c) => c.body as { mapping: unknown; transactions: Array<{ fingerprint: string }> },
    );
    expect(sent.map((b) => b.transactions.length)).toEqual([IMPORT_SAVE_MAX, IMPORT_SAVE_MAX, 1]);
    expect(sent.flatMap((b) => b.transactions.map((t) => t.fingerprint))).toEqual(
      all.map((t) => t.fingerprint),
    );
    expect(sent.every((b) => b.mapping !== undefined)).toBe(true);
  });

  it("sends a short review in one request", async () => {
    const calls = mockApi({
      "POST /api/fin-tools/expensetracker/import/commit": () => jsonResponse({ saved: 3, skipped: 0 }),
    });
    expect(await commitImport(mapping, rows(3))).toEqual({ saved: 3, skipped: 0 });
    expect(calls).toHaveLength(1);
  });
});
