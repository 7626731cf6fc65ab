import { z } from "zod";
import { emailSchema, linkTokenSchema } from "./auth.js";
import { GUARDIAN_STATUSES } from "./guardian-rules.js";

export { guardianStateSchema } from "./auth.js";
export * from "./guardian-rules.js";

/** PUT /api/guardian/email: the learner names (or corrects) their guardian; a new link goes there. */
export const guardianEmailBodySchema = z.object({ guardian_email: emailSchema });

/** The guardian's link carries this token; every guardian call sends it in the body (never in a URL). */
export const guardianTokenBodySchema = z.object({ token: linkTokenSchema });

/** POST /api/guardian/answer: "I consent" (true) or "I don't consent" (false). */
export const guardianAnswerBodySchema = z.object({
  token: linkTokenSchema,
  consent: z.boolean({ message: "consent must be true or false." }),
});

/** POST /api/guardian/delete: the guardian confirmed the deletion in the page's dialog. */
export const guardianDeleteBodySchema = z.object({
  token: linkTokenSchema,
  confirm: z.literal(true, { message: "Confirm that the account should be deleted." }),
});

/** What the guardian's page shows: who the child is and where their consent stands. */
export const guardianLinkSchema = z.object({
  child: z.object({ name: z.string(), email: z.string() }),
  status: z.enum(GUARDIAN_STATUSES),
  asked_at: z.string(),
  confirmed_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
  /** Until when an unanswered link takes an answer; null once answered. */
  expires_at: z.string().nullable(),
  /** The child's chosen interface language (the page opens in it unless the guardian switches). */
  language: z.enum(["en", "hi"]).nullable(),
});
export type GuardianLink = z.infer<typeof guardianLinkSchema>;

export const guardianMessageSchema = z.object({ message: z.string() });
