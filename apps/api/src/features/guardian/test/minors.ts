import { expect } from "vitest";
import type { TestUser } from "../../../../test/factories.js";
import { call, mailedToken, sessionCookie, uniqueEmail } from "../../../../test/harness.js";
import type { App } from "../../../app.js";

export interface Minor extends TestUser {
  guardianEmail: string;
  /** The token of the consent link mailed to the guardian. */
  token: string;
}

/** Signs an under-18 learner up through the form's API call and reads the guardian's mailed link. */
export async function buildMinor(
  app: App,
  overrides: { language?: "en" | "hi"; guardianEmail?: string } = {},
): Promise<Minor> {
  const email = uniqueEmail("minor");
  const guardianEmail = overrides.guardianEmail ?? uniqueEmail("guardian");
  const password = "correct-horse-battery";
  const name = "Ravi Young";
  const res = await call(app, "POST", "/api/auth/signup", {
    body: { email, password, name, age_band: "under-18", guardian_email: guardianEmail },
    headers: overrides.language === "hi" ? { "accept-language": "hi" } : {},
  });
  expect(res.statusCode, res.body).toBe(201);
  const token = await mailedToken(app, guardianEmail, "/guardian/consent");
  expect(token).toBeTruthy();
  return {
    id: res.json().user.sub,
    email,
    name,
    password,
    role: "Learner",
    cookie: sessionCookie(res),
    guardianEmail,
    token: token!,
  };
}

/** The guardian's answer with their link's token. */
export const answer = (app: App, token: string, consent: boolean) =>
  call(app, "POST", "/api/guardian/answer", { body: { token, consent } });

export const me = async (app: App, user: TestUser) =>
  (await call(app, "GET", "/api/auth/session", { cookie: user.cookie })).json().user;
