import { authMessages } from "@arthshala/contracts/auth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, mailedToken, type TestContext, uniqueEmail } from "../../../test/harness.js";

/**
 * Step 15, the security probe's examples: passwords near the account's context were accepted at sign-up,
 * password change and reset. Each is refused everywhere a password is set; a strong one still passes.
 */

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 });
});
afterAll(() => ctx.close());

/** The probe's passwords for an account with `email`, and the message each is refused with. */
const probeExamples = (email: string): [string, string][] => [
  [`${email}1`, authMessages.passwordIsEmail],
  [email.split("@")[0]!, authMessages.passwordIsEmail],
  ["Arthsh4la-2024", authMessages.passwordHasSiteName],
  ["Arth shala", authMessages.passwordHasSiteName],
  ["\u0410rthshala2024", authMessages.passwordHasSiteName],
];
const STRONG = "monsoon-kettle-raga-71";

describe("passwords near the account's context", () => {
  it("are refused at sign-up, with the reason; a strong one is accepted", async () => {
    const email = uniqueEmail("priya.sharma");
    for (const [password, message] of probeExamples(email)) {
      const res = await call(ctx.app, "POST", "/api/auth/signup", {
        body: { email, password, name: "Priya Sharma" },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual({ error: "Bad Request", message });
    }
    const named = await call(ctx.app, "POST", "/api/auth/signup", {
      body: { email, password: "PriyaSharma1", name: "Priya Sharma" },
    });
    expect(named.json().message).toBe(authMessages.passwordNearContext);
    const ok = await call(ctx.app, "POST", "/api/auth/signup", {
      body: { email, password: STRONG, name: "Priya Sharma" },
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it("are refused as the new password on /account, next to the field", async () => {
    const learner: TestUser = await buildUser(ctx.app, { email: uniqueEmail("ravi.kumar") });
    for (const [password, message] of probeExamples(learner.email)) {
      const res = await call(ctx.app, "POST", "/api/account/password", {
        cookie: learner.cookie,
        body: { current_password: learner.password, new_password: password },
      });
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual({
        error: "Bad Request",
        message: `new_password: ${message}`,
        field: "new_password",
      });
    }
    const ok = await call(ctx.app, "POST", "/api/account/password", {
      cookie: learner.cookie,
      body: { current_password: learner.password, new_password: STRONG },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("are refused at reset, and the link still works for a strong one", async () => {
    const owner = await buildUser(ctx.app, { email: uniqueEmail("asha.verma") });
    await call(ctx.app, "POST", "/api/auth/password/forgot", { body: { email: owner.email } });
    const token = await mailedToken(ctx.app, owner.email, "/reset-password");
    expect(token).toBeDefined();
    for (const [password, message] of probeExamples(owner.email)) {
      const res = await call(ctx.app, "POST", "/api/auth/password/reset", { body: { token, password } });
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual({ error: "Bad Request", message });
    }
    const ok = await call(ctx.app, "POST", "/api/auth/password/reset", { body: { token, password: STRONG } });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
