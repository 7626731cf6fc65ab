import type { RouteObject } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => window.history.replaceState(null, "", "/"));

import { jsonResponse, mockApi } from "../test/mockApi";
import { createQueryClient } from "./queryClient";
import { createRouter, loadMatchedRoutes } from "./router";
import { pageRoutesFor } from "./routes";

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
  const leafPaths = (routes: RouteObject[]): string[] =>
    routes.flatMap((route) => [
      ...(route.index ? ["(index)"] : route.path !== undefined ? [route.path] : []),
      ...leafPaths(route.children ?? []),
    ]);

  /** The router as main.tsx makes it: the address's lazy routes loaded first. */
  async function routerAt(path: string) {
    mockApi({}); // the loaders of later pages read: every call answers 404
    window.history.replaceState(null, "", path);
    await loadMatchedRoutes(path);
    return createRouter(createQueryClient());
  }

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
      "review",
      "notifications",
      "fin-tools",
      "fin-tools/expensetracker",
      "policies",
      "account",
      "certificates/:id",
      "courses/course/:courseId/placement",
      "courses/course/:courseId/test",
      "rewards",
      "rewards/mine",
      "teach/organisations/:organisationId/analytics",
      "teach/organisations/:organisationId/rewards",
      "teach/classes/:classId/progress",
      "classes/:classId/leaderboard",
      "teach/classes/:classId/assignments",
      "teach",
      "teach/classes/:classId",
      "fin-tools/fd-calculator",
      "fin-tools/rd-calculator",
      "fin-tools/ppf-calculator",
      "fin-tools/sip-calculator",
      "fin-tools/emi-calculator",
      "fin-tools/income-tax-calculator",
      "*",
    ]);
    expect(leafPaths(pageRoutesFor("/admin/courses"))).toContain("schemes/:productId");
  });

  it("starts at this address with the first page counted as drawn, its loaders not run again", async () => {
    const router = await routerAt("/courses");
    expect(router.state.location.pathname).toBe("/courses");
    // The root's and the page's loaders ran on the server: their answers came in the query cache.
    expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "pages", "courses"]);
    expect(router.state.loaderData).toEqual({ root: null, courses: null });
    expect(router.state.initialized).toBe(true);
    router.dispose();
  });

  it("goes home from a page whose first table had no home route but the not-found one", async () => {
    const router = await routerAt("/this/page/does-not-exist");
    expect(router.state.matches.at(-1)?.route.path).toBe("*");
    await router.navigate("/");
    expect(router.state.matches.at(-1)?.route.index).toBe(true);
    router.dispose();
  });

  it("finds every other page at the first change of page that needs one", async () => {
    const router = await routerAt("/articles/ppf-basics");
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
  });

  it("runs a page's loader at a change of page: its reads start at once, the page is not held", async () => {
    mockApi({
      "GET /api/auth/session": () => jsonResponse({ user: null }),
      "GET /api/courses/getall": () => jsonResponse([]),
    });
    window.history.replaceState(null, "", "/about");
    await loadMatchedRoutes("/about");
    const client = createQueryClient();
    const router = createRouter(client);
    await router.navigate("/courses");
    expect(router.state.matches.at(-1)?.route.id).toBe("courses");
    await vi.waitFor(() => expect(client.getQueryData(["learning", "visitor", "courses"])).toEqual([]));
    router.dispose();
  });
});
