import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCoalescedTimeouts } from "./queryTimers";

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  // The spies on setTimeout first: restored after the real timers, a spy would put the fake one back
  // for every later file of the worker (web tests share one module graph per worker).
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe("the query cache's coalesced timeouts", () => {
  it("runs many timeouts on one browser timer, each at its own time", () => {
    const timers = createCoalescedTimeouts();
    const browserTimer = vi.spyOn(globalThis, "setTimeout");
    const ran: string[] = [];
    for (let n = 0; n < 50; n++) timers.setTimeout(() => ran.push(`stale ${n}`), 30_000);
    timers.setTimeout(() => ran.push("gc"), 300_000);
    expect(browserTimer).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(29_999);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(ran).toHaveLength(50);
    expect(ran[0]).toBe("stale 0");
    vi.advanceTimersByTime(270_000);
    expect(ran.at(-1)).toBe("gc");
  });

  it("runs a sooner timeout set later first, and never one that was cleared", () => {
    const timers = createCoalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => ran.push("later"), 1_000);
    const cleared = timers.setTimeout(() => ran.push("cleared"), 500);
    timers.setTimeout(() => ran.push("sooner"), 200);
    timers.clearTimeout(cleared);

    vi.advanceTimersByTime(200);
    expect(ran).toEqual(["sooner"]);
    vi.advanceTimersByTime(800);
    expect(ran).toEqual(["sooner", "later"]);
    vi.advanceTimersByTime(10_000);
    expect(ran).toEqual(["sooner", "later"]);
  });

  it("takes timeouts set by a timeout that runs, and a zero delay", () => {
    const timers = createCoalescedTimeouts();
    const ran: string[] = [];
    timers.setTimeout(() => {
      ran.push("first");
      timers.setTimeout(() => ran.push("chained"), 100);
    }, 100);
    timers.setTimeout(() => ran.push("now"), 0);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(["now"]);
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(["now", "first", "chained"]);
  });
});
