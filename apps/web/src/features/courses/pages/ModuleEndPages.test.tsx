import type { ModuleSummary } from "@arthshala/contracts/learning";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { homeData } from "../../home/test/fixtures";
import { completeLocally } from "../localProgress";
import { courseDetail, questionCard } from "../test/fixtures";

const CARD_12 = "/api/courses/course/1/module/1/card/12";
const option = (letter: string) =>
  screen
    .getAllByRole("button")
    .find((b) => b.dataset.state !== undefined && b.textContent?.startsWith(letter)) as HTMLButtonElement;
const checkButton = () =>
  within(screen.getByRole("navigation", { name: "Card navigation" })).getByRole("button", { name: "Check" });

/** Module 1 done; its question (card 12) answered "New sneakers" where "A bus pass" was right. */
const missedQuestion = () =>
  questionCard({
    status: "completed",
    userAnswer: "New sneakers",
    correct_answer: "A bus pass",
    explanation: "You need to reach college.",
    module_progress: 3,
  });

const summary = (overrides: Partial<ModuleSummary> = {}): ModuleSummary => ({
  course_id: 1,
  course_title: "Money Basics",
  module_id: 1,
  module_title: "Needs vs wants",
  module_completed: true,
  course_completed: false,
  finstars_earned: 10,
  finscore_earned: 30,
  course_finstars_earned: 10,
  course_finscore_earned: 30,
  next_module: { moduleId: 2, moduleTitle: "Budgets", firstCardId: 20 },
  streak_count: 3,
  ask_reminder: false,
  ask_feedback: false,
  ...overrides,
});

afterEach(() => localStorage.clear());

describe("a module's review round", () => {
  it("brings a missed question back until it is answered right, then celebrates", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/courses/course/1": () => jsonResponse(courseDetail([10, 11, 12])),
      [`POST ${CARD_12}`]: () => jsonResponse(missedQuestion()),
      "GET /api/courses/course/1/module/1/summary": () => jsonResponse(summary({ ask_feedback: true })),
      "POST /api/home/feedback/dismiss": () => jsonResponse({ ok: true }),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/courses/course/1/module/1/finish");
    expect(await screen.findByText("Quick review")).toBeTruthy();
    expect(screen.getByText("You missed 1 question in this module. Get it right to finish.")).toBeTruthy();
    await screen.findByRole("heading", { level: 1, name: "Need or want?" });
    // Asked afresh: nothing chosen, no verdict.
    expect(option("B").dataset.state).toBe("idle");

    await user.click(option("C"));
    await user.click(checkButton());
    const wrong = within(await screen.findByRole("region", { name: "Not quite." }));
    expect(wrong.getByText("Not yet: this one comes back once more.")).toBeTruthy();
    await user.click(wrong.getByRole("button", { name: "Continue" }));

    // The same question again, fresh.
    await waitFor(() => expect(option("C").dataset.state).toBe("idle"));
    expect(screen.getByTestId("review-left").textContent).toBe("1 left");
    await user.click(option("A"));
    await user.click(checkButton());
    const right = within(await screen.findByRole("region", { name: "Correct! Nicely done." }));
    await user.click(right.getByRole("button", { name: "Continue" }));

    await waitFor(() => expect(router.state.location.pathname).toBe("/courses/course/1/module/1/done"));
    expect(await screen.findByRole("heading", { level: 1, name: "Module complete!" })).toBeTruthy();
    expect(screen.getByTestId("earned-finstars").textContent).toBe("+10");
    expect(screen.getByTestId("earned-finscore").textContent).toBe("+30");
    expect(screen.getByTestId("earned-streak").textContent).toBe("3");
    expect(screen.getByText("Budgets")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Next Module" }).getAttribute("href")).toBe(
      "/courses/course/1/module/2/card/20",
    );
    // The round changed nothing on the server: the first answer is the one that counted.
    expect(calls.some((c) => c.path.endsWith("/updateCard") || c.path.endsWith("/check"))).toBe(false);

    // The summary asks for feedback here: in the page, after Next Module, not a dialog over it.
    const ask = screen.getByRole("region", { name: "We'd love your feedback!" });
    expect(screen.queryByRole("dialog")).toBeNull();
    const next = screen.getByRole("link", { name: "Next Module" });
    expect(next.compareDocumentPosition(ask) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Daily reminder" })).toBeNull();
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("region", { name: "We'd love your feedback!" })).toBeNull();
    await waitFor(() => expect(calls.some((c) => c.path === "/api/home/feedback/dismiss")).toBe(true));
  });

  it("goes straight to the celebration when nothing was missed; a finished course can be shared", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/courses/course/1": () => jsonResponse(courseDetail([10, 11, 12, 20, 21])),
      [`POST ${CARD_12}`]: () =>
        jsonResponse(
          questionCard({ status: "completed", userAnswer: "A bus pass", correct_answer: "A bus pass" }),
        ),
      "GET /api/courses/course/1/module/1/summary": () =>
        jsonResponse(summary({ course_completed: true, next_module: null, course_finstars_earned: 25 })),
    });
    const { router } = renderApp("/courses/course/1/module/1/finish");
    await waitFor(() => expect(router.state.location.pathname).toBe("/courses/course/1/module/1/done"));
    expect(await screen.findByRole("heading", { level: 1, name: "Course complete!" })).toBeTruthy();
    expect(screen.getByTestId("earned-finstars").textContent).toBe("+25");
    expect(screen.getByRole("link", { name: "See what to do next" }).getAttribute("href")).toBe(
      "/home/?courseId=1",
    );
    // No Web Share API in this browser: Share opens WhatsApp with the course's address.
    const opened: string[] = [];
    const open = window.open;
    window.open = ((url: string) => {
      opened.push(url);
      return null;
    }) as typeof window.open;
    await userEvent.setup().click(screen.getByRole("button", { name: "Share" }));
    window.open = open;
    expect(opened).toEqual([
      `https://wa.me/?text=${encodeURIComponent(
        `I just finished “Money Basics” on Arthshala: free, bite-sized money lessons. ${window.location.origin}/courses/course/1`,
      )}`,
    ]);
  });
});

describe("the first module's reminder offer", () => {
  it("turns reminder emails on at 7 pm in one tap, and says so", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/courses/course/1/module/1/summary": () => jsonResponse(summary({ ask_reminder: true })),
      "PUT /api/reminders": () =>
        jsonResponse({ email: true, push: false, hour: 19, email_verified: true, devices: [] }),
    });
    renderApp("/courses/course/1/module/1/done");
    const offer = within(await screen.findByRole("region", { name: "Daily reminder" }));
    expect(offer.getByText("Remind me daily at 7 pm?")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "We'd love your feedback!" })).toBeNull();
    await userEvent.setup().click(offer.getByRole("button", { name: "Yes, remind me" }));
    expect(
      await offer.findByText("Done: a reminder email at 7 pm on days you have not learned yet."),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/reminders")?.body).toEqual({ email: true, hour: 19 });
  });

  it("Not now saves reminders off, so it is not offered again", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/courses/course/1/module/1/summary": () => jsonResponse(summary({ ask_reminder: true })),
      "PUT /api/reminders": () =>
        jsonResponse({ email: false, push: false, hour: 19, email_verified: true, devices: [] }),
    });
    renderApp("/courses/course/1/module/1/done");
    const offer = await screen.findByRole("region", { name: "Daily reminder" });
    await userEvent.setup().click(within(offer).getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("region", { name: "Daily reminder" })).toBeNull();
    await waitFor(() =>
      expect(calls.find((c) => c.path === "/api/reminders")?.body).toEqual({ email: false }),
    );
  });
});

describe("a visitor's review round", () => {
  it("asks again what this browser answered wrong, judged by the check call, and saves nothing", async () => {
    for (const id of [10, 11]) completeLocally(1, id);
    completeLocally(1, 12, "New sneakers");
    const calls = mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/courses/course/1": () => jsonResponse(courseDetail()),
      [`POST ${CARD_12}`]: () => jsonResponse(questionCard()),
      [`POST ${CARD_12}/check`]: () =>
        jsonResponse({
          is_correct: false,
          correct_answer: "A bus pass",
          explanation: "You need to reach college.",
          explanation_html: "<p>You need to reach college.</p>",
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/courses/course/1/module/1/finish");
    await screen.findByRole("heading", { level: 1, name: "Need or want?" });
    await user.click(option("A"));
    await user.click(checkButton());
    const right = within(await screen.findByRole("region", { name: "Correct! Nicely done." }));
    expect(right.getByText("You need to reach college.")).toBeTruthy();
    await user.click(right.getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/courses/course/1/module/1/done"));
    expect(await screen.findByRole("heading", { level: 1, name: "Module complete!" })).toBeTruthy();
    // One check: the one the card viewer made (its answer is in the query's key); nothing more sent.
    expect(calls.filter((c) => c.path.endsWith("/check"))).toHaveLength(1);
    expect(calls.find((c) => c.path.endsWith("/check"))?.body).toEqual({ userAnswer: "New sneakers" });
  });
});

describe("a module's celebration", () => {
  it("says so when the module is not finished yet", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/courses/course/1/module/1/summary": () => jsonResponse(summary({ module_completed: false })),
      "POST /api/home/getdata": () => jsonResponse(homeData()),
    });
    renderApp("/courses/course/1/module/1/done");
    expect(await screen.findByText("This module still has cards to finish.")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Module complete!" })).toBeNull();
  });

  it("celebrates a visitor's module from this browser's progress and asks them to sign in to earn", async () => {
    for (const id of [10, 11]) completeLocally(1, id);
    completeLocally(1, 12, "A bus pass");
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/courses/course/1": () => jsonResponse(courseDetail()),
    });
    renderApp("/courses/course/1/module/1/done");
    expect(await screen.findByRole("heading", { level: 1, name: "Module complete!" })).toBeTruthy();
    expect(
      screen.getByText("Sign in to keep your progress and earn FinStars for what you learn."),
    ).toBeTruthy();
    expect(screen.queryByTestId("earned")).toBeNull();
  });
});
