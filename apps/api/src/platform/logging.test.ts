import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig, logFormatFor } from "./config.js";
import {
  listenText,
  loggerOptions,
  OneLineRequestLog,
  prettyStream,
  requestLogController,
} from "./logging.js";

const ESC = String.fromCharCode(27);
const plain = (text: string) => text.replaceAll(new RegExp(`${ESC}\\[[0-9;]*m`, "g"), ""); // no colours

describe("the log's format", () => {
  it("is JSON in production, for services and tests; readable in development and in a terminal", () => {
    expect(logFormatFor({}, false)).toBe("json"); // a service manager or container
    expect(logFormatFor({ NODE_ENV: "production" }, true)).toBe("json");
    expect(logFormatFor({ NODE_ENV: "test" }, true)).toBe("json");
    expect(logFormatFor({ NODE_ENV: "development" }, false)).toBe("pretty"); // npm run dev
    expect(logFormatFor({}, true)).toBe("pretty"); // npm start typed in a terminal
    expect(logFormatFor({ LOG_FORMAT: "json" }, true)).toBe("json");
    expect(logFormatFor({ LOG_FORMAT: "pretty", NODE_ENV: "production" }, false)).toBe("pretty");
    expect(loadConfig({}, false).logFormat).toBe("json");
    expect(() => loadConfig({ LOG_FORMAT: "fancy" })).toThrow(/LOG_FORMAT/);
  });

  it("in production keeps Fastify's JSON request lines; a test's stream always gets JSON", () => {
    const production = loadConfig({ NODE_ENV: "production" }, true);
    expect(loggerOptions(production)).not.toHaveProperty("stream");
    expect(requestLogController(production)).toBeUndefined();
    const development = loadConfig({ NODE_ENV: "development" }, true);
    const stream = { write: () => {} };
    expect(loggerOptions(development, stream).stream).toBe(stream);
    expect(requestLogController(development, stream)).toBeUndefined();
    expect(loggerOptions(development).stream).toBeDefined();
    expect(requestLogController(development)).toBeInstanceOf(OneLineRequestLog);
  });

  it("in development prints one short line per request, files, health checks and in-process calls only at debug", async () => {
    const out: string[] = [];
    const stream = prettyStream((text) => void out.push(plain(text)));
    const app = Fastify({
      logger: loggerOptions({ LOG_LEVEL: "info", logFormat: "pretty" }, stream),
      logController: new OneLineRequestLog(),
    });
    app.get("/api/courses/getall", async () => ({ courses: [] }));
    app.get("/assets/*", async () => "js");
    app.get("/api/health", async () => ({ status: "ok" }));
    // A page drawn on the server asks the API in-process, as features/seo/app-render.ts does.
    app.get("/courses", async () => (await app.inject({ url: "/api/courses/getall" })).statusCode);
    const base = await app.listen({ host: "127.0.0.1", port: 0 });
    await fetch(`${base}/api/courses/getall`, { headers: { cookie: "arthshala_session=secret" } });
    await fetch(`${base}/assets/index-abc.js`);
    await fetch(`${base}/api/health`);
    await fetch(`${base}/courses`);
    await fetch(`${base}/api/nothing-here`);
    await app.close();

    const lines = out
      .join("")
      .trim()
      .split("\n")
      .filter((l) => !l.includes("Server listening at"));
    // No "incoming request", no "Route GET:/api/nothing-here not found", no file, health check or in-process call.
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/courses\/getall 200 \d+ ms$/);
    expect(lines[1]).toMatch(/INFO: GET \/courses 200 \d+ ms$/);
    expect(lines[2]).toMatch(/INFO: GET \/api\/nothing-here 404 \d+ ms$/);
    expect(lines.join("\n")).not.toContain("secret");
  });

  it("names the socket it listens on without offering it as a link", () => {
    expect(listenText("http://127.0.0.1:3000")).toBe("listening on 127.0.0.1:3000");
  });
});
