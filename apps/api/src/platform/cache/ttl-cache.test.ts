import { describe, expect, it } from "vitest";
import { TtlCache } from "./ttl-cache.js";

function setup(ttlMs = 1000, staleMs = 1000) {
  let now = 0;
  let loads = 0;
  const pending: Array<{ resolve: (v: number) => void; reject: (e: Error) => void }> = [];
  const cache = new TtlCache<string, number>(ttlMs, { staleMs, now: () => now });
  const load = () => {
    loads++;
    return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return {
    cache,
    load,
    loads: () => loads,
    advance: (ms: number) => {
      now += ms;
    },
    settle: async (value: number) => {
      pending.shift()?.resolve(value);
      await new Promise((r) => setImmediate(r));
    },
    fail: async () => {
      pending.shift()?.reject(new Error("database down"));
      await new Promise((r) => setImmediate(r));
    },
  };
}

describe("TtlCache", () => {
  it("shares one load among the readers that miss together and reuses it within the TTL", async () => {
    const t = setup();
    const a = t.cache.get("k", t.load);
    const b = t.cache.get("k", t.load);
    await t.settle(1);
    expect([await a, await b, t.loads()]).toEqual([1, 1, 1]);
    t.advance(999);
    expect(await t.cache.get("k", t.load)).toBe(1);
    expect(t.loads()).toBe(1);
  });

  it("serves the old value while one background load refreshes it, then the new one", async () => {
    const t = setup();
    const first = t.cache.get("k", t.load);
    await t.settle(1);
    await first;
    t.advance(1500);
    // Past the TTL: answered at once with the old value, and only one refresh starts.
    expect(await t.cache.get("k", t.load)).toBe(1);
    expect(await t.cache.get("k", t.load)).toBe(1);
    expect(t.loads()).toBe(2);
    await t.settle(2);
    expect(await t.cache.get("k", t.load)).toBe(2);
    expect(t.loads()).toBe(2);
  });

  it("waits for fresh data once the value is older than TTL + stale window", async () => {
    const t = setup();
    const first = t.cache.get("k", t.load);
    await t.settle(1);
    await first;
    t.advance(2000);
    const fresh = t.cache.get("k", t.load);
    await t.settle(7);
    expect(await fresh).toBe(7);
  });

  it("keeps the old value when a refresh fails, and does not keep a failed first load", async () => {
    const t = setup();
    const first = t.cache.get("k", t.load);
    await t.settle(1);
    await first;
    t.advance(1200);
    expect(await t.cache.get("k", t.load)).toBe(1);
    await t.fail();
    expect(await t.cache.get("k", t.load)).toBe(1);
    expect(t.loads()).toBe(3);
    await t.settle(3);
    expect(await t.cache.get("k", t.load)).toBe(3);

    const failing = t.cache.get("other", t.load);
    await t.fail();
    await expect(failing).rejects.toThrow("database down");
    const retry = t.cache.get("other", t.load);
    await t.settle(5);
    expect(await retry).toBe(5);
  });

  it("loads every time with a TTL of 0", async () => {
    const t = setup(0);
    const a = t.cache.get("k", t.load);
    const b = t.cache.get("k", t.load);
    await t.settle(1);
    await t.settle(2);
    expect([await a, await b, t.loads()]).toEqual([1, 2, 2]);
  });
});
