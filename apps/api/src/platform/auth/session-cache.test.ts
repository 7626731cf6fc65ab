import { describe, expect, it } from "vitest";
import type { Database, ListenHandlers } from "../db/client.js";
import type { SessionUser } from "./session.js";
import { SessionCache } from "./session-cache.js";

/** A database whose LISTEN connection the test drives: notices, drops and reconnects. */
function fakeDatabase() {
  let handlers: ListenHandlers | undefined;
  const database = {
    listen: async (_channel: string, h: ListenHandlers) => {
      handlers = h;
      h.onLiveChange?.(true);
      return async () => undefined;
    },
  } as unknown as Database;
  return { database, notify: (payload: string) => handlers?.onNotify(payload), handlers: () => handlers };
}

const user = (id: string): SessionUser => ({
  id,
  email: `${id}@example.in`,
  name: id,
  picture: null,
  role: "Learner",
  emailVerifiedAt: null,
  language: null,
  ageBand: null,
  guardian: null,
});
const entry = (id: string, sessionId = 1) => ({
  sessionId,
  expiresAt: Date.now() + 3600_000,
  lastSeenAt: Date.now(),
  user: user(id),
});

describe("SessionCache", () => {
  it("remembers sessions and forgets every session of a user the database names", async () => {
    const db = fakeDatabase();
    const cache = new SessionCache(db.database);
    await cache.start();
    cache.set("t1", entry("u1", 1), cache.mark());
    cache.set("t2", entry("u1", 2), cache.mark());
    cache.set("t3", entry("u2", 3), cache.mark());
    expect(cache.get("t1")?.sessionId).toBe(1);
    db.notify("u1,u9");
    expect([cache.get("t1"), cache.get("t2"), cache.get("t3")?.sessionId]).toEqual([undefined, undefined, 3]);
    db.notify("*");
    expect(cache.size).toBe(0);
  });

  it("does not store a lookup that began before a change was heard", async () => {
    const db = fakeDatabase();
    const cache = new SessionCache(db.database);
    await cache.start();
    const mark = cache.mark();
    // The row was read, then the user's change arrived before the lookup finished.
    db.notify("u1");
    cache.set("t1", entry("u1"), mark);
    expect(cache.get("t1")).toBeUndefined();
  });

  it("serves nothing while the listener is down, and forgets everything when it comes back", async () => {
    const db = fakeDatabase();
    const cache = new SessionCache(db.database);
    await cache.start();
    cache.set("t1", entry("u1"), cache.mark());
    const mark = cache.mark();
    db.handlers()?.onLiveChange?.(false);
    expect(cache.get("t1")).toBeUndefined();
    cache.set("t2", entry("u2"), mark);
    expect(cache.size).toBe(0);
    db.handlers()?.onLiveChange?.(true);
    db.handlers()?.onReset();
    expect(cache.get("t1")).toBeUndefined();
  });

  it("stays off when it cannot listen", async () => {
    const broken = {
      listen: async () => {
        throw new Error("no LISTEN here");
      },
    } as unknown as Database;
    const warnings: unknown[] = [];
    const cache = new SessionCache(broken, { warn: (...args: unknown[]) => warnings.push(args) } as never);
    await cache.start();
    cache.set("t1", entry("u1"), cache.mark());
    expect(cache.get("t1")).toBeUndefined();
    expect(warnings).toHaveLength(1);
  });

  it("keeps at most maxEntries, dropping the oldest", async () => {
    const db = fakeDatabase();
    const cache = new SessionCache(db.database, undefined, 2);
    await cache.start();
    for (const [t, u] of [
      ["t1", "u1"],
      ["t2", "u2"],
      ["t3", "u3"],
    ] as const)
      cache.set(t, entry(u), cache.mark());
    expect([cache.get("t1"), cache.get("t2")?.user.id, cache.get("t3")?.user.id]).toEqual([
      undefined,
      "u2",
      "u3",
    ]);
    // Forgetting u1 later finds nothing left of it to drop.
    cache.forgetUser("u1");
    expect(cache.size).toBe(2);
  });
});
