import { indiaDay } from "@arthshala/contracts/india-time";
import { payeeKey } from "@arthshala/contracts/payees";
import { TITLE_MAX } from "@arthshala/contracts/tracker-rules";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { isUniqueViolation } from "../../platform/db/errors.js";
import { transactions } from "../../platform/db/schema.js";
import { notify } from "../../platform/notifications/notify.js";
import { fileUnder, ruleMap } from "../expense-tracker/category-rules.js";
import { categoriesOf, type TransactionsService } from "../expense-tracker/transactions.js";
import { countMail, type LiveAddress, type Outcome } from "./addresses.js";
import {
  alertFingerprint,
  gmailForwardingCode,
  type MailAuth,
  readForwardedAlert,
  referenceNumber,
} from "./forwarded-alert.js";

/** A forwarded mail as far as it is ever held: in memory, for this call. */
export interface ForwardedMail {
  text: string;
  subject: string;
  /** The From address (only to tell Gmail's forwarding confirmation). */
  from: string | null;
  mailAuth: MailAuth;
}

/**
 * One forwarded mail for one live address: read as a bank alert, filed by the learner's rules, and
 * added unless the tracker already has it; a notification says so. Only the parsed fields are written
 * (no narration: the bank's text is the mail's), and the outcome counted on the address.
 */
export async function deliverForwardedAlert(
  db: Db,
  service: TransactionsService,
  address: LiveAddress,
  mail: ForwardedMail,
  now: Date,
): Promise<Outcome | "confirmation"> {
  const code = gmailForwardingCode(mail);
  if (code) {
    await notify(
      db,
      address.userId,
      { kind: "forwardingCode", params: { code }, dedupeKey: `forwarding-code:${address.id}:${code}` },
      now,
    );
    return "confirmation";
  }
  const today = indiaDay(now);
  const read = readForwardedAlert(mail.text, today);
  if (!read.ok) {
    await countMail(db, address.id, "dropped", now);
    return "dropped";
  }
  const a = read.alert;
  const userId = address.userId;
  const date = a.date ?? today;
  const [{ all }, rules] = await Promise.all([categoriesOf(db, userId), ruleMap(db, userId)]);
  const category = fileUnder(all, rules, a.merchant, a.suggestedCategory);
  const fingerprint = alertFingerprint({
    date,
    amountPaise: a.amountPaise,
    direction: a.direction,
    payee: a.merchant,
    accountHint: a.accountHint,
    reference: referenceNumber(mail.text),
  });
  if (
    await alreadyTracked(db, userId, { date, amountPaise: a.amountPaise, type: a.type, payee: a.merchant })
  ) {
    await countMail(db, address.id, "duplicate", now);
    return "duplicate";
  }
  try {
    await service.create(
      userId,
      {
        title: a.suggestedTitle.slice(0, TITLE_MAX),
        category,
        type: a.type,
        amount: a.amountPaise / 100,
        date,
        payee: a.merchant,
      },
      now,
      {
        source: "email",
        fingerprint,
        mailAuth: mail.mailAuth,
        within: async (tx, saved) => {
          await notify(
            tx,
            userId,
            {
              kind: "alertForwarded",
              params: {
                payee: a.merchant ?? a.suggestedTitle.slice(0, TITLE_MAX),
                amountPaise: a.amountPaise,
                type: a.type,
                category,
              },
              link: "/fin-tools/expensetracker",
              dedupeKey: `alert-mail:${saved.id}`,
            },
            now,
          );
        },
      },
    );
  } catch (err) {
    // The same alert forwarded twice at once: the fingerprint's unique index lets one in.
    if (isUniqueViolation(err)) {
      await countMail(db, address.id, "duplicate", now);
      return "duplicate";
    }
    // A day the tracker refuses (years back, or far ahead) is no alert it can add.
    if ((err as { statusCode?: number }).statusCode === 400) {
      await countMail(db, address.id, "dropped", now);
      return "dropped";
    }
    throw err;
  }
  await countMail(db, address.id, "added", now);
  return "added";
}

/**
 * Is this payment already in the tracker from a bank's own record: an imported statement line or a
 * pasted alert, on the same day, for the same amount and type, to the same payee (or one
 * side names none)? Statement lines and alerts word the same payment differently, so their fingerprints
 * differ: this is the match they share. Typed-in and recurring rows are the learner's own and not matched;
 * an earlier forward is found by its fingerprint, whose reference number tells two equal payments apart.
 */
async function alreadyTracked(
  db: Db,
  userId: string,
  t: { date: string; amountPaise: number; type: "expense" | "income"; payee: string | null },
): Promise<boolean> {
  const rows = await db
    .select({ payee: transactions.payee })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.occurredOn, t.date),
        eq(transactions.amountPaise, t.amountPaise),
        eq(transactions.type, t.type),
        inArray(transactions.source, ["csv", "alert"]),
      ),
    );
  const key = t.payee ? payeeKey(t.payee) : null;
  return rows.some((r) => !key || !r.payee || payeeKey(r.payee) === key);
}
