import type { DateFormat } from "./dates.js";

/**
 * Ready-made column layouts for statement exports from the banks most learners have. A layout is
 * matched by its header titles, compared without case or whitespace ("Withdrawal Amount (INR )" and
 * "withdrawal amount(inr)" are the same title), and every title a layout lists must be in the row.
 * Columns are found by title, not position, so an export with an extra column (SBI sometimes adds
 * "Branch Code") or a blank first column (Excel-saved ICICI files) still maps.
 *
 * None of these banks publishes its export format. Each layout below was checked against statement
 * files and parsers that people have published (see `checkedAgainst`); none was guessed.
 */
export interface StatementLayout {
  id: "sbi" | "hdfc" | "hdfc-delimited" | "icici" | "kotak";
  bank: string;
  /** What the learner downloads, in the bank's words where it has some. */
  label: string;
  /** Titles that identify the layout, besides the columns below. */
  signature: readonly string[];
  columns: {
    date: string;
    description: string;
    debit?: string;
    credit?: string;
    amount?: string;
    /** "DR"/"CR" beside `amount`: the first column with this title after the amount column. */
    drCr?: string;
  };
  /** Date layouts this bank uses, most likely first; the one that reads the rows is picked. */
  dateFormats: readonly DateFormat[];
  checkedAgainst: string;
}

export const STATEMENT_LAYOUTS: readonly StatementLayout[] = [
  {
    id: "sbi",
    bank: "State Bank of India",
    label: "SBI account statement (Excel or CSV)",
    signature: ["Value Date", "Ref No./Cheque No.", "Balance"],
    columns: { date: "Txn Date", description: "Description", debit: "Debit", credit: "Credit" },
    // The CSV export writes "01-Apr-24", the Excel one "1 Apr 2024".
    dateFormats: ["DD-MMM-YY", "DD MMM YYYY", "DD-MMM-YYYY", "DD/MM/YYYY", "DD-MM-YYYY"],
    checkedAgainst:
      "A published SBI CSV export (UniversalStatementParser test, 2024): key/value preamble lines, header " +
      '"Txn Date,Value Date,Description,Ref No./Cheque No.,        Debit,Credit,Balance", DD-MMM-YY dates, ' +
      "blank amounts written as a space; other parsers' SBI fixtures show the same header, some with an " +
      "extra Branch Code column, and DD MMM YYYY dates from the Excel download.",
  },
  {
    id: "hdfc",
    bank: "HDFC Bank",
    label: "HDFC Bank account statement (Excel saved as CSV)",
    signature: ["Chq./Ref.No.", "Value Dt", "Closing Balance"],
    columns: {
      date: "Date",
      description: "Narration",
      debit: "Withdrawal Amt.",
      credit: "Deposit Amt.",
    },
    dateFormats: ["DD/MM/YY", "DD/MM/YYYY"],
    checkedAgainst:
      "Several independent statement importers' HDFC fixtures: header " +
      '"Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance", DD/MM/YY ' +
      'dates, an account preamble above the header and a "STATEMENT SUMMARY" block after the rows.',
  },
  {
    id: "hdfc-delimited",
    bank: "HDFC Bank",
    label: 'HDFC Bank account statement ("Delimited" download)',
    signature: ["Value Dat", "Chq/Ref Number", "Closing Balance"],
    columns: {
      date: "Date",
      description: "Narration",
      debit: "Debit Amount",
      credit: "Credit Amount",
    },
    dateFormats: ["DD/MM/YY", "DD/MM/YYYY"],
    checkedAgainst:
      "HDFC's space-padded Delimited download as read by several published importers: header " +
      '" Date     ,Narration ...,Value Dat,Debit Amount       ,Credit Amount      ,Chq/Ref Number   ,' +
      'Closing Balance", DD/MM/YY dates, 0.00 in the unused amount column.',
  },
  {
    id: "icici",
    bank: "ICICI Bank",
    label: "ICICI Bank detailed account statement (Excel saved as CSV)",
    signature: [],
    columns: {
      date: "Transaction Date",
      description: "Transaction Remarks",
      debit: "Withdrawal Amount (INR )",
      credit: "Deposit Amount (INR )",
    },
    dateFormats: ["DD/MM/YYYY", "DD-MM-YYYY", "DD-MMM-YYYY"],
    checkedAgainst:
      "Several published importers' ICICI savings-account fixtures and adapters: header " +
      '"S No.,Value Date,Transaction Date,Cheque Number,Transaction Remarks,Withdrawal Amount (INR ),' +
      'Deposit Amount (INR ),Balance (INR )" (one without "S No."), DD/MM/YYYY dates. Matched on the ' +
      "remark and amount titles only, since the serial-number column is not always there.",
  },
  {
    id: "kotak",
    bank: "Kotak Mahindra Bank",
    label: "Kotak Mahindra Bank account statement (CSV)",
    signature: ["Sl. No.", "Chq / Ref No."],
    columns: { date: "Transaction Date", description: "Description", amount: "Amount", drCr: "Dr / Cr" },
    dateFormats: ["DD-MM-YYYY", "DD/MM/YYYY", "DD-MMM-YYYY", "DD-MM-YY", "DD/MM/YY"],
    checkedAgainst:
      "A learner's published script reading Kotak's CSV download (2024): about a dozen preamble lines, " +
      '"Sl. No.,Transaction Date,Value Date,Description,Chq / Ref No.,Amount,Dr / Cr,Balance,Dr / Cr" ' +
      "(a second Dr / Cr marks the balance), rows kept where Sl. No. is a number; other importers' Kotak " +
      "fixtures agree on the titles. Kotak's newer Debit/Credit layout is not shipped: too few samples.",
  },
];

/** A header title compared without case or whitespace. */
export function headerKey(title: string): string {
  return title.toLowerCase().replace(/\s+/g, "");
}
