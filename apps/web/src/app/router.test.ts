import { afterEach, describe, expect, it, vi } from "vitest";
import { createRouter, prepareRouter } from "./router";

afterEach(() => {
  vi.restoreAllMocks();
  window.history.replaceState(null, "");
});

describe("prepareRouter", () => {
  it("numbers the history entry as React Router would, so building the router writes no history", () => {
    window.history.replaceState(null, "");
    prepareRouter();
    expect(window.history.state).toEqual({ idx: 0 });

    const replaceState = vi.spyOn(window.history, "replaceState");
    const router = createRouter();
    expect(replaceState).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe(window.location.pathname);
    router.dispose();
  });

  it("keeps what the entry already holds, and an entry React Router numbered already", () => {
    window.history.replaceState({ usr: { from: "list" }, key: "abc" }, "");
    prepareRouter();
    expect(window.history.state).toEqual({ usr: { from: "list" }, key: "abc", idx: 0 });

    window.history.replaceState({ usr: null, key: "def", idx: 3 }, "");
    const replaceState = vi.spyOn(window.history, "replaceState");
    prepareRouter();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
