/**
 * Imported statement rows read as payees (issue 39): a learner on a 360 × 740 phone imports one
 * statement of each of the four banks most learners have and pastes a CHAIPOINT alert; every row in
 * the list shows a clean payee and the category it belongs in, the bank's own text is one tap away,
 * and a category the learner changes can become a rule that later alerts follow. Runs in the "phone"
 * project; English and Hindi.
 */
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { watchPageErrors } from "./support/pageErrors.js";
import { signUpThroughApi } from "./support/people.js";

test.use({ viewport: { width: 360, height: 740 }, locale: "en-US" });

const fixture = (bank: string) => path.join(import.meta.dirname, `fixtures/mobile-import-${bank}.csv`);
const OCTOBER = "/fin-tools/expensetracker?month=2026-10";
const CHAIPOINT_ALERT =
  "Money Sent! Rs.60.00 From HDFC Bank A/C x1234 To CHAIPOINT On 28/10/26 Ref 631012345678 Not You? Call 18002586161/SMS BLOCK UPI to 7308080808";
const SWIGGY_ALERT =
  "Rs.450.00 debited from A/c XX1234 on 29-10-26 to VPA swiggy@ybl UPI Ref 631312345678. Not you? Call 1800111109";

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

/** Import a statement as a learner does: choose the file, keep the recognised columns, save every row. */
async function importStatement(page: Page, file: string, names = EN) {
  await page.getByRole("button", { name: names.importButton }).click();
  await dialog(page, names.importTitle).getByLabel(names.file).setInputFiles(file);
  await dialog(page, names.columnsTitle).getByRole("button", { name: names.read }).click();
  const review = dialog(page, names.reviewTitle);
  await expect(review.getByTestId("import-row").first()).toBeVisible();
  await review.getByRole("button", { name: names.save }).click();
  const done = dialog(page, names.importTitle);
  await done.getByRole("button", { name: names.done }).click();
  await expect(done).toBeHidden();
}

/** Paste an alert, and add the transaction it was read as (after checking what the dialog offers). */
async function pasteAlert(page: Page, text: string, names = EN): Promise<Locator> {
  await page.getByRole("button", { name: names.alertButton }).click();
  const paste = dialog(page, names.alertTitle);
  await paste.getByLabel(names.alertLabel).fill(text);
  await paste.getByRole("button", { name: names.readAlert }).click();
  return dialog(page, names.addTitle);
}

const EN = {
  importButton: "Import a statement",
  importTitle: "Import a statement",
  columnsTitle: "Import a statement: columns",
  reviewTitle: "Import a statement: review",
  file: "Statement file (.csv)",
  read: "Read transactions",
  save: /^Save \d+ transactions?$/,
  done: "Done",
  alertButton: "Paste a bank alert",
  alertTitle: "Paste a bank alert",
  alertLabel: "Alert text",
  readAlert: "Read alert",
  addTitle: "Add Transaction",
  add: "Add transaction",
};

const rows = (page: Page) =>
  page.getByRole("list", { name: /^Transactions in October 2026/ }).getByRole("listitem");
const row = (page: Page, payee: string, amount?: string) => {
  const named = rows(page).filter({ has: page.getByText(payee, { exact: true }) });
  return amount ? named.filter({ hasText: amount }) : named;
};

test("imports SBI, HDFC Bank, ICICI Bank and Kotak statements and a pasted alert: clean payees, right categories, a rule that sticks", async ({
  page,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  await signUpThroughApi(page, baseURL!);
  await page.goto(OCTOBER);
  await expect(page.getByTestId("page-month")).toHaveText("October 2026");

  for (const bank of ["sbi", "hdfc", "icici", "kotak"]) await importStatement(page, fixture(bank));
  const fromAlert = await pasteAlert(page, CHAIPOINT_ALERT);
  await expect(fromAlert.getByLabel("Category", { exact: true })).toHaveValue("Food");
  await fromAlert.getByRole("button", { name: EN.add }).click();
  await expect(fromAlert).toBeHidden();

  // Each row as the list shows it: the payee as its title, then its category.
  const expected: Array<[payee: string, amount: string, category: string]> = [
    ["Swiggy", "−₹249", "Food"], // SBI UPI
    ["Cash withdrawal", "−₹2,000", "Cash"], // SBI ATM
    ["IRCTC", "−₹1,185.40", "Trips & travel"], // SBI UPI to IRCTC
    ["Rahul Verma", "−₹650", "Shopping"], // HDFC UPI to a person
    ["Quickhire Staffing", "+₹18,000", "Salary"], // HDFC NEFT salary
    ["Cash withdrawal", "−₹1,000", "Cash"], // HDFC ATM (ATW)
    ["Uber", "−₹212.35", "Local transport"], // ICICI UPI
    ["Amazon", "−₹1,249", "Shopping"], // ICICI Visa card
    ["Bank charges", "−₹17.70", "Bills & Utilities"], // ICICI SMS charges
    ["Zomato", "−₹320", "Food"], // Kotak UPI
    ["BookMyShow", "−₹500", "Entertainment"], // Kotak card
    ["Interest", "+₹38", "Savings"], // Kotak interest
    ["Chai Point", "−₹60", "Food"], // the pasted alert
  ];
  await expect(rows(page)).toHaveCount(expected.length);
  for (const [payee, amount, category] of expected) {
    const shown = row(page, payee, amount);
    await expect(shown, `${payee} ${amount}`).toHaveCount(1);
    await expect(shown).toContainText(`${category} · `);
  }
  // No row starts with the bank's narration.
  await expect(
    rows(page).filter({
      hasText: /^\s*(?:TO TRANSFER|BY TRANSFER|UPI[-/]|ATM WDL|NEFT|ATW-|VIN\/|PCD\/|Int\.Pd)/,
    }),
  ).toHaveCount(0);

  // The bank's own text is one tap away.
  const swiggy = row(page, "Swiggy");
  await swiggy.getByText("Bank's text").click();
  await expect(
    swiggy.getByText("TO TRANSFER-UPI/DR/627512345601/SWIGGY/YESB/swiggy@ybl/Payment--"),
  ).toBeVisible();

  // The learner files Swiggy elsewhere, and asks for it always.
  await swiggy.getByRole("button", { name: "Edit Swiggy" }).click();
  const edit = dialog(page, "Edit Transaction");
  await edit.getByLabel("Category", { exact: true }).selectOption("Entertainment");
  await edit.getByRole("checkbox", { name: "Always file Swiggy as Entertainment" }).check();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();
  await expect(row(page, "Swiggy", "−₹249")).toContainText("Entertainment · ");

  // A later alert from Swiggy follows the rule.
  const later = await pasteAlert(page, SWIGGY_ALERT);
  await expect(later.getByLabel("Category", { exact: true })).toHaveValue("Entertainment");
  await later.getByRole("button", { name: EN.add }).click();
  await expect(row(page, "Swiggy", "−₹450")).toContainText("Entertainment · ");

  // The rule is listed where statements are imported, and can be removed there.
  await page.getByRole("button", { name: EN.importButton }).click();
  const rules = dialog(page, EN.importTitle).getByRole("list", { name: "Your filing rules" });
  await expect(rules.getByRole("listitem")).toHaveText(["Swiggy → Entertainment"]);
  await rules.getByRole("button", { name: "Remove the rule for Swiggy" }).click();
  await expect(dialog(page, EN.importTitle).getByRole("list", { name: "Your filing rules" })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the same in Hindi: payees, categories and the bank's text in Hindi", async ({ page, baseURL }) => {
  await signUpThroughApi(page, baseURL!);
  await page.goto(OCTOBER);
  await expect(page.getByRole("button", { name: "Add transaction" })).toBeVisible();
  await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "खर्च ट्रैकर" })).toBeVisible();

  const HI = {
    ...EN,
    importButton: "स्टेटमेंट इम्पोर्ट करें",
    importTitle: "स्टेटमेंट इम्पोर्ट करें",
    columnsTitle: "स्टेटमेंट इम्पोर्ट करें: कॉलम",
    reviewTitle: "स्टेटमेंट इम्पोर्ट करें: जाँचें",
    file: "स्टेटमेंट फ़ाइल (.csv)",
    read: "लेन-देन पढ़ें",
    save: /सेव करें/,
    done: "हो गया",
    alertButton: "बैंक अलर्ट पेस्ट करें",
    alertTitle: "बैंक अलर्ट पेस्ट करें",
    alertLabel: "अलर्ट का टेक्स्ट",
    readAlert: "अलर्ट पढ़ें",
    addTitle: "लेन-देन जोड़ें",
    add: "लेन-देन जोड़ें",
  };
  await importStatement(page, fixture("sbi"), HI);
  await importStatement(page, fixture("icici"), HI);
  const fromAlert = await pasteAlert(page, CHAIPOINT_ALERT, HI);
  await fromAlert.getByRole("button", { name: HI.add }).click();
  await expect(fromAlert).toBeHidden();

  const list = page.getByRole("list", { name: /^अक्टूबर 2026 के लेन-देन/ }).getByRole("listitem");
  const hindiRow = (payee: string) => list.filter({ has: page.getByText(payee, { exact: true }) });
  const expected: Array<[payee: string, category: string]> = [
    ["Swiggy", "खाना"],
    ["नकद निकासी", "नकद"],
    ["IRCTC", "यात्रा और घूमना"],
    ["Uber", "रोज़ का आना-जाना"],
    ["बैंक चार्ज", "बिल और यूटिलिटी"],
    ["Chai Point", "खाना"],
  ];
  for (const [payee, category] of expected)
    await expect(hindiRow(payee), payee).toContainText(`${category} · `);
  const cash = hindiRow("नकद निकासी");
  await cash.getByText("बैंक में लिखा").click();
  await expect(cash.getByText("ATM WDL-ATM CASH 8765 SBI KONDAPUR--")).toBeVisible();
});
