import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** Messages the forms show; the server sends the same words so both sides agree. */
export const authMessages = {
  fillAllFields: "Please fill in all fields.",
  passwordsDoNotMatch: "Passwords do not match.",
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  emailTaken: "An account with this email already exists. Try signing in instead.",
  badCredentials: "Incorrect email or password.",
  resetRequested:
    "If an account exists for that email, we have sent a link to reset your password. It works for 1 hour.",
  resetInvalid: "This reset link is invalid or has expired. Please ask for a new one.",
  resetDone: "Your password has been changed. Please sign in with your new password.",
} as const;

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

/** The message a sign-in popup sends its opener (postMessage and BroadcastChannel). */
export const AUTH_CHANNEL = "arthshala-auth";
export type AuthPopupMessage =
  | { type: "arthshala:signed-in" }
  | { type: "arthshala:sign-in-failed"; message: string };
