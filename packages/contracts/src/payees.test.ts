import { describe, expect, it } from "vitest";
import { PAYEE_TABLE } from "./payee-table.js";
import {
  CASH_CATEGORY,
  cleanMerchant,
  type Direction,
  knownPayee,
  nameFromVpa,
  type PayeeKind,
  payeeKey,
  readPayee,
} from "./payees.js";
import { PREDEFINED_CATEGORIES } from "./tracker-rules.js";

type Case = [
  narration: string,
  direction: Direction,
  payee: string | null,
  kind: PayeeKind,
  category: string | null,
];

// Narrations written the way each bank's statement export and alerts write them.
const SBI: Case[] = [
  ["   TO TRANSFER-UPI/DR/627512345601/SWIGGY/YESB/swiggy@yes/Paymen--", "debit", "Swiggy", "upi", "Food"],
  ["TO TRANSFER-UPI/DR/612345678901/SWIGGY/YESB/swiggy@ybl/Payment", "debit", "Swiggy", "upi", "Food"],
  ["BY TRANSFER-UPI/CR/627612345602/PRIYA S/HDFC/priya.s@okhdfc/UPI--", "credit", "Priya S", "upi", null],
  [
    "TO TRANSFER-UPI/DR/628512345605/MEHTA BOOKS, STATIONERY/PUNB/mehtabooks@okaxis/UPI--",
    "debit",
    "Mehta Books, Stationery",
    "upi",
    null,
  ],
  [
    "TO TRANSFER-UPI/DR/628612345606/CHAI POINT/YESB/chaipoint@ybl/UPI--",
    "debit",
    "Chai Point",
    "upi",
    "Food",
  ],
  ["TO TRANSFER-UPI/DR/628312345604/IRCTC/SBIN/irctc@sbi/Ticket--", "debit", "IRCTC", "upi", "Travel"],
  [
    "TO TRANSFER-UPI/DR/629312345607/JIO/UTIB/jio@axisbank/Recharge--",
    "debit",
    "Jio",
    "upi",
    "Bills & Utilities",
  ],
  [
    "   by debit card-OTHPG 627812345603 APOLLO PHARMACY KONDAPUR--",
    "debit",
    "Apollo Pharmacy",
    "card",
    "Health",
  ],
  ["   ATM WDL-ATM CASH 8765 SBI KONDAPUR--", "debit", "Cash withdrawal", "atm", CASH_CATEGORY],
  [
    "BY TRANSFER-NEFT*HDFC0000001*HDFCN52026100712*ACME PVT LTD*--",
    "credit",
    "Acme Pvt Ltd",
    "transfer",
    null,
  ],
  ["CREDIT INTEREST--", "credit", "Interest", "interest", "Savings"],
  ["SMS CHGS APR-JUN 2026--", "debit", "Bank charges", "charges", "Bills & Utilities"],
  ["DEBIT CARD ANNUAL FEE 4591XXXXXXXX1234--", "debit", "Bank charges", "charges", "Bills & Utilities"],
];

const HDFC: Case[] = [
  ["UPI-SWIGGY-SWIGGY.ORDER@ICICI-ICIC0DC0099-627512340001-PAYMENT", "debit", "Swiggy", "upi", "Food"],
  [
    "UPI-MAHESH KIRANA STORES-MAHESHKIRANA@OKSBI-SBIN0001234-628512340002-UPI",
    "debit",
    "Mahesh Kirana Stores",
    "upi",
    null,
  ],
  ["UPI-OLA-OLACABS@YBL-YESB0YBLUPI-628712340003-RIDE", "debit", "Ola", "upi", "Transportation"],
  [
    "UPI-CAFE COFFEE DAY-CCD.PAYU@HDFCBANK-HDFC0000499-628112345678-PAYMENT",
    "debit",
    "Cafe Coffee Day",
    "upi",
    "Food",
  ],
  [
    "UPI-BESCOM-BESCOM.BILLDESK@HDFCBANK-HDFC0000499-629212345678-ELECTRICITY",
    "debit",
    "BESCOM",
    "upi",
    "Bills & Utilities",
  ],
  ["UPI-RAHUL VERMA-RAHULV@OKICICI-ICIC0000123-627912345678-RENT SHARE", "debit", "Rahul Verma", "upi", null],
  [
    "NEFT CR-YESB0000001-QUICKHIRE STAFFING-DEV PATIL-SALARY SEP",
    "credit",
    "Quickhire Staffing",
    "transfer",
    null,
  ],
  ["IMPS-628012345678-NEHA MEHTA-SBIN-XXXXXXX4321-POCKET MONEY", "credit", "Neha Mehta", "transfer", null],
  ["POS 4591XXXXXXXX7788 DECATHLON SPORTS", "debit", "Decathlon", "card", "Shopping"],
  ["POS 4591XXXXXXXX1234 MYNTRA DESIGNS PVT L", "debit", "Myntra", "card", "Apparel"],
  ["ATW-4591XXXXXXXX1234-S1ANBG12-BANGALORE", "debit", "Cash withdrawal", "atm", CASH_CATEGORY],
  ["NWD-4591XXXXXXXX1234-SPCNA123-PUNE", "debit", "Cash withdrawal", "atm", CASH_CATEGORY],
  ["ACH D- ZERODHA BROKING LTD-SIP OCT 7QK2", "debit", "Zerodha", "mandate", "Investments"],
  ["ME DC SI 4591XXXXXXXX7788 SPOTIFY", "debit", "Spotify", "mandate", "Entertainment"],
  ["CREDIT INTEREST CAPITALISED", "credit", "Interest", "interest", "Savings"],
  ["ATM CHRG 4591XXXXXXXX1234 MAY26", "debit", "Bank charges", "charges", "Bills & Utilities"],
];

const ICICI: Case[] = [
  ["UPI/627512349876/Payment from Ph/blinkit.payu@hdfcbank/YESB0YESBNK", "debit", "Blinkit", "upi", "Food"],
  ["UPI/628512340099/Split dinner/ishaan.k@okaxis/UTIB0000100", "debit", "Ishaan K", "upi", null],
  ["UPI/629912345222/UBER TRIP/uber.rides@icici/ICIC0000001", "debit", "Uber", "upi", "Transportation"],
  ["UPI/DR/612345678901/ZOMATO/YESB/zomato.order@ybl/Payment", "debit", "Zomato", "upi", "Food"],
  ["UPI/632112345678/Payment from Ph/paytmqr281005050101@paytm/YESB0PTMUPI", "debit", null, "upi", null],
  ["MMT/IMPS/627812340011/Rent Oct/SURESH NAIR/HDFC0000456", "debit", "Suresh Nair", "transfer", null],
  ["INF/INFT/031234567/SALARY OCT/GLOBEX TECH PVT LTD", "credit", "Globex Tech Pvt Ltd", "transfer", null],
  [
    "NEFT-SBIN0001234-COLLEGE OF ENGINEERING PUNE-FEES REFUND",
    "credit",
    "College of Engineering Pune",
    "transfer",
    null,
  ],
  ["VIN/AMAZON PAY IND/08102026/458712", "debit", "Amazon", "card", "Shopping"],
  ["NFS/CASH WDL/10102026/ICICI ATM ANDHERI", "debit", "Cash withdrawal", "atm", CASH_CATEGORY],
  ["BIL/ONL/000123456/AIRTEL/AIRT1234567", "debit", "Airtel", "bill", "Bills & Utilities"],
  ["004801512345:Int.Pd:01-07-2026 to 30-09-2026", "credit", "Interest", "interest", "Savings"],
  ["Min Bal Chg for SEP-2026", "debit", "Bank charges", "charges", "Bills & Utilities"],
];

const KOTAK: Case[] = [
  ["UPI/SWIGGY/627512347777/Payment from Phone", "debit", "Swiggy", "upi", "Food"],
  ["UPI/Swiggy/627512347777/Payment from Phone", "debit", "Swiggy", "upi", "Food"],
  ["UPI/ANJALI DESAI/627612348888/Pocket money", "credit", "Anjali Desai", "upi", null],
  ["UPI/RAJ TAILORS/627912340000/Alteration", "debit", "Raj Tailors", "upi", null],
  ["UPI/RAPIDO/628012345555/Ride", "debit", "Rapido", "upi", "Transportation"],
  ["PCD/4591/BOOKMYSHOW/MUMBAI", "debit", "BookMyShow", "card", "Entertainment"],
  ["NACH-ICCL-GROWW MUTUAL FUND SIP", "debit", "Groww", "mandate", "Investments"],
  ["NEFT-HDFC0000001-ACME, SALARY OCT", "credit", "Acme", "transfer", null],
  ["IB BILLPAY DR-AIRTEL-POSTPAID", "debit", "Airtel", "bill", "Bills & Utilities"],
  ["UPI/APOLLO PHARMACY/628512341111/Medicines", "debit", "Apollo Pharmacy", "upi", "Health"],
  ["Int.Pd:01-10-2026 to 31-10-2026", "credit", "Interest", "interest", "Savings"],
  ["ECOM PUR/MAKEMYTRIP/GURGAON", "debit", "MakeMyTrip", "card", "Travel"],
  ["Chrgs SMS Alert Jul-Sep 26", "debit", "Bank charges", "charges", "Bills & Utilities"],
];

describe("readPayee", () => {
  for (const [bank, cases] of [
    ["SBI", SBI],
    ["HDFC Bank", HDFC],
    ["ICICI Bank", ICICI],
    ["Kotak", KOTAK],
  ] as const) {
    it.each(cases)(`${bank}: %s`, (narration, direction, payee, kind, category) => {
      expect(readPayee(narration, direction)).toEqual({ payee, kind, category });
    });
  }

  it("never names a brand from a person's name that only contains one", () => {
    expect(readPayee("UPI/RAHUL OLA/627612348888/Dinner", "debit").payee).toBe("Rahul Ola");
    expect(nameFromVpa("nikola.s")).toBe("Nikola S");
  });

  it("reads a fee for college over UPI as a payment, not a bank charge", () => {
    expect(readPayee("UPI/DR/627512345601/SRI VIDYA COLLEGE/SBIN/svc@sbi/Fees", "debit")).toEqual({
      payee: "Sri Vidya College",
      kind: "upi",
      category: null,
    });
  });

  it("keeps alerts' merchant words readable", () => {
    expect(cleanMerchant("CHAIPOINT")).toBe("Chai Point");
    expect(cleanMerchant("MERCHANT")).toBeNull();
    expect(cleanMerchant("UPI Ref")).toBeNull();
    expect(nameFromVpa("9876543210")).toBeNull();
  });
});

describe("the curated table", () => {
  it("files every entry under a built-in category (or none, for payment apps)", () => {
    for (const entry of PAYEE_TABLE) {
      if (entry.category !== null) expect(PREDEFINED_CATEGORIES).toContain(entry.category);
      expect((entry.stems ?? []).length + (entry.words ?? []).length).toBeGreaterThan(0);
    }
  });

  it("finds merchants by name and by UPI handle", () => {
    expect(knownPayee("swiggy")?.name).toBe("Swiggy");
    expect(knownPayee("zomato.order")?.name).toBe("Zomato");
    expect(knownPayee("AMAZON PRIME VIDEO")?.name).toBe("Amazon Prime");
    expect(knownPayee("IRCTC E TICKETING")?.category).toBe("Travel");
    expect(knownPayee("UBER INDIA SYSTEMS")?.category).toBe("Transportation");
    expect(knownPayee("DELHI METRO RAIL")?.category).toBe("Transportation");
    expect(knownPayee("INDIAN OIL PETROL PUMP")?.category).toBe("Transportation");
    expect(knownPayee("MAKEMYTRIP FLIGHTS")?.category).toBe("Travel");
    expect(knownPayee("OYO HOTELS")?.category).toBe("Travel");
    expect(knownPayee("nikola")).toBeNull();
  });
});

describe("payeeKey", () => {
  it("is the same for one payee however it is spelt", () => {
    expect(payeeKey("Swiggy")).toBe("swiggy");
    expect(payeeKey(" SWIGGY ")).toBe("swiggy");
    expect(payeeKey("Acme Pvt Ltd")).toBe(payeeKey("ACME PRIVATE LIMITED"));
    expect(payeeKey("Mehta Books, Stationery")).toBe("mehta books stationery");
    expect(payeeKey("रमेश")).toBe("रमेश");
    expect(payeeKey("***")).toBe("");
  });
});
