import { readdir } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin, buildUser, type TestUser } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { UPLOAD_LIMITS } from "../../platform/storage/storage.js";

let ctx: TestContext;
let admin: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await buildAdmin(ctx.app);
});
afterAll(() => ctx.close());

const PNG = Buffer.concat([
  Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"),
  Buffer.alloc(64, 1),
]);

/** A multipart body by hand, so the test controls the claimed name and type. */
function multipart(content: Buffer, filename: string, type: string, field = "file") {
  const boundary = "----arthshala-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(kind: string, content: Buffer, filename: string, type: string, user: TestUser = admin) {
  const { payload, headers } = multipart(content, filename, type);
  return call(ctx.app, "POST", `/api/uploads?kind=${kind}`, { body: payload, headers, cookie: user.cookie });
}

const storedFiles = async () => (await readdir(ctx.app.storage.dir)).filter((f) => !f.startsWith("."));

describe("uploads", () => {
  it("stores an image under a random name and serves it with nosniff", async () => {
    const res = await upload("image", PNG, "../../etc/passwd.png", "image/png");
    expect(res.statusCode).toBe(201);
    const { url, mime } = res.json();
    expect(mime).toBe("image/png");
    expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await call(ctx.app, "GET", url);
    expect(served.statusCode).toBe(200);
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it("decides the type from the bytes: SVG, HTML and a disguised HTML file are refused", async () => {
    const before = await storedFiles();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const html = Buffer.from("<!doctype html><script>alert(document.cookie)</script><p>hello there</p>");
    for (const [content, name, type] of [
      [svg, "logo.svg", "image/svg+xml"],
      [html, "page.html", "text/html"],
      [html, "photo.png", "image/png"],
    ] as const) {
      const res = await upload("image", content, name, type);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().message).toContain("This file type is not allowed here");
    }
    expect(await storedFiles()).toEqual(before);
  });

  it("refuses a file of the wrong kind for the field", async () => {
    const res = await upload("audio", PNG, "song.mp3", "audio/mpeg");
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toContain("audio file");
  });

  it("refuses an image over 5 MB with 413 and keeps nothing", async () => {
    const before = await storedFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMITS.image + 10)]);
    const res = await upload("image", big, "big.png", "image/png");
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain("at most 5 MB");
    expect(await storedFiles()).toEqual(before);
    expect((await readdir(ctx.app.storage.dir)).filter((f) => f.startsWith(".incoming"))).toEqual([]);
  });

  it("needs multipart, a known kind and an admin", async () => {
    expect(
      (await call(ctx.app, "POST", "/api/uploads?kind=image", { body: {}, cookie: admin.cookie })).statusCode,
    ).toBe(400);
    expect((await upload("pdf", PNG, "x.png", "image/png")).statusCode).toBe(400);
    const learner = await buildUser(ctx.app);
    expect((await upload("image", PNG, "x.png", "image/png", learner)).statusCode).toBe(403);
  });
});
