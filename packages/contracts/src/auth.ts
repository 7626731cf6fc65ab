import { z } from "zod";

// The constants live in the zod-free module so the browser can import them without zod.
import { authMessages, PASSWORD_MIN_LENGTH } from "./auth-client.js";

export { AUTH_CHANNEL, type AuthPopupMessage, authMessages, PASSWORD_MIN_LENGTH } from "./auth-client.js";
export const PASSWORD_MAX_LENGTH = 256;

/** Trimmed and lower-cased so one person has one account whatever the capitals. */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: "Please enter a valid email address." }));

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: authMessages.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { message: "Password is too long." });

export const nameSchema = z
  .string()
  .trim()
  .min(1, { message: "Please enter your name." })
  .max(80, { message: "Name must be at most 80 characters." });

export const signUpBodySchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: nameSchema,
  newsletter: z.boolean().optional().default(false),
});
export type SignUpBody = z.input<typeof signUpBodySchema>;

export const signInBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { message: authMessages.fillAllFields }).max(PASSWORD_MAX_LENGTH),
});
export type SignInBody = z.input<typeof signInBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });
export const resetPasswordBodySchema = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
});

/** GET /api/auth/me: the profile shape the spec's identity provider gives. */
export const meSchema = z.object({
  email: z.string(),
  name: z.string(),
  picture: z.string().nullable(),
  sub: z.string(),
  roles: z.array(z.string()),
});
export type Me = z.infer<typeof meSchema>;

export const authResponseSchema = z.object({ user: meSchema });
export const messageSchema = z.object({ message: z.string() });

/** GET /api/auth/providers: tells the client whether the popup runs an OIDC flow. */
export const providersSchema = z.object({ oidc: z.boolean() });
export type Providers = z.infer<typeof providersSchema>;
