import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Direction } from "./categorise.js";
import { readCsv } from "./csv.js";
import {
  applyMapping,
  type ColumnMapping,
  detectLayout,
  findHeaderRow,
  type ImportedRow,
  previewRows,
  statementFingerprint,
} from "./statement-csv.js";
import { STATEMENT_LAYOUTS } from "./statement-layouts.js";

// The fixtures are statements written for these tests in each bank's export layout; every name,
// account and amount in them is made up.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}.csv`, import.meta.url), "utf8");

function row(
  line: number,
  date: string,
  direction: Direction,
  amountPaise: number,
  suggestedCategory: string,
  description: string,
  payee: string | null,
): ImportedRow {
  return {
    line,
    date,
    description,
    payee,
    title: payee ?? description,
    amountPaise,
    direction,
    type: direction === "debit" ? "expense" : "income",
    suggestedCategory,
    fingerprint: `${date}|${amountPaise}|${direction}|${description.toLowerCase()}`,
  };
}

const PRESETS: ReadonlyArray<{
  file: string;
  layout: string;
  mapping: ColumnMapping;
  transactions: ImportedRow[];
  errors: Array<{ line: number; message: string }>;
}> = [
  {
    file: "sbi",
    layout: "sbi",
    mapping: { headerRow: 11, date: 0, description: 2, debit: 4, credit: 5, dateFormat: "DD-MMM-YY" },
    transactions: [
      row(
        14,
        "2026-10-02",
        "debit",
        24900,
        "Food",
        "TO TRANSFER-UPI/DR/627512345601/SWIGGY/YESB/swiggy@yes/Paymen--",
        "Swiggy",
      ),
      row(
        15,
        "2026-10-03",
        "credit",
        150000,
        "Savings",
        "BY TRANSFER-UPI/CR/627612345602/PRIYA S/HDFC/priya.s@okhdfc/UPI--",
        "Priya S",
      ),
      row(
        16,
        "2026-10-05",
        "debit",
        43650,
        "Health",
        "by debit card-OTHPG 627812345603 APOLLO PHARMACY KONDAPUR--",
        "Apollo Pharmacy",
      ),
      row(
        17,
        "2026-10-07",
        "debit",
        200000,
        "Cash",
        "ATM WDL-ATM CASH 8765 SBI KONDAPUR--",
        "Cash withdrawal",
      ),
      row(
        18,
        "2026-10-10",
        "debit",
        118540,
        "Travel",
        "TO TRANSFER-UPI/DR/628312345604/IRCTC/SBIN/irctc@sbi/Ticket--",
        "IRCTC",
      ),
      row(
        19,
        "2026-10-12",
        "debit",
        35000,
        "Shopping",
        "TO TRANSFER-UPI/DR/628512345605/MEHTA BOOKS, STATIONERY/PUNB/mehtabooks@okaxis/UPI--",
        "Mehta Books, Stationery",
      ),
      row(
        21,
        "2026-10-15",
        "credit",
        800000,
        "Salary",
        "BY TRANSFER-NEFT*HDFC0000001*N288260012345*ACME LEARNING PVT LTD-STIPEND OCT--",
        "Acme Learning Pvt Ltd",
      ),
      row(
        22,
        "2026-10-20",
        "debit",
        29900,
        "Bills & Utilities",
        "TO TRANSFER-UPI/DR/629312345607/JIO/UTIB/jio@axisbank/Recharge--",
        "Jio",
      ),
      row(
        23,
        "2026-10-25",
        "debit",
        8600,
        "Transportation",
        "TO TRANSFER-UPI/DR/629812345608/RAPIDO/YESB/rapido@ybl/Ride--",
        "Rapido",
      ),
      row(24, "2026-10-31", "credit", 4200, "Savings", "CREDIT INTEREST--", "Interest"),
    ],
    errors: [{ line: 20, message: `Line 20: couldn't read the date "31-Feb-26" as DD-MMM-YY.` }],
  },
  {
    file: "hdfc",
    layout: "hdfc",
    mapping: { headerRow: 7, date: 0, description: 1, debit: 4, credit: 5, dateFormat: "DD/MM/YY" },
    transactions: [
      row(
        11,
        "2026-10-01",
        "debit",
        41200,
        "Food",
        "UPI-ZOMATO-ZOMATO.ORDER@HDFCBANK-HDFC0000499-627412345678-PAYMENT",
        "Zomato",
      ),
      row(
        12,
        "2026-10-02",
        "credit",
        1200000,
        "Salary",
        "NEFT CR-ICIC0000104-BRIGHT MINDS TUITION-ARJUN MEHTA-STIPEND-ICICN52026100200123",
        "Bright Minds Tuition",
      ),
      row(
        13,
        "2026-10-04",
        "debit",
        189900,
        "Apparel",
        "POS 4591XXXXXXXX1234 MYNTRA DESIGNS PVT L",
        "Myntra",
      ),
      row(
        14,
        "2026-10-06",
        "debit",
        100000,
        "Cash",
        "ATW-4591XXXXXXXX1234-S1ANBG12-BANGALORE",
        "Cash withdrawal",
      ),
      row(
        15,
        "2026-10-09",
        "debit",
        650000,
        "Rent",
        "UPI-RAHUL VERMA-RAHULV@OKICICI-ICIC0000123-627912345678-RENT SHARE",
        "Rahul Verma",
      ),
      row(
        17,
        "2026-10-15",
        "debit",
        14900,
        "Entertainment",
        "UPI-NETFLIX-NETFLIXUPI.PAYU@HDFCBANK-HDFC0000499-628412345678-SUBSCRIPTION",
        "Netflix",
      ),
      row(
        18,
        "2026-10-20",
        "credit",
        200000,
        "Savings",
        "IMPS-628012345678-NEHA MEHTA-SBIN-XXXXXXX4321-POCKET MONEY",
        "Neha Mehta",
      ),
      row(
        19,
        "2026-10-25",
        "debit",
        100000,
        "Investments",
        "ACH D- ZERODHA BROKING LTD-SIP OCT 7QK2",
        "Zerodha",
      ),
      row(
        20,
        "2026-10-28",
        "debit",
        123400,
        "Bills & Utilities",
        "UPI-BESCOM-BESCOM.BILLDESK@HDFCBANK-HDFC0000499-629212345678-ELECTRICITY",
        "BESCOM",
      ),
    ],
    errors: [{ line: 16, message: `Line 16: couldn't read the amount "4,5O0.00".` }],
  },
  {
    file: "hdfc-delimited",
    layout: "hdfc-delimited",
    mapping: { headerRow: 1, date: 0, description: 1, debit: 3, credit: 4, dateFormat: "DD/MM/YY" },
    transactions: [
      row(
        4,
        "2026-10-02",
        "debit",
        45000,
        "Food",
        "UPI-SWIGGY-SWIGGY.ORDER@ICICI-ICIC0DC0099-627512340001-PAYMENT",
        "Swiggy",
      ),
      row(
        5,
        "2026-10-04",
        "credit",
        45000,
        "Food",
        "UPI-SWIGGY-SWIGGY.ORDER@ICICI-ICIC0DC0099-627512340001-REVERSAL",
        "Swiggy",
      ),
      row(
        6,
        "2026-10-05",
        "debit",
        250000,
        "Investments",
        "ACH D- ZERODHA BROKING LTD-7ABCD12345",
        "Zerodha",
      ),
      row(
        7,
        "2026-10-07",
        "credit",
        1800000,
        "Salary",
        "NEFT CR-YESB0000001-QUICKHIRE STAFFING-DEV PATIL-SALARY SEP",
        "Quickhire Staffing",
      ),
      row(8, "2026-10-09", "debit", 129900, "Shopping", "POS 4591XXXXXXXX7788 DECATHLON SPORTS", "Decathlon"),
      row(
        10,
        "2026-10-14",
        "debit",
        23300,
        "Transportation",
        "UPI-OLA-OLACABS@YBL-YESB0YBLUPI-628712340003-RIDE",
        "Ola",
      ),
      row(
        11,
        "2026-10-16",
        "debit",
        64000,
        "Food",
        "UPI-MAHESH KIRANA STORES-MAHESHKIRANA@OKSBI-SBIN0001234-628912340004-UPI",
        "Mahesh Kirana Stores",
      ),
      row(12, "2026-10-18", "debit", 11900, "Entertainment", "ME DC SI 4591XXXXXXXX7788 SPOTIFY", "Spotify"),
    ],
    errors: [{ line: 9, message: `Line 9: couldn't read the date "2026/10/12" as DD/MM/YY.` }],
  },
  {
    file: "icici",
    layout: "icici",
    mapping: { headerRow: 6, date: 3, description: 5, debit: 6, credit: 7, dateFormat: "DD/MM/YYYY" },
    transactions: [
      row(
        9,
        "2026-10-02",
        "debit",
        35600,
        "Food",
        "UPI/627512349876/Payment from Ph/blinkit.payu@hdfcbank/YESB0YESBNK",
        "Blinkit",
      ),
      row(
        10,
        "2026-10-03",
        "credit",
        500000,
        "Education",
        "NEFT-SBIN0001234-COLLEGE OF ENGINEERING PUNE-FEES REFUND",
        "College of Engineering Pune",
      ),
      row(
        11,
        "2026-10-05",
        "debit",
        800000,
        "Rent",
        "MMT/IMPS/627812340011/Rent Oct/SURESH NAIR/HDFC0000456",
        "Suresh Nair",
      ),
      row(12, "2026-10-08", "debit", 124900, "Shopping", "VIN/AMAZON PAY IND/08102026/458712", "Amazon"),
      row(
        13,
        "2026-10-10",
        "debit",
        300000,
        "Cash",
        "NFS/CASH WDL/10102026/ICICI ATM ANDHERI",
        "Cash withdrawal",
      ),
      row(
        15,
        "2026-10-15",
        "debit",
        49900,
        "Education",
        "UPI/628812345111/Udemy course/udemy.payu@axisbank/UTIB0000100",
        "Udemy",
      ),
      row(
        16,
        "2026-10-20",
        "credit",
        3200000,
        "Salary",
        "INF/INFT/031234567/SALARY OCT/GLOBEX TECH PVT LTD",
        "Globex Tech Pvt Ltd",
      ),
      row(
        17,
        "2026-10-31",
        "debit",
        21235,
        "Transportation",
        "UPI/629912345222/UBER TRIP/uber.rides@icici/ICIC0000001",
        "Uber",
      ),
    ],
    errors: [{ line: 14, message: "Line 14: it has both a debit and a credit amount." }],
  },
  {
    file: "kotak",
    layout: "kotak",
    mapping: {
      headerRow: 8,
      date: 1,
      description: 3,
      amount: 5,
      drCrColumn: 6,
      amountSign: "negative-is-debit",
      dateFormat: "DD-MM-YYYY",
    },
    transactions: [
      row(11, "2026-10-02", "debit", 26500, "Food", "UPI/SWIGGY/627512347777/Payment from Phone", "Swiggy"),
      row(
        12,
        "2026-10-03",
        "credit",
        300000,
        "Savings",
        "UPI/ANJALI DESAI/627612348888/Pocket money",
        "Anjali Desai",
      ),
      row(13, "2026-10-05", "debit", 50000, "Entertainment", "PCD/4591/BOOKMYSHOW/MUMBAI", "BookMyShow"),
      row(14, "2026-10-08", "debit", 200000, "Investments", "NACH-ICCL-GROWW MUTUAL FUND SIP", "Groww"),
      row(16, "2026-10-12", "debit", 18700, "Transportation", "UPI/OLA/627912349999/Ride", "Ola"),
      row(17, "2026-10-15", "credit", 2500000, "Salary", "NEFT-HDFC0000001-ACME, SALARY OCT", "Acme"),
      row(18, "2026-10-20", "debit", 59900, "Bills & Utilities", "IB BILLPAY DR-AIRTEL-POSTPAID", "Airtel"),
      row(
        19,
        "2026-10-25",
        "debit",
        112050,
        "Health",
        "UPI/APOLLO PHARMACY/628512341111/Medicines",
        "Apollo Pharmacy",
      ),
      row(20, "2026-10-31", "credit", 3800, "Savings", "Int.Pd:01-10-2026 to 31-10-2026", "Interest"),
    ],
    errors: [{ line: 15, message: `Line 15: couldn't read the date "31-09-2026" as DD-MM-YYYY.` }],
  },
];

describe("bank presets", () => {
  it("ships a fixture for every preset, each noting what it was checked against", async () => {
    expect(PRESETS.map((p) => p.layout).sort()).toEqual(STATEMENT_LAYOUTS.map((l) => l.id).sort());
    for (const layout of STATEMENT_LAYOUTS) expect(layout.checkedAgainst.length).toBeGreaterThan(40);
  });

  it.each(PRESETS)(
    "detects and reads $file.csv exactly",
    async ({ file, layout, mapping, transactions, errors }) => {
      const rows = await readCsv(fixture(file));
      const detected = detectLayout(rows);
      expect(detected.layout?.id).toBe(layout);
      expect(detected.mapping).toEqual(mapping);
      expect(findHeaderRow(rows)).toBe(mapping.headerRow);
      expect(await applyMapping(rows, mapping)).toEqual({ transactions, errors });
    },
  );

  it.each(PRESETS)("reads $file.csv the same with CRLF line ends and a BOM", async ({ file, mapping }) => {
    const text = fixture(file);
    const windows = `\uFEFF${text.replace(/\r?\n/g, "\r\n")}`;
    expect(windows).toContain("\r\n");
    const rows = await readCsv(windows);
    expect(detectLayout(rows).mapping).toEqual(mapping);
    expect(await applyMapping(rows, mapping)).toEqual(await applyMapping(await readCsv(text), mapping));
  });

  it("matches header titles whatever their case and spacing", async () => {
    const rows = await readCsv(
      [
        "  TXN   DATE ,value date,DESCRIPTION,ref no./cheque no., debit,CREDIT ,  balance",
        "01-Oct-26,01-Oct-26,TO TRANSFER-UPI/DR/1/ZOMATO/zomato@hdfc,,120,,880",
      ].join("\n"),
    );
    const { layout, mapping } = detectLayout(rows);
    expect(layout?.id).toBe("sbi");
    expect((await applyMapping(rows, mapping!)).transactions).toEqual([
      row(2, "2026-10-01", "debit", 12000, "Food", "TO TRANSFER-UPI/DR/1/ZOMATO/zomato@hdfc", "Zomato"),
    ]);
  });

  it("picks the date layout the rows use: SBI's Excel download writes '1 Oct 2026'", async () => {
    const rows = await readCsv(
      [
        "Txn Date,Value Date,Description,Ref No./Cheque No.,Branch Code,Debit,Credit,Balance",
        "1 Oct 2026,1 Oct 2026,BY TRANSFER-NEFT*SALARY ACME,,0999,,5000.00,5000.00",
        "2 Oct 2026,2 Oct 2026,TO TRANSFER-UPI/DR/2/PVR/pvr@icici,,0999,300.00,,4700.00",
      ].join("\n"),
    );
    const { mapping } = detectLayout(rows);
    expect(mapping).toMatchObject({ dateFormat: "DD MMM YYYY", debit: 5, credit: 6 });
    expect(
      (await applyMapping(rows, mapping!)).transactions.map((t) => [t.date, t.suggestedCategory]),
    ).toEqual([
      ["2026-10-01", "Salary"],
      ["2026-10-02", "Entertainment"],
    ]);
  });

  it("finds no preset in an unknown layout", async () => {
    const rows = await readCsv(
      "Posted On,Details,Amount (INR),Running Balance\n2026-10-01,Coffee,-120.00,880.00",
    );
    expect(detectLayout(rows)).toEqual({ layout: null, mapping: null });
    expect(findHeaderRow(rows)).toBe(0);
  });
});

describe("a layout mapped by hand", () => {
  // A bank with no preset: signed amounts, DD-MMM-YY dates, quoted commas, a preamble and a footer.
  const TEXT = [
    "Yuva Co-operative Bank Ltd",
    "Account statement for: NIKHIL RAO,,,,",
    ",,,,",
    "Posted On,Details,Ref,Amount (INR),Running Balance",
    '01-Oct-26,"RENT, FLAT 4B, OCTOBER",R1,"-8,000.00","12,000.00"',
    '02-Oct-26,UPI CAFE MOCHA,R2,-240.50,"11,759.50"',
    '03-Oct-26,"SALARY, SEPT ""BONUS"" INCL",R3,"+15,000.00","26,759.50"',
    '04-Oct-26,REFUND AMAZON,R4,499.00 Cr,"27,258.50"',
    '05-Oct-26,UPI PETROL,R5,(1200.00),"26,058.50"',
    '06-Oct-26,WRONG,R6,lots,"26,058.50"',
    '07-Oct-26,ZERO FEE REVERSAL,R7,0.00,"26,058.50"',
    ',Closing balance,,,"26,058.50"',
  ].join("\n");
  const MAPPING: ColumnMapping = {
    headerRow: 3,
    date: 0,
    description: 1,
    amount: 3,
    amountSign: "negative-is-debit",
    dateFormat: "DD-MMM-YY",
  };

  it("is found by its titles and read with a signed amount column", async () => {
    const rows = await readCsv(TEXT);
    expect(findHeaderRow(rows)).toBe(3);
    expect(await applyMapping(rows, MAPPING)).toEqual({
      transactions: [
        row(5, "2026-10-01", "debit", 800000, "Rent", "RENT, FLAT 4B, OCTOBER", "Rent, Flat 4b, October"),
        row(6, "2026-10-02", "debit", 24050, "Food", "UPI CAFE MOCHA", "Cafe Mocha"),
        row(
          7,
          "2026-10-03",
          "credit",
          1500000,
          "Salary",
          'SALARY, SEPT "BONUS" INCL',
          'Salary, Sept "bonus" Incl',
        ),
        row(8, "2026-10-04", "credit", 49900, "Shopping", "REFUND AMAZON", "Amazon"),
        row(9, "2026-10-05", "debit", 120000, "Transportation", "UPI PETROL", "Petrol"),
      ],
      errors: [{ line: 10, message: `Line 10: couldn't read the amount "lots".` }],
    });
  });

  it("reads the sign the other way round when told to", async () => {
    const rows = await readCsv(TEXT);
    const flipped = (await applyMapping(rows, { ...MAPPING, amountSign: "positive-is-debit" })).transactions;
    // A written "Cr" still decides over the sign.
    expect(flipped.map((t) => t.direction)).toEqual(["credit", "credit", "debit", "credit", "credit"]);
  });

  it("takes the direction from a DR/CR column over the sign", async () => {
    const rows = await readCsv(
      [
        "Date,Narration,Amount,Type",
        "01/10/2026,NETFLIX,649.00,DR",
        "02/10/2026,FROM MOM,2000.00,Cr.",
        "03/10/2026,ODD,10.00,XX",
        "04/10/2026,NO FLAG,-5.00,",
      ].join("\n"),
    );
    const result = await applyMapping(rows, {
      headerRow: 0,
      date: 0,
      description: 1,
      amount: 2,
      drCrColumn: 3,
      dateFormat: "DD/MM/YYYY",
    });
    expect(result.transactions.map((t) => [t.description, t.direction])).toEqual([
      ["NETFLIX", "debit"],
      ["FROM MOM", "credit"],
      ["NO FLAG", "debit"],
    ]);
    expect(result.errors).toEqual([{ line: 4, message: `Line 4: couldn't tell debit from credit in "XX".` }]);
  });

  it("previews the first rows as the mapping screen shows them, errors included", async () => {
    const rows = await readCsv(TEXT);
    const preview = previewRows(rows, MAPPING, 3);
    expect(preview.map((p) => [p.line, p.transaction?.amountPaise ?? null, p.error])).toEqual([
      [5, 800000, null],
      [6, 24050, null],
      [7, 1500000, null],
    ]);
    expect(preview[0]!.cells[1]).toBe("RENT, FLAT 4B, OCTOBER");
    const withError = previewRows(rows, MAPPING, 10);
    expect(withError).toHaveLength(6);
    expect(withError[5]).toMatchObject({
      line: 10,
      transaction: null,
      error: `Line 10: couldn't read the amount "lots".`,
    });
    expect(previewRows(rows, MAPPING)).toHaveLength(5);
  });

  it("reports a wrong date format on every line without stopping", async () => {
    const rows = await readCsv(TEXT);
    const result = await applyMapping(rows, { ...MAPPING, dateFormat: "DD/MM/YYYY" });
    expect(result.transactions).toEqual([]);
    expect(result.errors.map((e) => e.line)).toEqual([5, 6, 7, 8, 9, 10]);
    expect(result.errors[0]!.message).toBe(`Line 5: couldn't read the date "01-Oct-26" as DD/MM/YYYY.`);
  });
});

describe("row rules", () => {
  const SPLIT: ColumnMapping = {
    headerRow: 0,
    date: 0,
    description: 1,
    debit: 2,
    credit: 3,
    dateFormat: "DD/MM/YYYY",
  };
  const read = async (...lines: string[]) =>
    applyMapping(await readCsv(["Date,Description,Debit,Credit", ...lines].join("\n")), SPLIT);

  it("skips blank lines, balance and total lines, separators and rows with no amount", async () => {
    const result = await read(
      "",
      ",,,",
      "--------,--------,--------,--------",
      ",Opening Balance,,5000.00",
      "01/10/2026,OPENING BALANCE,,5000.00",
      ",Balance B/F,,5000.00",
      "Total,,1200.00,300.00",
      ",GRAND TOTAL,1200.00,300.00",
      "01/10/2026,NO MONEY MOVED,,",
      "01/10/2026,ZERO BOTH,0.00,0",
      "01/10/2026,DASHES,-,-",
      "02/10/2026,TOTAL HEALTH PHARMACY,350.00,",
      ",Closing Balance,,4650.00",
    );
    expect(result).toEqual({
      transactions: [
        row(13, "2026-10-02", "debit", 35000, "Health", "TOTAL HEALTH PHARMACY", "Total Health Pharmacy"),
      ],
      errors: [],
    });
  });

  it("stops at a statement summary, whose numbers sit in the amount columns", async () => {
    const result = await read(
      "01/10/2026,CHAI,20,",
      "STATEMENT SUMMARY :-,,,",
      "Opening,Dr Count,Debits,Credits",
      "5000,1,20,0",
    );
    expect(result).toEqual({
      transactions: [row(2, "2026-10-01", "debit", 2000, "Shopping", "CHAI", "Chai")],
      errors: [],
    });
  });

  it("reads amounts with commas, spaces, quotes, a rupee sign and Cr/Dr after them", async () => {
    const result = await read(
      '01/10/2026,A," 1,234.50 ",',
      "01/10/2026,B,₹99,",
      "01/10/2026,C,,Rs. 1 00 000",
      "01/10/2026,D,450.00 Dr,",
      '01/10/2026,E,,"2,000.00Cr"',
      "01/10/2026,F,'75',",
      "01/10/2026,G,.50,",
      // A spreadsheet's quoted number with text after it reaches here as written (csv.ts).
      '01/10/2026,H,"1,234.00" Dr,',
    );
    expect(result.errors).toEqual([]);
    expect(result.transactions.map((t) => [t.description, t.direction, t.amountPaise])).toEqual([
      ["A", "debit", 123450],
      ["B", "debit", 9900],
      ["C", "credit", 10000000],
      ["D", "debit", 45000],
      ["E", "credit", 200000],
      ["F", "debit", 7500],
      ["G", "debit", 50],
      ["H", "debit", 123400],
    ]);
  });

  it("gives each bad line its own plain message and keeps going", async () => {
    const result = await read(
      "31/02/2026,BAD DATE,100,",
      ",NO DATE,100,",
      "01/10/2026,BAD DEBIT,1O0,",
      "01/10/2026,BAD CREDIT,,12.345.6",
      "01/10/2026,BOTH,100,100",
      "02/10/2026,FINE,100,",
      "03/10/2026,TOO BIG,99999999999,",
    );
    expect(result.transactions.map((t) => t.line)).toEqual([7]);
    expect(result.errors).toEqual([
      { line: 2, message: `Line 2: couldn't read the date "31/02/2026" as DD/MM/YYYY.` },
      { line: 3, message: "Line 3: the date is missing." },
      { line: 4, message: `Line 4: couldn't read the amount "1O0".` },
      { line: 5, message: `Line 5: couldn't read the amount "12.345.6".` },
      { line: 6, message: "Line 6: it has both a debit and a credit amount." },
      { line: 8, message: `Line 8: couldn't read the amount "99999999999".` },
    ]);
  });

  it("keeps error messages short and on one line", async () => {
    const result = await read(`99/99/9999 ${"x".repeat(200)}\u0000,LONG,1,`);
    expect(result.errors[0]!.message).toMatch(
      /^Line 2: couldn't read the date "99\/99\/9999 x{28}…" as DD\/MM\/YYYY\.$/,
    );
  });

  it("trims descriptions to 100 characters, one line, no control characters", async () => {
    const long = `UPI/X${"VERY LONG MERCHANT NAME ".repeat(10)}`;
    const [t] = (await read(`01/10/2026,"  ${long}\nsecond\tline\u0000 ",10,`)).transactions;
    expect(t!.description).toHaveLength(100);
    expect(t!.description).toBe(long.slice(0, 100).trimEnd());
    expect((await read('01/10/2026,"a\u0000b\r\nc",10,')).transactions[0]!.description).toBe("a b c");
    expect((await read("01/10/2026,,10,")).transactions[0]!.description).toBe("Bank debit");
  });

  it("refuses a huge amount cell without slowing down", async () => {
    const started = performance.now();
    const result = await read(`01/10/2026,X,${"'".repeat(500_000)}1,`);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.message).toMatch(/^Line 2: couldn't read the amount "'{39}…"\.$/);
    // A hang guard, not a speed limit: linear work takes milliseconds; a quadratic scan of 500,000 quotes
    // would take minutes on any machine.
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it("treats a missing cell as empty", async () => {
    expect((await read("01/10/2026,SHORT ROW,10")).transactions.map((t) => t.amountPaise)).toEqual([1000]);
  });
});

describe("fingerprints", () => {
  const base = {
    date: "2026-10-01",
    amountPaise: 45000,
    direction: "debit" as const,
    description: "UPI-SWIGGY-ORDER",
  };

  it("are equal for the same row, ignoring case and runs of spaces", async () => {
    expect(statementFingerprint(base)).toBe("2026-10-01|45000|debit|upi-swiggy-order");
    expect(statementFingerprint({ ...base, description: "  upi-swiggy-ORDER  " })).toBe(
      statementFingerprint(base),
    );
    expect(statementFingerprint({ ...base, description: "UPI   SWIGGY" })).toBe(
      statementFingerprint({ ...base, description: "upi swiggy" }),
    );
  });

  it("differ when the date, amount, direction or description differs", async () => {
    const variants = [
      { ...base, date: "2026-10-02" },
      { ...base, amountPaise: 45001 },
      { ...base, direction: "credit" as const },
      { ...base, description: "UPI-SWIGGY-REFUND" },
    ];
    for (const v of variants) expect(statementFingerprint(v)).not.toBe(statementFingerprint(base));
  });

  it("match between two imports of overlapping statements, and between identical rows", async () => {
    const first = (await applyMapping(await readCsv(fixture("hdfc")), PRESETS[1]!.mapping)).transactions;
    const again = (await applyMapping(await readCsv(fixture("hdfc")), PRESETS[1]!.mapping)).transactions;
    expect(again.map((t) => t.fingerprint)).toEqual(first.map((t) => t.fingerprint));
    expect(new Set(first.map((t) => t.fingerprint)).size).toBe(first.length);
    // The Delimited fixture buys from the same kirana store twice on different days: different rows.
    const kirana = (
      await applyMapping(await readCsv(fixture("hdfc-delimited")), PRESETS[2]!.mapping)
    ).transactions.filter((t) => t.description.includes("KIRANA"));
    expect(kirana).toHaveLength(1);
    expect(statementFingerprint({ ...kirana[0]!, date: "2026-10-12" })).not.toBe(kirana[0]!.fingerprint);
  });
});

const mappingRows = await readCsv("Date,Description,Debit,Credit,Amount\n01/10/2026,X,1,,");

describe("checking a mapping", () => {
  const rows = mappingRows;
  const good: ColumnMapping = {
    headerRow: 0,
    date: 0,
    description: 1,
    debit: 2,
    credit: 3,
    dateFormat: "DD/MM/YYYY",
  };

  it.each<[string, ColumnMapping, string]>([
    ["a header row past the end", { ...good, headerRow: 5 }, "Pick the line that holds the column titles."],
    ["a negative header row", { ...good, headerRow: -1 }, "Pick the line that holds the column titles."],
    [
      "an unknown date format",
      { ...good, dateFormat: "D.M.Y" as never },
      "Pick a date format from the list.",
    ],
    [
      "a debit column without a credit one",
      { ...good, credit: undefined },
      "Pick either a debit column and a credit column, or one amount column.",
    ],
    [
      "both split and signed columns",
      { ...good, amount: 4 },
      "Pick either a debit column and a credit column, or one amount column.",
    ],
    [
      "no amount column at all",
      { ...good, debit: undefined, credit: undefined },
      "Pick either a debit column and a credit column, or one amount column.",
    ],
    [
      "a column past the last",
      { ...good, description: 9 },
      "Each column you pick must be one of the file's columns.",
    ],
    [
      "a fractional column",
      { ...good, date: 0.5 },
      "Each column you pick must be one of the file's columns.",
    ],
    [
      "the same column twice",
      { ...good, description: 0 },
      "The date, the description and the amounts must each come from a different column.",
    ],
  ])("refuses %s with a 400", async (_name, mapping, message) => {
    await expect(applyMapping(rows, mapping)).rejects.toMatchObject({ statusCode: 400, message });
    expect(() => previewRows(rows, mapping)).toThrow(expect.objectContaining({ statusCode: 400, message }));
  });
});
