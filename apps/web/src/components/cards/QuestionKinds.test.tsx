import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../lib/i18n";
import { FeedbackSheet } from "../lesson/FeedbackSheet";
import { CardBody } from "./CardBody";
import type { AnswerState, CardContent } from "./types";

/** Issue 42: true/false, numeric and put-in-order questions in the shared card body (lesson, review). */

const base: CardContent = {
  content_type: "question",
  title: "A question",
  content_title: null,
  content_text: "Ask",
  content_html: "<p>Ask</p>",
  image_url: null,
  video_url: null,
  audio_url: null,
  question_type: "true_false",
  options: [],
};
const trueFalse: CardContent = { ...base, content_html: "<p>DICGC insures up to ₹5 lakh.</p>" };
const numeric: CardContent = { ...base, question_type: "numeric", answer_unit: "rupees", tolerance: 10 };
const STEPS = ["Compare rates, then banks", "Open the FD", "Keep the receipt"];
// As the server sends them: shuffled.
const order: CardContent = { ...base, question_type: "order", options: [STEPS[2]!, STEPS[0]!, STEPS[1]!] };

const judged = (userAnswer: string, correct_answer: string, is_correct: boolean): AnswerState => ({
  userAnswer,
  correct_answer,
  is_correct,
  explanation_html: "<p>Worked answer.</p>",
});

describe("true/false", () => {
  it("offers True and False as two big buttons and reports the choice as a draft", async () => {
    const onDraft = vi.fn();
    render(<CardBody card={trueFalse} onDraft={onDraft} onAnswer={vi.fn()} />);
    const group = screen.getByRole("group");
    const [t, f] = within(group).getAllByRole("button") as HTMLButtonElement[];
    expect([t!.textContent, f!.textContent]).toEqual(["True", "False"]);
    await userEvent.setup().click(f!);
    expect(onDraft).toHaveBeenLastCalledWith("false");
    expect(f!.getAttribute("aria-pressed")).toBe("true");
    expect(f!.dataset.state).toBe("selected");
  });

  it("colours a wrong choice red and the right one green, and says the answer in words", () => {
    render(<CardBody card={trueFalse} answer={judged("false", "true", false)} />);
    const [t, f] = screen.getAllByRole("button");
    expect(f!.dataset.state).toBe("wrong");
    expect(t!.dataset.state).toBe("answer");
    expect(screen.getByRole("status").textContent).toContain("Correct answer: True");
  });

  it("says सही and गलत in Hindi", async () => {
    await act(() => changeLanguage("hi"));
    render(<CardBody card={trueFalse} onDraft={vi.fn()} onAnswer={vi.fn()} />);
    await waitFor(() =>
      expect(screen.getAllByRole("button").map((b) => b.textContent)).toEqual(["सही", "गलत"]),
    );
    await act(() => changeLanguage("en"));
  });
});

describe("numeric", () => {
  it("takes a number with the phone's number keys and a ₹ prefix, drafting only what reads as a number", async () => {
    const user = userEvent.setup();
    const onDraft = vi.fn();
    const onAnswer = vi.fn();
    render(<CardBody card={numeric} onDraft={onDraft} onAnswer={onAnswer} />);
    const box = screen.getByLabelText("Your answer") as HTMLInputElement;
    expect(box.inputMode).toBe("decimal");
    expect(screen.getByText("₹")).toBeTruthy();
    expect(
      screen.getByText(/Answer in rupees \(₹\)\. Answers within ₹10 of the right figure count as right\./),
    ).toBeTruthy();
    await user.type(box, "lots");
    expect(onDraft).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(screen.getByRole("alert").textContent).toBe("Type a number, like 1200 or 1,20,000.");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    await user.clear(box);
    await user.type(box, "1,20,000{Enter}");
    expect(onDraft).toHaveBeenLastCalledWith("1,20,000");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(onAnswer).toHaveBeenCalledWith("1,20,000");
  });

  it("shows a % after the box for a percent question, and tells a third decimal apart", async () => {
    const user = userEvent.setup();
    render(
      <CardBody
        card={{ ...numeric, answer_unit: "percent", tolerance: null }}
        onDraft={vi.fn()}
        onAnswer={vi.fn()}
      />,
    );
    expect(screen.getByText("%")).toBeTruthy();
    await user.type(screen.getByLabelText("Your answer"), "7.125");
    await user.tab();
    expect(screen.getByRole("alert").textContent).toBe("Use at most 2 decimal places.");
  });

  it("after answering shows the learner's figure red and the right one formatted the Indian way", () => {
    render(<CardBody card={numeric} answer={judged("1,10,000", "120000", false)} />);
    const mine = screen.getByText("₹1,10,000").closest("[data-state]") as HTMLElement;
    expect(mine.dataset.state).toBe("wrong");
    expect(screen.getByRole("status").textContent).toContain("Correct answer: ₹1,20,000");
    expect(screen.getByText("Worked answer.")).toBeTruthy();
    expect(screen.queryByLabelText("Your answer")).toBeNull();
  });
});

describe("order", () => {
  it("moves steps with named Move up / Move down buttons, announces the place and keeps the focus", async () => {
    const user = userEvent.setup();
    const onDraft = vi.fn();
    render(<CardBody card={order} onDraft={onDraft} onAnswer={vi.fn()} />);
    const texts = () => screen.getAllByRole("listitem").map((li) => li.textContent);
    expect(texts()[0]).toContain("Keep the receipt");
    expect(
      (screen.getByRole("button", { name: "Move up: Keep the receipt" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    // Nothing is drafted until a step moves: the shown order is never the right one.
    expect(onDraft).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Move down: Keep the receipt" }));
    expect(onDraft).toHaveBeenLastCalledWith(JSON.stringify([STEPS[0], STEPS[2], STEPS[1]]));
    expect(screen.getByText("Keep the receipt: now step 2 of 3.")).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("button", { name: "Move down: Keep the receipt" }),
      ),
    );
    // Keyboard: Enter on the focused button moves it on; at the end the focus goes to its other button.
    await user.keyboard("{Enter}");
    expect(onDraft).toHaveBeenLastCalledWith(JSON.stringify(STEPS));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move up: Keep the receipt" })),
    );
    expect(texts().map((t) => t?.replace(/^\d+Step \d+: /, "").split("Move")[0])).toEqual(STEPS);
  });

  it("after answering marks each step in or out of place and lists the right order", () => {
    const mine = [STEPS[1]!, STEPS[0]!, STEPS[2]!];
    render(<CardBody card={order} answer={judged(JSON.stringify(mine), JSON.stringify(STEPS), false)} />);
    const rows = screen.getAllByRole("listitem").slice(0, 3);
    expect(rows.map((r) => r.dataset.state)).toEqual(["wrong", "wrong", "correct"]);
    expect(screen.queryByRole("button", { name: /Move/ })).toBeNull();
    const status = screen.getByRole("status");
    expect(status.querySelector("ol")?.textContent).toBe(STEPS.join(""));
  });
});

describe("the lesson's feedback sheet", () => {
  it("says the right answer of each kind as learners read it", () => {
    const { rerender } = render(
      <FeedbackSheet
        answer={judged("7010.01", "7000", false)}
        question={numeric}
        continueLabel="Continue"
        onContinue={vi.fn()}
      />,
    );
    expect(screen.getByTestId("correct-answer").textContent).toBe("Correct answer: ₹7,000");
    rerender(
      <FeedbackSheet
        answer={judged("true", "false", false)}
        question={trueFalse}
        continueLabel="Continue"
        onContinue={vi.fn()}
      />,
    );
    expect(screen.getByTestId("correct-answer").textContent).toBe("Correct answer: False");
    rerender(
      <FeedbackSheet
        answer={judged("[]", JSON.stringify(STEPS), false)}
        question={order}
        continueLabel="Continue"
        onContinue={vi.fn()}
      />,
    );
    expect(
      [...screen.getByTestId("correct-answer").querySelectorAll("li")].map((li) => li.textContent),
    ).toEqual(STEPS);
  });
});
