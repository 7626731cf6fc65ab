import { describe, expect, it } from "vitest";
import { cardFormMessages, cardFormSchema, cardMediaProblem } from "./card-form.js";
import { courseFormSchema, moduleFormSchema } from "./learning-forms.js";

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("the card form's schema (the API's and the web form's)", () => {
  const question = {
    title: " Emergency fund ",
    content_type: "question",
    content_text: "Where should it live?",
    question_type: "mcq_multiple",
    correct_answer: "Gold, Savings account",
  };

  it("reads the web's comma-separated lists and a multipart client's indexed ones alike", () => {
    const web = cardFormSchema.parse({
      ...question,
      allotted_finstars: 10,
      order_index: 0,
      answer_compulsory: true,
      options: "  Savings account ,Stocks,, Gold  ",
      options_tags: "safe, risky, ",
    });
    const multipart = cardFormSchema.parse({
      ...question,
      allotted_finstars: "10",
      answer_compulsory: "true",
      options: [" Savings account ", "Stocks", "Gold"],
      options_tags: ["safe", " risky", ""],
    });
    expect(web).toEqual(multipart);
    expect(web).toMatchObject({
      title: "Emergency fund",
      allotted_finstars: 10,
      order_index: 0,
      options: ["Savings account", "Stocks", "Gold"],
      options_tags: ["safe", "risky", ""],
      // In option order, however they were given.
      correct_answer: "Savings account, Gold",
    });
  });

  it("tells every problem at once, each at its field", () => {
    const result = cardFormSchema.safeParse({
      title: "  ",
      content_type: "question",
      allotted_finstars: null,
      order_index: -2,
      question_type: "",
    });
    expect(messages(result)).toEqual([
      "title: Title is required.",
      "allotted_finstars: FinStars are required.",
      "order_index: Order must be a whole number, 0 or more.",
      `question_type: ${cardFormMessages.questionTypeRequired}`,
      "content_text: A question card needs the question.",
    ]);
  });

  it("checks the options, their tags and the key", () => {
    const mcq = { ...question, question_type: "mcq_single", correct_answer: "" };
    const problems = (fields: Record<string, unknown>) =>
      messages(cardFormSchema.safeParse({ ...mcq, ...fields }));
    expect(problems({ options: "Only one" })).toEqual([`options: ${cardFormMessages.optionsTooFew}`]);
    expect(problems({ options: "A, A" })).toEqual([`options: ${cardFormMessages.optionsDuplicate}`]);
    expect(problems({ options: "A, B", options_tags: "x, y, z" })).toEqual([
      `options_tags: ${cardFormMessages.tagsTooMany}`,
    ]);
    expect(problems({ options: "A, B", correct_answer: "C" })).toEqual([
      `correct_answer: ${cardFormMessages.answerNotAnOption}`,
    ]);
  });

  it("keeps only what the chosen type uses", () => {
    const card = cardFormSchema.parse({
      title: "Pic",
      content_type: "image",
      question_type: "mcq_single",
      options: "A, B",
      correct_answer: "A",
      explanation: "Why",
      answer_compulsory: "on",
    });
    expect(card).toMatchObject({
      question_type: null,
      options: [],
      correct_answer: null,
      explanation: null,
      answer_compulsory: false,
    });
    expect(cardMediaProblem("image", false)).toBe("An image card needs an image file.");
    expect(cardMediaProblem("image", true)).toBeNull();
    expect(cardMediaProblem("text", false)).toBeNull();
  });
});

describe("true/false, numeric and order questions (issue 42)", () => {
  const base = { title: "Q", content_type: "question", content_text: "Ask", explanation: "Because." };

  it("keeps a true/false key, and only true or false", () => {
    expect(
      cardFormSchema.parse({
        ...base,
        question_type: "true_false",
        correct_answer: "false",
        options: "a, b",
      }),
    ).toMatchObject({
      correct_answer: "false",
      options: [],
      answer_unit: null,
      tolerance: null,
      steps: null,
    });
    expect(
      messages(cardFormSchema.safeParse({ ...base, question_type: "true_false", correct_answer: "yes" })),
    ).toEqual([`correct_answer: ${cardFormMessages.trueFalseAnswer}`]);
  });

  it("stores a numeric key and tolerance as plain numbers, typed as a learner would", () => {
    expect(
      cardFormSchema.parse({
        ...base,
        question_type: "numeric",
        correct_answer: "₹1,20,000.50",
        answer_unit: "rupees",
        tolerance: "1,000",
        steps: "ignored",
      }),
    ).toMatchObject({ correct_answer: "120000.5", answer_unit: "rupees", tolerance: "1000", steps: null });
    expect(
      cardFormSchema.parse({
        ...base,
        question_type: "numeric",
        correct_answer: "7.5",
        answer_unit: "percent",
      }),
    ).toMatchObject({ correct_answer: "7.5", tolerance: null });
    expect(
      messages(
        cardFormSchema.safeParse({
          ...base,
          explanation: "",
          question_type: "numeric",
          correct_answer: "lots",
          tolerance: "-1",
        }),
      ),
    ).toEqual([
      `explanation: ${cardFormMessages.explanationRequired}`,
      `correct_answer: ${cardFormMessages.numericAnswer}`,
      `answer_unit: ${cardFormMessages.unitRequired}`,
      `tolerance: ${cardFormMessages.toleranceInvalid}`,
    ]);
  });

  it("takes an order question's steps one per line (commas and all) as its options and key", () => {
    const steps = "Compare rates, then banks\r\n  Open the FD \n\nKeep the receipt";
    expect(
      cardFormSchema.parse({ ...base, question_type: "order", steps, correct_answer: "x" }),
    ).toMatchObject({
      options: ["Compare rates, then banks", "Open the FD", "Keep the receipt"],
      steps: "Compare rates, then banks\nOpen the FD\nKeep the receipt",
      correct_answer: JSON.stringify(["Compare rates, then banks", "Open the FD", "Keep the receipt"]),
    });
    const problem = (text: string) =>
      messages(cardFormSchema.safeParse({ ...base, question_type: "order", steps: text }));
    expect(problem("One\nTwo")).toEqual([`steps: ${cardFormMessages.stepsTooFew}`]);
    expect(problem("1\n2\n3\n4\n5\n6\n7")).toEqual([`steps: ${cardFormMessages.stepsTooMany}`]);
    expect(problem("One\nTwo\nOne")).toEqual([`steps: ${cardFormMessages.stepsDuplicate}`]);
    expect(problem(`One\nTwo\n${"x".repeat(201)}`)).toEqual([`steps: ${cardFormMessages.stepTooLong}`]);
  });
});

describe("the course and module forms' schemas", () => {
  it("take numbers from a number input or as multipart text, and refuse what is not a whole number", () => {
    const course = { title: "Tax", description: "ITR", modules_count: 2, duration: "15" };
    expect(courseFormSchema.parse(course)).toMatchObject({
      modules_count: 2,
      duration: 15,
      remove_thumbnail: false,
    });
    expect(messages(courseFormSchema.safeParse({ ...course, modules_count: "1.5", duration: null }))).toEqual(
      [
        "modules_count: Number of modules must be a whole number, at least 1.",
        "duration: Duration is required.",
      ],
    );
    expect(messages(courseFormSchema.safeParse({ ...course, duration: 10_001 }))).toEqual([
      "duration: Duration can be at most 10000 minutes.",
    ]);
  });

  it("gives a module left without an order 0", () => {
    expect(moduleFormSchema.parse({ title: " Saving ", description: "", order_index: null })).toEqual({
      title: "Saving",
      description: null,
      order_index: 0,
    });
    expect(moduleFormSchema.parse({ title: "Saving" }).order_index).toBe(0);
  });
});
