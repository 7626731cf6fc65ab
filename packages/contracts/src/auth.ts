import { z } from "zod";

// The constants live in the zod-free module so the browser can import them without zod.
import { AGE_BANDS } from "./age-bands.js";
import { authMessages, PASSWORD_MIN_LENGTH } from "./auth-client.js";
import { GUARDIAN_STATUSES, guardianEmailProblem } from "./guardian-rules.js";
import { singleLineText } from "./text.js";

export {
  AUTH_CHANNEL,
  type AuthPopupMessage,
  authMessages,
  PASSWORD_MIN_LENGTH,
  type SignInErrorCode,
  signInErrorMessage,
  signInErrorMessages,
} from "./auth-client.js";
export const PASSWORD_MAX_LENGTH = 256;

/** Trimmed and lower-cased so one person has one account whatever the capitals. */
export const emailSchema = singleLineText()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: "Please enter a valid email address." }));

/** A new password: any characters a person can type, but no control characters to hash by accident. */
export const passwordSchema = singleLineText()
  .min(PASSWORD_MIN_LENGTH, { message: authMessages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { message: "Password is too long." });

export const nameSchema = singleLineText()
  .trim()
  .min(1, { message: "Please enter your name." })
  .max(80, { message: "Name must be at most 80 characters." });

/** An age band (contracts/age-bands), with the message a form shows for anything else. */
export const ageBandSchema = z.enum(AGE_BANDS, {
  message: "Choose an age band: under-18, 18-25, 26-59, 60-plus.",
});

/**
 * The web's form always sends the age band (issue 40); without one (an older client, a script) the
 * account starts with none and the app asks on arrival. Under 18 needs the guardian's address, not the
 * learner's own: the guardian is mailed a consent link and the account saves nothing until they confirm.
 */
export const signUpBodySchema = z
  .object({
    email: emailSchema,
    password: passwordSchema,
    name: nameSchema,
    newsletter: z.boolean().optional().default(false),
    age_band: ageBandSchema.optional(),
    guardian_email: emailSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const problem = guardianEmailProblem(body, body.email);
    if (problem) ctx.addIssue({ code: "custom", path: ["guardian_email"], message: problem });
  });
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email: emailSchema,
  // Only compared with the stored hash, never stored: a password set before the rule above still works.
  password: z.string().min(1, { message: authMessages.fillAllFields }).max(PASSWORD_MAX_LENGTH),
});
export type SignInBody = z.input<typeof signInBodySchema>;

/** The single-use token of a mailed link (reset or email confirmation). */
export const linkTokenSchema = singleLineText().min(20).max(200);
export const verifyEmailBodySchema = z.object({ token: linkTokenSchema });

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({
  token: linkTokenSchema,
  password: passwordSchema,
});

/**
 * GET /api/auth/me: the profile shape the spec's identity provider gives, plus OIDC's standard
 * email_verified claim, which drives the "confirm your email" banner.
 */
export const meSchema = z.object({
  email: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  sub: z.string(),
  roles: z.array(z.string()),
  email_verified: z.boolean(),
  /** The interface language the learner chose on /account or in the header; null: the browser's. */
  language: z.enum(["en", "hi"]).nullable(),
  /** Their age band; null: not given yet (the app asks before anything else). Absent in older copies. */
  age_band: z.enum(AGE_BANDS).nullable().optional(),
  /** Under 18: where their guardian's consent stands (contracts/guardian-rules); null for everyone else. */
  guardian: z
    .object({ status: z.enum(GUARDIAN_STATUSES), email: z.string().nullable() })
    .nullable()
    .optional(),
});
export type Me = z.infer<typeof meSchema>;

export const authResponseSchema = z.object({ user: meSchema });
/** GET /api/auth/session: a visitor is an answer (null), not an error. */
export const sessionSchema = z.object({ user: meSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;
export const messageSchema = z.object({ message: z.string() });

/** GET /api/auth/providers: tells the client whether the popup runs an OIDC flow. */
export const providersSchema = z.object({ oidc: z.boolean() });
export type Providers = z.infer<typeof providersSchema>;

/** Where an under-18 account's guardian consent stands, as the profile carries it. */
export const guardianStateSchema = meSchema.shape.guardian.unwrap().unwrap();
