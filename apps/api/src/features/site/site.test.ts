import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { multipartBody } from "../../../test/multipart.js";
import { appSettings } from "../../platform/db/schema.js";

let ctx: TestContext;
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);

beforeAll(async () => {
  ctx = await createTestApp({ SUPPORT_EMAIL: "hello@arthshala.test" });
});
afterAll(async () => {
  await ctx.close();
});

const settings = {
  operator_name: "Arthshala Learning Foundation",
  operator_address: "12 MG Road\nBengaluru 560001\nKarnataka",
  support_email: "support@arthshala.test",
  grievance_officer_name: "Grievance Officer",
  grievance_email: "grievance@arthshala.test",
  social_links: [{ label: "Instagram", url: "https://instagram.com/arthshala" }],
};

describe("site settings", () => {
  it("start from SUPPORT_EMAIL with nothing invented, and an admin sets them for every page", async () => {
    expect((await call(ctx.app, "GET", "/api/site")).json()).toEqual({
      operator_name: "",
      operator_address: "",
      support_email: "hello@arthshala.test",
      grievance_officer_name: "",
      grievance_email: "",
      social_links: [],
    });
    const admin = await buildAdmin(ctx.app);
    const saved = await call(ctx.app, "PUT", "/api/admin/settings", { cookie: admin.cookie, body: settings });
    expect(saved.json()).toEqual(settings);
    expect((await call(ctx.app, "GET", "/api/site")).json()).toEqual(settings);
    const bad = await call(ctx.app, "PUT", "/api/admin/settings", {
      cookie: admin.cookie,
      body: { ...settings, social_links: [{ label: "X", url: "javascript:alert(1)" }] },
    });
    expect(bad.statusCode).toBe(400);
    const learner = await buildUser(ctx.app);
    expect(
      (await call(ctx.app, "PUT", "/api/admin/settings", { cookie: learner.cookie, body: settings }))
        .statusCode,
    ).toBe(403);
  });
});

describe("the operator's details (DPDP Rules)", () => {
  const put = (body: unknown, cookie?: string) =>
    call(ctx.app, "PUT", "/api/admin/settings", { cookie, body });

  it("are the admin's alone to set: a visitor gets 401, a learner 403, and nothing changes", async () => {
    const before = (await call(ctx.app, "GET", "/api/site")).json();
    const changed = { ...settings, operator_name: "Someone Else Pvt Ltd" };
    expect((await put(changed)).statusCode).toBe(401);
    const learner = await buildUser(ctx.app);
    expect((await put(changed, learner.cookie)).statusCode).toBe(403);
    expect((await call(ctx.app, "GET", "/api/site")).json()).toEqual(before);
  });

  it("refuse too long a name or address, a bad grievance email and NUL bytes, naming the field", async () => {
    const admin = await buildAdmin(ctx.app);
    for (const [field, value] of [
      ["operator_name", "A".repeat(121)],
      ["operator_address", "B".repeat(301)],
      ["grievance_officer_name", "C".repeat(121)],
      ["grievance_email", "grievance-at-arthshala.test"],
      ["operator_name", "Arthshala\u0000 Foundation"],
      ["operator_address", "12 MG Road\u0000"],
      ["grievance_officer_name", "Priya\u0000"],
    ] as const) {
      const res = await put({ ...settings, [field]: value }, admin.cookie);
      expect(res.statusCode, `${field}: ${JSON.stringify(value)}`).toBe(400);
      expect(res.json().field ?? res.json().message, field).toContain(field);
    }
    // Settings saved before the address existed still read, with the address not yet published.
    await ctx.app.db
      .insert(appSettings)
      .values({ key: "site", value: JSON.stringify({ ...settings, operator_address: undefined }) })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: JSON.stringify({ ...settings, operator_address: undefined }) },
      });
    expect((await call(ctx.app, "GET", "/api/site")).json()).toMatchObject({
      operator_name: settings.operator_name,
      operator_address: "",
    });
  });
});

describe("the team", () => {
  it("is empty until the operator adds people, listed by sector; photos are images only", async () => {
    expect((await call(ctx.app, "GET", "/api/team")).json()).toEqual([]);
    const admin = await buildAdmin(ctx.app);
    const add = (fields: Record<string, string>, files = [] as Parameters<typeof multipartBody>[1]) => {
      const form = multipartBody(fields, files);
      return call(ctx.app, "POST", "/api/admin/team", {
        cookie: admin.cookie,
        body: form.body,
        headers: form.headers,
      });
    };
    const dev = await add({ name: "Ira Dev", role: "Engineer", sector: "Web Development" });
    const founder = await add({ name: "Neel Rao", role: "Co-founder", sector: "Founders" }, [
      { name: "photo", filename: "neel.png", type: "image/png", content: PNG },
    ]);
    expect(founder.statusCode).toBe(201);
    expect(founder.json().image_url).toMatch(/^\/uploads\//);
    const team = (await call(ctx.app, "GET", "/api/team")).json();
    expect(team.map((m: { name: string }) => m.name)).toEqual(["Neel Rao", "Ira Dev"]);
    expect((await add({ name: "X", role: "Y", sector: "Astrology" })).json().message).toContain(
      "Choose a sector.",
    );
    const svg = await add({ name: "X", role: "Y", sector: "Content" }, [
      { name: "photo", filename: "x.svg", type: "image/svg+xml", content: Buffer.from("<svg/>") },
    ]);
    expect(svg.statusCode).toBe(415);
    const edit = multipartBody({ name: "Ira Dev", role: "Lead engineer", sector: "Web Development" });
    const edited = await call(ctx.app, "PUT", `/api/admin/team/${dev.json().id}`, {
      cookie: admin.cookie,
      body: edit.body,
      headers: edit.headers,
    });
    expect(edited.json().role).toBe("Lead engineer");
    expect(
      (await call(ctx.app, "DELETE", `/api/admin/team/${dev.json().id}`, { cookie: admin.cookie }))
        .statusCode,
    ).toBe(200);
    expect((await call(ctx.app, "GET", "/api/team")).json()).toHaveLength(1);
    const learner = await buildUser(ctx.app);
    expect(
      (await call(ctx.app, "DELETE", `/api/admin/team/${founder.json().id}`, { cookie: learner.cookie }))
        .statusCode,
    ).toBe(403);
  });
});
