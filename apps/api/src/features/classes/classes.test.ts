import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "@arthshala/contracts/classes";
import { eq } from "drizzle-orm";
import QRCode from "qrcode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../../test/clock.js";
import { buildClass, buildUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { classes, classMembers, organisationMembers } from "../../platform/db/schema.js";
import { newJoinCode } from "./join-codes.js";
import { as, buildWorld, type RoleName, type World, whoIs } from "./test/world.js";

let ctx: TestContext;
let w: World;
const clock = new TestClock("2026-11-02T10:00:00+05:30");
const PUBLIC_URL = "https://arthshala.example.in";

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL, AUTH_RATE_LIMIT: 10_000 }, { clock });
  w = await buildWorld(ctx.app);
});
afterAll(() => ctx.close());

const ROLES: RoleName[] = ["anonymous", "learner", "facilitator", "otherFacilitator", "owner", "admin"];
/** What the organisation's own people get, and what everyone else gets. */
const RUNNERS = (ok: number) => ({
  anonymous: 401,
  learner: 403,
  facilitator: ok,
  otherFacilitator: 404,
  owner: ok,
  admin: ok,
});
const OWNERS = (ok: number) => ({ ...RUNNERS(ok), facilitator: 403 });

describe("who may do what (operation × role)", () => {
  const table: Array<
    [string, "GET" | "POST" | "PATCH" | "DELETE", () => string, unknown, Record<RoleName, number>]
  > = [
    ["read the organisation", "GET", () => `/api/organisations/${w.org.id}`, undefined, RUNNERS(200)],
    [
      "rename the organisation",
      "PATCH",
      () => `/api/organisations/${w.org.id}`,
      { name: "Sunrise School" },
      OWNERS(200),
    ],
    ["list its classes", "GET", () => `/api/organisations/${w.org.id}/classes`, undefined, RUNNERS(200)],
    [
      "make a class",
      "POST",
      () => `/api/organisations/${w.org.id}/classes`,
      { name: "Evening batch", language: "hi" },
      RUNNERS(201),
    ],
    ["list who runs it", "GET", () => `/api/organisations/${w.org.id}/facilitators`, undefined, RUNNERS(200)],
    ["read a class", "GET", () => `/api/classes/${w.cls.id}`, undefined, RUNNERS(200)],
    ["edit a class", "PATCH", () => `/api/classes/${w.cls.id}`, { name: "Class 11 A" }, RUNNERS(200)],
    ["rotate its code", "POST", () => `/api/classes/${w.cls.id}/code`, undefined, RUNNERS(200)],
    ["list its members", "GET", () => `/api/classes/${w.cls.id}/members`, undefined, RUNNERS(200)],
    ["draw its QR as SVG", "GET", () => `/api/classes/${w.cls.id}/qr.svg`, undefined, RUNNERS(200)],
    ["draw its QR as PNG", "GET", () => `/api/classes/${w.cls.id}/qr.png`, undefined, RUNNERS(200)],
    [
      "list facilitators (admin)",
      "GET",
      () => "/api/admin/facilitators",
      undefined,
      { anonymous: 401, learner: 403, facilitator: 403, otherFacilitator: 403, owner: 403, admin: 200 },
    ],
  ];
  for (const [what, method, url, body, expected] of table) {
    it(what, async () => {
      const got: Record<string, number> = {};
      for (const role of ROLES)
        got[role] = (await as(ctx.app, whoIs(w, role), method, url(), body)).statusCode;
      expect(got).toEqual(expected);
    });
  }

  it("lists each caller's own organisations: an Admin sees every one", async () => {
    const names = async (role: RoleName) =>
      (await as(ctx.app, whoIs(w, role), "GET", "/api/organisations"))
        .json()
        .organisations.map((o: { name: string; role: string }) => `${o.name}:${o.role}`);
    expect(await names("owner")).toEqual(["Sunrise School:owner"]);
    expect(await names("facilitator")).toEqual(["Sunrise School:facilitator"]);
    expect(await names("otherFacilitator")).toEqual(["Lakeside College:owner"]);
    expect(await names("admin")).toEqual(
      expect.arrayContaining(["Sunrise School:owner", "Lakeside College:owner"]),
    );
    expect((await as(ctx.app, w.learner, "GET", "/api/organisations")).statusCode).toBe(403);
    expect((await as(ctx.app, null, "GET", "/api/organisations")).statusCode).toBe(401);
  });

  it("never lets a facilitator reach into another organisation's class, whatever id is sent", async () => {
    const before = await ctx.app.db.select().from(classes).where(eq(classes.id, w.otherCls.id));
    for (const [method, url, body] of [
      ["GET", `/api/classes/${w.otherCls.id}`, undefined],
      ["PATCH", `/api/classes/${w.otherCls.id}`, { name: "Taken over", archived: true }],
      ["POST", `/api/classes/${w.otherCls.id}/code`, undefined],
      ["GET", `/api/classes/${w.otherCls.id}/members`, undefined],
      ["DELETE", `/api/classes/${w.otherCls.id}/members/${w.otherLearner.id}`, undefined],
      ["GET", `/api/classes/${w.otherCls.id}/qr.svg`, undefined],
      ["POST", `/api/organisations/${w.otherOrg.id}/classes`, { name: "Sneaky", language: "en" }],
      ["POST", `/api/organisations/${w.otherOrg.id}/facilitators`, { email: w.facilitator.email }],
    ] as const) {
      for (const who of [w.owner, w.facilitator]) {
        const res = await as(ctx.app, who, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    const after = await ctx.app.db.select().from(classes).where(eq(classes.id, w.otherCls.id));
    expect(after).toEqual(before);
    const members = await ctx.app.db
      .select()
      .from(classMembers)
      .where(eq(classMembers.classId, w.otherCls.id));
    expect(members.map((m) => m.userId)).toEqual([w.otherLearner.id]);
  });

  it("answers a class that does not exist exactly as one that is not yours", async () => {
    const missing = await as(ctx.app, w.owner, "GET", "/api/classes/999999");
    const notMine = await as(ctx.app, w.owner, "GET", `/api/classes/${w.otherCls.id}`);
    expect(missing.statusCode).toBe(404);
    expect(notMine.json()).toEqual(missing.json());
  });
});

describe("organisations", () => {
  it("a facilitator makes one and owns it; names and kinds are checked", async () => {
    const maker = await buildUser(ctx.app, { role: "Facilitator" });
    const res = await as(ctx.app, maker, "POST", "/api/organisations", { name: "  Asha NGO  ", kind: "ngo" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: "Asha NGO",
      kind: "ngo",
      role: "owner",
      classes: [],
    });
    const [member] = await ctx.app.db
      .select()
      .from(organisationMembers)
      .where(eq(organisationMembers.organisationId, res.json().id));
    expect(member).toMatchObject({ userId: maker.id, role: "owner" });

    for (const body of [
      { name: "", kind: "school" },
      { name: "x".repeat(121), kind: "school" },
      { name: "Nul\u0000School", kind: "school" },
      { name: "Temple", kind: "temple" },
      { name: 42, kind: "school" },
      {},
    ]) {
      const bad = await as(ctx.app, maker, "POST", "/api/organisations", body);
      expect(bad.statusCode, JSON.stringify(body)).toBe(400);
    }
    const kind = await as(ctx.app, maker, "POST", "/api/organisations", { name: "T", kind: "temple" });
    expect(kind.json().message).toBe("body.kind: Choose school, college, employer, bank or NGO.");
  });

  it("its owner renames it; a facilitator of it is told only the owner can", async () => {
    const res = await as(ctx.app, w.owner, "PATCH", `/api/organisations/${w.org.id}`, {
      name: "Sunrise Public School",
    });
    expect(res.json()).toMatchObject({ name: "Sunrise Public School", role: "owner" });
    const refused = await as(ctx.app, w.facilitator, "PATCH", `/api/organisations/${w.org.id}`, {
      name: "Mine",
    });
    expect(refused.json().message).toBe("Only the organisation's owner can do this.");
    const nothing = await as(ctx.app, w.owner, "PATCH", `/api/organisations/${w.org.id}`, {});
    expect(nothing.statusCode).toBe(400);
    await as(ctx.app, w.owner, "PATCH", `/api/organisations/${w.org.id}`, { name: "Sunrise School" });
  });
});

describe("classes", () => {
  const create = (body: Record<string, unknown>) =>
    as(ctx.app, w.facilitator, "POST", `/api/organisations/${w.org.id}/classes`, body);

  it("are made with a short, unambiguous code and a join link at PUBLIC_URL", async () => {
    const res = await create({ name: "Class 12 B", language: "hi", capacity: 40, ends_on: "2027-03-31" });
    expect(res.statusCode).toBe(201);
    const c = res.json();
    expect(c).toMatchObject({
      name: "Class 12 B",
      language: "hi",
      capacity: 40,
      ends_on: "2027-03-31",
      archived: false,
      members_count: 0,
      status: "open",
      role: "facilitator",
      organisation: { id: w.org.id, name: "Sunrise School", kind: "school" },
    });
    expect(c.join_code).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{${JOIN_CODE_LENGTH}}$`));
    expect(c.join_code).not.toMatch(/[01OI]/);
    expect(c.join_url).toBe(`${PUBLIC_URL}/join/${c.join_code}`);
  });

  it("draw codes from the alphabet only, spread over it", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) for (const ch of newJoinCode()) seen.add(ch);
    expect([...seen].sort().join("")).toBe([...JOIN_CODE_ALPHABET].sort().join(""));
  });

  it("refuse bad settings with clear messages", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ name: "", language: "en" }, "body.name: Please enter a name."],
      [{ name: "A", language: "fr" }, "body.language: Choose English or Hindi."],
      [
        { name: "A", language: "en", capacity: 0 },
        "body.capacity: The cap must be a whole number from 1 to 10,000.",
      ],
      [
        { name: "A", language: "en", capacity: 10_001 },
        "body.capacity: The cap must be a whole number from 1 to 10,000.",
      ],
      [
        { name: "A", language: "en", capacity: 2.5 },
        "body.capacity: The cap must be a whole number from 1 to 10,000.",
      ],
      [
        { name: "A", language: "en", capacity: "40" },
        "body.capacity: The cap must be a whole number from 1 to 10,000.",
      ],
      [{ name: "A", language: "en", ends_on: "2026-02-30" }, "body.ends_on: That date does not exist."],
      [{ name: "A", language: "en", ends_on: "2026-11-01" }, "ends_on: The end date cannot be before today."],
      [{ name: "A\u0000", language: "en" }, "body.name: must not contain control characters"],
    ];
    for (const [body, message] of cases) {
      const res = await create(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Today itself is a fine last day: learners join until India midnight.
    expect((await create({ name: "Today only", language: "en", ends_on: "2026-11-02" })).statusCode).toBe(
      201,
    );
  });

  it("are edited, archived and restored; a cap never goes below the learners already in", async () => {
    const c = (await create({ name: "Weekend", language: "en" })).json();
    const learners = [await buildUser(ctx.app), await buildUser(ctx.app)];
    for (const l of learners) await as(ctx.app, l, "POST", "/api/classes/join", { code: c.join_code });
    const url = `/api/classes/${c.id}`;
    const low = await as(ctx.app, w.owner, "PATCH", url, { capacity: 1 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({
      message: "capacity: The class already has 2 learners: the cap must be at least 2.",
      field: "capacity",
    });
    const full = await as(ctx.app, w.owner, "PATCH", url, {
      capacity: 2,
      name: "Weekend batch",
      language: "hi",
    });
    expect(full.json()).toMatchObject({
      capacity: 2,
      members_count: 2,
      status: "full",
      name: "Weekend batch",
      language: "hi",
    });
    const archived = await as(ctx.app, w.admin, "PATCH", url, { archived: true });
    expect(archived.json()).toMatchObject({ archived: true, status: "archived" });
    const restored = await as(ctx.app, w.facilitator, "PATCH", url, {
      archived: false,
      capacity: null,
      ends_on: "2026-12-31",
    });
    expect(restored.json()).toMatchObject({
      archived: false,
      capacity: null,
      ends_on: "2026-12-31",
      status: "open",
    });
    const cleared = await as(ctx.app, w.facilitator, "PATCH", url, { ends_on: null });
    expect(cleared.json().ends_on).toBeNull();
    expect((await as(ctx.app, w.facilitator, "PATCH", url, {})).statusCode).toBe(400);
    expect((await as(ctx.app, w.facilitator, "PATCH", url, { archived: "yes" })).statusCode).toBe(400);
  });

  it("rotating the code retires the old one and its link", async () => {
    const c = (await create({ name: "Rotating", language: "en" })).json();
    const rotated = (await as(ctx.app, w.facilitator, "POST", `/api/classes/${c.id}/code`)).json();
    expect(rotated.join_code).not.toBe(c.join_code);
    expect(rotated.join_url).toBe(`${PUBLIC_URL}/join/${rotated.join_code}`);
    expect((await call(ctx.app, "GET", `/api/classes/join/${c.join_code}`)).statusCode).toBe(404);
    expect((await call(ctx.app, "GET", `/api/classes/join/${rotated.join_code}`)).statusCode).toBe(200);
  });

  it("draw the QR of the join link on the server, as SVG and PNG", async () => {
    const c = (await as(ctx.app, w.owner, "GET", `/api/classes/${w.cls.id}`)).json();
    const svg = await as(ctx.app, w.owner, "GET", `/api/classes/${w.cls.id}/qr.svg`);
    expect(svg.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    expect(svg.headers["x-content-type-options"]).toBe("nosniff");
    expect(svg.headers["cache-control"]).toBe("private, no-store");
    // The same drawing as the join link's own: the QR says exactly that link.
    const expected = await QRCode.toString(c.join_url, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
    expect(svg.body).toBe(expected);
    expect(svg.body).not.toMatch(/<script/i);

    const png = await as(ctx.app, w.owner, "GET", `/api/classes/${w.cls.id}/qr.png`);
    expect(png.headers["content-type"]).toBe("image/png");
    expect(png.headers["x-content-type-options"]).toBe("nosniff");
    expect(png.headers["content-disposition"]).toBe(
      `attachment; filename="arthshala-class-${c.join_code}.png"`,
    );
    expect(png.rawPayload.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
  });

  it("list members by name, with an email only when its learner shares it; a facilitator removes one", async () => {
    const c = (await create({ name: "Members", language: "en" })).json();
    const sharer = await buildUser(ctx.app, { name: "Zoya Sharer" });
    const quiet = await buildUser(ctx.app, { name: "Yash Quiet" });
    await as(ctx.app, sharer, "POST", "/api/classes/join", { code: c.join_code });
    await as(ctx.app, quiet, "POST", "/api/classes/join", { code: c.join_code });
    await as(ctx.app, sharer, "PATCH", `/api/account/classes/${c.id}`, { share_email: true });
    const list = (await as(ctx.app, w.facilitator, "GET", `/api/classes/${c.id}/members`)).json();
    expect(list).toMatchObject({ count: 2, capacity: null });
    expect(list.members.map((m: { name: string; email: string | null }) => [m.name, m.email])).toEqual([
      ["Yash Quiet", null],
      ["Zoya Sharer", sharer.email],
    ]);
    expect(JSON.stringify(list)).not.toContain(quiet.email);

    const removed = await as(ctx.app, w.owner, "DELETE", `/api/classes/${c.id}/members/${quiet.id}`);
    expect(removed.json().count).toBe(1);
    const again = await as(ctx.app, w.owner, "DELETE", `/api/classes/${c.id}/members/${quiet.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe("This learner is not in the class.");
    // A member of another class is not this class's to remove.
    const elsewhere = await as(ctx.app, w.owner, "DELETE", `/api/classes/${c.id}/members/${w.learner.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(
      await ctx.app.db.select().from(classMembers).where(eq(classMembers.userId, w.learner.id)),
    ).toHaveLength(1);
    const badId = await as(ctx.app, w.owner, "DELETE", `/api/classes/${c.id}/members/not-a-uuid`);
    expect(badId.statusCode).toBe(400);
  });

  it("keeps class codes unique ignoring case, even a hand-made one", async () => {
    const existing = await buildClass(ctx.app, { organisationId: w.org.id, joinCode: "abcd2345" });
    const res = await call(ctx.app, "GET", "/api/classes/join/ABCD2345");
    expect(res.statusCode).toBe(200);
    await expect(buildClass(ctx.app, { organisationId: w.org.id, joinCode: "ABCD2345" })).rejects.toThrow();
    expect(existing.id).toBeGreaterThan(0);
  });
});

describe("the Facilitator role", () => {
  const grant = (email: string, who = w.admin) =>
    as(ctx.app, who, "POST", "/api/admin/facilitators", { email });

  it("an Admin grants it by email and it works at once; revoking takes it back", async () => {
    const person = await buildUser(ctx.app, { name: "Kiran New" });
    expect((await as(ctx.app, person, "GET", "/api/organisations")).statusCode).toBe(403);
    const res = await grant(person.email.toUpperCase());
    expect(res.statusCode).toBe(200);
    expect(res.json().facilitators).toContainEqual({
      user_id: person.id,
      name: "Kiran New",
      email: person.email,
      organisations: 0,
    });
    expect((await as(ctx.app, person, "GET", "/api/organisations")).statusCode).toBe(200);
    const me = (await as(ctx.app, person, "GET", "/api/auth/me")).json();
    expect(me.roles[0]).toBe("Facilitator");

    const revoked = await as(ctx.app, w.admin, "DELETE", `/api/admin/facilitators/${person.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().facilitators.map((f: { user_id: string }) => f.user_id)).not.toContain(person.id);
    expect((await as(ctx.app, person, "GET", "/api/organisations")).statusCode).toBe(403);
    const twice = await as(ctx.app, w.admin, "DELETE", `/api/admin/facilitators/${person.id}`);
    expect(twice.statusCode).toBe(404);
    expect(twice.json().message).toBe("This account is not a facilitator.");
  });

  it("makes no account for an unknown email, and leaves Admins as they are", async () => {
    const unknown = await grant("nobody-here@example.in");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(
      "No Arthshala account uses this email. Ask them to sign up first, then add them here.",
    );
    const admin = await grant(w.admin.email);
    expect(admin.statusCode).toBe(409);
    expect((await grant("not an email")).statusCode).toBe(400);
    expect((await grant(w.learner.email, w.owner)).statusCode).toBe(403);
    const hindi = await call(ctx.app, "POST", "/api/admin/facilitators", {
      cookie: w.admin.cookie,
      body: { email: "nobody-here@example.in" },
      headers: { "accept-language": "hi" },
    });
    expect(hindi.json().message).toContain("अकाउंट");
  });

  it("an organisation's owner adds a person by email, making a learner a facilitator, and removes them", async () => {
    const teacher = await buildUser(ctx.app, { name: "Deepa Teacher" });
    const url = `/api/organisations/${w.org.id}/facilitators`;
    const added = await as(ctx.app, w.owner, "POST", url, { email: teacher.email });
    expect(added.statusCode).toBe(200);
    expect(added.json().people).toContainEqual({
      user_id: teacher.id,
      name: "Deepa Teacher",
      email: teacher.email,
      role: "facilitator",
    });
    expect(added.json().people[0]).toMatchObject({ user_id: w.owner.id, role: "owner" });
    // At once a facilitator of this organisation, and of its classes: not of anyone else's.
    expect((await as(ctx.app, teacher, "GET", `/api/classes/${w.cls.id}`)).statusCode).toBe(200);
    expect((await as(ctx.app, teacher, "GET", `/api/classes/${w.otherCls.id}`)).statusCode).toBe(404);
    // Adding twice keeps one place.
    expect((await as(ctx.app, w.owner, "POST", url, { email: teacher.email })).json().people).toHaveLength(3);

    expect((await as(ctx.app, w.facilitator, "POST", url, { email: w.stranger.email })).statusCode).toBe(403);
    expect((await as(ctx.app, w.otherOwner, "POST", url, { email: w.stranger.email })).statusCode).toBe(404);
    const unknown = await as(ctx.app, w.owner, "POST", url, { email: "ghost@example.in" });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toContain("sign up first");

    const ownerGone = await as(ctx.app, w.owner, "DELETE", `${url}/${w.owner.id}`);
    expect(ownerGone.statusCode).toBe(409);
    expect(ownerGone.json().message).toBe("An owner cannot be removed from their organisation.");
    expect((await as(ctx.app, w.facilitator, "DELETE", `${url}/${teacher.id}`)).statusCode).toBe(403);
    const removed = await as(ctx.app, w.owner, "DELETE", `${url}/${teacher.id}`);
    expect(removed.json().people.map((p: { user_id: string }) => p.user_id)).not.toContain(teacher.id);
    expect((await as(ctx.app, teacher, "GET", `/api/classes/${w.cls.id}`)).statusCode).toBe(404);
    expect((await as(ctx.app, w.owner, "DELETE", `${url}/${teacher.id}`)).statusCode).toBe(404);
    // An Admin may do what an owner may, in any organisation.
    expect((await as(ctx.app, w.admin, "POST", url, { email: teacher.email })).statusCode).toBe(200);
  });
});
