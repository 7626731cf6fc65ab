/**
 * The names the payee reader (payees.ts) gives by itself, in a module of their own with nothing else in
 * it: the web labels them in the learner's language on its first screen, without the merchant table.
 */

/**
 * Cash taken out of an ATM is not spent yet, and spec section 3's built-in list (kept as it is) has no
 * place for it: filing it as Shopping (what the importer did) made a learner's shopping look huge and
 * hid where the cash went. So a withdrawal goes to a category of the learner's own named "Cash", made
 * for them the first time they save one (an own category like any other, which they may remove once
 * nothing uses it); the pie then shows how much cash they take out, and the web labels it in the
 * learner's language.
 */
export const CASH_CATEGORY = "Cash";

/** Longest payee kept: a name, never a paragraph. */
export const PAYEE_MAX = 60;

/** Payees the reader names itself, not a merchant: the web shows them in the learner's language. */
export const FIXED_PAYEES = {
  cashWithdrawal: "Cash withdrawal",
  cashDeposit: "Cash deposit",
  interest: "Interest",
  bankCharges: "Bank charges",
} as const;

/** Titles for a row whose narration names no one (a UPI payment to a phone number, say). */
export const UNNAMED_TITLES = {
  upiPayment: "UPI payment",
  upiReceived: "UPI money received",
  transferOut: "Bank transfer",
  transferIn: "Money received",
  cardPayment: "Card payment",
  autoDebit: "Auto-debit",
  billPayment: "Bill payment",
} as const;
