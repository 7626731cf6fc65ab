import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { createRouter, loadMatchedRoutes } from "./router";

function Page() {
  return null;
}

describe("loadMatchedRoutes", () => {
  it("loads the lazy routes an address matches, and only those", async () => {
    const loaded: string[] = [];
    const lazyPage = (name: string) => async () => {
      loaded.push(name);
      return { Component: Page };
    };
    const table: RouteObject[] = [
      {
        path: "/",
        children: [
          { path: "courses", lazy: lazyPage("courses") },
          { path: "articles/:slug", lazy: lazyPage("article") },
          { path: "*", lazy: lazyPage("not-found") },
        ],
      },
    ];
    await loadMatchedRoutes("/articles/ppf-basics", table);
    expect(loaded).toEqual(["article"]);
    const article = table[0]!.children![1]!;
    expect(article.Component).toBe(Page);
    expect(article.lazy).toBeUndefined();
    // Loaded once: a second takeover finds it in place.
    await loadMatchedRoutes("/articles/another", table);
    expect(loaded).toEqual(["article"]);
  });
});

describe("the browser's router", () => {
  it("starts at this address with the first page counted as drawn", async () => {
    window.history.replaceState(null, "", "/courses");
    await loadMatchedRoutes("/courses");
    const router = createRouter();
    expect(router.state.location.pathname).toBe("/courses");
    expect(router.state.initialized).toBe(true);
    router.dispose();
  });
});
