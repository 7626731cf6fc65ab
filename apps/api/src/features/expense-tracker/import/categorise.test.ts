import { describe, expect, it } from "vitest";
import {
  DEFAULT_CREDIT_CATEGORY,
  DEFAULT_DEBIT_CATEGORY,
  type Direction,
  matchCategory,
  type PredefinedCategory,
  suggestCategory,
} from "./categorise.js";

const CASES: ReadonlyArray<[description: string, direction: Direction, category: PredefinedCategory]> = [
  ["SWIGGY", "debit", "Food"],
  ["UPI/DR/627512345601/SWIGGYSTORES/YESB/swiggystores@yes", "debit", "Food"],
  ["zomato-order@ptybl", "debit", "Food"],
  ["THE BREW ROOM CAFE", "debit", "Food"],
  ["Sagar Ratna Restaurants", "debit", "Food"],
  ["BLINKIT COMMERCE", "debit", "Food"],
  ["UBER INDIA SYSTEMS", "debit", "Transportation"],
  ["olacabs@ybl", "debit", "Transportation"],
  ["RAPIDO BIKE TAXI", "debit", "Transportation"],
  ["NAMMA METRO SMART CARD", "debit", "Transportation"],
  ["HPCL PETROL PUMP", "debit", "Transportation"],
  ["IRCTC E-TICKETING", "debit", "Travel"],
  ["INDIGO FLIGHTS 6E", "debit", "Travel"],
  ["OYO HOTELS AND HOMES", "debit", "Travel"],
  ["RENT OCT FLAT 302", "debit", "Rent"],
  ["MYNTRA DESIGNS", "debit", "Apparel"],
  ["AJIO.COM", "debit", "Apparel"],
  ["AMAZON PAY INDIA", "debit", "Shopping"],
  ["FLIPKART INTERNET", "debit", "Shopping"],
  ["APOLLO PHARMACY", "debit", "Health"],
  ["CITY HOSPITAL OPD", "debit", "Health"],
  ["SEM 3 FEES COLLEGE OF ENGINEERING", "debit", "Education"],
  ["UDEMY COURSE", "debit", "Education"],
  ["coursera.org", "debit", "Education"],
  ["BESCOM ELECTRICITY", "debit", "Bills & Utilities"],
  ["JIO PREPAID RECHARGE", "debit", "Bills & Utilities"],
  ["AIRTEL XSTREAM BROADBAND", "debit", "Bills & Utilities"],
  ["BBPS-MAHANAGAR GAS", "debit", "Bills & Utilities"],
  ["NETFLIX.COM", "debit", "Entertainment"],
  ["BOOKMYSHOW", "debit", "Entertainment"],
  ["PVR CINEMAS", "debit", "Entertainment"],
  ["AMAZON PRIME VIDEO", "debit", "Entertainment"],
  ["ZERODHA BROKING", "debit", "Investments"],
  ["GROWW MUTUAL FUND SIP", "debit", "Investments"],
  ["RD INSTALMENT 12", "debit", "Savings"],
  ["PPF DEPOSIT", "debit", "Savings"],
  ["NEFT CR-ACME-SALARY OCT", "credit", "Salary"],
  ["INF*IQBO SAL FE", "credit", "Salary"],
  ["INTERNSHIP STIPEND", "credit", "Salary"],
  ["CREDIT INTEREST", "credit", "Savings"],
  ["REFUND FROM MYNTRA", "credit", "Apparel"],
];

describe("suggestCategory", () => {
  it.each(CASES)("%s (%s) → %s", (description, direction, category) => {
    expect(suggestCategory(description, direction)).toBe(category);
  });

  it("falls back to Shopping for debits and Savings for credits", () => {
    expect(DEFAULT_DEBIT_CATEGORY).toBe("Shopping");
    expect(DEFAULT_CREDIT_CATEGORY).toBe("Savings");
    expect(suggestCategory("UPI/RAMESH KUMAR/631298765432", "debit")).toBe("Shopping");
    expect(suggestCategory("UPI/RAMESH KUMAR/631298765432", "credit")).toBe("Savings");
    expect(suggestCategory("", "debit")).toBe("Shopping");
    expect(matchCategory("ATM WDL", "debit")).toBeNull();
  });

  it("suggests Salary only for money coming in, and only when the text says so", () => {
    expect(suggestCategory("SALARY ADVANCE TO DRIVER", "debit")).toBe("Shopping");
    expect(suggestCategory("NEFT FROM ACME PVT LTD", "credit")).toBe("Savings");
  });

  it("matches whole words, not pieces of other words", () => {
    // "rent" in "current", "ola" in "nikola", "rd" in "3rd", "jio" in "jiomart", "fd" in "fdx".
    expect(matchCategory("CURRENT ACCOUNT TRANSFER", "debit")).toBeNull();
    expect(matchCategory("nikola.s@okaxis", "debit")).toBeNull();
    expect(matchCategory("3RD PARTY TRANSFER", "debit")).toBeNull();
    expect(suggestCategory("JIOMART GROCERIES", "debit")).toBe("Food");
    expect(matchCategory("FDX LOGISTICS", "debit")).toBeNull();
  });

  it("puts specific merchants before the generic 'bill' and 'recharge'", () => {
    expect(suggestCategory("NETFLIX BILL", "debit")).toBe("Entertainment");
    expect(suggestCategory("BILL PAYMENT", "debit")).toBe("Bills & Utilities");
  });
});
