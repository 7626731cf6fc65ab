import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createRouter, prepareRouter } from "./router";
import { pageRoutesFor } from "./routes";

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

describe("the browser's router", () => {
  const leafPaths = (routes: RouteObject[]): string[] =>
    routes.flatMap((route) => [
      ...(route.index ? ["(index)"] : route.path !== undefined ? [route.path] : []),
      ...leafPaths(route.children ?? []),
    ]);

  it("starts with the page routes that may match the address, the not-found route included", () => {
    expect(leafPaths(pageRoutesFor("/articles/ppf-basics"))).toEqual([
      "(index)",
      "articles",
      "articles/:slug",
      "*",
    ]);
    expect(leafPaths(pageRoutesFor("/"))).toEqual(["(index)", "*"]);
    expect(leafPaths(pageRoutesFor("/fin-tools/expensetracker"))).toEqual([
      "(index)",
      "home",
      "notifications",
      "fin-tools",
      "fin-tools/expensetracker",
      "policies",
      "account",
      "fin-tools/fd-calculator",
      "fin-tools/rd-calculator",
      "fin-tools/ppf-calculator",
      "fin-tools/sip-calculator",
      "fin-tools/emi-calculator",
      "*",
    ]);
    expect(leafPaths(pageRoutesFor("/admin/courses"))).toContain("schemes/:productId");
  });

  it("goes home from a page whose first table had no home route but the not-found one", async () => {
    window.history.replaceState(null, "", "/this/page/does-not-exist");
    const router = createRouter();
    expect(router.state.matches.at(-1)?.route.path).toBe("*");
    await router.navigate("/");
    expect(router.state.matches.at(-1)?.route.index).toBe(true);
    router.dispose();
    window.history.replaceState(null, "", "/");
  });

  it("finds every other page at the first change of page that needs one", async () => {
    window.history.replaceState(null, "", "/articles/ppf-basics");
    const router = createRouter();
    const leaf = () => router.state.matches.at(-1)?.route.path;
    expect(leaf()).toBe("articles/:slug");
    expect(router.state.initialized).toBe(true);

    await router.navigate("/courses/course/3");
    expect(leaf()).toBe("courses/course/:courseId");
    await router.navigate("/admin/schemes/7");
    expect(leaf()).toBe("schemes/:productId");
    await router.navigate("/");
    expect(router.state.matches.at(-1)?.route.index).toBe(true);
    await router.navigate("/no/such/page");
    expect(leaf()).toBe("*");
    router.dispose();
    window.history.replaceState(null, "", "/");
  });
});
