import { TEAM_SECTORS } from "@arthshala/contracts/feedback-rules";
import { PREDEFINED_CATEGORIES } from "@arthshala/contracts/tracker-rules";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildAdmin, buildArticle, buildCourse, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext, uniqueEmail } from "../../../test/harness.js";
import { multipartBody } from "../../../test/multipart.js";
import type { RouteRecord } from "./access.js";

/**
 * Issue 25: an id past PostgreSQL's `integer` (2147483648) or a NUL byte in text (PostgreSQL refuses it)
 * reached the database and came back as a 500. Every route is sent, one input at a time, a request its
 * schemas accept with that one input spoiled: every number 2147483648, every string a NUL in its middle
 * (and 2147483648 where it is digits). The shared strict helpers (contracts/ids.ts, contracts/text.ts)
 * must refuse it at the edge: a 400 that names that input, whatever the handler would have done next.
 */

let ctx: TestContext;
let admin: TestUser;
/** Routes whose sample request their own schema refused: the test would prove nothing for them. */
const unsampled: string[] = [];

beforeAll(async () => {
  // Every spoiled request counts against the per-address limits: they must not answer for the schema.
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 100_000, FORM_RATE_LIMIT: 100_000 });
  admin = await buildAdmin(ctx.app);
});
afterAll(() => ctx.close());

const TOO_BIG = 2_147_483_648;

/**
 * Inputs that are never stored or looked up as text, so the schema may let them through: the handler
 * answers them, and the answer must not be a 500.
 */
const NOT_STORED = new Set([
  // Passwords are only compared with the stored hash (a password set before the rule still works).
  "POST /api/auth/signin body.password",
  "POST /api/account/password body.current_password",
  "POST /api/account/delete body.password",
  // A statement file is parsed, not stored: its text is cleaned cell by cell (import/plain-text.ts).
  "POST /api/fin-tools/expensetracker/import/preview body.csv",
  "POST /api/fin-tools/expensetracker/import/parse body.csv",
]);
/** Routes whose whole input is another party's to check (openid-client checks the provider's answer). */
const NOT_STORED_ROUTES = new Set(["GET /api/auth/oidc/callback"]);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  minItems?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  additionalProperties?: JsonSchema | boolean;
};

/** Values for strings a generic sample would not satisfy, by field name. */
const SAMPLE_STRINGS: Record<string, () => string> = {
  // The body's `email` of the spec's calls must name the signed-in account.
  email: () => admin.email,
  enteredEmail: () => uniqueEmail("strict"),
  support_email: () => uniqueEmail("support"),
  grievance_email: () => uniqueEmail("grievance"),
  url: () => "https://example.in/arthshala",
  source_url: () => "https://example.in/arthshala",
  as_of: () => "2026-11-05",
  date: () => "2026-11-05",
  confirm: () => "DELETE",
  // A tracker row must name one of the learner's categories before it reaches the database.
  category: () => PREDEFINED_CATEGORIES[0],
};

/** A value the schema accepts, with every optional field present (so each can be spoiled). */
function sample(schema: JsonSchema, name: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    const options = schema.anyOf.filter((o) => o.type !== "null");
    return sample(options[0] ?? schema.anyOf[0]!, name);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "object": {
      const out: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(schema.properties ?? {})) {
        const v = sample(value, key);
        if (v !== undefined) out[key] = v;
      }
      if (!schema.properties && typeof schema.additionalProperties === "object") {
        out.label = sample(schema.additionalProperties, "label");
      }
      return out;
    }
    case "array":
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, (_, i) =>
        sample(schema.items ?? {}, `${name}[${i}]`),
      );
    case "string": {
      const known = SAMPLE_STRINGS[name];
      if (known) return known();
      if (schema.pattern === "^[1-9][0-9]{0,9}$") return "1";
      if (schema.format === "date-time") return "2026-11-05T10:00:00.000Z";
      return "sample".padEnd(Math.max(schema.minLength ?? 0, 6), "x");
    }
    case "integer":
    case "number": {
      if (name === "monthsRange") return 3;
      if (schema.exclusiveMinimum !== undefined) return schema.exclusiveMinimum + 1;
      return Math.max(schema.minimum ?? 1, 1);
    }
    case "boolean":
      return false;
    default:
      return undefined; // unknown: a field the server ignores
  }
}

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

type Parts = { params: Record<string, string>; query: Record<string, string>; body: unknown };

const asZod = (schema: unknown) => schema as z.ZodType | undefined;
const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;

/** A valid request for a route, checked against its own schemas before anything is spoiled. */
function validRequest(route: RouteRecord): Parts {
  const s = route.schema as Record<string, unknown> | undefined;
  const part = (key: string) => {
    const schema = asZod(s?.[key]);
    if (!schema) return undefined;
    let value = sample(jsonSchema(schema), key);
    if (key !== "body")
      value = Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, String(v)]));
    const checked = schema.safeParse(value);
    if (!checked.success) unsampled.push(`${route.method} ${route.url} ${key}: ${JSON.stringify(value)}`);
    return value;
  };
  return {
    params: (part("params") as Record<string, string>) ?? {},
    query: (part("querystring") as Record<string, string>) ?? {},
    body: part("body"),
  };
}

function send(route: RouteRecord, parts: Parts): Promise<LightMyRequestResponse> {
  const url = route.url.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(parts.params[name] ?? "1"),
  );
  const query = new URLSearchParams(parts.query).toString();
  const local = route.url === "/api/internal/admin/role";
  return call(ctx.app, route.method as "POST", query ? `${url}?${query}` : url, {
    cookie: admin.cookie,
    body: parts.body,
    ...(local ? { headers: { authorization: `Bearer ${ctx.app.localAdminToken}` }, origin: null } : {}),
  });
}

const apiRoutes = () =>
  ctx.app.routeRecords.filter(
    (r) => r.url.startsWith("/api/") && r.method !== "HEAD" && r.method !== "OPTIONS",
  );

describe("strict inputs on every route", () => {
  it("refuses an id past integer or a NUL in any string with a 400 naming it, never a 500", async () => {
    const failures: string[] = [];
    let tried = 0;
    for (const route of apiRoutes()) {
      const valid = validRequest(route);
      const spoiled: Array<{ where: string; parts: Parts }> = [
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
        const res = await send(route, parts);
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
};
/** Calls with no body to check (a file alone, or nothing). */
const NO_BODY = new Set([
  "POST /api/auth/signout",
  "POST /api/auth/email/resend",
  "POST /api/admin/mail-queue/:id/retry",
  "POST /api/uploads",
  "POST /api/courses/:id/restore",
  "POST /api/modules/:id/restore",
  "POST /api/cards/:cardId/restore",
  "POST /api/articles/:id/restore",
  "POST /api/account/picture",
  "POST /api/account/sessions/:id/revoke",
  "POST /api/account/sessions/revoke-others",
]);

describe("strict multipart forms", () => {
  it("every call with a body has a schema or is a form listed here", () => {
    const schemaless = apiRoutes()
      .filter((r) => ["POST", "PUT", "PATCH"].includes(r.method))
      .filter((r) => !(r.schema as { body?: unknown } | undefined)?.body)
      .map((r) => `${r.method} ${r.url}`)
      .filter((name) => !NO_BODY.has(name));
    expect(schemaless.sort()).toEqual(Object.keys(MULTIPART_FORMS).sort());
  });

  it("refuses an id past integer or a NUL in any text field with a 400 naming it", async () => {
    const built = await buildCourse(ctx.app);
    const { id: articleId } = await buildArticle(ctx.app);
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
    };
    const failures: string[] = [];
    for (const [name, fields] of Object.entries(MULTIPART_FORMS)) {
      const [method, path] = name.split(" ") as ["POST", string];
      const url = path.replace(/:\w+/, String(ids[name]));
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
