import { readdir } from "node:fs/promises";
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
import { multipartBody, PNG } from "../../../test/multipart.js";
import { apiRoutes } from "../../../test/route-samples.js";
import { httpMessages } from "./messages.js";
import { readsMultipart } from "./multipart-form.js";

/**
 * Step 15: a multipart body the parser cannot read (no boundary in the Content-Type, a body cut off, a
 * boundary that never appears) answered 500 on every upload route. Every route that reads multipart
 * declares it (MULTIPART_FORM), and only those routes take a multipart body, so the table below is all
 * the upload routes there are, a new one included.
 */

let ctx: TestContext;
let admin: TestUser;
/** Path ids of content that exists, so the PUT routes read the body instead of answering 404. */
const ids: Record<string, number> = {};
/** An organisation whose own course the organisation's authoring routes (issue 40) reach. */
let organisationId = 0;

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT: 100_000, FORM_RATE_LIMIT: 100_000 });
  admin = await buildAdmin(ctx.app);
  const course = await buildCourse(ctx.app);
  const article = await buildArticle(ctx.app);
  organisationId = (await buildOrganisation(ctx.app, { owner: admin })).id;
  const own = await buildCourse(ctx.app, { organisationId });
  const member = await call(ctx.app, "POST", "/api/admin/team", {
    cookie: admin.cookie,
    ...multipartBody({ name: "Asha", role: "Teacher", sector: TEAM_SECTORS[0], sort_order: "1" }),
  });
  expect(member.statusCode, member.body).toBe(201);
  Object.assign(ids, {
    "PUT /api/courses/:id": course.id,
    "POST /api/cards/add/:moduleId": course.modules[0]!.id,
    "PUT /api/cards/:cardId": course.modules[0]!.cardIds[0]!,
    "PUT /api/articles/:id": article.id,
    "PUT /api/admin/team/:id": member.json().id,
    "PUT /api/organisations/:organisationId/courses/:id": own.id,
    "POST /api/organisations/:organisationId/cards/add/:moduleId": own.modules[0]!.id,
    "PUT /api/organisations/:organisationId/cards/:cardId": own.modules[0]!.cardIds[0]!,
  });
});
afterAll(() => ctx.close());

const uploadRoutes = () => apiRoutes(ctx.app).filter((r) => readsMultipart(r.schema));
const B = "----arthshala-unreadable";
const field = (name: string, value: string) =>
  `--${B}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;

const UNREADABLE = [
  {
    body: "a Content-Type without a boundary",
    contentType: "multipart/form-data",
    payload: `${field("title", "Saving basics")}--${B}--\r\n`,
  },
  {
    body: "a body cut off in a field",
    contentType: `multipart/form-data; boundary=${B}`,
    payload: `--${B}\r\nContent-Disposition: form-data; name="title"\r\n\r\nSaving ba`,
  },
  {
    body: "a boundary that never appears",
    contentType: `multipart/form-data; boundary=${B}`,
    payload: "title=Saving+basics&description=Why+we+save",
  },
  {
    body: "a boundary longer than multipart allows",
    contentType: `multipart/form-data; boundary=${"b".repeat(300)}`,
    payload: `--${"b".repeat(300)}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--${"b".repeat(300)}--\r\n`,
  },
];

const sendTo = (route: { method: string; url: string }, contentType: string, payload: string | Buffer) => {
  const name = `${route.method} ${route.url}`;
  const url =
    route.url.replace(":organisationId", String(organisationId)).replace(/:\w+/, String(ids[name] ?? 1)) +
    (route.url === "/api/uploads" ? "?kind=image" : "");
  return call(ctx.app, route.method as "POST", url, {
    cookie: admin.cookie,
    headers: { "content-type": contentType },
    body: payload,
  });
};

describe("an unreadable multipart body", () => {
  it("the upload routes are the fourteen that read a form", () => {
    expect(
      uploadRoutes()
        .map((r) => `${r.method} ${r.url}`)
        .sort(),
    ).toEqual(
      [
        "POST /api/account/picture",
        "POST /api/admin/team",
        "POST /api/articles/add",
        "POST /api/cards/add/:moduleId",
        "POST /api/courses/add",
        "POST /api/uploads",
        "PUT /api/admin/team/:id",
        "PUT /api/articles/:id",
        "PUT /api/cards/:cardId",
        "PUT /api/courses/:id",
        // The same course and card forms, on an organisation's authoring mount (issue 40).
        "POST /api/organisations/:organisationId/cards/add/:moduleId",
        "POST /api/organisations/:organisationId/courses/add",
        "PUT /api/organisations/:organisationId/cards/:cardId",
        "PUT /api/organisations/:organisationId/courses/:id",
      ].sort(),
    );
  });

  it.each(UNREADABLE)(
    "$body answers 400 {error, message} on every upload route",
    async ({ contentType, payload }) => {
      const answers: string[] = [];
      for (const route of uploadRoutes()) {
        const res = await sendTo(route, contentType, payload);
        answers.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body}`);
        expect(res.statusCode, answers.at(-1)).toBe(400);
        expect(res.json()).toEqual({ error: "Bad Request", message: httpMessages.multipartUnreadable });
      }
      expect(answers).toHaveLength(14);
    },
  );

  it("is refused in Hindi for a Hindi reader", async () => {
    const res = await call(ctx.app, "POST", "/api/account/picture", {
      cookie: admin.cookie,
      headers: { "content-type": "multipart/form-data", "accept-language": "hi" },
      body: field("x", "y"),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^फ़ॉर्म पढ़ा नहीं जा सका/);
  });

  it.each([
    { url: "/api/uploads?kind=image", name: "file" },
    { url: "/api/account/picture", name: "picture" },
  ])("a file cut off mid-body on $url answers 400 and keeps nothing", async ({ url, name }) => {
    const before = await readdir(ctx.app.storage.dir);
    const head = `--${B}\r\nContent-Disposition: form-data; name="${name}"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`;
    const res = await call(ctx.app, "POST", url, {
      cookie: admin.cookie,
      headers: { "content-type": `multipart/form-data; boundary=${B}` },
      body: Buffer.concat([Buffer.from(head), PNG, Buffer.alloc(4096, 7)]),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: "Bad Request", message: httpMessages.multipartUnreadable });
    expect(await readdir(ctx.app.storage.dir)).toEqual(before);
  });
});

describe("multipart only where a route reads it", () => {
  it("every other route with a body answers a multipart body 415 before its handler runs", async () => {
    const others = apiRoutes(ctx.app).filter(
      (r) => ["POST", "PUT", "PATCH", "DELETE"].includes(r.method) && !readsMultipart(r.schema),
    );
    expect(others.length).toBeGreaterThan(50);
    const form = multipartBody({ title: "x" });
    const wrong: string[] = [];
    for (const route of others) {
      // The local admin command's route answers its own caller only (a bearer token, no Origin).
      const local = route.url === "/api/internal/admin/role";
      const res = local
        ? await call(ctx.app, "POST", route.url, {
            headers: { ...form.headers, authorization: `Bearer ${ctx.app.localAdminToken}` },
            origin: null,
            body: form.body,
          })
        : await sendTo(route, form.headers["content-type"], form.body);
      if (res.statusCode !== 415) wrong.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
    // Nothing ran: the admin is still signed in (sign-out was among them).
    expect((await call(ctx.app, "GET", "/api/auth/me", { cookie: admin.cookie })).statusCode).toBe(200);
  });

  it("a well-formed upload still works", async () => {
    const form = multipartBody({}, [{ name: "file", filename: "a.png", type: "image/png", content: PNG }]);
    const res = await call(ctx.app, "POST", "/api/uploads?kind=image", {
      cookie: admin.cookie,
      headers: form.headers,
      body: form.body,
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
