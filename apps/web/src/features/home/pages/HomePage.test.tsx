import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { courseSummary } from "../../courses/test/fixtures";

const done = courseSummary({ id: 1, title: "Money Basics", completed_cards: 5, progress: 100 });
const fresh = courseSummary({ id: 2, title: "Banking and Saving" });
const started = courseSummary({ id: 3, title: "Investing", completed_cards: 2, progress: 40 });

describe("home, learning part", () => {
  it('shows the learner, "Continue" for the ongoing course, and unfinished courses as recommendations', async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse({ ...learner, picture: "https://example.com/asha.png" }),
      "GET /api/courses/getall": () => jsonResponse([done, fresh, started]),
      "POST /api/courses/getongoingcourse": () => jsonResponse(started),
    });
    renderApp("/home");
    expect(await screen.findByRole("heading", { level: 1, name: "Asha" })).toBeTruthy();
    const go = await screen.findByRole("link", { name: "Continue: Investing" });
    expect(go.getAttribute("href")).toBe("/courses/course/3");
    const recommended = await screen.findByRole("region", { name: "Recommended Courses" });
    const titles = within(recommended)
      .getAllByRole("link")
      .map((a) => a.getAttribute("href"));
    expect(titles).toEqual(["/courses/course/2", "/courses/course/3"]);

    // A picture on another host (an identity provider's) is not loaded: the CSP allows this site's
    // images only. The drawn avatar stands in (vite inlines the SVG in tests, /assets/avatar-….svg in builds).
    const picture = screen.getByRole("img", { name: "Asha" }) as HTMLImageElement;
    expect(picture.src).toMatch(/avatar|^data:image\/svg/);
  });

  it("shows a picture from this site, and the drawn avatar when it fails to load", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse({ ...learner, picture: "/uploads/asha.png" }),
      "GET /api/courses/getall": () => jsonResponse([done, fresh]),
      "POST /api/courses/getongoingcourse": () => jsonResponse(null),
    });
    renderApp("/home");
    const picture = (await screen.findByRole("img", { name: "Asha" })) as HTMLImageElement;
    expect(new URL(picture.src).pathname).toBe("/uploads/asha.png");
    fireEvent.error(picture);
    expect((screen.getByRole("img", { name: "Asha" }) as HTMLImageElement).src).toMatch(
      /avatar|^data:image\/svg/,
    );
  });

  it('offers "Start" with the first unfinished course when nothing is ongoing', async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/courses/getall": () => jsonResponse([done, fresh]),
      "POST /api/courses/getongoingcourse": () => jsonResponse(null),
    });
    renderApp("/home");
    const go = await screen.findByRole("link", { name: "Start: Banking and Saving" });
    expect(go.getAttribute("href")).toBe("/courses/course/2");
    expect(screen.queryByText(/FinStars|FinScore|Leaderboard/i)).toBeNull();
  });
});
