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
    expect(zero.json().message).toBe("modules_count: Number of modules must be a whole number, at least 1.");
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

  it("refuses control characters in course fields with a 400 naming the field, never a 500", async () => {
    const before = (await ctx.app.db.select().from(courses)).length;
    const title = await send(
      "POST",
      "/api/courses/add",
      multipartBody({ ...courseFields, title: "Tax\u0000" }),
    );
    expect(title.statusCode).toBe(400);
    expect(title.json().message).toBe("title: must not contain control characters");
    const description = await send(
      "POST",
      "/api/courses/add",
      multipartBody({ ...courseFields, description: "Line one\r\nLine two\u0007" }),
    );
    expect(description.json().message).toBe("description: must not contain control characters");
    // A multi-line description keeps its line breaks.
    const ok = await send(
      "POST",
      "/api/courses/add",
      multipartBody({ ...courseFields, description: "One\r\nTwo" }),
    );
    expect(ok.json().description).toBe("One\r\nTwo");
    expect((await ctx.app.db.select().from(courses)).length).toBe(before + 1);
  });

  it("reads path ids strictly: a lenient spelling never acts on another row", async () => {
    const course = await buildCourse(ctx.app);
    const other = await buildCourse(ctx.app);
    const spellings = [
      `%20${course.id}`,
      ` ${course.id}`.replace(" ", "%20"),
      `${course.id}%20`,
      `0x${course.id.toString(16)}`,
      `0${course.id}`,
      `+${course.id}`,
      `${course.id}.0`,
      `${course.id}e0`,
      "-1",
      "0",
      "99999999999",
    ];
    for (const id of spellings) {
      const res = await json("DELETE", `/api/courses/${id}`);
      expect([400, 404], id).toContain(res.statusCode);
    }
    // 0x10 used to become 16: the hex spelling of the other course's id must not delete it either.
    expect((await json("DELETE", `/api/courses/0x${other.id.toString(16)}`)).statusCode).toBe(400);
    const live = (await json("GET", "/api/courses/getall")).json().map((c: { id: number }) => c.id);
    expect(live).toEqual(expect.arrayContaining([course.id, other.id]));
    const plain = await json("DELETE", `/api/courses/%201`);
    expect(plain.json()).toEqual({ error: "Bad Request", message: expect.stringContaining("params.id") });
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

  it("refuses control characters in module fields, and lenient ids in the path and the reorder list", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [] }] });
    const nul = await json("POST", `/api/modules/add/${course.id}`, { title: "Budget\u0000" });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe("body.title: must not contain control characters");
    const description = await json("POST", `/api/modules/add/${course.id}`, {
      title: "Budget",
      description: "\u0000",
    });
    expect(description.json().message).toBe("body.description: must not contain control characters");
    expect(
      (await json("POST", `/api/modules/add/0x${course.id.toString(16)}`, { title: "X" })).statusCode,
    ).toBe(400);
    const tooBig = await json("POST", `/api/modules/reorder/${course.id}`, { ids: [99_999_999_999] });
    expect(tooBig.statusCode).toBe(400);
  });

  it("validates its fields and the course", async () => {
    const course = await buildCourse(ctx.app);
    expect((await json("POST", `/api/modules/add/${course.id}`, { title: "" })).json().message).toContain(
      "Title is required.",
    );
    expect(
      (await json("POST", `/api/modules/add/${course.id}`, { title: "X", order_index: -1 })).json().message,
    ).toContain("Order must be a whole number, 0 or more.");
    expect((await json("POST", "/api/modules/add/999999", { title: "X" })).statusCode).toBe(404);
  });
});

describe("cards", () => {
  const add = (
    moduleId: number,
    fields: Record<string, string | number | boolean>,
    files: Parameters<typeof multipartBody>[1] = [],
  ) => send("POST", `/api/cards/add/${moduleId}`, multipartBody(fields, files));

  it("keeps the day a card's figures were checked and how long that holds, and refuses a malformed day", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [] }] });
    const m = course.modules[0]!.id;
    const fields = {
      title: "Tax-free up to ₹12 lakh",
      content_type: "text",
      content_text: "The rebate makes income up to ₹12 lakh tax-free.\n\nSource: Finance Act, 2025",
    };
    const dated = await add(m, { ...fields, as_of: "2026-11-29", freshness: "financial_year" });
    expect(dated.statusCode, dated.body).toBe(201);
    expect(dated.json()).toMatchObject({ as_of: "2026-11-29", freshness: "financial_year" });
    const undated = await add(m, fields);
    expect(undated.json()).toMatchObject({ as_of: null, freshness: null });
    for (const as_of of ["29/11/2026", "2026-11-29\u0000", "soon"]) {
      const bad = await add(m, { ...fields, as_of });
      expect(bad.statusCode, as_of).toBe(400);
    }
    expect((await add(m, { ...fields, freshness: "decade" })).statusCode).toBe(400);
  });

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
      [
        { title: "T", content_type: "text", content_text: "x", allotted_finstars: -1 },
        "allotted_finstars: FinStars must be a whole number, 0 or more.",
      ],
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

  it("refuses control characters in every card text field, options included, keeping nothing", async () => {
    const course = await buildCourse(ctx.app, { modules: [{ cards: [] }] });
    const m = course.modules[0]!.id;
    const text = { title: "UPI", content_type: "text", content_text: "Pay by phone." };
    const question = {
      title: "Insured up to?",
      content_type: "question",
      question_type: "mcq_single",
      content_text: "How much?",
      "options[0]": "₹1 lakh",
      "options[1]": "₹5 lakh",
      correct_answer: "₹5 lakh",
    };
    const cases: [Record<string, string>, string][] = [
      [{ ...text, title: "UPI\u0000" }, "title: must not contain control characters"],
      [{ ...text, content_title: "Intro\u0000" }, "content_title: must not contain control characters"],
      [{ ...text, content_text: "Pay\u0000 by phone." }, "content_text: must not contain control characters"],
      [{ ...question, explanation: "Because\u0000" }, "explanation: must not contain control characters"],
      [{ ...question, "options[1]": "₹5\u0000 lakh" }, "options.1: must not contain control characters"],
      [
        { ...question, "options_tags[0]": "tag\u0000" },
        "options_tags.0: must not contain control characters",
      ],
      [{ ...text, feedback_type: "x\u0000" }, "feedback_type: must not contain control characters"],
    ];
    for (const [fields, message] of cases) {
      const res = await add(m, fields);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    // Markdown card text keeps its line breaks and tabs.
    const ok = await add(m, { ...text, content_text: "- one\r\n- two\n\tindented" });
    expect(ok.json().content_text).toBe("- one\r\n- two\n\tindented");
    expect((await json("GET", `/api/cards/${m}/getall`)).json()).toHaveLength(1);
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
