/** Calls the sign-in, sign-up and password forms make (the session calls live in session.ts). */
import type { AgeBand } from "@arthshala/contracts/age-bands";
import type { Me } from "@arthshala/contracts/auth";
import { api } from "../../lib/api";

export interface SignInInput {
  email: string;
  password: string;
}

export interface SignUpInput extends SignInInput {
  name: string;
  newsletter: boolean;
  age_band?: AgeBand;
  /** Under 18: the parent or guardian who is asked to agree. */
  guardian_email?: string;
}

export function signIn(body: SignInInput) {
  return api<{ user: Me }>("/api/auth/signin", { method: "POST", body });
}

export function signUp(body: SignUpInput) {
  return api<{ user: Me }>("/api/auth/signup", { method: "POST", body });
}

export function requestPasswordReset(email: string) {
  return api<{ message: string }>("/api/auth/password/forgot", { method: "POST", body: { email } });
}

export function resetPassword(token: string, password: string) {
  return api<{ message: string }>("/api/auth/password/reset", { method: "POST", body: { token, password } });
}

export function verifyEmail(token: string) {
  return api<{ message: string }>("/api/auth/email/verify", { method: "POST", body: { token } });
}

export function resendVerification() {
  return api<{ message: string }>("/api/auth/email/resend", { method: "POST" });
}
