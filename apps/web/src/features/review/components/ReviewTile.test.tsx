import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { homeData } from "../../home/test/fixtures";
import { reviewCard, reviewDeck } from "../test/fixtures";

const home = (deck: ReturnType<typeof reviewDeck>) => {
  const calls = mockApi({
    "GET /api/auth/me": () => jsonResponse(learner),
    "POST /api/home/getdata": () => jsonResponse(homeData()),
    "GET /api/review/deck": () => jsonResponse(deck),
  });
  renderApp("/home");
  return calls;
};

describe("the Review tile on /home", () => {
  it("counts the questions due today and starts the review", async () => {
    const calls = home(
      reviewDeck({
        cards: [reviewCard({ card_id: 1 }), reviewCard({ card_id: 2 }), reviewCard({ card_id: 3 })],
        due_count: 3,
      }),
    );
    const tile = await screen.findByRole("region", { name: "Review" });
    expect(within(tile).getByTestId("review-tile-line").textContent).toBe("3 questions to review today");
    expect(tile.textContent).toContain("Each right answer earns 1 FinStar, up to 5 a day.");
    const start = within(tile).getByRole("link", { name: "Start your review" });
    expect(start.getAttribute("href")).toBe("/review");
    expect(calls.filter((c) => c.path === "/api/review/deck")).toHaveLength(1);
  });

  it("says one question in the singular", async () => {
    home(reviewDeck({ cards: [reviewCard()], due_count: 1 }));
    expect((await screen.findByTestId("review-tile-line")).textContent).toBe("1 question to review today");
  });

  it("says nothing is due, with no Start, when the deck is empty", async () => {
    home(reviewDeck());
    const line = await screen.findByTestId("review-tile-line");
    expect(line.textContent).toBe("Nothing to review today — missed questions come back here on their day.");
    expect(screen.queryByRole("link", { name: "Start your review" })).toBeNull();
  });

  it("says the day's review is done once today's cards are reviewed", async () => {
    home(reviewDeck({ reviewed_today: 5, due_count: 2 }));
    expect((await screen.findByTestId("review-tile-line")).textContent).toBe(
      "Review done for today. Missed questions come back here on their day.",
    );
  });

  it("stays out of the way when the deck cannot be read", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/home/getdata": () => jsonResponse(homeData()),
      "GET /api/review/deck": () => jsonResponse({ error: "internal", message: "Down" }, 500),
    });
    renderApp("/home");
    await screen.findByText("Welcome back,");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByTestId("review-tile")).toBeNull();
  });
});
