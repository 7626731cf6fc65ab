import { readdir } from "node:fs/promises";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildCourse, buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { multipartBody, PNG, SVG } from "../../../test/multipart.js";
import { cards, courses } from "../../platform/db/schema.js";

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildAdmin(ctx.app);
});
afterAll(() => ctx.close());

const send = (method: "POST" | "PUT", url: string, form: ReturnType<typeof multipartBody>, user = admin) =>
  call(ctx.app, method, url, { body: form.body, headers: form.headers, cookie: user.cookie });
const json = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown, user = admin) =>
  call(ctx.app, method, url, { body, cookie: user.cookie });
const courseFields = { title: "Tax basics", description: "Your first ITR.", modules_count: 2, duration: 15 };
const storedFiles = async () => (await readdir(ctx.app.storage.dir)).filter((f) => !f.startsWith("."));

describe("courses", () => {
  it("adds a course with a thumbnail, edits it, and lists it", async () => {
    const res = await send(
      "POST",
      "/api/courses/add",
      multipartBody(courseFields, [
        { name: "thumbnail_file", filename: "t.png", type: "image/png", content: PNG },
      ]),
    );
    expect(res.statusCode).toBe(201);
    const course = res.json();
    expect(course).toMatchObject({ title: "Tax basics", modules_count: 2, duration: 15, total_cards: 0 });
    expect(course.thumbnail_url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

    const edited = await send(
      "PUT",
      `/api/courses/${course.id}`,
      multipartBody({ ...courseFields, title: "Tax basics for a first job" }),
    );
    expect(edited.json()).toMatchObject({
      title: "Tax basics for a first job",
      thumbnail_url: course.thumbnail_url,
    });
    const cleared = await send(
      "PUT",
      `/api/courses/${course.id}`,
      multipartBody({ ...courseFields, remove_thumbnail: "true" }),
    );
    expect(cleared.json().thumbnail_url).toBeNull();
    const list = (await json("GET", "/api/courses/getall")).json();
    expect(list.map((c: { id: number }) => c.id)).toContain(course.id);
  });

  it("refuses bad fields and non-image thumbnails, keeping nothing", async () => {
    const count = async () => (await ctx.app.db.select().from(courses)).length;
    const before = await count();
    const files = await storedFiles();
    const zero = await send("POST", "/api/courses/add", multipartBody({ ...courseFields, modules_count: 0 }));
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe("modules_count: Number of modules must be at least 1.");
    const noTitle = await send("POST", "/api/courses/add", multipartBody({ ...courseFields, title: "  " }));
    expect(noTitle.json().message).toBe("title: Title is required.");
    const notNumber = await send(
      "POST",
      "/api/courses/add",
      multipartBody({ ...courseFields, duration: "soon" }),
    );
    expect(notNumber.statusCode).toBe(400);
    const svg = await send(
      "POST",
      "/api/courses/add",
      multipartBody(courseFields, [
        { name: "thumbnail_file", filename: "t.svg", type: "image/svg+xml", content: SVG },
      ]),
    );
    expect(svg.statusCode).toBe(415);
    const goodFileBadField = await send(
      "POST",
      "/api/courses/add",
      multipartBody({ ...courseFields, duration: 0 }, [
        { name: "thumbnail_file", filename: "t.png", type: "image/png", content: PNG },
      ]),
    );
    expect(goodFileBadField.statusCode).toBe(400);
    const stray = await send(
      "POST",
      "/api/courses/add",
      multipartBody(courseFields, [{ name: "resume", filename: "cv.png", type: "image/png", content: PNG }]),
    );
    expect(stray.statusCode).toBe(400);
    const json400 = await json("POST", "/api/courses/add", courseFields);
    expect(json400.statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect(await storedFiles()).toEqual(files);
  });

  it("deletes softly and restores", async () => {
    const course = await buildCourse(ctx.app);
    expect((await json("DELETE", `/api/courses/${course.id}`)).json()).toEqual({
      id: course.id,
      message: "Course deleted.",
    });
    expect((await json("GET", "/api/courses/getall")).json().map((c: { id: number }) => c.id)).not.toContain(
      course.id,
    );
    expect((await call(ctx.app, "POST", `/api/courses/course/${course.id}`, { body: {} })).statusCode).toBe(
      404,
    );
    expect((await json("DELETE", `/api/courses/${course.id}`)).statusCode).toBe(404);
    expect((await json("POST", `/api/courses/${course.id}/restore`)).json()).toMatchObject({
      id: course.id,
      total_cards: 5,
    });
    expect((await json("POST", `/api/courses/${course.id}/restore`)).statusCode).toBe(404);
  });

  it("is for admins only", async () => {
    const learner = await buildUser(ctx.app);
    const res = await send("POST", "/api/courses/add", multipartBody(courseFields), learner);
    expect(res.statusCode).toBe(403);
    const course = await buildCourse(ctx.app);
    expect((await json("DELETE", `/api/courses/${course.id}`, undefined, learner)).statusCode).toBe(403);
    expect((await json("GET", "/api/courses/getall")).statusCode).toBe(200);
  });
});

describe("modules", () => {
  it("adds, edits, reorders, deletes and restores", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{}] }] });
    const added = await json("POST", `/api/modules/add/${course.id}`, {
      title: "UPI safety",
      description: "",
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      title: "UPI safety",
      description: null,
      order_index: 0,
      cards_count: 0,
    });
    const id = added.json().id;
    const edited = await json("PUT", `/api/modules/${id}`, {
      title: "UPI safety first",
      description: "Stay safe",
      order_index: 3,
    });
    expect(edited.json()).toMatchObject({
      title: "UPI safety first",
      description: "Stay safe",
      order_index: 3,
    });

    const ids = [id, course.modules[0]!.id];
    const reordered = await json("POST", `/api/modules/reorder/${course.id}`, { ids });
    expect(reordered.json().map((m: { id: number }) => m.id)).toEqual(ids);
    expect((await json("POST", `/api/modules/reorder/${course.id}`, { ids: [id] })).statusCode).toBe(400);
    expect((await json("POST", `/api/modules/reorder/${course.id}`, { ids: [id, id] })).statusCode).toBe(400);

    await json("DELETE", `/api/modules/${id}`);
    expect((await json("GET", `/api/modules/course/${course.id}`)).json()).toHaveLength(1);
    await json("POST", `/api/modules/${id}/restore`);
    expect((await json("GET", `/api/modules/course/${course.id}`)).json()).toHaveLength(2);
  });

  it("validates its fields and the course", async () => {
    const course = await buildCourse(ctx.app);
    expect((await json("POST", `/api/modules/add/${course.id}`, { title: "" })).json().message).toContain(
      "Title is required.",
    );
    expect(
      (await json("POST", `/api/modules/add/${course.id}`, { title: "X", order_index: -1 })).json().message,
    ).toContain("Order must be 0 or more.");
    expect((await json("POST", "/api/modules/add/999999", { title: "X" })).statusCode).toBe(404);
  });
});

describe("cards", () => {
  const add = (
    moduleId: number,
    fields: Record<string, string | number | boolean>,
    files: Parameters<typeof multipartBody>[1] = [],
  ) => send("POST", `/api/cards/add/${moduleId}`, multipartBody(fields, files));

  it("adds text, image and multiple-choice cards with the spec's fields", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [] }] });
    const m = course.modules[0]!.id;
    const text = await add(m, {
      title: "What is UPI?",
      content_type: "text",
      content_text: "Unified Payments Interface.",
      allotted_finstars: 5,
    });
    expect(text.statusCode).toBe(201);
    expect(text.json()).toMatchObject({
      content_type: "text",
      allotted_finstars: 5,
      order_index: 0,
      options: [],
    });

    const image = await add(m, { title: "A QR code", content_type: "image", order_index: 1 }, [
      { name: "image_file", filename: "qr.png", type: "image/png", content: PNG },
    ]);
    expect(image.statusCode).toBe(201);
    expect(image.json().image_url).toMatch(/^\/uploads\/.+\.png$/);

    const mcq = await add(m, {
      title: "PIN check",
      content_type: "question",
      content_text: "When do you need your UPI PIN?",
      question_type: "mcq_single",
      "options[0]": " To pay ",
      "options[1]": "To receive",
      "options[2]": "Both",
      "options_tags[0]": "right",
      correct_answer: "To pay",
      explanation: "Only paying needs the PIN.",
      allotted_finstars: 10,
      order_index: 2,
      answer_compulsory: "true",
    });
    expect(mcq.statusCode).toBe(201);
    expect(mcq.json()).toMatchObject({
      question_type: "mcq_single",
      options: ["To pay", "To receive", "Both"],
      options_tags: ["right"],
      correct_answer: "To pay",
      answer_compulsory: true,
    });
    const list = (await json("GET", `/api/cards/${m}/getall`)).json();
    expect(list.map((c: { title: string }) => c.title)).toEqual(["What is UPI?", "A QR code", "PIN check"]);
  });

  it("enforces the card rules with clear messages and keeps no file from a refused form", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [] }] });
    const m = course.modules[0]!.id;
    const files = await storedFiles();
    const cases: [Record<string, string | number>, string][] = [
      [{ content_type: "text", content_text: "x" }, "title: Title is required."],
      [{ title: "T", content_type: "poster" }, "content_type"],
      [{ title: "T", content_type: "image" }, "An image card needs an image file."],
      [{ title: "T", content_type: "video" }, "A video card needs a video file."],
      [{ title: "T", content_type: "question", content_text: "Q?" }, "needs a question type"],
      [
        {
          title: "T",
          content_type: "question",
          content_text: "Q?",
          question_type: "mcq_single",
          "options[0]": "A",
        },
        "at least two options",
      ],
      [
        {
          title: "T",
          content_type: "question",
          content_text: "Q?",
          question_type: "mcq_single",
          "options[0]": "A",
          "options[1]": "B",
          correct_answer: "C",
        },
        "must be one of the options",
      ],
      [{ title: "T", content_type: "text", content_text: "x", allotted_finstars: -1 }, "can't be negative"],
    ];
    for (const [fields, message] of cases) {
      const res = await add(m, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const audioAsImage = await add(m, { title: "T", content_type: "image" }, [
      {
        name: "image_file",
        filename: "a.mp3",
        type: "image/png",
        content: Buffer.from("ID3\x04\0\0\0\0\0\0\0\0\0\0\0\0"),
      },
    ]);
    expect(audioAsImage.statusCode).toBe(415);
    const okFileBadForm = await add(m, { title: "", content_type: "image" }, [
      { name: "image_file", filename: "p.png", type: "image/png", content: PNG },
    ]);
    expect(okFileBadForm.statusCode).toBe(400);
    expect(await storedFiles()).toEqual(files);
    expect((await json("GET", `/api/cards/${m}/getall`)).json()).toEqual([]);
  });

  it("edits a card: a new type clears the old type's fields, media is kept unless replaced", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{ contentType: "question" }] }] });
    const cardId = course.modules[0]!.cardIds[0]!;
    const res = await send(
      "PUT",
      `/api/cards/${cardId}`,
      multipartBody({ title: "Now a text", content_type: "text", content_text: "Plain words." }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      content_type: "text",
      question_type: null,
      options: [],
      correct_answer: null,
      explanation: null,
    });
    const withImage = await send(
      "PUT",
      `/api/cards/${cardId}`,
      multipartBody({ title: "Pic", content_type: "image" }, [
        { name: "image_file", filename: "p.png", type: "image/png", content: PNG },
      ]),
    );
    const url = withImage.json().image_url;
    const kept = await send(
      "PUT",
      `/api/cards/${cardId}`,
      multipartBody({ title: "Pic 2", content_type: "image" }),
    );
    expect(kept.json()).toMatchObject({ title: "Pic 2", image_url: url });
  });

  it("reorders, deletes and restores; learners stop seeing deleted cards", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [{}, {}, {}] }] });
    const [a, b, c] = course.modules[0]!.cardIds as [number, number, number];
    const m = course.modules[0]!.id;
    const reordered = (await json("POST", `/api/cards/reorder/${m}`, { ids: [c, a, b] })).json();
    expect(reordered.map((x: { card_id: number }) => x.card_id)).toEqual([c, a, b]);
    await json("DELETE", `/api/cards/${a}`);
    const roadmap = (await call(ctx.app, "POST", `/api/courses/course/${course.id}`, { body: {} })).json();
    expect(roadmap.data[0].cards.map((x: { card_id: number }) => x.card_id)).toEqual([c, b]);
    expect((await json("POST", `/api/cards/${a}/restore`)).statusCode).toBe(200);
    const [row] = await ctx.app.db.select().from(cards).where(eq(cards.id, a));
    expect(row?.deletedAt).toBeNull();
    expect((await json("POST", `/api/cards/reorder/${m}`, { ids: [a, b] })).statusCode).toBe(400);
  });
});
