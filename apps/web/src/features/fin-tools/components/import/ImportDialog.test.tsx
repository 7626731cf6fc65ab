import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi } from "../../../../test/mockApi";
import { renderApp } from "../../../../test/renderApp";
import { trackerStubs } from "../../test/fixtures";

const SBI_MAPPING = { headerRow: 1, date: 0, description: 2, debit: 4, credit: 5, dateFormat: "DD-MMM-YY" };
const sbiPreview = {
  rows: [
    ["Account Name :", "Ms. TEST"],
    ["Txn Date", "Value Date", "Description", "Ref No./Cheque No.", "Debit", "Credit", "Balance"],
    ["02-Oct-26", "02-Oct-26", "UPI/SWIGGY", "1", "249", "", "12,251.00"],
  ],
  headerRow: 1,
  layout: { id: "sbi", label: "SBI account statement (Excel or CSV)" },
  mapping: SBI_MAPPING,
  savedMapping: false,
};
const row = (line: number, title: string, over: Record<string, unknown> = {}) => ({
  line,
  title,
  category: "Shopping",
  type: "expense",
  amount: 100,
  date: "2026-10-02",
  fingerprint: `fp-${line}`,
  duplicate: false,
  ...over,
});

async function openImport(csv = "Txn Date,Description\n02-Oct-26,UPI") {
  renderApp("/fin-tools/expensetracker");
  await userEvent.click(await screen.findByRole("button", { name: "Import a statement" }));
  const dialog = await screen.findByRole("dialog", { name: "Import a statement" });
  await userEvent.upload(
    within(dialog).getByLabelText("Statement file (.csv)"),
    new File([csv], "statement.csv", { type: "text/csv" }),
  );
  return dialog;
}

describe("importing a statement", () => {
  it("previews a recognised layout, reads it, and leaves rows already in the tracker unchecked", async () => {
    const csv = "Txn Date,Value Date,Description\n02-Oct-26,02-Oct-26,UPI/SWIGGY";
    const calls = mockApi(
      trackerStubs(jsonResponse, learner, {
        "T import/preview": () => jsonResponse(sbiPreview),
        "T import/parse": () =>
          jsonResponse({
            transactions: [
              row(13, "Swiggy", { category: "Food", amount: 249, payee: "Swiggy", narration: "UPI/SWIGGY" }),
              row(14, "Priya S", { type: "income", category: "Salary", amount: 1500, duplicate: true }),
              row(16, "Apollo Pharmacy", {
                category: "Health",
                amount: 436.5,
                payee: "Apollo Pharmacy",
                narration: "POS 4591XXXXXXXX1234 APOLLO PHARMACY",
              }),
            ],
            errors: [
              { line: 20, message: 'Line 20: couldn\'t read the date "31-Feb-26" as DD-MMM-YY.' },
              { line: 21, message: "That date does not exist." },
            ],
          }),
        "T import/commit": () => jsonResponse({ saved: 2, skipped: 0 }),
        "PUT /api/fin-tools/expensetracker/category-rules": () =>
          jsonResponse({
            payeeKey: "apollo pharmacy",
            payee: "Apollo Pharmacy",
            category: "Bills & Utilities",
          }),
      }),
    );
    const dialog = await openImport(csv);
    expect(calls.find((c) => c.path.endsWith("/import/preview"))?.body).toEqual({ csv });
    expect(await within(dialog).findByText(/Recognised: SBI account statement/)).toBeTruthy();
    expect((within(dialog).getByLabelText("Date column") as HTMLSelectElement).value).toBe("0");
    expect((within(dialog).getByLabelText("Debit column (money out)") as HTMLSelectElement).value).toBe("4");
    await userEvent.click(within(dialog).getByRole("button", { name: "Read transactions" }));

    const review = await screen.findByRole("dialog", { name: "Import a statement: review" });
    expect(calls.find((c) => c.path.endsWith("/import/parse"))?.body).toEqual({ csv, mapping: SBI_MAPPING });
    const rows = within(review).getAllByTestId("import-row");
    const box = (i: number) => within(rows[i] as HTMLElement).getByRole("checkbox") as HTMLInputElement;
    expect([box(0).checked, box(1).checked, box(2).checked]).toEqual([true, false, true]);
    expect(within(rows[1] as HTMLElement).getByText("Already in your tracker")).toBeTruthy();
    // Each line is named once, whether or not the server's message already starts with it.
    const unread = within(review).getByRole("list", { name: "Lines not read" });
    expect(
      within(unread)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      'Line 20: couldn\'t read the date "31-Feb-26" as DD-MMM-YY.',
      "Line 21: That date does not exist.",
    ]);
    expect(within(review).getByText("2 of 3 selected")).toBeTruthy();

    await userEvent.selectOptions(
      within(review).getByLabelText("Category for Apollo Pharmacy"),
      "Bills & Utilities",
    );
    await userEvent.click(within(review).getByRole("button", { name: "Save 2 transactions" }));
    expect(await within(review).findByText("Saved 2 transactions (0 skipped)")).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/import/commit"))?.body).toEqual({
      mapping: SBI_MAPPING,
      transactions: [
        {
          title: "Swiggy",
          category: "Food",
          type: "expense",
          amount: 249,
          date: "2026-10-02",
          fingerprint: "fp-13",
          payee: "Swiggy",
          narration: "UPI/SWIGGY",
        },
        {
          title: "Apollo Pharmacy",
          category: "Bills & Utilities",
          type: "expense",
          amount: 436.5,
          date: "2026-10-02",
          fingerprint: "fp-16",
          payee: "Apollo Pharmacy",
          narration: "POS 4591XXXXXXXX1234 APOLLO PHARMACY",
        },
      ],
    });
    // The payee filed elsewhere than suggested can become a rule in one tap; the unchanged one is not offered.
    expect(within(review).queryByRole("button", { name: /^Always file Swiggy/ })).toBeNull();
    await userEvent.click(
      within(review).getByRole("button", { name: "Always file Apollo Pharmacy as Bills & Utilities" }),
    );
    expect(
      await within(review).findByText(/From now on, Apollo Pharmacy goes to Bills & Utilities\./),
    ).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/category-rules") && c.method === "PUT")?.body).toEqual({
      payee: "Apollo Pharmacy",
      category: "Bills & Utilities",
    });
  });

  it("asks for the columns of a layout it doesn't know, then reads with the learner's choice", async () => {
    const csv = "When,What,Money\n2026-10-04,Book shop,-350.00";
    const calls = mockApi(
      trackerStubs(jsonResponse, learner, {
        "T import/preview": () =>
          jsonResponse({
            rows: [
              ["When", "What", "Money"],
              ["2026-10-04", "Book shop", "-350.00"],
            ],
            headerRow: 0,
            layout: null,
            mapping: null,
            savedMapping: false,
          }),
        "T import/parse": () => jsonResponse({ transactions: [], errors: [] }),
      }),
    );
    const dialog = await openImport(csv);
    await within(dialog).findByText(/We don't know this layout yet/);
    const select = (label: string) => within(dialog).getByLabelText(label);
    await userEvent.selectOptions(select("Date column"), "A: When");
    await userEvent.click(within(dialog).getByRole("radio", { name: "One amount column" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Read transactions" }));
    expect(await within(dialog).findByText("Choose the description column.")).toBeTruthy();
    expect(within(dialog).getByText("Choose the amount column.")).toBeTruthy();
    await userEvent.selectOptions(select("Description column"), "B: What");
    await userEvent.selectOptions(select("Amount column"), "C: Money");
    await userEvent.selectOptions(select("Date format"), "YYYY-MM-DD (e.g. 2026-11-05)");
    await userEvent.click(within(dialog).getByRole("button", { name: "Read transactions" }));
    await waitFor(() =>
      expect(calls.find((c) => c.path.endsWith("/import/parse"))?.body).toEqual({
        csv,
        mapping: {
          headerRow: 0,
          date: 0,
          description: 1,
          amount: 2,
          amountSign: "negative-is-debit",
          dateFormat: "YYYY-MM-DD",
        },
      }),
    );
    expect(await screen.findByText("No transactions found")).toBeTruthy();
  });

  it("refuses a file over 2 MB before sending it", async () => {
    const calls = mockApi(trackerStubs(jsonResponse, learner));
    const dialog = await openImport("a,b\n".repeat(600_000));
    expect(await within(dialog).findByText("That file is too large (2 MB at most).")).toBeTruthy();
    expect(calls.some((c) => c.path.includes("/import/"))).toBe(false);
  });
});
