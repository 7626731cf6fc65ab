import { readdir } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BuiltCourse,
  buildAdmin,
  buildClass,
  buildCourse,
  buildFacilitator,
  buildOrganisation,
  buildUser,
  type TestUser,
} from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { multipartBody, PNG } from "../../../test/multipart.js";
import { broadcastNotifications, cards, courses, modules } from "../../platform/db/schema.js";

/**
 * Issue 40: an organisation's owners and facilitators author its own courses through the admin's
 * authoring routes mounted at /api/organisations/:organisationId (authoring-mount.ts). Anyone else
 * learns nothing: 401 signed out, 403 without the Facilitator role, 404 for an organisation they do not
 * run, and 404 for a course, module or card that is not this organisation's (an Arthshala one included).
 */

let ctx: TestContext;
let owner: TestUser;
let facilitator: TestUser;
let otherFacilitator: TestUser;
let learner: TestUser;
let admin: TestUser;
let orgId: number;
let otherOrgId: number;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await buildFacilitator(ctx.app, { name: "Owner" });
  facilitator = await buildFacilitator(ctx.app, { name: "Teacher" });
  otherFacilitator = await buildFacilitator(ctx.app, { name: "Elsewhere" });
  learner = await buildUser(ctx.app);
  admin = await buildAdmin(ctx.app);
  orgId = (await buildOrganisation(ctx.app, { owner, facilitators: [facilitator] })).id;
  otherOrgId = (await buildOrganisation(ctx.app, { owner: otherFacilitator, name: "Other Trust" })).id;
  await buildClass(ctx.app, { organisationId: orgId, members: [learner] });
});
afterAll(() => ctx.close());

const base = (org = orgId) => `/api/organisations/${org}`;
const courseFields = {
  title: "Our budget course",
  description: "Budgets for class 11.",
  modules_count: 1,
  duration: 20,
};
const textCard = (title: string, order = 0) => ({
  title,
  content_type: "text",
  content_text: `${title}: plan before you spend.`,
  allotted_finstars: 5,
  order_index: order,
});
const questionCard = {
  title: "Check",
  content_type: "question",
  content_text: "Which comes first?",
  question_type: "mcq_single",
  "options[0]": "Plan",
  "options[1]": "Spend",
  correct_answer: "Plan",
  explanation: "Plan first.",
  allotted_finstars: 10,
  order_index: 1,
};

const send = (
  method: "POST" | "PUT",
  url: string,
  fields: Record<string, string | number>,
  user?: TestUser,
) => {
  const form = multipartBody(fields);
  return call(ctx.app, method, url, { body: form.body, headers: form.headers, cookie: user?.cookie });
};
const json = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, user?: TestUser, body?: unknown) =>
  call(ctx.app, method, url, { cookie: user?.cookie, body });

/** A course of the organisation with one module and a card, made through its own routes. */
async function authored(user: TestUser, org = orgId) {
  const course = await send("POST", `${base(org)}/courses/add`, courseFields, user);
  expect(course.statusCode, course.body).toBe(201);
  const courseId = course.json().id as number;
  const module = await json("POST", `${base(org)}/modules/add/${courseId}`, user, { title: "Week 1" });
  expect(module.statusCode, module.body).toBe(201);
  const moduleId = module.json().id as number;
  const card = await send("POST", `${base(org)}/cards/add/${moduleId}`, textCard("Plan"), user);
  expect(card.statusCode, card.body).toBe(201);
  return { courseId, moduleId, cardId: card.json().card_id as number };
}

describe("authoring an organisation's course", () => {
  it("a facilitator authors a whole course: it belongs to the organisation and its class's learner takes it", async () => {
    const { courseId, moduleId, cardId } = await authored(facilitator);
    const [row] = await ctx.app.db.select().from(courses).where(eq(courses.id, courseId));
    expect(row).toMatchObject({ organisationId: orgId, publishedToAllAt: null });
    const second = await send("POST", `${base()}/cards/add/${moduleId}`, questionCard, facilitator);
    expect(second.statusCode, second.body).toBe(201);

    const list = await json("GET", `${base()}/courses`, facilitator);
    expect(list.statusCode).toBe(200);
    expect(list.json().find((c: { id: number }) => c.id === courseId)).toMatchObject({
      title: "Our budget course",
      total_cards: 2,
      organisation: { id: orgId, name: "Sunrise Public School" },
      published_to_all_at: null,
    });
    expect((await json("GET", `${base()}/modules/course/${courseId}`, facilitator)).json()).toHaveLength(1);
    expect((await json("GET", `${base()}/cards/${moduleId}/getall`, facilitator)).json()).toHaveLength(2);
    expect((await json("GET", `${base()}/cards/item/${cardId}`, facilitator)).json().title).toBe("Plan");

    // The learner reads it at once (the write told the content caches), and nobody was told "new course".
    const roadmap = await json("POST", `/api/courses/course/${courseId}`, learner, {});
    expect(roadmap.statusCode).toBe(200);
    expect(roadmap.json().total_cards).toBe(2);
    const news = await ctx.app.db.select().from(broadcastNotifications);
    expect(news.filter((n) => (n.params as { courseId?: number }).courseId === courseId)).toEqual([]);
    // Preview: the author opens it as a learner would, being one of the organisation's people.
    expect((await json("POST", `/api/courses/course/${courseId}`, facilitator, {})).statusCode).toBe(200);
  });

  it("edits, reorders, deletes and restores, and each change reaches the learner", async () => {
    const { courseId, moduleId, cardId } = await authored(owner);
    const edited = await send(
      "PUT",
      `${base()}/courses/${courseId}`,
      { ...courseFields, title: "Budgets, renamed" },
      owner,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toBe("Budgets, renamed");
    expect((await json("POST", `/api/courses/course/${courseId}`, learner, {})).json().title).toBe(
      "Budgets, renamed",
    );

    const card2 = (await send("POST", `${base()}/cards/add/${moduleId}`, textCard("Save", 1), owner)).json();
    const reordered = await json("POST", `${base()}/cards/reorder/${moduleId}`, owner, {
      ids: [card2.card_id, cardId],
    });
    expect(reordered.json().map((c: { card_id: number }) => c.card_id)).toEqual([card2.card_id, cardId]);
    const editCard = await send("PUT", `${base()}/cards/${cardId}`, textCard("Plan again"), owner);
    expect(editCard.json().title).toBe("Plan again");
    const mod2 = (await json("POST", `${base()}/modules/add/${courseId}`, owner, { title: "Week 2" })).json();
    expect(
      (await json("PUT", `${base()}/modules/${mod2.id}`, owner, { title: "Week two" })).json().title,
    ).toBe("Week two");
    expect(
      (await json("POST", `${base()}/modules/reorder/${courseId}`, owner, { ids: [mod2.id, moduleId] }))
        .statusCode,
    ).toBe(200);

    for (const [kind, id] of [
      ["cards", cardId],
      ["modules", mod2.id],
      ["courses", courseId],
    ] as const) {
      expect((await json("DELETE", `${base()}/${kind}/${id}`, owner)).statusCode, kind).toBe(200);
    }
    expect((await json("POST", `/api/courses/course/${courseId}`, learner, {})).statusCode).toBe(404);
    for (const [kind, id] of [
      ["courses", courseId],
      ["modules", mod2.id],
      ["cards", cardId],
    ] as const) {
      expect((await json("POST", `${base()}/${kind}/${id}/restore`, owner)).statusCode, kind).toBe(200);
    }
    expect((await json("POST", `/api/courses/course/${courseId}`, learner, {})).json().total_cards).toBe(2);
  });

  it("an Admin may author there too, and sees the course marked with its organisation in the admin list", async () => {
    const { courseId } = await authored(admin);
    const arthshala = await buildCourse(ctx.app, { title: "Arthshala's own" });
    const all = (await json("GET", "/api/courses", admin)).json();
    const find = (id: number) => all.find((c: { id: number }) => c.id === id);
    expect(find(courseId)).toMatchObject({ organisation: { id: orgId, name: "Sunrise Public School" } });
    expect(find(arthshala.id)).toMatchObject({ organisation: null, published_to_all_at: null });
    expect((await json("GET", `/api/courses/${courseId}`, admin)).json().organisation.id).toBe(orgId);
  });
});

describe("who may author, and what", () => {
  let mine: { courseId: number; moduleId: number; cardId: number };
  let theirs: { courseId: number; moduleId: number; cardId: number };
  let arthshala: BuiltCourse;

  beforeAll(async () => {
    mine = await authored(facilitator);
    theirs = await authored(otherFacilitator, otherOrgId);
    arthshala = await buildCourse(ctx.app, { title: "Not theirs to edit" });
  });

  /** Every authoring operation on the organisation's mount, for its own course. */
  const operations = (org: number, ids: { courseId: number; moduleId: number; cardId: number }) =>
    [
      ["GET", `${base(org)}/courses`],
      ["POST", `${base(org)}/courses/add`, courseFields],
      ["GET", `${base(org)}/courses/${ids.courseId}`],
      ["PUT", `${base(org)}/courses/${ids.courseId}`, courseFields],
      ["GET", `${base(org)}/modules/course/${ids.courseId}`],
      ["POST", `${base(org)}/modules/add/${ids.courseId}`, { title: "More" }],
      ["GET", `${base(org)}/modules/${ids.moduleId}`],
      ["PUT", `${base(org)}/modules/${ids.moduleId}`, { title: "Renamed" }],
      ["POST", `${base(org)}/modules/reorder/${ids.courseId}`, { ids: [ids.moduleId] }],
      ["GET", `${base(org)}/cards/${ids.moduleId}/getall`],
      ["GET", `${base(org)}/cards/item/${ids.cardId}`],
      ["POST", `${base(org)}/cards/add/${ids.moduleId}`, textCard("Another")],
      ["PUT", `${base(org)}/cards/${ids.cardId}`, textCard("Edited")],
      ["POST", `${base(org)}/cards/reorder/${ids.moduleId}`, { ids: [ids.cardId] }],
    ] as const;
  const multipart = (url: string, method: string) =>
    method !== "GET" &&
    (url.includes("/courses/add") ||
      url.includes("/cards/add") ||
      (method === "PUT" && !url.includes("/modules/")));

  const attempt = (method: string, url: string, body: unknown, user?: TestUser) =>
    multipart(url, method)
      ? send(method as "POST", url, body as Record<string, string>, user)
      : json(method as "GET", url, user, method === "GET" ? undefined : body);

  it("refuses visitors (401) and learners (403), even learners in the organisation's class", async () => {
    for (const [method, url, body] of operations(orgId, mine)) {
      expect((await attempt(method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await attempt(method, url, body, learner)).statusCode, `${method} ${url}`).toBe(403);
    }
    for (const [kind, id] of [
      ["courses", mine.courseId],
      ["modules", mine.moduleId],
      ["cards", mine.cardId],
    ] as const) {
      expect((await json("DELETE", `${base()}/${kind}/${id}`)).statusCode).toBe(401);
      expect((await json("DELETE", `${base()}/${kind}/${id}`, learner)).statusCode).toBe(403);
    }
  });

  it("answers 404 to a facilitator of another organisation, changing nothing", async () => {
    const before = await ctx.app.db.select().from(cards).where(eq(cards.id, mine.cardId));
    for (const [method, url, body] of operations(orgId, mine)) {
      const res = await attempt(method, url, body, otherFacilitator);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    for (const [kind, id] of [
      ["cards", mine.cardId],
      ["modules", mine.moduleId],
      ["courses", mine.courseId],
    ] as const) {
      expect((await json("DELETE", `${base()}/${kind}/${id}`, otherFacilitator)).statusCode).toBe(404);
      expect((await json("POST", `${base()}/${kind}/${id}/restore`, otherFacilitator)).statusCode).toBe(404);
    }
    expect(await ctx.app.db.select().from(cards).where(eq(cards.id, mine.cardId))).toEqual(before);
    // An organisation that does not exist is the same 404.
    expect((await json("GET", `${base(999_999)}/courses`, facilitator)).statusCode).toBe(404);
  });

  it("through its own organisation, a facilitator reaches no other organisation's or Arthshala's course, module or card (404)", async () => {
    const crossed = [
      ...operations(orgId, theirs).filter(([, url]) => !/\/courses(\/add)?$/.test(url)),
      ["GET", `${base()}/courses/${arthshala.id}`],
      ["PUT", `${base()}/courses/${arthshala.id}`, courseFields],
      ["GET", `${base()}/modules/${arthshala.modules[0]!.id}`],
      ["POST", `${base()}/modules/add/${arthshala.id}`, { title: "Sneaky" }],
      ["GET", `${base()}/cards/item/${arthshala.modules[0]!.cardIds[0]}`],
      ["PUT", `${base()}/cards/${arthshala.modules[0]!.cardIds[0]}`, textCard("Sneaky")],
      ["POST", `${base()}/cards/add/${arthshala.modules[0]!.id}`, textCard("Sneaky")],
    ] as const;
    for (const [method, url, body] of crossed) {
      const res = await attempt(method, url, body, facilitator);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    for (const [kind, id] of [
      ["cards", theirs.cardId],
      ["modules", theirs.moduleId],
      ["courses", theirs.courseId],
      ["courses", arthshala.id],
      ["cards", arthshala.modules[0]!.cardIds[0]!],
    ] as const) {
      expect((await json("DELETE", `${base()}/${kind}/${id}`, facilitator)).statusCode, `${kind} ${id}`).toBe(
        404,
      );
    }
    // The organisation's list is its own.
    const list = (await json("GET", `${base()}/courses`, facilitator))
      .json()
      .map((c: { id: number }) => c.id);
    expect(list).toContain(mine.courseId);
    expect(list).not.toContain(theirs.courseId);
    expect(list).not.toContain(arthshala.id);
    // Nothing of theirs or Arthshala's changed.
    const [t] = await ctx.app.db.select().from(modules).where(eq(modules.id, theirs.moduleId));
    expect(t!.title).toBe("Week 1");
    const [a] = await ctx.app.db.select().from(courses).where(eq(courses.id, arthshala.id));
    expect(a!.deletedAt).toBeNull();
    expect(a!.organisationId).toBeNull();
  });

  it("the admin's own routes stay the Admin's: a facilitator gets 403 there", async () => {
    for (const [method, url] of [
      ["GET", "/api/courses"],
      ["GET", `/api/courses/${mine.courseId}`],
      ["DELETE", `/api/courses/${mine.courseId}`],
      ["GET", `/api/modules/course/${mine.courseId}`],
      ["GET", `/api/cards/item/${mine.cardId}`],
      ["PUT", `/api/courses/${mine.courseId}/audience`],
    ] as const) {
      const res = await json(
        method,
        url,
        facilitator,
        method === "GET" ? undefined : { published_to_all: true },
      );
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it("refuses bad input with a clear 400, keeping nothing", async () => {
    const count = async () => (await ctx.app.db.select().from(courses)).length;
    const files = async () => (await readdir(ctx.app.storage.dir)).filter((f) => !f.startsWith("."));
    const before = await count();
    const filesBefore = await files();
    const nul = await send(
      "POST",
      `${base()}/courses/add`,
      { ...courseFields, title: "Bad\u0000title" },
      facilitator,
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/^title: /);
    const big = await send(
      "POST",
      `${base()}/courses/add`,
      { ...courseFields, duration: 99_999_999 },
      facilitator,
    );
    expect(big.statusCode).toBe(400);
    const wrongType = await json("POST", `${base()}/modules/add/${mine.courseId}`, facilitator, {
      title: 42,
    });
    expect(wrongType.statusCode).toBe(400);
    const badOrder = await json("POST", `${base()}/cards/reorder/${mine.moduleId}`, facilitator, {
      ids: [999],
    });
    expect(badOrder.statusCode).toBe(400);
    for (const org of ["abc", "0x1", "01", "2147483648", "-1"]) {
      const res = await json("GET", `/api/organisations/${org}/courses`, facilitator);
      expect(res.statusCode, org).toBe(400);
      expect(res.json().message, org).toMatch(/^params\.organisationId: /);
    }
    expect((await json("GET", `${base()}/courses/2147483648`, facilitator)).statusCode).toBe(400);
    const thumb = multipartBody(courseFields, [
      { name: "thumbnail_file", filename: "t.png", type: "image/png", content: PNG },
    ]);
    // Someone else's organisation: refused before the upload is kept.
    const refused = await call(ctx.app, "POST", `${base()}/courses/add`, {
      body: thumb.body,
      headers: thumb.headers,
      cookie: otherFacilitator.cookie,
    });
    expect(refused.statusCode).toBe(404);
    expect(await count()).toBe(before);
    expect(await files()).toEqual(filesBefore);
  });
});
