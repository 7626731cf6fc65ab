import { afterEach, describe, expect, it, vi } from "vitest";
import { type RenderedApp, renderApp } from "./entry-server";
import { courseSummary } from "./features/courses/test/fixtures";
import { memoryStorage, setOfflineStorageForTests } from "./lib/offline/storage";
import { jsonResponse, learner } from "./test/mockApi";

/**
 * The server's render as the API calls it: the visitor's fetch, their language. A fetch that answers
 * once `ready` has settled, as the visitor's session says (signed out, or the learner), with these
 * course titles.
 */
function visitorFetch(ready: Promise<unknown>, signedIn: boolean, title: string): typeof fetch {
  return async (input) => {
    await ready;
    const path = String(input);
    if (path.startsWith("/api/auth/session")) return jsonResponse({ user: signedIn ? learner : null });
    if (path.startsWith("/api/courses/getall")) return jsonResponse([courseSummary({ title })]);
    return jsonResponse({ error: "not_found", message: "Not found" }, 404);
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the server's render", () => {
  it("draws two pages at once, each with its own visitor, language, data and texts", async () => {
    vi.stubEnv("SSR", true); // the server's build: loaders read before the page is drawn (lib/route-data.ts)
    setOfflineStorageForTests(memoryStorage()); // the server has no device storage (lib/offline/storage.ts)
    // The English visitor's answers wait until the Hindi learner's page is drawn: the two renders run
    // side by side, the second finishing first (renders that took turns would wait for ever here).
    let hindiDrawn = () => {};
    const hindiFirst = new Promise<void>((resolve) => {
      hindiDrawn = resolve;
    });
    const [english, hindi] = await Promise.all([
      renderApp({ url: "/courses", language: "en", fetch: visitorFetch(hindiFirst, false, "Money Basics") }),
      renderApp({
        url: "/courses",
        language: "hi",
        fetch: visitorFetch(Promise.resolve(), true, "पैसे की बुनियाद"),
      }).finally(hindiDrawn),
    ]);
    expect(english.language).toBe("en");
    expect(english.html).toContain("Money Basics");
    expect(english.html).not.toContain("पैसे की बुनियाद");
    expect(english.html).toContain(">Courses<");
    expect(english.state.namespaces).toContain("courses");

    expect(hindi.language).toBe("hi");
    expect(hindi.html).toContain("पैसे की बुनियाद");
    expect(hindi.html).not.toContain("Money Basics");
    expect(hindi.html).toContain(">कोर्स<");
    expect(hindi.html).not.toContain(">Courses<");
    expect(hindi.state.namespaces).toContain("courses");
    // Each page carries its own answers: who asked, and what they were shown.
    const courses = (app: RenderedApp) =>
      app.state.queries.queries.filter((query) => JSON.stringify(query.queryKey).includes("courses"));
    expect(courses(english).map((query) => query.queryKey)).toEqual([["learning", "visitor", "courses"]]);
    expect(courses(hindi).map((query) => query.queryKey)).toEqual([["learning", learner.sub, "courses"]]);
  });

  it("draws a read that fails or is late as loading, sends none of it, and asks the API once", async () => {
    vi.stubEnv("SSR", true);
    setOfflineStorageForTests(memoryStorage());
    const asked: string[] = [];
    // The course list fails; the site settings never answer (past the loaders' deadline).
    const fetch: typeof globalThis.fetch = async (input) => {
      const path = String(input);
      asked.push(path);
      if (path.startsWith("/api/auth/session")) return jsonResponse({ user: null });
      if (path.startsWith("/api/courses/getall"))
        return jsonResponse({ error: "boom", message: "Boom" }, 500);
      if (path.startsWith("/api/site")) return new Promise<Response>(() => {});
      return jsonResponse({ error: "not_found", message: "Not found" }, 404);
    };
    const page = await renderApp({ url: "/courses", language: "en", fetch });
    expect(page.html).toContain(">Courses<");
    expect(page.html).not.toContain("Money Basics");
    expect(page.state.queries.queries.map((query) => query.queryKey)).toEqual([["auth", "me"]]);
    // No retries on the server: the browser reads them again, with its own.
    expect(asked.filter((path) => path.startsWith("/api/courses/getall"))).toHaveLength(1);
  });
});
