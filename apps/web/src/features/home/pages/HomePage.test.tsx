import type { Me } from "@arthshala/contracts/auth";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { stubIntersectionObserver } from "../../../test/intersectionObserver";
import { heldAnswer, jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { courseSummary } from "../../courses/test/fixtures";
import { homeData } from "../test/fixtures";

const done = courseSummary({ id: 1, title: "Money Basics", completed_cards: 5, progress: 100 });
const fresh = courseSummary({ id: 2, title: "Banking and Saving" });
const started = courseSummary({ id: 3, title: "Investing", completed_cards: 2, progress: 40 });

const me =
  (over: Partial<Me> = {}) =>
  () =>
    jsonResponse({ ...learner, ...over });

// The panels below the first screen load when scrolled near: here, at once.
beforeEach(() => {
  stubIntersectionObserver({ always: true });
});

afterEach(() => {
  toast.remove();
});

describe("home", () => {
  it('greets a new learner "Welcome," and shows 0 FinStars, 0 days and their rank', async () => {
    const calls = mockApi({
      "GET /api/auth/me": me(),
      "POST /api/home/getdata": () =>
        jsonResponse(
          homeData({ userData: { greeting: "new", fin_stars: 0, streak_count: 0, fin_score: 0, rank: 12 } }),
        ),
    });
    renderApp("/home");
    expect(await screen.findByText("Welcome,")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Asha" })).toBeTruthy();
    const pills = screen.getByRole("list", { name: "Your progress" });
    expect(within(pills).getByTestId("finstars").textContent).toBe("0");
    expect(within(pills).getByTestId("streak").textContent).toBe("0 days");
    expect(within(pills).getByRole("button", { name: /^Rank #12/ })).toBeTruthy();
    expect(screen.queryByText("Welcome back,")).toBeNull();
    // One call feeds the page: no separate course calls.
    expect(calls.filter((c) => c.path === "/api/home/getdata")).toHaveLength(1);
    expect(calls.some((c) => c.path.startsWith("/api/courses"))).toBe(false);
  });

  it("a learner with no points is not ranked yet, and the board says how to join it", async () => {
    mockApi({
      "GET /api/auth/me": me(),
      "POST /api/home/getdata": () => jsonResponse(homeData({ userData: { fin_score: 0, rank: null } })),
      "GET /api/home/leaderboard?board=all": () =>
        jsonResponse({
          board: "all",
          since: null,
          entries: [],
          you: { rank: null, name: "Asha", score: 0, hidden: false, in_list: false },
        }),
    });
    renderApp("/home");
    const pills = await screen.findByRole("list", { name: "Your progress" });
    expect(within(pills).queryByText(/Rank #/)).toBeNull();
    await userEvent.setup().click(within(pills).getByRole("button", { name: /^Not ranked yet/ }));
    const own = await screen.findByTestId("own-rank");
    expect(own.textContent).toContain("Not ranked yet: complete a card to join the board.");
    // What FinStars and FinScore are, one line each, with the way to the explainer.
    const lines = screen.getByTestId("scores-explained");
    expect(lines.textContent).toContain("FinStars are points for learning");
    expect(within(lines).getByRole("link", { name: "How they work" }).getAttribute("href")).toBe(
      "/help#scoring",
    );
  });

  it('greets a returning learner "Welcome back," with their streak, freezes and FinScore', async () => {
    mockApi({
      "GET /api/auth/me": me(),
      "POST /api/home/getdata": () =>
        jsonResponse(homeData({ userData: { streak_count: 1, streak_freezes: 2, fin_score: 1234 } })),
    });
    renderApp("/home");
    expect(await screen.findByText("Welcome back,")).toBeTruthy();
    expect(screen.getByTestId("streak").textContent).toBe("1 day");
    expect(screen.getByRole("img", { name: "2 streak freezes" })).toBeTruthy();
    // The gauge holds the score within 0..1000.
    expect(screen.getByRole("button", { name: "FinScore 1000 of 1000 View history" })).toBeTruthy();
  });

  it("shows Continue for the ongoing course, the featured article's reader link and recommendations", async () => {
    mockApi({
      "GET /api/auth/me": me({ picture: "https://example.com/asha.png" }),
      "POST /api/home/getdata": () =>
        jsonResponse(homeData({ ongoingCourseData: started, recommendedCourses: [fresh, started] })),
    });
    renderApp("/home");
    const go = await screen.findByRole("link", { name: "Continue: Investing" });
    expect(go.getAttribute("href")).toBe("/courses/course/3");
    const article = await screen.findByRole("region", { name: "Featured article" });
    expect(within(article).getByRole("link").getAttribute("href")).toBe(
      "/articles/why-an-emergency-fund-comes-first",
    );
    const recommended = await screen.findByRole("region", { name: "Recommended Courses" });
    const hrefs = within(recommended)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual(["/courses/course/2", "/courses/course/3"]);
    // A picture on another host is not loaded (CSP): the drawn avatar stands in.
    const picture = screen.getByRole("img", { name: "Asha" }) as HTMLImageElement;
    expect(picture.src).toMatch(/avatar|^data:image\/svg/);
    // The scheme panel says how to get recommendations until there are some.
    const schemes = await screen.findByRole("region", { name: "Recommended for you" });
    expect(await within(schemes).findByText("Complete a course to see recommendations!")).toBeTruthy();
  });

  it('offers "Start" with the first unfinished course when nothing is ongoing', async () => {
    mockApi({
      "GET /api/auth/me": me(),
      "POST /api/home/getdata": () => jsonResponse(homeData({ recommendedCourses: [done, fresh] })),
    });
    renderApp("/home");
    const go = await screen.findByRole("link", { name: "Start: Banking and Saving" });
    expect(go.getAttribute("href")).toBe("/courses/course/2");
  });

  it("shows a picture from this site, and the drawn avatar when it fails to load", async () => {
    mockApi({
      "GET /api/auth/me": me({ picture: "/uploads/asha.png" }),
      "POST /api/home/getdata": () => jsonResponse(homeData()),
    });
    renderApp("/home");
    const picture = (await screen.findByRole("img", { name: "Asha" })) as HTMLImageElement;
    expect(new URL(picture.src).pathname).toBe("/uploads/asha.png");
    fireEvent.error(picture);
    expect((screen.getByRole("img", { name: "Asha" }) as HTMLImageElement).src).toMatch(
      /avatar|^data:image\/svg/,
    );
  });

  it("holds every place with a skeleton while the data loads", async () => {
    const homeAnswer = heldAnswer();
    mockApi({
      "GET /api/auth/me": me(),
      "POST /api/home/getdata": homeAnswer.handler,
    });
    renderApp("/home");
    expect(await screen.findByText("Loading your dashboard")).toBeTruthy();
    expect(screen.getByRole("region", { name: "FinScore" })).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Your progress" })).toBeNull();
    await homeAnswer.give(jsonResponse(homeData()));
    expect(await screen.findByRole("list", { name: "Your progress" })).toBeTruthy();
  });

  it('alerts "Failed to fetch your data." and Close goes to /home and tries again', async () => {
    let fail = true;
    const calls = mockApi({
      "GET /api/auth/me": me(),
      "POST /api/home/getdata": () =>
        fail ? jsonResponse({ error: "bad", message: "Nope" }, 400) : jsonResponse(homeData()),
    });
    const { router } = renderApp("/home?courseId=3");
    const alert = await screen.findByRole("dialog", { name: "Alert" });
    expect(within(alert).getByText("Failed to fetch your data.")).toBeTruthy();
    fail = false;
    await userEvent.setup().click(within(alert).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe("/home");
    expect(await screen.findByRole("list", { name: "Your progress" })).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Alert" })).toBeNull();
    expect(calls.filter((c) => c.path === "/api/home/getdata").length).toBeGreaterThanOrEqual(2);
  });

  it("asks for feedback at a module's celebration, not here, even when the server would ask", async () => {
    mockApi({
      "GET /api/auth/me": me(),
      "POST /api/home/getdata": () => jsonResponse(homeData({ showFeedback: true })),
    });
    renderApp("/home");
    await screen.findByRole("list", { name: "Your progress" });
    await new Promise((resolve) => setTimeout(resolve, 2300));
    expect(screen.queryByRole("dialog", { name: "We'd love your feedback!" })).toBeNull();
  });
});
