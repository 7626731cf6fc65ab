import { articleMessages } from "@arthshala/contracts/articles-rules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { stubIntersectionObserver } from "../../../test/intersectionObserver";
import { heldAnswer, jsonResponse, mockApi, type RecordedCall, signedOut } from "../../../test/mockApi";
import { renderApp, renderRoutes } from "../../../test/renderApp";
import { flattenPages, nextOffset, pageLimit } from "../api";
import { READER_FADE_MS } from "../components/ArticleReader";
import { makeArticle, makeArticles } from "../test/fixtures";
import { ArticlesPage } from "./ArticlesPage";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

const listCalls = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path === "/api/articles/getall").map((c) => c.body);

/** Answers getall from a fixed list, sliced by the request's limit and offset. */
function serveList(all: ReturnType<typeof makeArticles>) {
  return ({ body }: RecordedCall) => {
    const { limit, offset } = body as { limit: number; offset: number };
    return jsonResponse(all.slice(offset, offset + limit));
  };
}

describe("article paging rule", () => {
  it("asks for 37 first, then 30, and ends at a page shorter than asked", () => {
    expect(pageLimit(0)).toBe(37);
    expect(pageLimit(37)).toBe(30);
    expect(nextOffset(makeArticles(1, 37), 0)).toBe(37);
    expect(nextOffset(makeArticles(1, 30), 37)).toBe(67);
    expect(nextOffset(makeArticles(1, 29), 67)).toBeUndefined();
    expect(nextOffset([], 0)).toBeUndefined();
  });

  it("shows an article once even if it moved to the next page", () => {
    const list = flattenPages([makeArticles(1, 3), makeArticles(3, 2)]);
    expect(list.map((a) => a.id)).toEqual([1, 2, 3, 4]);
  });
});

describe("/articles list", () => {
  it("loads pages while the end is in view, stops after a short page and says so", async () => {
    stubIntersectionObserver({ always: true });
    const calls = mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": serveList(makeArticles(1, 80)),
    });
    renderApp("/articles");

    expect(await screen.findByText(articleMessages.caughtUp)).toBeTruthy();
    expect(listCalls(calls)).toEqual([
      { limit: 37, offset: 0 },
      { limit: 30, offset: 37 },
      { limit: 30, offset: 67 },
    ]);
    // Featured first, the other 79 in the list.
    expect(screen.getByText("Featured")).toBeTruthy();
    expect(within(screen.getByTestId("article-list")).getAllByRole("listitem")).toHaveLength(79);
  });

  it("shows the featured article, dates in India time, and a skeleton first", async () => {
    stubIntersectionObserver();
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": () =>
        jsonResponse([
          makeArticle(1, { title: "First salary", created_at: "2026-06-11T20:00:00.000Z" }),
          makeArticle(2, { title: "UPI frauds", content_text: "Never share your PIN." }),
          makeArticle(3, { title: "No address yet", slug: null }),
        ]),
    });
    renderApp("/articles");
    expect(await screen.findByText("Loading articles")).toBeTruthy();
    const featured = await screen.findByRole("link", { name: /First salary/ });
    expect(featured.textContent).toContain("Featured");
    // 20:00 UTC on 11 June is 01:30 on 12 June in India.
    expect(featured.textContent).toContain("12 Jun 2026");
    // Links go to each article's readable address; one without a slug opens by its id.
    expect(featured.getAttribute("href")).toBe("/articles/article-1");
    expect(screen.getByRole("link", { name: /UPI frauds/ }).textContent).toContain("Never share your PIN.");
    expect(screen.getByRole("link", { name: /No address yet/ }).getAttribute("href")).toBe(
      "/articles?article=3",
    );
    // 2 < 37: that was the only page.
    expect(screen.getByText(articleMessages.caughtUp)).toBeTruthy();
  });

  it("says so when there are no articles", async () => {
    stubIntersectionObserver({ always: true });
    mockApi({ "GET /api/auth/me": signedOut, "POST /api/articles/getall": () => jsonResponse([]) });
    renderApp("/articles");
    expect(await screen.findByText(articleMessages.empty)).toBeTruthy();
    expect(screen.queryByText(articleMessages.caughtUp)).toBeNull();
  });

  it("alerts when the articles cannot be loaded", async () => {
    stubIntersectionObserver();
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": () => jsonResponse({ error: "Bad Request", message: "No." }, 400),
    });
    const user = userEvent.setup();
    renderApp("/articles");
    const alert = await screen.findByRole("dialog", { name: "Alert" });
    expect(within(alert).getByText(articleMessages.loadFailed)).toBeTruthy();
    await user.click(within(alert).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Alert" })).toBeNull();
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });

  it("shows 'Loading more articles...' while the next page is on its way", async () => {
    const observer = stubIntersectionObserver();
    const nextPage = heldAnswer();
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": ({ body }) => {
        const { offset } = body as { offset: number };
        if (offset === 0) return jsonResponse(makeArticles(1, 37));
        return nextPage.handler();
      },
    });
    renderApp("/articles");
    await screen.findByRole("link", { name: /Article 37\b/ });
    expect(screen.queryByText(articleMessages.caughtUp)).toBeNull();
    observer.trigger(true);
    expect(await screen.findByText(articleMessages.loadingMore)).toBeTruthy();
    await nextPage.give(jsonResponse(makeArticles(38, 2)));
    expect(await screen.findByText(articleMessages.caughtUp)).toBeTruthy();
    expect(screen.getByRole("link", { name: /Article 39\b/ })).toBeTruthy();
  });
});

describe("article reader", () => {
  const reader = () => screen.getByRole("dialog");
  const button = (name: string) => within(reader()).getByRole("button", { name }) as HTMLButtonElement;

  it("opens from the list, walks previous and next, and closes with a fade", async () => {
    stubIntersectionObserver({ always: true });
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": () => jsonResponse(makeArticles(1, 3)),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/articles");

    await user.click(await screen.findByRole("link", { name: /Article 2\b/ }));
    const dialog = await screen.findByRole("dialog", { name: "Article 2" });
    // A modal <dialog>: the browser keeps focus in it and the page behind still (index.css).
    expect(dialog.tagName).toBe("DIALOG");
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(router.state.location.pathname).toBe("/articles/article-2");
    expect(within(dialog).getByText("Body of article 2.")).toBeTruthy();

    await user.click(button("Next article"));
    expect(await screen.findByRole("dialog", { name: "Article 3" })).toBeTruthy();
    expect(router.state.location.pathname).toBe("/articles/article-3");
    expect(button("Next article").disabled).toBe(true); // the true end: 3 < 37
    // Focus stays in the reader, on an arrow that still works.
    await waitFor(() => expect(document.activeElement).toBe(button("Previous article")));

    await user.click(button("Previous article"));
    // Each turn is a change of address, drawn once React Router has run the route's loader.
    expect(await screen.findByRole("dialog", { name: "Article 2" })).toBeTruthy();
    await user.click(button("Previous article"));
    expect(await screen.findByRole("dialog", { name: "Article 1" })).toBeTruthy();
    expect(button("Previous article").disabled).toBe(true);
    // Previous and next replace the address: one Back still leaves the reader.
    expect(router.state.historyAction).toBe("REPLACE");

    await user.click(button("Close article"));
    // Still there while it fades (spec: 0.5 s), then gone.
    expect(screen.getByRole("dialog")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/articles");
    expect(router.state.location.search).toBe("");
    expect(document.querySelector("dialog")).toBeNull();
  });

  it("a link followed while the reader fades out wins, even while its page is still loading", async () => {
    stubIntersectionObserver({ always: true });
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": () => jsonResponse(makeArticles(1, 3)),
    });
    // The courses page's chunk arrives only when the test says so, as on a slow phone.
    let arrive: () => void = () => {};
    const arrived = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    const { router } = renderRoutes(
      [
        { path: "/articles", element: <ArticlesPage /> },
        { path: "/articles/:slug", element: <ArticlesPage /> },
        {
          path: "/courses",
          lazy: async () => {
            await arrived;
            return { element: <p>Courses page</p> };
          },
        },
      ],
      "/articles/article-2",
    );
    await screen.findByRole("dialog", { name: "Article 2" });
    await userEvent.setup().keyboard("{Escape}");
    void router.navigate("/courses");
    // The fade ends (and the reader asks to close) while the next page is still on its way.
    await new Promise((resolve) => setTimeout(resolve, READER_FADE_MS + 100));
    expect(router.state.navigation.location?.pathname).toBe("/courses");
    arrive();
    expect(await screen.findByText("Courses page")).toBeTruthy();
    expect(router.state.location.pathname).toBe("/courses");
  });

  it("closes on Escape, turns with the arrow keys, and a shared link opens the article directly", async () => {
    stubIntersectionObserver({ always: true });
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": () => jsonResponse(makeArticles(1, 3)),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/articles?article=2");
    await screen.findByRole("dialog", { name: "Article 2" });
    // The arrow keys turn the page too.
    await user.keyboard("{ArrowRight}");
    expect(await screen.findByRole("dialog", { name: "Article 3" })).toBeTruthy();
    await user.keyboard("{ArrowLeft}");
    expect(await screen.findByRole("dialog", { name: "Article 2" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.pathname).toBe("/articles");
    expect(router.state.location.search).toBe("");
  });

  it("fetches an article that is not in the loaded page by its id", async () => {
    stubIntersectionObserver();
    const calls = mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": () => jsonResponse(makeArticles(1, 37)),
      "GET /api/articles/90": () => jsonResponse(makeArticle(90, { title: "An older one" })),
    });
    renderApp("/articles?article=90");
    const dialog = await screen.findByRole("dialog", { name: "An older one" });
    expect(calls.some((c) => c.path === "/api/articles/90")).toBe(true);
    // Not in the list: nowhere to step to.
    expect((within(dialog).getByRole("button", { name: "Next article" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it("marks an English-only article's own words as English in the Hindi reader", async () => {
    stubIntersectionObserver();
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": () =>
        jsonResponse([makeArticle(1, { language: "hi", title: "पीपीएफ़ की बातें" }), makeArticle(2)]),
    });
    await i18n.changeLanguage("hi");
    await i18n.loadNamespaces(["articles", "common"]);
    renderApp("/articles/article-2");
    const dialog = await screen.findByRole("dialog", { name: "Article 2" });
    expect(within(dialog).getByRole("heading", { name: "Article 2" }).getAttribute("lang")).toBe("en");
    expect(within(dialog).getByText("Body of article 2.").closest("[lang]")?.getAttribute("lang")).toBe("en");
    expect(within(dialog).getByTestId("content-language-note")).toBeTruthy();
  });

  it("opens /articles/{slug} directly, from the list or by asking for that one article", async () => {
    stubIntersectionObserver();
    const calls = mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": () => jsonResponse(makeArticles(1, 37)),
      "GET /api/articles/slug/ppf-basics": () =>
        jsonResponse(makeArticle(90, { slug: "ppf-basics", title: "PPF basics" })),
    });
    const user = userEvent.setup();
    const first = renderApp("/articles/article-2");
    expect(await screen.findByRole("dialog", { name: "Article 2" })).toBeTruthy();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(first.router.state.location.pathname).toBe("/articles");
    first.unmount();

    renderApp("/articles/ppf-basics");
    const dialog = await screen.findByRole("dialog", { name: "PPF basics" });
    expect(within(dialog).getByText("Body of article 90.")).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith("/api/articles/slug/")).map((c) => c.path)).toEqual([
      "/api/articles/slug/ppf-basics",
    ]);
  });

  it("drops a link to an unknown address with the server's message", async () => {
    stubIntersectionObserver();
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": () => jsonResponse(makeArticles(1, 2)),
      "GET /api/articles/slug/gone": () =>
        jsonResponse({ error: "Not Found", message: "This article does not exist." }, 404),
    });
    const { router } = renderApp("/articles/gone");
    expect(await screen.findByText("This article does not exist.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe("/articles"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("drops a link to an unknown article with the server's message", async () => {
    stubIntersectionObserver();
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": () => jsonResponse(makeArticles(1, 2)),
      "GET /api/articles/999": () =>
        jsonResponse({ error: "Not Found", message: "This article does not exist." }, 404),
    });
    const { router } = renderApp("/articles?article=999");
    expect(await screen.findByText("This article does not exist.")).toBeTruthy();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("fetches more at the end of the loaded list behind 'Fetching more articles...'", async () => {
    stubIntersectionObserver(); // the list's own sentinel stays out of view
    const nextPage = heldAnswer();
    const calls = mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": ({ body }) => {
        const { offset } = body as { offset: number };
        if (offset === 0) return jsonResponse(makeArticles(1, 37));
        return nextPage.handler();
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp("/articles?article=37");
    await screen.findByRole("dialog", { name: "Article 37" });
    expect(button("Next article").disabled).toBe(false); // a full page: there may be more

    await user.click(button("Next article"));
    expect(await within(reader()).findByText(articleMessages.fetchingMore)).toBeTruthy();
    expect(listCalls(calls).at(-1)).toEqual({ limit: 30, offset: 37 });
    await nextPage.give(jsonResponse(makeArticles(38, 1)));

    expect(await screen.findByRole("dialog", { name: "Article 38" })).toBeTruthy();
    expect(within(reader()).queryByText(articleMessages.fetchingMore)).toBeNull();
    expect(router.state.location.pathname).toBe("/articles/article-38");
    expect(button("Next article").disabled).toBe(true); // 1 < 30: the end
    await user.click(button("Previous article"));
    expect(await screen.findByRole("dialog", { name: "Article 37" })).toBeTruthy();
  });

  it("never renders raw HTML from an article", async () => {
    stubIntersectionObserver();
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/articles/getall": () =>
        jsonResponse([
          makeArticle(1, {
            title: "Tricky",
            content:
              "Hello <script>alert(1)</script> there.\n\n<img src=x onerror=alert(1)>\n\nAnd [a link](https://example.com).",
          }),
        ]),
    });
    renderApp("/articles?article=1");
    const dialog = await screen.findByRole("dialog", { name: "Tricky" });
    expect(dialog.querySelector("script")).toBeNull();
    expect(dialog.querySelector("img")).toBeNull();
    expect(dialog.querySelector("[onerror]")).toBeNull();
    expect(dialog.textContent).toContain("Hello");
    const link = within(dialog).getByRole("link", { name: /a link/ });
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });
});
