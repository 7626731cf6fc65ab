import { TEAM_SECTORS } from "@arthshala/contracts/feedback-rules";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  buildAdmin,
  buildArticle,
  buildCourse,
  buildOrganisation,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { multipartBody } from "../../../test/multipart.js";
import { apiRoutes, type RequestParts, sampleRequest, sendRequest } from "../../../test/route-samples.js";

/**
 * Issue 25: an id past PostgreSQL's `integer` (2147483648) or a NUL byte in text (PostgreSQL refuses it)
 * reached the database and came back as a 500. Every route is sent, one input at a time, a request its
 * schemas accept with that one input spoiled: every number 2147483648, every string a NUL in its middle
 * (and 2147483648 where it is digits). The shared strict helpers (contracts/ids.ts, contracts/text.ts)
 * must refuse it at the edge: a 400 that names that input, whatever the handler would have done next.
 */

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  // Every spoiled request counts against the per-address limits: they must not answer for the schema.
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 100_000, FORM_RATE_LIMIT: 100_000 });
  admin = await buildAdmin(ctx.app);
});
afterAll(() => ctx.close());

const TOO_BIG = 2_147_483_648;

/**
 * Inputs that are never stored or looked up as text, or stored in a column wide enough, so the schema
 * may let them through: the handler answers them, and the answer must not be a 500.
 */
const NOT_STORED = new Set([
  // Passwords are only compared with the stored hash (a password set before the rule still works).
  "POST /api/auth/signin body.password",
  "POST /api/account/password body.current_password",
  "POST /api/account/delete body.password",
  // A statement file is parsed, not stored: its text is cleaned cell by cell (import/plain-text.ts).
  "POST /api/fin-tools/expensetracker/import/preview body.csv",
  "POST /api/fin-tools/expensetracker/import/parse body.csv",
  // A push subscription's expiry is a browser timestamp in ms (past integer); it is never stored.
  "POST /api/reminders/push-subscription body.expirationTime",
  // A product's minimum is paise up to ₹100 crore, past integer: its column is a bigint (schemes.ts caps it).
  "PUT /api/admin/schemes/:id body.min_amount_paise",
]);
/** Routes whose whole input is another party's to check (openid-client checks the provider's answer). */
const NOT_STORED_ROUTES = new Set(["GET /api/auth/oidc/callback"]);

type Spoiled = { where: string; value: unknown };

/** Every copy of `value` with one leaf spoiled: numbers too big for `integer`, strings with a NUL. */
function spoil(value: unknown, where: string): Spoiled[] {
  if (typeof value === "string") {
    const at = Math.floor(value.length / 2);
    const nul = { where, value: `${value.slice(0, at)}\u0000${value.slice(at + 1)}` };
    // Ids in paths, queries and some bodies are digits.
    return /^\d+$/.test(value) ? [nul, { where, value: String(TOO_BIG) }] : [nul];
  }
  if (typeof value === "number") return [{ where, value: TOO_BIG }];
  if (Array.isArray(value)) {
    return value.flatMap((item, i) =>
      spoil(item, `${where}.${i}`).map((s) => ({ where: s.where, value: value.with(i, s.value) })),
    );
  }
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) =>
      spoil(item, `${where}.${key}`).map((s) => ({ where: s.where, value: { ...value, [key]: s.value } })),
    );
  }
  return [];
}

describe("strict inputs on every route", () => {
  it("refuses an id past integer or a NUL in any string with a 400 naming it, never a 500", async () => {
    const failures: string[] = [];
    const unsampled: string[] = [];
    let tried = 0;
    for (const route of apiRoutes(ctx.app)) {
      const { parts: valid, refused } = sampleRequest(route, { email: admin.email });
      unsampled.push(...refused);
      const spoiled: Array<{ where: string; parts: RequestParts }> = [
        ...spoil(valid.params, "params").map((s) => ({
          where: s.where,
          parts: { ...valid, params: s.value as Record<string, string> },
        })),
        ...spoil(valid.query, "querystring").map((s) => ({
          where: s.where,
          parts: { ...valid, query: s.value as Record<string, string> },
        })),
        ...(valid.body === undefined ? [] : spoil(valid.body, "body")).map((s) => ({
          where: s.where,
          parts: { ...valid, body: s.value },
        })),
      ];
      const routeName = `${route.method} ${route.url}`;
      for (const { where, parts } of spoiled) {
        const name = `${routeName} ${where}`;
        tried += 1;
        const res = await sendRequest(ctx.app, route, parts, admin.cookie);
        const judged =
          NOT_STORED.has(name) || NOT_STORED_ROUTES.has(routeName)
            ? res.statusCode < 500
            : res.statusCode === 400 && String(res.json().message).startsWith(`${where}: `);
        if (!judged) failures.push(`${name} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(unsampled).toEqual([]);
    expect(tried).toBeGreaterThan(150);
    expect(failures).toEqual([]);
  });
});

/** Forms sent as multipart: their text fields are checked in the handler (parseFields), not by a route schema. */
const course = { title: "Saving basics", description: "Why we save.", modules_count: "1", duration: "10" };
const card = {
  title: "A question",
  content_type: "question",
  content_title: "Deposits",
  content_text: "How much does DICGC insure?",
  question_type: "mcq_single",
  "options[0]": "5 lakh",
  "options[1]": "1 lakh",
  "options_tags[0]": "safety",
  correct_answer: "5 lakh",
  explanation: "Per depositor per bank.",
  feedback_type: "quiz",
  allotted_finstars: "1",
  order_index: "0",
};
const article = { title: "Your first salary", content: "Save first.", status: "published" };
const member = { name: "Asha", role: "Teacher", sector: TEAM_SECTORS[0], sort_order: "1" };
const MULTIPART_FORMS: Record<string, Record<string, string>> = {
  "POST /api/courses/add": course,
  "PUT /api/courses/:id": course,
  "POST /api/cards/add/:moduleId": card,
  "PUT /api/cards/:cardId": card,
  "POST /api/articles/add": article,
  "PUT /api/articles/:id": article,
  "POST /api/admin/team": member,
  "PUT /api/admin/team/:id": member,
  // The same course and card forms, on an organisation's authoring mount (issue 40).
  "POST /api/organisations/:organisationId/courses/add": course,
  "PUT /api/organisations/:organisationId/courses/:id": course,
  "POST /api/organisations/:organisationId/cards/add/:moduleId": card,
  "PUT /api/organisations/:organisationId/cards/:cardId": card,
};
/** Calls with no body to check (a file alone, or nothing). */
const NO_BODY = new Set([
  "POST /api/auth/signout",
  "POST /api/auth/email/resend",
  "POST /api/guardian/resend",
  "POST /api/admin/mail-queue/:id/retry",
  "POST /api/uploads",
  "POST /api/courses/:id/restore",
  "POST /api/modules/:id/restore",
  "POST /api/cards/:cardId/restore",
  "POST /api/organisations/:organisationId/courses/:id/restore",
  "POST /api/organisations/:organisationId/modules/:id/restore",
  "POST /api/organisations/:organisationId/cards/:cardId/restore",
  "POST /api/articles/:id/restore",
  // The Idempotency-Key header says all a redemption needs (the perk is in the path).
  "POST /api/rewards/perks/:id/redeem",
  "POST /api/certificates/:id/revoke",
  "POST /api/certificates/:id/restore",
  "POST /api/account/picture",
  "POST /api/account/sessions/:id/revoke",
  "POST /api/account/sessions/revoke-others",
  "POST /api/fin-tools/expensetracker/recurring/catch-up",
  "POST /api/fin-tools/expensetracker/recurring/:id/pause",
  "POST /api/fin-tools/expensetracker/recurring/:id/resume",
  "POST /api/fin-tools/expensetracker/recurring/:id/stop",
  "POST /api/classes/:classId/code",
  "POST /api/fin-tools/auto-tracking/disable",
  // The item is in the path; the day is the server's India day, the reviewer the session's admin.
  "POST /api/admin/freshness/:kind/:id/still-true",
]);

describe("strict multipart forms", () => {
  it("every call with a body has a schema or is a form listed here", () => {
    const schemaless = apiRoutes(ctx.app)
      .filter((r) => ["POST", "PUT", "PATCH"].includes(r.method))
      .filter((r) => !(r.schema as { body?: unknown } | undefined)?.body)
      .map((r) => `${r.method} ${r.url}`)
      .filter((name) => !NO_BODY.has(name));
    expect(schemaless.sort()).toEqual(Object.keys(MULTIPART_FORMS).sort());
  });

  it("refuses an id past integer or a NUL in any text field with a 400 naming it", async () => {
    const built = await buildCourse(ctx.app);
    const { id: articleId } = await buildArticle(ctx.app);
    const organisationId = (await buildOrganisation(ctx.app, { owner: admin })).id;
    const own = await buildCourse(ctx.app, { organisationId });
    const team = await call(ctx.app, "POST", "/api/admin/team", {
      cookie: admin.cookie,
      ...multipartBody(member),
    });
    expect(team.statusCode).toBe(201);
    const ids: Record<string, number> = {
      "PUT /api/courses/:id": built.id,
      "POST /api/cards/add/:moduleId": built.modules[0]!.id,
      "PUT /api/cards/:cardId": built.modules[0]!.cardIds[0]!,
      "PUT /api/articles/:id": articleId,
      "PUT /api/admin/team/:id": team.json().id,
      "PUT /api/organisations/:organisationId/courses/:id": own.id,
      "POST /api/organisations/:organisationId/cards/add/:moduleId": own.modules[0]!.id,
      "PUT /api/organisations/:organisationId/cards/:cardId": own.modules[0]!.cardIds[0]!,
    };
    const failures: string[] = [];
    for (const [name, fields] of Object.entries(MULTIPART_FORMS)) {
      const [method, path] = name.split(" ") as ["POST", string];
      const url = path.replace(":organisationId", String(organisationId)).replace(/:\w+/, String(ids[name]));
      for (const spoiled of spoil(fields, "")) {
        const field = spoiled.where.slice(1);
        const form = multipartBody(spoiled.value as Record<string, string>);
        const res = await call(ctx.app, method, url, {
          cookie: admin.cookie,
          body: form.body,
          headers: form.headers,
        });
        // options[0] is reported as options.0
        const reported = field.replace(/\[(\d+)\]$/, ".$1");
        if (res.statusCode !== 400 || !String(res.json().message).startsWith(`${reported}: `)) {
          failures.push(`${name} ${field} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
