import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { readLocalProgress } from "../localProgress";
import { courseDetail, questionCard, updated, viewerCard } from "../test/fixtures";

const CARD_10 = "/api/courses/course/1/module/1/card/10";
const CARD_12 = "/api/courses/course/1/module/1/card/12";

const nav = () => within(screen.getByRole("navigation", { name: "Card navigation" }));
const option = (letter: string) =>
  screen
    .getAllByRole("button")
    .find((b) => b.dataset.state !== undefined && b.textContent?.startsWith(letter)) as HTMLButtonElement;

afterEach(() => {
  localStorage.clear();
  toast.remove(); // react-hot-toast keeps its toasts in module state across tests
});

describe("card viewer, signed in", () => {
  it("completes a text card on opening, toasts the FinStars and unlocks Next", async () => {
    const card = viewerCard();
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      [`POST ${CARD_10}`]: () => jsonResponse(card),
      [`POST ${CARD_10}/updateCard`]: () => jsonResponse(updated(card)),
    });
    renderApp("/courses/course/1/module/1/card/10");
    expect(await screen.findByRole("heading", { level: 1, name: "Where does it go?" })).toBeTruthy();
    expect(await screen.findByText("You earned 5 FinStars!")).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/updateCard"))?.body).toEqual({ status: "completed" });
    // Opened at its own address, the page leaves the reader at its top: focus moves to a card's title
    // only when the card changes within the app (e2e/keyboard.spec.ts).
    expect(document.activeElement).toBe(document.body);
    const next = nav().getByRole("button", { name: "Next" }) as HTMLButtonElement;
    expect(next.disabled).toBe(false);
    expect(screen.getByTestId("module-cards").textContent).toBe("1/3 cards");
    expect(screen.getByRole("progressbar", { name: "Module progress" }).getAttribute("aria-valuenow")).toBe(
      "33",
    );
    // A lesson is a focused screen: a close control back to the roadmap, the language switch, and no
    // site header (logo, bell, menu) or footer.
    expect(
      screen.getByRole("link", { name: "Close lesson: Money Basics (course roadmap)" }).getAttribute("href"),
    ).toBe("/courses/course/1");
    expect(screen.getByRole("group", { name: "Language" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Arthshala home" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Notifications" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Open menu" })).toBeNull();
    expect(calls.filter((c) => c.path.endsWith("/updateCard"))).toHaveLength(1);
  });

  it("checks a chosen answer with Check; the verdict slides up with the explanation and Continue", async () => {
    const card = questionCard();
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      [`POST ${CARD_12}`]: () => jsonResponse(card),
      [`POST ${CARD_12}/updateCard`]: () =>
        jsonResponse(
          updated(card, {
            userAnswer: "New sneakers",
            correct_answer: "A bus pass",
            explanation: "You need to reach college.",
            explanation_html: "<p>You need to reach college.</p>",
            is_correct: false,
            awarded_finstars: 0,
          }),
        ),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/courses/course/1/module/1/card/12");
    await screen.findByRole("heading", { level: 1, name: "Need or want?" });
    const check = nav().getByRole("button", { name: "Check" }) as HTMLButtonElement;
    expect(check.disabled).toBe(true);
    expect(nav().getByRole("button", { name: /Previous/ })).toBeTruthy();

    // Choosing only selects; nothing is sent until Check.
    await user.click(option("B"));
    expect(option("B").dataset.state).toBe("selected");
    await user.click(option("C"));
    expect(option("C").dataset.state).toBe("selected");
    expect(option("B").dataset.state).toBe("idle");
    await user.click(option("B"));
    expect(calls.some((c) => c.path.endsWith("/updateCard"))).toBe(false);
    await user.click(check);

    const sheet = within(await screen.findByRole("region", { name: "Not quite." }));
    await waitFor(() => expect(option("B").dataset.state).toBe("wrong"));
    expect(option("A").dataset.state).toBe("answer");
    expect(option("C").dataset.state).toBe("dimmed");
    expect(sheet.getByText(/Correct answer:/).parentElement?.textContent).toBe("Correct answer: A bus pass");
    expect(sheet.getByText("You need to reach college.")).toBeTruthy();
    expect(sheet.getByText("You'll get another go at this question at the end of the module.")).toBeTruthy();
    // The verdict is in the sheet only, not repeated in the card.
    expect(screen.getAllByText(/Correct answer:/)).toHaveLength(1);
    expect(calls.find((c) => c.path.endsWith("/updateCard"))?.body).toEqual({
      status: "completed",
      userAnswer: "New sneakers",
    });
    expect(screen.queryByText(/You earned/)).toBeNull();
    // Continue has the focus; the module's last card leads to its end (review round, celebration).
    const goOn = sheet.getByRole("button", { name: "Continue" });
    expect(document.activeElement).toBe(goOn);
    await user.click(goOn);
    await waitFor(() => expect(router.state.location.pathname).toBe("/courses/course/1/module/1/finish"));
  });

  it("shows an answer given before in the card, with Next Module in the bar and no sheet", async () => {
    const card = questionCard({
      userAnswer: "A bus pass",
      correct_answer: "A bus pass",
      explanation: "You need to reach college.",
      status: "completed",
      module_progress: 3,
    });
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      [`POST ${CARD_12}`]: () => jsonResponse(card),
    });
    renderApp("/courses/course/1/module/1/card/12");
    await screen.findByRole("heading", { level: 1, name: "Need or want?" });
    expect(option("A").dataset.state).toBe("correct");
    expect(screen.getByText("Correct! Nicely done.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: /Correct/ })).toBeNull();
    expect((nav().getByRole("button", { name: "Next Module" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("finishes the course on its last card: the toast, then Finish course leads to the celebration", async () => {
    const card = viewerCard({
      card_id: 21,
      module_id: 2,
      title: "Your first budget",
      nextCardId: null,
      nextModuleFirstCard: null,
      isLastCardInModule: true,
      isFirstCardInModule: false,
      prevCardId: 20,
      prevModuleFirstCard: { moduleId: 1, cardId: 10 },
      module_total_cards: 2,
      module_progress: 1,
    });
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/courses/course/1/module/2/card/21": () => jsonResponse(card),
      "POST /api/courses/course/1/module/2/card/21/updateCard": () =>
        jsonResponse(updated(card, { course_completed: true })),
      "GET /api/courses/getall": () => jsonResponse([]),
      "POST /api/courses/getongoingcourse": () => jsonResponse(null),
    });
    const { router } = renderApp("/courses/course/1/module/2/card/21");
    await screen.findByRole("heading", { level: 1, name: "Your first budget" });
    expect(await screen.findByText("You've completed the entire course!")).toBeTruthy();
    const finish = nav().getByRole("button", { name: "Finish course" }) as HTMLButtonElement;
    await waitFor(() => expect(finish.disabled).toBe(false));
    // No more sending the learner home on a timer: they go on when they are ready.
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(router.state.location.pathname).toBe("/courses/course/1/module/2/card/21");
    await userEvent.setup().click(finish);
    await waitFor(() => expect(router.state.location.pathname).toBe("/courses/course/1/module/2/finish"));
  });

  it("shows the locked message when the server refuses a locked card", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      [`POST ${CARD_12}`]: () =>
        jsonResponse(
          {
            error: "Conflict",
            message: "Card Locked: Please complete the previous card to unlock this one.",
          },
          409,
        ),
      "GET /api/courses/getall": () => jsonResponse([]),
    });
    const { router } = renderApp("/courses/course/1/module/1/card/12");
    const dialog = await screen.findByRole("dialog", { name: "Alert" });
    expect(
      within(dialog).getByText("Card Locked: Please complete the previous card to unlock this one."),
    ).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/courses"));
  });

  it('alerts "Failed to update course card." when completing fails', async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      [`POST ${CARD_10}`]: () => jsonResponse(viewerCard()),
      [`POST ${CARD_10}/updateCard`]: () => jsonResponse({ error: "x", message: "Boom" }, 500),
    });
    renderApp("/courses/course/1/module/1/card/10");
    const dialog = await screen.findByRole("dialog", { name: "Alert" });
    expect(within(dialog).getByText("Failed to update course card.")).toBeTruthy();
  });
});

describe("card viewer, visitor", () => {
  it("completes a card in this browser only, which unlocks Next, and invites signing in", async () => {
    const calls = mockApi({
      "GET /api/auth/me": signedOut,
      [`POST ${CARD_10}`]: () => jsonResponse(viewerCard()),
      "POST /api/courses/course/1": () => jsonResponse(courseDetail()),
    });
    renderApp("/courses/course/1/module/1/card/10");
    await screen.findByRole("heading", { level: 1, name: "Where does it go?" });
    await waitFor(() =>
      expect((nav().getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(readLocalProgress(1).completed).toEqual([10]);
    await waitFor(() => expect(screen.getByTestId("module-cards").textContent).toBe("1/3 cards"));
    expect(screen.getByText("Sign in to save your progress and earn FinStars.")).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith("/updateCard"))).toBe(false);
  });

  it("invites a Hindi visitor to sign in in Hindi", async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      [`POST ${CARD_10}`]: () => jsonResponse(viewerCard()),
      "POST /api/courses/course/1": () => jsonResponse(courseDetail()),
    });
    await i18n.changeLanguage("hi");
    await i18n.loadNamespaces("courses");
    renderApp("/courses/course/1/module/1/card/10");
    expect(await screen.findByText("अपनी प्रगति सेव करने और FinStars कमाने के लिए साइन इन करें।")).toBeTruthy();
    expect(screen.queryByText("Sign in to save your progress and earn FinStars.")).toBeNull();
  });

  it("checks a question's answer without saving it on the server", async () => {
    const calls = mockApi({
      "GET /api/auth/me": signedOut,
      [`POST ${CARD_12}`]: () => jsonResponse(questionCard()),
      "POST /api/courses/course/1": () => jsonResponse(courseDetail()),
      [`POST ${CARD_12}/check`]: () =>
        jsonResponse({
          is_correct: true,
          correct_answer: "A bus pass",
          explanation: "You need to reach college.",
        }),
    });
    const user = userEvent.setup();
    renderApp("/courses/course/1/module/1/card/12");
    await screen.findByRole("heading", { level: 1, name: "Need or want?" });
    await user.click(option("A"));
    await user.click(nav().getByRole("button", { name: "Check" }));
    await waitFor(() => expect(option("A").dataset.state).toBe("correct"));
    expect(screen.getByRole("region", { name: "Correct! Nicely done." })).toBeTruthy();
    expect(option("B").dataset.state).toBe("dimmed");
    expect(calls.find((c) => c.path.endsWith("/check"))?.body).toEqual({ userAnswer: "A bus pass" });
    expect(readLocalProgress(1)).toEqual({ completed: [12], answers: { 12: "A bus pass" } });
    expect((nav().getByRole("button", { name: "Next Module" }) as HTMLButtonElement).disabled).toBe(false);
    expect(calls.some((c) => c.path.endsWith("/updateCard"))).toBe(false);
  });
});
