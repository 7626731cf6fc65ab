import { eq } from "drizzle-orm";
import type { App } from "../src/app.js";
import { users } from "../src/platform/db/schema.js";
import { call, sessionCookie, uniqueEmail } from "./harness.js";

export interface TestUser {
  id: string;
  email: string;
  name: string;
  password: string;
  role: "Admin" | "Learner";
  /** Cookie header value of a live session for this user. */
  cookie: string;
}

/** Signs a user up through the real API (hashing, session) and optionally makes them Admin. */
export async function buildUser(
  app: App,
  overrides: { email?: string; name?: string; password?: string; role?: "Admin" | "Learner" } = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? "correct-horse-battery";
  const name = overrides.name ?? "Asha Learner";
  const res = await call(app, "POST", "/api/auth/signup", { body: { email, password, name } });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const id = res.json().user.sub as string;
  const role = overrides.role ?? "Learner";
  if (role === "Admin") await app.db.update(users).set({ role }).where(eq(users.id, id));
  return { id, email, name, password, role, cookie: sessionCookie(res) };
}

export const buildAdmin = (app: App, overrides: { email?: string; name?: string } = {}) =>
  buildUser(app, { ...overrides, role: "Admin", name: overrides.name ?? "Ravi Admin" });
