import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, jsonResponse, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { adminCard, adminModule, course, formBodies, pngFile, textFields, textFile } from "../test/fixtures";

const ADD_PATH = "/api/cards/add/11";

function stubs(extra: Record<string, Parameters<typeof mockApi>[0][string]> = {}) {
  return mockApi({
    "GET /api/auth/me": () => jsonResponse(admin),
    "GET /api/modules/11": () => jsonResponse(adminModule()),
    "GET /api/courses/1": () => jsonResponse(course()),
    "GET /api/cards/11/getall": () => jsonResponse([]),
    [`POST ${ADD_PATH}`]: () => jsonResponse(adminCard(), 201),
    ...extra,
  });
}

async function openForm() {
  // applyAccept off: the page's own type check must catch a wrong file, not the picker.
  const user = userEvent.setup({ applyAccept: false });
  renderApp("/admin/modules/11/cards/add");
  expect(await screen.findByRole("heading", { level: 1, name: "Add New Card" })).toBeTruthy();
  return user;
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Add Card" }));

describe("add-card form", () => {
  it("starts with the spec's defaults: text card, 0 FinStars, order 0", async () => {
    stubs();
    await openForm();
    expect((screen.getByLabelText("Card type") as HTMLSelectElement).value).toBe("text");
    expect((screen.getByLabelText("FinStars") as HTMLInputElement).value).toBe("0");
    expect((screen.getByLabelText("Order") as HTMLInputElement).value).toBe("0");
    // Question-only fields stay hidden.
    expect(screen.queryByLabelText("Options")).toBeNull();
    expect(screen.queryByLabelText("Question type")).toBeNull();
  });

  it("says what is missing, focuses it, and sends nothing", async () => {
    const calls = stubs();
    const user = await openForm();
    await user.clear(screen.getByLabelText("FinStars"));
    await user.clear(screen.getByLabelText("Order"));
    await user.type(screen.getByLabelText("Order"), "-2");
    await submit(user);

    const alerts = screen.getAllByRole("alert").map((a) => a.textContent);
    expect(alerts).toEqual([
      "Title is required.",
      "FinStars are required.",
      "Order must be a whole number, 0 or more.",
      "A text card needs some text.",
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText("Title"));
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.path === ADD_PATH)).toBe(false);
  });

  it("resets every field when the card type changes", async () => {
    stubs();
    const user = await openForm();
    await user.type(screen.getByLabelText("Title"), "Budget quiz");
    await user.clear(screen.getByLabelText("FinStars"));
    await user.type(screen.getByLabelText("FinStars"), "10");
    await user.type(screen.getByLabelText("Content text"), "Some **text**");
    await user.selectOptions(screen.getByLabelText("Card type"), "question");
    await user.selectOptions(screen.getByLabelText("Question type"), "mcq_single");
    await user.type(screen.getByLabelText("Options"), "A, B");

    await user.selectOptions(screen.getByLabelText("Card type"), "image");
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("FinStars") as HTMLInputElement).value).toBe("0");
    expect((screen.getByLabelText("Content text (optional)") as HTMLTextAreaElement).value).toBe("");
    expect(screen.queryByLabelText("Options")).toBeNull();

    await user.selectOptions(screen.getByLabelText("Card type"), "question");
    expect((screen.getByLabelText("Question type") as HTMLSelectElement).value).toBe("");
    expect(screen.queryByLabelText("Options")).toBeNull();
  });

  it("shows a live Markdown preview of the text", async () => {
    stubs();
    const user = await openForm();
    await user.type(screen.getByLabelText("Content text"), "Save **first**");
    const preview = screen.getByRole("region", { name: "Content text preview" });
    expect(within(preview).getByText("first").tagName).toBe("STRONG");
  });

  it("mcq_single: options appear, are split on commas and trimmed, and go out as options[i]", async () => {
    stubs();
    const user = await openForm();
    await user.type(screen.getByLabelText("Title"), "Emergency fund");
    await user.selectOptions(screen.getByLabelText("Card type"), "question");
    await user.type(screen.getByLabelText("Title"), "Emergency fund");
    await user.clear(screen.getByLabelText("FinStars"));
    await user.type(screen.getByLabelText("FinStars"), "10");

    await user.selectOptions(screen.getByLabelText("Question type"), "mcq_single");
    await user.type(screen.getByLabelText("Question text"), "Where should it live?");
    await user.type(screen.getByLabelText("Options"), "  Savings account ,Stocks,, Gold  ");
    await user.type(screen.getByLabelText(/Option tags/), "safe, risky, ");
    const correct = screen.getByLabelText(/Correct answer/) as HTMLSelectElement;
    expect(Array.from(correct.options).map((o) => o.textContent)).toEqual([
      "No correct answer",
      "Savings account",
      "Stocks",
      "Gold",
    ]);
    await user.selectOptions(correct, "Savings account");
    await user.type(screen.getByLabelText(/Explanation/), "Safe and easy to reach.");
    await user.click(screen.getByLabelText("Answer compulsory"));
    await submit(user);

    expect(await screen.findByRole("dialog", { name: "Alert" })).toBeTruthy();
    expect(screen.getByText("✅ Card added successfully!")).toBeTruthy();
    const [body] = formBodies("POST", ADD_PATH);
    expect(textFields(body!)).toEqual({
      title: "Emergency fund",
      content_type: "question",
      content_title: "",
      content_text: "Where should it live?",
      question_type: "mcq_single",
      correct_answer: "Savings account",
      answer_unit: "",
      tolerance: "",
      steps: "",
      explanation: "Safe and easy to reach.",
      allotted_finstars: "10",
      order_index: "0",
      answer_compulsory: "true",
      feedback_type: "",
      as_of: "",
      freshness: "",
      "options[0]": "Savings account",
      "options[1]": "Stocks",
      "options[2]": "Gold",
      "options_tags[0]": "safe",
      "options_tags[1]": "risky",
      "options_tags[2]": "",
    });

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Cards" })).toBeTruthy();
  });

  it("mcq_multiple: the correct answers are ticked boxes, joined by a comma", async () => {
    stubs();
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText("Card type"), "question");
    await user.type(screen.getByLabelText("Title"), "Pick the needs");
    await user.selectOptions(screen.getByLabelText("Question type"), "mcq_multiple");
    await user.type(screen.getByLabelText("Question text"), "Which are needs?");
    await user.type(screen.getByLabelText("Options"), "Rent, Concert, Medicine");
    const group = screen.getByRole("group", { name: /Correct answers/ });
    await user.click(within(group).getByLabelText("Medicine"));
    await user.click(within(group).getByLabelText("Rent"));
    await submit(user);

    await screen.findByText("✅ Card added successfully!");
    const fields = textFields(formBodies("POST", ADD_PATH)[0]!);
    // In option order, whatever order they were ticked in.
    expect(fields.correct_answer).toBe("Rent, Medicine");
    expect(fields.question_type).toBe("mcq_multiple");
  });

  it("true/false: the right answer is picked, and the explanation is required", async () => {
    const calls = stubs();
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText("Card type"), "question");
    await user.type(screen.getByLabelText("Title"), "DICGC");
    await user.selectOptions(screen.getByLabelText("Question type"), "true_false");
    await user.type(screen.getByLabelText("Question text"), "DICGC insures ₹5 lakh per bank.");
    await submit(user);
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Choose whether the statement is true or false.",
      "Explain the answer: learners read it after they answer.",
    ]);
    expect(calls.some((c) => c.path === ADD_PATH)).toBe(false);
    const group = screen.getByRole("group", { name: "The statement is" });
    await user.click(within(group).getByLabelText("True"));
    await user.type(screen.getByLabelText("Explanation"), "Per depositor, per bank.");
    await submit(user);
    await screen.findByText("✅ Card added successfully!");
    const fields = textFields(formBodies("POST", ADD_PATH)[0]!);
    expect(fields).toMatchObject({ question_type: "true_false", correct_answer: "true", steps: "" });
    expect(Object.keys(fields).some((k) => k.startsWith("options["))).toBe(false);
  });

  it("numeric: answer, unit and tolerance, typed the Indian way and sent as plain numbers", async () => {
    const calls = stubs();
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText("Card type"), "question");
    await user.type(screen.getByLabelText("Title"), "Interest");
    await user.selectOptions(screen.getByLabelText("Question type"), "numeric");
    await user.type(screen.getByLabelText("Question text"), "₹1,00,000 at 7% earns?");
    await user.type(screen.getByLabelText("Correct answer"), "seven");
    await user.type(screen.getByLabelText(/Tolerance/), "-1");
    await user.type(screen.getByLabelText("Worked answer"), "1,00,000 × 7%.");
    await submit(user);
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Type the right answer as a number with at most 2 decimals, e.g. 1200 or 12.5.",
      "Choose the answer's unit: rupees, percent or a plain number.",
      "Tolerance must be a number, 0 or more, with at most 2 decimals (or empty for exact).",
    ]);
    expect(calls.some((c) => c.path === ADD_PATH)).toBe(false);
    await user.clear(screen.getByLabelText("Correct answer"));
    await user.type(screen.getByLabelText("Correct answer"), "₹7,000");
    await user.selectOptions(screen.getByLabelText("Unit"), "rupees");
    await user.clear(screen.getByLabelText(/Tolerance/));
    await user.type(screen.getByLabelText(/Tolerance/), "10.50");
    await submit(user);
    await screen.findByText("✅ Card added successfully!");
    expect(textFields(formBodies("POST", ADD_PATH)[0]!)).toMatchObject({
      question_type: "numeric",
      correct_answer: "7000",
      answer_unit: "rupees",
      tolerance: "10.5",
      explanation: "1,00,000 × 7%.",
    });
  });

  it("order: steps one per line (commas and all) in the right order", async () => {
    stubs();
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText("Card type"), "question");
    await user.type(screen.getByLabelText("Title"), "Open an FD");
    await user.selectOptions(screen.getByLabelText("Question type"), "order");
    await user.type(screen.getByLabelText("Question text"), "Put the steps in order.");
    const steps = screen.getByLabelText("Steps, in the right order");
    await user.type(steps, "Compare rates, then banks{Enter}Open the FD");
    await user.type(screen.getByLabelText("Explanation"), "Compare first.");
    await submit(user);
    expect(screen.getByRole("alert").textContent).toBe("An order question needs 3 to 6 steps, one per line.");
    await user.type(steps, "{Enter}Keep the receipt");
    await submit(user);
    await screen.findByText("✅ Card added successfully!");
    expect(textFields(formBodies("POST", ADD_PATH)[0]!)).toMatchObject({
      question_type: "order",
      steps: "Compare rates, then banks\nOpen the FD\nKeep the receipt",
    });
  });

  it("subjective: no options or correct answer, and a question type is required", async () => {
    const calls = stubs();
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText("Card type"), "question");
    await user.type(screen.getByLabelText("Title"), "Your plan");
    await user.type(screen.getByLabelText("Question text"), "What will you save for?");
    await submit(user);
    expect(screen.getByRole("alert").textContent).toBe("A question card needs a question type.");
    expect(calls.some((c) => c.path === ADD_PATH)).toBe(false);

    await user.selectOptions(screen.getByLabelText("Question type"), "subjective");
    expect(screen.queryByLabelText("Options")).toBeNull();
    expect(screen.queryByLabelText(/Correct answer/)).toBeNull();
    await submit(user);
    await screen.findByText("✅ Card added successfully!");
    const fields = textFields(formBodies("POST", ADD_PATH)[0]!);
    expect(fields.question_type).toBe("subjective");
    expect(Object.keys(fields).some((k) => k.startsWith("options"))).toBe(false);
  });

  it("clears each error as soon as its field is fixed, before the next submit", async () => {
    stubs();
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText("Card type"), "question");
    await user.type(screen.getByLabelText("Title"), "Your plan");
    await submit(user);
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "A question card needs a question type.",
      "A question card needs the question.",
    ]);

    await user.selectOptions(screen.getByLabelText("Question type"), "mcq_single");
    expect(screen.queryByText("A question card needs a question type.")).toBeNull();
    expect(screen.getByLabelText("Question type").getAttribute("aria-invalid")).toBeNull();
    await user.type(screen.getByLabelText("Question text"), "What will you save for?");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("keeps the correct answer among the options as they are edited", async () => {
    stubs();
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText("Card type"), "question");
    await user.type(screen.getByLabelText("Title"), "Emergency fund");
    await user.selectOptions(screen.getByLabelText("Question type"), "mcq_single");
    await user.type(screen.getByLabelText("Question text"), "Where should it live?");
    await user.type(screen.getByLabelText("Options"), "Savings, Stocks");
    await user.selectOptions(screen.getByLabelText(/Correct answer/), "Stocks");
    // The chosen option is typed away: no answer is chosen any more, and nothing stale is sent.
    await user.clear(screen.getByLabelText("Options"));
    await user.type(screen.getByLabelText("Options"), "Savings, Gold");
    expect((screen.getByLabelText(/Correct answer/) as HTMLSelectElement).value).toBe("");
    await submit(user);
    await screen.findByText("✅ Card added successfully!");
    expect(textFields(formBodies("POST", ADD_PATH)[0]!).correct_answer).toBe("");
  });

  it("asks for at least two different options on a multiple-choice question", async () => {
    stubs();
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText("Card type"), "question");
    await user.type(screen.getByLabelText("Title"), "Quiz");
    await user.selectOptions(screen.getByLabelText("Question type"), "mcq_single");
    await user.type(screen.getByLabelText("Question text"), "Q?");
    await user.type(screen.getByLabelText("Options"), "Only one,");
    await submit(user);
    expect(screen.getByRole("alert").textContent).toBe(
      "A multiple-choice question needs at least two options.",
    );
    await user.type(screen.getByLabelText("Options"), " Only one");
    await submit(user);
    expect(screen.getByRole("alert").textContent).toBe("Each option must be different.");
  });

  it("an image card needs an image file, checked before sending", async () => {
    stubs();
    const user = await openForm();
    await user.selectOptions(screen.getByLabelText("Card type"), "image");
    await user.type(screen.getByLabelText("Title"), "Needs or wants?");
    const picker = screen.getByLabelText("Image file") as HTMLInputElement;
    expect(picker.accept).toBe("image/*");
    await submit(user);
    expect(screen.getByRole("alert").textContent).toBe("An image card needs an image file.");

    await user.upload(picker, textFile());
    await submit(user);
    expect(screen.getByRole("alert").textContent).toBe("The file must be an image.");
    expect(formBodies("POST", ADD_PATH)).toHaveLength(0);

    await user.upload(screen.getByLabelText("Image file"), pngFile("chart.png"));
    await submit(user);
    await screen.findByText("✅ Card added successfully!");
    const [body] = formBodies("POST", ADD_PATH);
    const sent = body!.get("image_file");
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe("chart.png");
    expect(body!.get("content_type")).toBe("image");
    expect(body!.get("question_type")).toBe("");
  });

  it("shows the spec's failure text with the server's reason", async () => {
    stubs({
      [`POST ${ADD_PATH}`]: () =>
        jsonResponse({ error: "bad_request", message: "options: Each option must be different." }, 400),
    });
    const user = await openForm();
    await user.type(screen.getByLabelText("Title"), "Hello");
    await user.type(screen.getByLabelText("Content text"), "Hi there");
    await submit(user);
    expect(
      await screen.findByText("❌ Error adding card. options: Each option must be different."),
    ).toBeTruthy();
    // Closing a failure keeps the form and what was typed.
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("Hello");
  });
});

describe("edit-card form", () => {
  it("starts from the card, keeps its image unless a new one is chosen, and PUTs", async () => {
    const card = adminCard({
      card_id: 55,
      content_type: "image",
      title: "Sort it out",
      image_url: "/uploads/chart.png",
      content_text: null,
    });
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/cards/item/55": () => jsonResponse(card),
      "GET /api/modules/11": () => jsonResponse(adminModule()),
      "GET /api/cards/11/getall": () => jsonResponse([card]),
      "PUT /api/cards/55": () => jsonResponse({ ...card, title: "Sort it out!" }),
    });
    const user = userEvent.setup();
    renderApp("/admin/cards/55/edit");
    const title = (await screen.findByLabelText("Title")) as HTMLInputElement;
    expect(title.value).toBe("Sort it out");
    expect(screen.getByAltText("Current").getAttribute("src")).toBe("/uploads/chart.png");
    await user.type(title, "!");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("✅ Card updated successfully!")).toBeTruthy();
    const [body] = formBodies("PUT", "/api/cards/55");
    expect(body!.get("title")).toBe("Sort it out!");
    expect(body!.get("image_file")).toBeNull();
  });
});
