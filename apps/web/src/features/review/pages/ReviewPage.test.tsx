import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { heldAnswer, jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { homeData } from "../../home/test/fixtures";
import { reviewAnswer, reviewCard, reviewDeck } from "../test/fixtures";

const first = reviewCard({ card_id: 11, title: "How much is insured?" });
const second = reviewCard({
  card_id: 12,
  title: "Which is a deposit?",
  content_html: "<p>Which of these is a bank deposit?</p>",
  options: ["Fixed deposit", "Gold coin"],
});

describe("the review session at /review", () => {
  it("asks each due question, judges it on the server, and ends with the FinStars earned and the streak", async () => {
    const user = userEvent.setup();
    const held = heldAnswer();
    let homeReads = 0;
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/review/deck": () => jsonResponse(reviewDeck({ cards: [first, second], due_count: 2 })),
      "POST /api/review/card/11": held.handler,
      "POST /api/review/card/12": () =>
        jsonResponse(
          reviewAnswer({
            is_correct: false,
            correct_answer: "Fixed deposit",
            explanation_html: "<p>An FD is a deposit.</p>",
            awarded_finstars: 0,
            next_due: "2026-11-24",
          }),
        ),
      "POST /api/home/getdata": () => {
        homeReads += 1;
        return jsonResponse(homeData({ userData: { streak_count: 4 } }));
      },
    });
    renderApp("/review");

    expect(await screen.findByRole("heading", { level: 1, name: "How much is insured?" })).toBeTruthy();
    expect(screen.getByText("Question 1 of 2")).toBeTruthy();
    const check = screen.getByRole("button", { name: "Check" });
    expect(check).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: /₹5 lakh/ }));
    expect(check).toHaveProperty("disabled", false);
    await user.click(check);
    // While the server judges, the choice is locked and Check waits.
    expect(screen.getByRole("button", { name: "Check" })).toHaveProperty("disabled", true);
    await held.give(jsonResponse(reviewAnswer()));

    const sheet = await screen.findByTestId("review-feedback");
    expect(within(sheet).getByRole("heading", { name: "Right! Nicely remembered." })).toBeTruthy();
    expect(within(sheet).getByTestId("review-earned").textContent).toBe("+1 FinStar");
    expect(sheet.textContent).toContain("DICGC insures up to ₹5 lakh");
    expect(sheet.textContent).toContain("This question comes back on 26 Nov.");
    expect(calls.find((c) => c.path === "/api/review/card/11")?.body).toEqual({ userAnswer: "₹5 lakh" });
    await user.click(within(sheet).getByRole("button", { name: "Continue" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Which is a deposit?" })).toBeTruthy();
    await user.click(screen.getByRole("button", { name: /Gold coin/ }));
    await user.click(screen.getByRole("button", { name: "Check" }));
    const wrong = await screen.findByTestId("review-feedback");
    expect(within(wrong).getByRole("heading", { name: "Not quite." })).toBeTruthy();
    expect(wrong.textContent).toContain("Correct answer: Fixed deposit");
    expect(within(wrong).queryByTestId("review-earned")).toBeNull();
    await user.click(within(wrong).getByRole("button", { name: "Finish" }));

    const done = await screen.findByTestId("review-done");
    expect(within(done).getByRole("heading", { level: 1, name: "Review done: +1 FinStar" })).toBeTruthy();
    expect(done.textContent).toContain("1 of 2 right.");
    expect(done.textContent).toContain("Today counts for your streak.");
    // The home data (FinStars, streak) is read fresh after the answers.
    expect((await within(done).findByTestId("review-streak")).textContent).toBe("Streak: 4 days");
    expect(homeReads).toBeGreaterThan(0);
    expect(within(done).getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/home");
  });

  it("says when nothing is due, with the way home", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/review/deck": () => jsonResponse(reviewDeck()),
    });
    renderApp("/review");
    expect((await screen.findByTestId("review-empty")).textContent).toBe(
      "Nothing to review today — missed questions come back here on their day.",
    );
    expect(screen.getByRole("link", { name: "Back to home" }).getAttribute("href")).toBe("/home");
  });

  it("tells the server's refusal (reviewed elsewhere) and lets the learner go on", async () => {
    const user = userEvent.setup();
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/review/deck": () => jsonResponse(reviewDeck({ cards: [first], due_count: 1 })),
      "POST /api/review/card/11": () =>
        jsonResponse({ error: "conflict", message: "This card is not due for review yet." }, 409),
      "POST /api/home/getdata": () => jsonResponse(homeData()),
    });
    renderApp("/review");
    await user.click(await screen.findByRole("button", { name: /₹1 lakh/ }));
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This card is not due for review yet.");
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Review done" })).toBeTruthy();
  });

  it("shows the server's refusal past the day's limit and ends the session there", async () => {
    const user = userEvent.setup();
    const limit = "You have reviewed 5 questions today, the most for one day. The rest come back tomorrow.";
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/review/deck": () => jsonResponse(reviewDeck({ cards: [first, second], due_count: 2 })),
      "POST /api/review/card/11": () => jsonResponse({ error: "Too Many Requests", message: limit }, 429),
      "POST /api/home/getdata": () => jsonResponse(homeData()),
    });
    renderApp("/review");
    await user.click(await screen.findByRole("button", { name: /₹1 lakh/ }));
    await user.click(screen.getByRole("button", { name: "Check" }));
    expect((await screen.findByRole("alert")).textContent).toBe(limit);
    // Not "Continue" to a card the server would refuse the same way.
    expect(screen.queryByRole("button", { name: "Continue" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "Finish" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Review done" })).toBeTruthy();
    // No "0 of 2 right": the session went through no card.
    expect(screen.getByTestId("review-done").textContent).not.toContain("right.");
    expect(calls.some((c) => c.path === "/api/review/card/12")).toBe(false);
  });

  it("keeps the site's tab bar and footer away: the action bar has the bottom of the screen", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/review/deck": () => jsonResponse(reviewDeck({ cards: [first], due_count: 1 })),
    });
    renderApp("/review");
    await screen.findByTestId("review-action-bar");
    expect(screen.queryByRole("contentinfo")).toBeNull();
  });
});
