import { authMessages } from "@arthshala/contracts/auth";
import { trackerMessages } from "@arthshala/contracts/tracker-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { httpMessages } from "../http/messages.js";
import { authMessagesHi, httpMessagesHi, trackerMessagesHi } from "./messages-hi.js";

let ctx: TestContext;
let learner: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 1000 });
  learner = await buildUser(ctx.app);
});
afterAll(() => ctx.close());

/** The same request in Hindi, in English, and with no Accept-Language at all. */
const LANGUAGES = [
  { name: "hi", headers: { "accept-language": "hi" }, hindi: true },
  { name: "en", headers: { "accept-language": "en" }, hindi: false },
  { name: "no header", headers: {}, hindi: false },
] as const;

describe("the server answers in the client's language", () => {
  for (const { name, headers, hindi } of LANGUAGES) {
    it(`${name}: a wrong password`, async () => {
      const res = await call(ctx.app, "POST", "/api/auth/signin", {
        headers,
        body: { email: learner.email, password: "not-the-password" },
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: "Unauthorized",
        message: hindi ? authMessagesHi.badCredentials : authMessages.badCredentials,
      });
    });

    it(`${name}: a learner route without a session`, async () => {
      const res = await call(ctx.app, "POST", "/api/fin-tools/expensetracker/fetchexpensesnew", {
        headers,
        body: {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        error: "Unauthorized",
        message: hindi ? httpMessagesHi.signIn : httpMessages.signIn,
      });
    });

    it(`${name}: a transaction with a bad amount keeps its field and prefix`, async () => {
      const res = await call(ctx.app, "POST", "/api/fin-tools/expensetracker/transaction", {
        headers,
        cookie: learner.cookie,
        body: {
          transaction: { title: "Lunch", category: "Food", type: "expense", amount: 0, date: "2026-11-02" },
        },
      });
      expect(res.statusCode).toBe(400);
      const body = res.json();
      expect(body.error).toBe("Bad Request");
      expect(body.field).toBe("transaction.amount");
      const said = hindi ? trackerMessagesHi.amountPositive : trackerMessages.amountPositive;
      expect(body.message).toBe(`body.transaction.amount: ${said}`);
    });

    it(`${name}: a success message the web shows`, async () => {
      const res = await call(ctx.app, "POST", "/api/auth/password/forgot", {
        headers,
        body: { email: learner.email },
      });
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({
        message: hindi ? authMessagesHi.resetRequested : authMessages.resetRequested,
      });
    });
  }
});
