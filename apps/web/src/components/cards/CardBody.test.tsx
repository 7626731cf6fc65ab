import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { markdownHtml } from "../../test/markdownHtml";
import { CardBody } from "./CardBody";
import type { AnswerState, CardContent } from "./types";

const question: CardContent = {
  content_type: "question",
  title: "Need or want?",
  content_title: null,
  content_text: "Which of these is a **need**?",
  content_html: markdownHtml("Which of these is a **need**?"),
  image_url: null,
  video_url: null,
  audio_url: null,
  question_type: "mcq_single",
  options: ["A bus pass", "New sneakers", "A concert ticket"],
};

const optionButton = (letter: string) =>
  screen.getAllByRole("button").find((b) => b.textContent?.startsWith(letter)) as HTMLButtonElement;
const stateOf = (letter: string) => optionButton(letter).dataset.state;

function answered(userAnswer: string, extra: Partial<AnswerState> = {}): AnswerState {
  return {
    userAnswer,
    correct_answer: "A bus pass",
    is_correct: userAnswer === "A bus pass",
    explanation_html: markdownHtml("You need to reach college."),
    ...extra,
  };
}

describe("CardBody question", () => {
  it('shows "Q.", the question and lettered options, and reports the chosen one once', async () => {
    const onAnswer = vi.fn();
    render(<CardBody card={question} onAnswer={onAnswer} />);
    expect(screen.getByText("Q.")).toBeTruthy();
    expect(screen.getByText("need").tagName).toBe("STRONG");
    const names = screen.getAllByRole("listitem").map((li) => within(li).getByRole("button").textContent);
    expect(names.map((n) => n?.slice(0, 1))).toEqual(["A", "B", "C"]);
    await userEvent.setup().click(optionButton("B"));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith("New sneakers");
  });

  it("colours a right answer green and dims the rest", () => {
    render(<CardBody card={question} answer={answered("A bus pass")} />);
    expect(stateOf("A")).toBe("correct");
    expect(optionButton("A").className).toContain("bg-green-100");
    expect(stateOf("B")).toBe("dimmed");
    expect(stateOf("C")).toBe("dimmed");
    expect(optionButton("B").className).toContain("opacity-60");
    expect(screen.getByRole("status").textContent).toContain("Correct answer: A bus pass");
    expect(screen.getByText("You need to reach college.")).toBeTruthy();
  });

  it("colours a wrong answer red, the right one lighter green, the others dimmed", () => {
    render(<CardBody card={question} answer={answered("New sneakers")} />);
    expect(stateOf("B")).toBe("wrong");
    expect(optionButton("B").className).toContain("bg-red-100");
    expect(stateOf("A")).toBe("answer");
    expect(optionButton("A").className).toContain("bg-green-50");
    expect(optionButton("A").className).not.toContain("bg-green-100");
    expect(stateOf("C")).toBe("dimmed");
    expect(screen.getByRole("status").textContent).toContain("Not quite.");
    expect(screen.getByRole("status").textContent).toContain("Correct answer: A bus pass");
  });

  it("shows the choice amber when no correct answer is supplied", () => {
    render(
      <CardBody
        card={question}
        answer={answered("New sneakers", { correct_answer: null, is_correct: null, explanation_html: null })}
      />,
    );
    expect(stateOf("B")).toBe("unkeyed");
    expect(optionButton("B").className).toContain("bg-amber-100");
    expect(stateOf("A")).toBe("dimmed");
    expect(screen.getByRole("status").textContent).not.toContain("Correct answer");
  });

  it("locks the answer in: options are disabled once answered or while sending, and keep the focus", async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const locked = () =>
      screen.getAllByRole("button").every((b) => b.getAttribute("aria-disabled") === "true");
    const { rerender } = render(
      <CardBody
        card={question}
        onAnswer={onAnswer}
        pending
        answer={{ ...answered("A bus pass"), is_correct: null }}
      />,
    );
    expect(stateOf("A")).toBe("pending");
    expect(locked()).toBe(true);
    rerender(<CardBody card={question} onAnswer={onAnswer} answer={answered("A bus pass")} />);
    expect(locked()).toBe(true);
    // Still focusable (a keyboard user stays where they answered), but clicking answers nothing.
    optionButton("A").focus();
    expect(document.activeElement).toBe(optionButton("A"));
    await user.click(optionButton("B"));
    expect(onAnswer).not.toHaveBeenCalled();
  });

  it("cannot be answered in preview", () => {
    render(<CardBody card={question} preview onAnswer={vi.fn()} />);
    expect(optionButton("A").disabled).toBe(true);
  });

  it("answers mcq_multiple with the ticked options joined by commas, then colours each", async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const card: CardContent = { ...question, question_type: "mcq_multiple" };
    const { rerender } = render(<CardBody card={card} onAnswer={onAnswer} />);
    const submit = screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await user.click(screen.getByRole("checkbox", { name: /A concert ticket/ }));
    await user.click(screen.getByRole("checkbox", { name: /A bus pass/ }));
    await user.click(submit);
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith("A bus pass, A concert ticket");

    rerender(
      <CardBody
        card={card}
        answer={{
          userAnswer: "A bus pass, A concert ticket",
          correct_answer: "A bus pass, New sneakers",
          is_correct: false,
          explanation_html: null,
        }}
      />,
    );
    const state = (name: RegExp) =>
      (screen.getByRole("checkbox", { name }).closest("label") as HTMLElement).dataset.state;
    expect(state(/A bus pass/)).toBe("correct");
    expect(state(/A concert ticket/)).toBe("wrong");
    expect(state(/New sneakers/)).toBe("answer");
  });

  it("answers a subjective question with the typed text", async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(<CardBody card={{ ...question, question_type: "subjective", options: [] }} onAnswer={onAnswer} />);
    await user.type(screen.getByLabelText("Your answer"), "  Save first  ");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith("Save first");
  });
});

describe("CardBody content", () => {
  it("says the day a card's figures were checked, and nothing on a card without one (issue 42)", () => {
    const text = {
      ...question,
      content_type: "text" as const,
      content_text: "FDs are insured up to ₹5 lakh.\n\nSource: DICGC",
      content_html: markdownHtml("FDs are insured up to ₹5 lakh.\n\nSource: DICGC"),
      question_type: null,
    };
    const { rerender } = render(<CardBody card={{ ...text, as_of: "2026-11-29" }} />);
    expect(screen.getByTestId("card-as-of").textContent).toBe("Figures checked on 29 November 2026.");
    rerender(<CardBody card={{ ...text, as_of: null }} />);
    expect(screen.queryByTestId("card-as-of")).toBeNull();
  });

  it("renders text as Markdown paragraphs and an image card's picture and text", () => {
    const { container, rerender } = render(
      <CardBody
        card={{
          ...question,
          content_type: "text",
          content_text: "One.\n\nTwo.",
          content_html: markdownHtml("One.\n\nTwo."),
          question_type: null,
        }}
      />,
    );
    expect(container.querySelectorAll("p").length).toBeGreaterThanOrEqual(2);
    rerender(
      <CardBody
        card={{
          ...question,
          content_type: "image",
          title: "Sort it out",
          image_url: "/content/x.svg",
          content_text: "Needs first.",
          content_html: markdownHtml("Needs first."),
          question_type: null,
        }}
      />,
    );
    expect(screen.getByRole("img", { name: "Sort it out" }).getAttribute("src")).toBe("/content/x.svg");
    expect(screen.getByText("Needs first.")).toBeTruthy();
  });

  it("plays video and audio with native controls", () => {
    const { container, rerender } = render(
      <CardBody
        card={{ ...question, content_type: "video", video_url: "/uploads/v.mp4", question_type: null }}
      />,
    );
    expect(container.querySelector("video")?.hasAttribute("controls")).toBe(true);
    rerender(
      <CardBody
        card={{ ...question, content_type: "audio", audio_url: "/uploads/a.mp3", question_type: null }}
      />,
    );
    expect(container.querySelector("audio")?.hasAttribute("controls")).toBe(true);
  });
});
