import { CASH_CATEGORY } from "@arthshala/contracts/payees";
import { describe, expect, it } from "vitest";
import {
  ALERT_MAX_LENGTH,
  ALERT_NO_AMOUNT,
  ALERT_NO_DIRECTION,
  ALERT_TOO_LONG,
  type ParsedAlert,
  parseBankAlert,
} from "./alert-parser.js";
import { PREDEFINED_CATEGORIES } from "./categorise.js";

// Every sample below is written for these tests in the banks' styles: names, accounts, references and
// amounts are made up.
const TODAY = "2026-11-20";

type Expected = Omit<ParsedAlert, "type">;

const debit = (e: Omit<Expected, "direction">): Expected => ({ ...e, direction: "debit" });
const credit = (e: Omit<Expected, "direction">): Expected => ({ ...e, direction: "credit" });

const ALERTS: ReadonlyArray<{ name: string; text: string; expected: Expected }> = [
  // ── State Bank of India ──
  {
    name: "SBI UPI debit, bare amount after the verb, ddMonyy date",
    text: "Dear UPI user A/C X4821 debited by 450.0 on date 05Nov26 trf to SWIGGY Refno 631245789012. If not u? call 1800111109. -SBI",
    expected: debit({
      amountPaise: 45000,
      date: "2026-11-05",
      merchant: "Swiggy",
      accountHint: "4821",
      channel: "upi",
      suggestedCategory: "Food",
      suggestedTitle: "Swiggy",
    }),
  },
  {
    name: "SBI UPI credit with no payer named",
    text: "Dear SBI UPI User, ur A/cX4821 credited by Rs500 on 06Nov26 by  (Ref no 631312345678)",
    expected: credit({
      amountPaise: 50000,
      date: "2026-11-06",
      merchant: null,
      accountHint: "4821",
      channel: "upi",
      suggestedCategory: "Savings",
      suggestedTitle: "UPI money received",
    }),
  },
  {
    name: "SBI debit card at a shop, balance after it",
    text: "Dear Customer, transaction number 5521 for Rs.1,349.00 by SBI Debit Card 7702 done at DECATHLON SPORTS on 07Nov26 at 18:42:10. Your updated available balance is Rs.8,210.55. If not done by you, forward this SMS to 7400165218/ call 1800111109 to block card.",
    expected: debit({
      amountPaise: 134900,
      date: "2026-11-07",
      merchant: "Decathlon",
      accountHint: "7702",
      channel: "card",
      suggestedCategory: "Shopping",
      suggestedTitle: "Decathlon",
    }),
  },
  {
    name: "SBI ATM withdrawal",
    text: "Dear Customer, Rs.2,000 withdrawn at SBI ATM S1NB000123045 from A/cX4821 on 08Nov26 Transaction Number 4417. Available Balance Rs.6,210.55. If not withdrawn by you, forward this SMS to 7400165218 / call 1800111109.",
    expected: debit({
      amountPaise: 200000,
      date: "2026-11-08",
      merchant: "Cash withdrawal",
      accountHint: "4821",
      channel: "atm",
      suggestedCategory: "Cash",
      suggestedTitle: "Cash withdrawal",
    }),
  },
  {
    name: "SBI salary by NEFT, full masked account number",
    text: "Dear Customer, Your A/C XXXXX654321 has been credited with INR 28,500.00 on 30/10/2026 by NEFT from ORBIT SOFTWARE PVT LTD towards SALARY OCT 2026. Avl Bal INR 34,710.55 -SBI",
    expected: credit({
      amountPaise: 2850000,
      date: "2026-10-30",
      merchant: "Orbit Software Pvt Ltd",
      accountHint: "4321",
      channel: "neft",
      suggestedCategory: "Salary",
      suggestedTitle: "Salary from Orbit Software Pvt Ltd",
    }),
  },
  {
    name: "SBI account-to-account debit that also says credited",
    text: "Your a/c no. XXXXXXXX4821 is debited for Rs.3,000.00 on 09-11-2026 and credited to a/c no. XXXXXXXX7730 (UPI Ref no 631412345678)",
    expected: debit({
      amountPaise: 300000,
      date: "2026-11-09",
      merchant: null,
      accountHint: "4821",
      channel: "upi",
      suggestedCategory: "Shopping",
      suggestedTitle: "UPI payment",
    }),
  },
  {
    name: "SBI credit card spend",
    text: "Rs.799.00 spent on your SBI Credit Card ending 3344 at BOOKMYSHOW on 10/11/26. Trxn. Ref No. 631512345678. If not done by you, call 18601801290.",
    expected: debit({
      amountPaise: 79900,
      date: "2026-11-10",
      merchant: "BookMyShow",
      accountHint: "3344",
      channel: "card",
      suggestedCategory: "Entertainment",
      suggestedTitle: "BookMyShow",
    }),
  },
  {
    name: "SBI IMPS credit from a person",
    text: "Dear Customer, Rs.1,200.00 credited to your A/c No XX4821 on 11/11/2026 through IMPS from KAVITA JOSHI. IMPS Ref No. 631612345678. -SBI",
    expected: credit({
      amountPaise: 120000,
      date: "2026-11-11",
      merchant: "Kavita Joshi",
      accountHint: "4821",
      channel: "imps",
      suggestedCategory: "Savings",
      suggestedTitle: "From Kavita Joshi",
    }),
  },
  {
    name: "SBI UPI debit to a person's UPI address",
    text: "Dear UPI user A/C X4821 debited by 120.00 on date 12Nov26 trf to arjun.p22@oksbi Refno 631612340011. If not u? call 1800111109. -SBI",
    expected: debit({
      amountPaise: 12000,
      date: "2026-11-12",
      merchant: "Arjun P",
      accountHint: "4821",
      channel: "upi",
      suggestedCategory: "Shopping",
      suggestedTitle: "UPI to Arjun P",
    }),
  },
  // ── HDFC Bank ──
  {
    name: "HDFC: the issue's example, UPI to a merchant's VPA",
    text: "Rs.450.00 debited from A/c XX1234 on 05-11-26 to VPA swiggy@axis (UPI Ref No 631212345678). Not you? Call 18002586161 or SMS BLOCK UPI to 7308080808",
    expected: debit({
      amountPaise: 45000,
      date: "2026-11-05",
      merchant: "Swiggy",
      accountHint: "1234",
      channel: "upi",
      suggestedCategory: "Food",
      suggestedTitle: "Swiggy",
    }),
  },
  {
    name: "HDFC multi-line 'Sent' UPI alert",
    text: "Sent Rs.1,250.00\nFrom HDFC Bank A/C *7731\nTo RAMESH KUMAR\nOn 05/11/26\nRef 631298765432\nNot You?\nCall 18002586161/SMS BLOCK UPI to 7308080808",
    expected: debit({
      amountPaise: 125000,
      date: "2026-11-05",
      merchant: "Ramesh Kumar",
      accountHint: "7731",
      channel: "account",
      suggestedCategory: "Shopping",
      suggestedTitle: "Ramesh Kumar",
    }),
  },
  {
    name: "HDFC UPI credit from a VPA",
    text: "Credit Alert!\nRs.2,000.00 credited to HDFC Bank A/c XX1234 on 12-11-26 from VPA aditi.rao98@okicici (UPI 631712345678)",
    expected: credit({
      amountPaise: 200000,
      date: "2026-11-12",
      merchant: "Aditi Rao",
      accountHint: "1234",
      channel: "upi",
      suggestedCategory: "Savings",
      suggestedTitle: "UPI from Aditi Rao",
    }),
  },
  {
    name: "HDFC debit card spend with date-time",
    text: "Spent Rs.649 On HDFC Bank Card 5566 At NETFLIX On 2026-11-13:21:04:55 Bal Rs.14,120.50 Not You? To Block+Reissue Call 18002586161/SMS BLOCK DC 5566 to 7308080808",
    expected: debit({
      amountPaise: 64900,
      date: "2026-11-13",
      merchant: "Netflix",
      accountHint: "5566",
      channel: "card",
      suggestedCategory: "Entertainment",
      suggestedTitle: "Netflix",
    }),
  },
  {
    name: "HDFC credit card 'Txn' (no debit verb)",
    text: "Txn Rs.2,499.00 On HDFC Bank Credit Card xx8899 At AMAZON PAY INDIA On 2026-11-14:10:30:00 Not You? Call 18002586161/SMS BLOCK CC 8899 to 7308080808",
    expected: debit({
      amountPaise: 249900,
      date: "2026-11-14",
      merchant: "Amazon",
      accountHint: "8899",
      channel: "card",
      suggestedCategory: "Shopping",
      suggestedTitle: "Amazon",
    }),
  },
  {
    name: "HDFC salary by NEFT, balance after it without a space",
    text: "Update! INR 45,000.00 deposited in HDFC Bank A/c XX1234 on 31-OCT-26 for NEFT Cr-HDFC0000001-ACME SOFTWARE PVT LTD-SALARY OCT 2026-HDFCN62026103112345.Avl bal INR 52,340.25. Cheque deposits in A/C are subject to clearing",
    expected: credit({
      amountPaise: 4500000,
      date: "2026-10-31",
      merchant: "Acme Software Pvt Ltd",
      accountHint: "1234",
      channel: "neft",
      suggestedCategory: "Salary",
      suggestedTitle: "Salary from Acme Software Pvt Ltd",
    }),
  },
  {
    name: "HDFC ATM withdrawal on a card",
    text: "Rs.3000 withdrawn from HDFC Bank Card x5566 at ATM HDFC BANK MG ROAD on 2026-11-15:09:12:44 Avl bal: Rs.9,120.50 Not you? Call 18002586161",
    expected: debit({
      amountPaise: 300000,
      date: "2026-11-15",
      merchant: "Cash withdrawal",
      accountHint: "5566",
      channel: "atm",
      suggestedCategory: "Cash",
      suggestedTitle: "Cash withdrawal",
    }),
  },
  {
    name: "HDFC 'Money Transfer' by IMPS (only 'from A/c … to' says it left)",
    text: "Money Transfer:Rs 5,000.00 from HDFC Bank A/c **1234 on 16-11-26 to KIRAN PATEL IMPS Ref No 632012345678. Not you? Call 18002586161",
    expected: debit({
      amountPaise: 500000,
      date: "2026-11-16",
      merchant: "Kiran Patel",
      accountHint: "1234",
      channel: "imps",
      suggestedCategory: "Shopping",
      suggestedTitle: "Kiran Patel",
    }),
  },
  {
    name: "HDFC e-mail alert: UPI to a phone-number VPA names no one",
    text: "Dear Customer,\n\nRs.120.00 has been debited from account **1234 to VPA 9876512345@ybl on 17-11-26. Your UPI transaction reference number is 632112345678.\n\nIf you did not authorize this transaction, please report it immediately by calling 18002586161 Or SMS BLOCK UPI to 7308080808.\n\nWarm Regards,\nHDFC Bank",
    expected: debit({
      amountPaise: 12000,
      date: "2026-11-17",
      merchant: null,
      accountHint: "1234",
      channel: "upi",
      suggestedCategory: "Shopping",
      suggestedTitle: "UPI payment",
    }),
  },
  {
    name: "HDFC refund to a credit card",
    text: "Refund of Rs.1,299.00 from MYNTRA has been credited to your HDFC Bank Credit Card ending 8899 on 18-11-2026.",
    expected: credit({
      amountPaise: 129900,
      date: "2026-11-18",
      merchant: "Myntra",
      accountHint: "8899",
      channel: "card",
      suggestedCategory: "Apparel",
      suggestedTitle: "Refund from Myntra",
    }),
  },
  {
    name: "HDFC 'Dr' marker and a bill-pay Info field",
    text: "A/c XX1234 Dr with INR 350.00 on 19-11-26 Info: BIL*ONL*MSEDCL. Avl Bal INR 8,791.00",
    expected: debit({
      amountPaise: 35000,
      date: "2026-11-19",
      merchant: "MSEDCL",
      accountHint: "1234",
      channel: "account",
      suggestedCategory: "Bills & Utilities",
      suggestedTitle: "MSEDCL",
    }),
  },
  {
    name: "HDFC: the available balance comes first and must not be taken",
    text: "HDFC Bank: Avl bal INR 12,000.00 in A/c XX1234 after INR 450.00 debited on 05-11-26 at SWIGGY",
    expected: debit({
      amountPaise: 45000,
      date: "2026-11-05",
      merchant: "Swiggy",
      accountHint: "1234",
      channel: "account",
      suggestedCategory: "Food",
      suggestedTitle: "Swiggy",
    }),
  },
  // ── ICICI Bank ──
  {
    name: "ICICI UPI debit, payee before 'credited'",
    text: "ICICI Bank Acct XX051 debited for Rs 180.00 on 10-Nov-26; SHARMA SWEETS credited. UPI:631812340055. Call 18002662 for dispute. SMS BLOCK 051 to 9215676766.",
    expected: debit({
      amountPaise: 18000,
      date: "2026-11-10",
      merchant: "Sharma Sweets",
      accountHint: "051",
      channel: "upi",
      suggestedCategory: "Food",
      suggestedTitle: "UPI to Sharma Sweets",
    }),
  },
  {
    name: "ICICI UPI credit",
    text: "Dear Customer, Acct XX051 is credited with Rs 750.00 on 11-Nov-26 from MEERA NAIR. UPI:631912345678-ICICI Bank.",
    expected: credit({
      amountPaise: 75000,
      date: "2026-11-11",
      merchant: "Meera Nair",
      accountHint: "051",
      channel: "upi",
      suggestedCategory: "Savings",
      suggestedTitle: "UPI from Meera Nair",
    }),
  },
  {
    name: "ICICI credit card SMS with available limit",
    text: "INR 1,299.00 spent using ICICI Bank Card XX4321 on 05-Nov-26 on AMAZON. Avl Limit: INR 48,701.00. If not you, call 1800 2662/SMS BLOCK 4321 to 9215676766.",
    expected: debit({
      amountPaise: 129900,
      date: "2026-11-05",
      merchant: "Amazon",
      accountHint: "4321",
      channel: "card",
      suggestedCategory: "Shopping",
      suggestedTitle: "Amazon",
    }),
  },
  {
    name: "ICICI credit card e-mail with 'Info:' and two limits",
    text: "Dear Customer,\nYour ICICI Bank Credit Card XX9003 has been used for a transaction of INR 229.78 on Nov 07, 2026 at 04:29:21. Info: UBER INDIA.\nThe Available Credit Limit on your card is INR 40,870.29 and Total Credit Limit is INR 50,000.00.",
    expected: debit({
      amountPaise: 22978,
      date: "2026-11-07",
      merchant: "Uber",
      accountHint: "9003",
      channel: "card",
      suggestedCategory: "Transportation",
      suggestedTitle: "Uber",
    }),
  },
  {
    name: "ICICI salary, party inside a NEFT narration",
    text: "ICICI Bank Account XX566 credited:Rs. 32,000.00 on 30-Oct-26. Info NEFT-N30426123456-GLOBEX TECH PVT LTD-SALARY. Available Balance is Rs. 41,076.14.",
    expected: credit({
      amountPaise: 3200000,
      date: "2026-10-30",
      merchant: "Globex Tech Pvt Ltd",
      accountHint: "566",
      channel: "neft",
      suggestedCategory: "Salary",
      suggestedTitle: "Salary from Globex Tech Pvt Ltd",
    }),
  },
  {
    name: "ICICI ATM withdrawal (NFS cash)",
    text: "ICICI Bank Acc XX921 debited Rs. 5,000.00 on 12-Nov-26 NFS*CASH WDL*. Avb Bal Rs. 3,943.84. To dispute Call 18002662 or SMS BLOCK 921 to 9215676766 .",
    expected: debit({
      amountPaise: 500000,
      date: "2026-11-12",
      merchant: "Cash withdrawal",
      accountHint: "921",
      channel: "atm",
      suggestedCategory: "Cash",
      suggestedTitle: "Cash withdrawal",
    }),
  },
  {
    name: "ICICI AutoPay debit 'towards' a merchant",
    text: "ICICI Bank Acct XX051 has been debited with Rs 199.00 towards Spotify India for AutoPay MERCHANTMANDATE. RRN 632212345678. Avl Bal Rs 6,410.20",
    expected: debit({
      amountPaise: 19900,
      date: null,
      merchant: "Spotify",
      accountHint: "051",
      channel: "account",
      suggestedCategory: "Entertainment",
      suggestedTitle: "Spotify",
    }),
  },
  {
    name: "ICICI IMPS credit",
    text: "ICICI Bank Acct XX051 credited with Rs 2,500.00 on 13-Nov-26 by IMPS from VIKRAM SINGH. IMPS Ref 632312345678.",
    expected: credit({
      amountPaise: 250000,
      date: "2026-11-13",
      merchant: "Vikram Singh",
      accountHint: "051",
      channel: "imps",
      suggestedCategory: "Savings",
      suggestedTitle: "From Vikram Singh",
    }),
  },
  {
    name: "ICICI NEFT payment to a hostel",
    text: "ICICI Bank Acct XX051 debited with INR 12,000.00 on 14-Nov-26 for NEFT to SUNRISE HOSTEL PVT LTD. Ref N318260099. Avl Bal INR 8,400.00",
    expected: debit({
      amountPaise: 1200000,
      date: "2026-11-14",
      merchant: "Sunrise Hostel Pvt Ltd",
      accountHint: "051",
      channel: "neft",
      suggestedCategory: "Rent",
      suggestedTitle: "Sunrise Hostel Pvt Ltd",
    }),
  },
  {
    name: "ICICI transfer between accounts ('debited … & Acct credited')",
    text: "ICICI Bank Acct XX051 debited with Rs 1,000.00 on 19-Nov-26 & Acct XX877 credited. IMPS:632912345678. Call 18002662 for dispute",
    expected: debit({
      amountPaise: 100000,
      date: "2026-11-19",
      merchant: null,
      accountHint: "051",
      channel: "imps",
      suggestedCategory: "Shopping",
      suggestedTitle: "IMPS transfer",
    }),
  },
  // ── Kotak Mahindra Bank ──
  {
    name: "Kotak UPI sent to a merchant VPA",
    text: "Sent Rs.265.00 from Kotak Bank AC X5678 to zomato-order@ptybl on 15-11-26.UPI Ref 632512345678. Not you, https://kotak.com/KBANKT/Fraud",
    expected: debit({
      amountPaise: 26500,
      date: "2026-11-15",
      merchant: "Zomato",
      accountHint: "5678",
      channel: "upi",
      suggestedCategory: "Food",
      suggestedTitle: "Zomato",
    }),
  },
  {
    name: "Kotak UPI to a QR code names no one",
    text: "Sent Rs.40.00 from Kotak Bank AC X5678 to paytmqr5xk2m9ab01@paytm on 15-11-26.UPI Ref 632612345678. Not you, https://kotak.com/KBANKT/Fraud",
    expected: debit({
      amountPaise: 4000,
      date: "2026-11-15",
      merchant: null,
      accountHint: "5678",
      channel: "upi",
      suggestedCategory: "Shopping",
      suggestedTitle: "UPI payment",
    }),
  },
  {
    name: "Kotak UPI received",
    text: "Received Rs.1,000.00 in your Kotak Bank AC X5678 from sneha.kulkarni@okaxis on 16-11-26.UPI Ref:632712345678.",
    expected: credit({
      amountPaise: 100000,
      date: "2026-11-16",
      merchant: "Sneha Kulkarni",
      accountHint: "5678",
      channel: "upi",
      suggestedCategory: "Savings",
      suggestedTitle: "UPI from Sneha Kulkarni",
    }),
  },
  {
    name: "Kotak IMPS received from a masked mobile",
    text: "Received Rs. 329.00 on 16-11-26 in your Kotak Bank A/C x5678 by an A/C linked to mobile x4321. IMPS Ref no 632812345678.",
    expected: credit({
      amountPaise: 32900,
      date: "2026-11-16",
      merchant: null,
      accountHint: "5678",
      channel: "imps",
      suggestedCategory: "Savings",
      suggestedTitle: "IMPS money received",
    }),
  },
  {
    name: "Kotak credit card spend",
    text: "INR 899.00 spent on Kotak Credit Card x2468 on 17-NOV-2026 at MYNTRA. Avl limit INR 45,101.00 Fraud? https://www.kotak.bank.in/KBANKT/querytxn",
    expected: debit({
      amountPaise: 89900,
      date: "2026-11-17",
      merchant: "Myntra",
      accountHint: "2468",
      channel: "card",
      suggestedCategory: "Apparel",
      suggestedTitle: "Myntra",
    }),
  },
  {
    name: "Kotak debit card at a pharmacy",
    text: "Rs.1,560.00 debited from Kotak Bank Debit Card XX9911 at APOLLO PHARMACY on 18-11-2026. Avl Bal Rs.12,440.00",
    expected: debit({
      amountPaise: 156000,
      date: "2026-11-18",
      merchant: "Apollo Pharmacy",
      accountHint: "9911",
      channel: "card",
      suggestedCategory: "Health",
      suggestedTitle: "Apollo Pharmacy",
    }),
  },
  {
    name: "Kotak ATM withdrawal",
    text: "Rs.2,500.00 withdrawn at KOTAK ATM PUNBN123 from Kotak Bank A/c XX5678 on 18-11-26. Avl Bal Rs.9,940.00",
    expected: debit({
      amountPaise: 250000,
      date: "2026-11-18",
      merchant: "Cash withdrawal",
      accountHint: "5678",
      channel: "atm",
      suggestedCategory: "Cash",
      suggestedTitle: "Cash withdrawal",
    }),
  },
  {
    name: "Kotak salary by NEFT",
    text: "Your Kotak Bank A/c XX5678 is credited by Rs.21,000.00 on 31-10-2026 via NEFT from NOVA RETAIL LLP - Salary Oct. Avl Bal Rs.30,940.00",
    expected: credit({
      amountPaise: 2100000,
      date: "2026-10-31",
      merchant: "Nova Retail LLP",
      accountHint: "5678",
      channel: "neft",
      suggestedCategory: "Salary",
      suggestedTitle: "Salary from Nova Retail LLP",
    }),
  },
  {
    name: "Kotak bill payment through BBPS",
    text: "Rs.799.00 debited from your Kotak Bank A/c XX5678 on 19-11-26 towards BBPS bill payment to AIRTEL POSTPAID. Avl Bal Rs.9,141.00",
    expected: debit({
      amountPaise: 79900,
      date: "2026-11-19",
      merchant: "Airtel",
      accountHint: "5678",
      channel: "netbanking",
      suggestedCategory: "Bills & Utilities",
      suggestedTitle: "Airtel",
    }),
  },
  {
    name: "Kotak refund to the account",
    text: "Refund of Rs.450.00 from FLIPKART credited to your Kotak Bank A/c XX5678 on 19-11-26.",
    expected: credit({
      amountPaise: 45000,
      date: "2026-11-19",
      merchant: "Flipkart",
      accountHint: "5678",
      channel: "account",
      suggestedCategory: "Shopping",
      suggestedTitle: "Refund from Flipkart",
    }),
  },
  {
    name: "Kotak SIP by NACH",
    text: "Rs.1,000.00 debited from A/c XX5678 on 10-11-26 for SIP to GROWW MUTUAL FUND via NACH. Avl Bal Rs 4,500.00",
    expected: debit({
      amountPaise: 100000,
      date: "2026-11-10",
      merchant: "Groww",
      accountHint: "5678",
      channel: "account",
      suggestedCategory: "Investments",
      suggestedTitle: "Groww",
    }),
  },
  {
    name: "Credit marked only by 'Cr' (the balance's own 'Cr' is ignored)",
    text: "INR 1,000.00 Cr to A/c XX1234 on 19-11-26 by UPI/PAYTM/632912340001. Avl Bal INR 9,000.00 Cr",
    expected: credit({
      amountPaise: 100000,
      date: "2026-11-19",
      merchant: null,
      accountHint: "1234",
      channel: "upi",
      suggestedCategory: "Savings",
      suggestedTitle: "UPI money received",
    }),
  },
];

describe("parseBankAlert: real-world alert shapes", () => {
  it("has at least 40 cases", () => {
    expect(ALERTS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(ALERTS)("$name", ({ text, expected }) => {
    const result = parseBankAlert(text, TODAY);
    expect(result).toEqual({
      ok: true,
      alert: { ...expected, type: expected.direction === "debit" ? "expense" : "income" },
    });
  });

  it.each(ALERTS)("keeps its promises for: $name", ({ text }) => {
    const result = parseBankAlert(text, TODAY);
    if (!result.ok) throw new Error(result.message);
    const { alert } = result;
    expect(alert.amountPaise).toBeGreaterThan(0);
    expect(Number.isInteger(alert.amountPaise)).toBe(true);
    expect([...PREDEFINED_CATEGORIES, CASH_CATEGORY]).toContain(alert.suggestedCategory);
    expect(alert.suggestedTitle.length).toBeGreaterThan(0);
    expect(alert.suggestedTitle.length).toBeLessThanOrEqual(100);
    for (const value of [alert.merchant, alert.suggestedTitle]) {
      expect(value ?? "").not.toMatch(/\p{Cc}/u);
    }
  });
});

describe("parseBankAlert: amounts", () => {
  it.each([
    ["Rs.450.00", 45000],
    ["Rs 450", 45000],
    ["Rs. 450.5", 45050],
    ["INR 1,234.50", 123450],
    ["₹2,000", 200000],
    ["₹ 99", 9900],
    ["Rs.1,00,000.00", 10000000],
    ["Rs 12,34,567.89", 123456789],
    ["INR 100,000.00", 10000000],
    ["Rs:75", 7500],
    ["rs.0.29", 29],
  ])("reads %s as %i paise", (amount, paise) => {
    const result = parseBankAlert(`${amount} debited from A/c XX1234 on 05-11-26`, TODAY);
    expect(result.ok && result.alert.amountPaise).toBe(paise);
  });

  it("never takes a UPI reference, a phone number or a card number as the amount", () => {
    const result = parseBankAlert(
      "UPI Ref 632912345678: Rs 75 paid from A/c XX1234 to 9876512345@ybl on 05-11-26. Call 18002586161",
      TODAY,
    );
    expect(result.ok && result.alert.amountPaise).toBe(7500);
  });

  it("skips a zero amount for the real one", () => {
    const result = parseBankAlert("Charges Rs 0.00. Rs 120 debited from A/c XX1234 on 05-11-26", TODAY);
    expect(result.ok && result.alert.amountPaise).toBe(12000);
  });
});

describe("parseBankAlert: dates", () => {
  it.each([
    ["on 05-11-26", "2026-11-05"],
    ["on 05-11-2026", "2026-11-05"],
    ["on 05/11/26", "2026-11-05"],
    ["on 05/11/2026", "2026-11-05"],
    ["on 05Nov26", "2026-11-05"],
    ["on 05-Nov-26", "2026-11-05"],
    ["on 05 Nov 2026", "2026-11-05"],
    ["on 5 November, 2026", "2026-11-05"],
    ["on 2026-11-05", "2026-11-05"],
    ["On 2026-11-05:19:22:10", "2026-11-05"],
    ["on Nov 05, 2026", "2026-11-05"],
    // Without a year: this year, or last year when that day is still ahead of today.
    ["on 14-MAR", "2026-03-14"],
    ["on 25-DEC", "2025-12-25"],
    // Two-digit years land in the century nearest today.
    ["on 05-11-99", "1999-11-05"],
  ])("reads %s as %s", (when, date) => {
    const result = parseBankAlert(`Rs 100 debited from A/c XX1234 ${when}`, TODAY);
    expect(result.ok && result.alert.date).toBe(date);
  });

  it("gives null, for the caller's today, when there is no date or only an impossible one", () => {
    for (const text of ["Rs 100 debited from A/c XX1234", "Rs 100 debited from A/c XX1234 on 31-02-26"]) {
      const result = parseBankAlert(text, TODAY);
      expect(result.ok && result.alert.date).toBeNull();
    }
  });

  it("refuses a today that is not a YYYY-MM-DD day", () => {
    expect(() => parseBankAlert("Rs 100 debited", "20/11/2026")).toThrow(TypeError);
    expect(() => parseBankAlert("Rs 100 debited", "2026-02-30")).toThrow(TypeError);
  });
});

describe("parseBankAlert: text it should not read as a transaction", () => {
  it.each([
    ["empty text", "", ALERT_NO_AMOUNT],
    ["only spaces and line breaks", "  \n\t \n", ALERT_NO_AMOUNT],
    ["only NUL characters", "\u0000\u0000\u0000", ALERT_NO_AMOUNT],
    [
      "an OTP for a card payment",
      "482913 is your OTP for txn of Rs 2,500.00 at AMAZON on HDFC Bank card ending 1234. Valid for 10 mins. Do not share OTP with anyone.",
      ALERT_NO_DIRECTION,
    ],
    [
      "a UPI PIN-reset one-time password",
      "Your one time password to reset UPI PIN is 731905. Rs 1 will be debited for verification. -SBI",
      ALERT_NO_DIRECTION,
    ],
    [
      "a loan offer",
      "Get a pre-approved loan of Rs 5,00,000 credited in 10 minutes! Apply now on the HDFC Bank app. T&C apply",
      ALERT_NO_AMOUNT,
    ],
    [
      "a cashback offer",
      "Get Rs 500 cashback on your next recharge of Rs 299 or more with Kotak 811! Offer valid till 30-11-26",
      ALERT_NO_DIRECTION,
    ],
    [
      "a balance enquiry reply",
      "Avl Bal for A/c XX1234 as on 19-11-26 is INR 12,340.50. Download the SBI YONO app to bank on the go.",
      ALERT_NO_AMOUNT,
    ],
    [
      "a credit card statement reminder",
      "Your HDFC Bank Credit Card XX8899 statement: Total Amt Due Rs 5,432.00, Min Amt Due Rs 272.00, due by 25-11-26.",
      ALERT_NO_AMOUNT,
    ],
    [
      "a future AutoPay notice",
      "Your account will be debited with Rs 649.00 on 25-Nov-26 towards Netflix for AutoPay MERCHANTMANDATE, RRN 632412345678-ICICI Bank.",
      ALERT_NO_DIRECTION,
    ],
    [
      "a UPI success note with a reference but no amount",
      "UPI txn 632912345678 on 19-11-26 was successful. Call 18002662 for help.",
      ALERT_NO_AMOUNT,
    ],
    [
      "an amount with no word for which way it went",
      "INR 500.00 on 19-11-26 ref 632912345678 A/c XX1234",
      ALERT_NO_DIRECTION,
    ],
    ["a currency word with no number", "Rs. debited from your account", ALERT_NO_AMOUNT],
  ])("refuses %s", (_name, text, message) => {
    expect(parseBankAlert(text, TODAY)).toEqual({ ok: false, message });
  });

  it("refuses text over 2,000 characters, and a 10,000-character paste", () => {
    const alert = "Rs.450.00 debited from A/c XX1234 on 05-11-26 to VPA swiggy@axis. ";
    expect(parseBankAlert(alert.repeat(200).slice(0, 10_000), TODAY)).toEqual({
      ok: false,
      message: ALERT_TOO_LONG,
    });
    expect(parseBankAlert("x".repeat(ALERT_MAX_LENGTH + 1), TODAY)).toEqual({
      ok: false,
      message: ALERT_TOO_LONG,
    });
    const exactly = alert + "z".repeat(ALERT_MAX_LENGTH - alert.length);
    expect(exactly).toHaveLength(ALERT_MAX_LENGTH);
    expect(parseBankAlert(exactly, TODAY).ok).toBe(true);
    // Blank space around a pasted alert is forgiven.
    expect(parseBankAlert(`${"\n".repeat(3000)}${alert}`, TODAY).ok).toBe(true);
  });

  it("stays fast on hostile 2,000-character text (no catastrophic backtracking)", () => {
    const hostile = [
      `Rs 5 debited from a/c ${"x".repeat(1970)}`,
      `Rs 5 debited from a/c ${"X ".repeat(985)}`,
      `Rs 5 debited to ${"a.".repeat(990)}@`,
      `Rs 5 debited on ${"1 nov ".repeat(330)}`,
      "Avl Bal ".repeat(249),
      `Rs ${"1,23".repeat(495)}`,
    ];
    const started = performance.now();
    for (const text of hostile) {
      expect(text.length).toBeLessThanOrEqual(ALERT_MAX_LENGTH);
      parseBankAlert(text, TODAY);
    }
    // A hang guard, not a speed limit: these take milliseconds; a pattern that backtracks on them would
    // take minutes or never end, on any machine.
    expect(performance.now() - started).toBeLessThan(30_000);
  });

  it("reads an alert with NUL and other control characters in it, and none reach the title", () => {
    const result = parseBankAlert(
      "Rs.450.00 debited\u0000 from A/c XX1234 on 05-11-26 to SWIGGY\u0007\u001b INSTAMART\u0000. UPI Ref 631212345678",
      TODAY,
    );
    if (!result.ok) throw new Error(result.message);
    expect(result.alert.amountPaise).toBe(45000);
    expect(result.alert.merchant).toBe("Swiggy");
    expect(result.alert.suggestedTitle).not.toMatch(/\p{Cc}/u);
  });
});
