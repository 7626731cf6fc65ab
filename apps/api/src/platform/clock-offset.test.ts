import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClock } from "../../test/clock.js";
import { buildCourse, buildUser, completeCard } from "../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../test/harness.js";
import { parseClockOffset, TEST_CLOCK_COOKIE } from "./clock-offset.js";
import { ConfigError, loadConfig } from "./config.js";
import { streakDays } from "./db/schema.js";

const DAY = 86_400_000;

describe("E2E_CLOCK_COOKIE is refused where learners could reach it", () => {
  it("is off by default", () => {
    expect(loadConfig({}).E2E_CLOCK_COOKIE).toBe(false);
  });

  it("is accepted on loopback only", () => {
    expect(
      loadConfig({ E2E_CLOCK_COOKIE: "true", PUBLIC_URL: "http://localhost:4000" }).E2E_CLOCK_COOKIE,
    ).toBe(true);
    expect(() => loadConfig({ E2E_CLOCK_COOKIE: "true", HOST: "0.0.0.0" })).toThrow(ConfigError);
    expect(() => loadConfig({ E2E_CLOCK_COOKIE: "true", PUBLIC_URL: "https://arthshala.in" })).toThrow(
      /E2E_CLOCK_COOKIE: only for a server whose PUBLIC_URL is a loopback address/,
    );
    // Behind a proxy on the same machine (HOST loopback): no PUBLIC_URL, or a trusted proxy, is refused.
    expect(() => loadConfig({ E2E_CLOCK_COOKIE: "true" })).toThrow(/PUBLIC_URL is a loopback address/);
    expect(() =>
      loadConfig({ E2E_CLOCK_COOKIE: "true", PUBLIC_URL: "http://localhost:4000", TRUST_PROXY: "true" }),
    ).toThrow(/E2E_CLOCK_COOKIE: never behind a proxy/);
  });

  it("reads only whole milliseconds within about a year", () => {
    expect(parseClockOffset(String(DAY))).toBe(DAY);
    expect(parseClockOffset(String(-DAY))).toBe(-DAY);
    for (const bad of [undefined, "", "1e9", "0x10", " 5", "1.5", String(500 * DAY)]) {
      expect(parseClockOffset(bad)).toBe(0);
    }
  });
});

describe("a request's cookie moves its own clock, and nobody else's", () => {
  const clock = new TestClock("2026-12-01T10:00:00+05:30");
  let on: TestContext;
  let off: TestContext;
  beforeAll(async () => {
    on = await createTestApp({ E2E_CLOCK_COOKIE: true }, { clock });
    off = await createTestApp({}, { clock });
  });
  afterAll(async () => {
    await on.close();
    await off.close();
  });

  const tomorrow = `${TEST_CLOCK_COOKIE}=${DAY}`;

  it("with the setting on: the deck and a review see the next day; requests without the cookie do not", async () => {
    const course = await buildCourse(on.app, {
      modules: [{ cards: [{ contentType: "question" }] }],
    });
    const user = await buildUser(on.app);
    expect((await completeCard(on.app, user, course, 0, 0, "₹1 lakh")).statusCode).toBe(200);
    const deck = (cookie: string) => call(on.app, "GET", "/api/review/deck", { cookie });
    expect((await deck(user.cookie)).json().cards).toHaveLength(0);
    expect((await deck(`${user.cookie}; ${tomorrow}`)).json().cards).toHaveLength(1);

    const cardId = course.modules[0]!.cardIds[0]!;
    const res = await call(on.app, "POST", `/api/review/card/${cardId}`, {
      cookie: `${user.cookie}; ${tomorrow}`,
      body: { userAnswer: "₹5 lakh" },
    });
    expect(res.json()).toMatchObject({ is_correct: true, awarded_finstars: 1 });
    const days = await on.app.db
      .select()
      .from(streakDays)
      .where(and(eq(streakDays.userId, user.id)));
    expect(days.map((d) => d.day).sort()).toEqual(["2026-12-01", "2026-12-02"]);
  });

  it("with the setting off the cookie is never read", async () => {
    const course = await buildCourse(off.app, { modules: [{ cards: [{ contentType: "question" }] }] });
    const user = await buildUser(off.app);
    expect((await completeCard(off.app, user, course, 0, 0, "₹1 lakh")).statusCode).toBe(200);
    const res = await call(off.app, "GET", "/api/review/deck", { cookie: `${user.cookie}; ${tomorrow}` });
    expect(res.json().cards).toHaveLength(0);
  });
});
