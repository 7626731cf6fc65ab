import { z } from "zod";
import { AGE_BANDS } from "./age-bands.js";
import { ageBandSchema, emailSchema, nameSchema, passwordSchema } from "./auth.js";
import { HANDLE_INPUT_MAX, handleMessages } from "./handles.js";
import { idNumber } from "./ids.js";
import { singleLineText } from "./text.js";

/** The learner's own account (/account): profile, password, sessions, mail, their data and its deletion. */

export const accountSchema = z.object({
  name: z.string(),
  email: z.string(),
  email_verified: z.boolean(),
  picture: z.string().nullable(),
  has_password: z.boolean(),
  /** Signed in through an identity provider at least once (a password may be added). */
  oidc_linked: z.boolean(),
  product_mail: z.boolean(),
  /** The interface language they chose; null: the browser's. */
  language: z.enum(["en", "hi"]).nullable(),
  leaderboard_hidden: z.boolean(),
  /** Their leaderboard handle ("asha-j-4821"), made at sign-up or on first need, editable here. */
  handle: z.string(),
  /** The age band they gave (age-bands.ts), or null: not given. The catalogue marks what they can't open. */
  age_band: z.enum(AGE_BANDS).nullable(),
  created_at: z.string(),
});
export type Account = z.infer<typeof accountSchema>;

export const profileBodySchema = z.object({ name: nameSchema });

/**
 * PATCH /api/account: settings changed one at a time. The handle is checked by contracts/handles (its
 * messages, in the learner's language) after this shape: a string of a sane length, without control
 * characters. The age band can be changed but not taken back (issue 40: it decides whether a guardian
 * must agree); choosing under 18 names the guardian (guardian_email), who is mailed a consent link.
 */
export const accountPatchBodySchema = z
  .object({
    handle: singleLineText().max(HANDLE_INPUT_MAX, handleMessages.length).optional(),
    age_band: ageBandSchema.optional(),
    guardian_email: emailSchema.optional(),
  })
  .refine((b) => b.handle !== undefined || b.age_band !== undefined, "Nothing to change.");

export const changePasswordBodySchema = z.object({
  /** Required when the account has a password; an identity-provider account may add its first one. */
  current_password: singleLineText().max(256).optional(),
  new_password: passwordSchema,
});

export const sessionSchema = z.object({
  id: z.number(),
  /** "Chrome on Android", from the browser's user agent. */
  device: z.string(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof sessionSchema>;
export const sessionIdParam = z.object({ id: idNumber });

export const preferencesBodySchema = z
  .object({ product_mail: z.boolean().optional(), language: z.enum(["en", "hi"]).optional() })
  .refine((b) => b.product_mail !== undefined || b.language !== undefined, "Nothing to change.");

export const deleteAccountBodySchema = z.object({
  /** The account's password; an identity-provider account without one signs in again first instead. */
  password: singleLineText().max(256).optional(),
  /** Typed by the learner to show they mean it. */
  confirm: z.literal("DELETE", { message: "Type DELETE to confirm." }),
});

export const accountMessages = {
  wrongPassword: "That is not your current password.",
  passwordChanged: "Your password is changed. Other devices have been signed out.",
  passwordAdded: "Your password is set. You can now sign in with your email too.",
  reauthenticate: "For your safety, sign in again (within the last 10 minutes) before deleting your account.",
  deleted: "Your account and your personal data have been deleted.",
} as const;
