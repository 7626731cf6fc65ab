import type { AdminCard } from "@arthshala/contracts/learning";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, jsonResponse, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { adminCard, adminModule, course } from "../test/fixtures";

const text = adminCard({ card_id: 101, title: "Where does the money go?" });
const picture = adminCard({
  card_id: 102,
  title: "Sort it out",
  content_type: "image",
  image_url: "/uploads/sort.png",
  content_text: null,
  allotted_finstars: 1,
});
const quiz = adminCard({
  card_id: 103,
  title: "Emergency fund",
  content_type: "question",
  content_text: "Where should it live?",
  question_type: "mcq_single",
  options: ["Savings account", "Stocks"],
  options_tags: ["safe"],
  correct_answer: "Savings account",
  explanation: "Safe and easy to reach.",
  allotted_finstars: 10,
  feedback_type: "instant",
});
const multi = adminCard({
  card_id: 104,
  title: "Pick the needs",
  content_type: "question",
  content_text: "Which are needs?",
  question_type: "mcq_multiple",
  options: ["Rent", "Concert", "Medicine"],
  correct_answer: "Rent, Medicine",
});
const written = adminCard({
  card_id: 105,
  title: "Your goal",
  content_type: "question",
  content_text: "What will you save for?",
  question_type: "subjective",
});

const titles = () =>
  screen.queryAllByRole("article").map((a) => a.querySelector("h2")?.textContent?.replace(/^Card \d+: /, ""));

function server(initial: AdminCard[]) {
  let live = initial;
  return mockApi({
    "GET /api/auth/me": () => jsonResponse(admin),
    "GET /api/modules/11": () => jsonResponse(adminModule()),
    "GET /api/courses/1": () => jsonResponse(course()),
    "GET /api/modules/course/1": () => jsonResponse([adminModule()]),
    "GET /api/cards/11/getall": () => jsonResponse(live),
    "POST /api/cards/reorder/11": ({ body }) => {
      const { ids } = body as { ids: number[] };
      live = ids.map((id, i) => ({ ...live.find((c) => c.card_id === id)!, order_index: i }));
      return jsonResponse(live);
    },
    "DELETE /api/cards/102": () => {
      live = live.filter((c) => c.card_id !== 102);
      return jsonResponse({ id: 102, message: "Card deleted." });
    },
  });
}

describe("admin card list", () => {
  it("shows type, FinStars, title, text, media, and question details", async () => {
    server([text, picture, quiz, multi, written]);
    renderApp("/admin/modules/11/cards");
    await waitFor(() => expect(titles()).toHaveLength(5));
    const [first, second, third, fourth, fifth] = screen.getAllByRole("article");

    expect(within(first!).getByText("Text")).toBeTruthy();
    expect(within(first!).getByText("5 FinStars")).toBeTruthy();
    expect(within(first!).getByText("₹8,000").tagName).toBe("STRONG");
    expect(within(second!).getByText("1 FinStar")).toBeTruthy();
    expect(within(second!).getByRole("img", { name: "Sort it out" }).getAttribute("src")).toBe(
      "/uploads/sort.png",
    );

    expect(within(third!).getByText("Single choice (mcq_single)")).toBeTruthy();
    expect(within(third!).getByText("instant")).toBeTruthy();
    const right = within(third!).getByRole("radio", { name: /Savings account/ }) as HTMLInputElement;
    expect(right.checked).toBe(true);
    expect((within(third!).getByRole("radio", { name: /Stocks/ }) as HTMLInputElement).checked).toBe(false);
    expect(within(third!).getByText("safe")).toBeTruthy();
    expect(within(third!).getByText("Safe and easy to reach.")).toBeTruthy();

    const boxes = within(fourth!).getAllByRole("checkbox") as HTMLInputElement[];
    expect(boxes.map((b) => b.checked)).toEqual([true, false, true]);
    expect(within(fifth!).getByRole("textbox", { name: /Learner's answer/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Add New Card" }).getAttribute("href")).toBe(
      "/admin/modules/11/cards/add",
    );
  });

  it("says so when the module has no cards", async () => {
    server([]);
    renderApp("/admin/modules/11/cards");
    expect(await screen.findByText("No cards found for this module.")).toBeTruthy();
  });

  it("reorders cards with the new id order", async () => {
    const calls = server([text, picture, quiz]);
    const user = userEvent.setup();
    renderApp("/admin/modules/11/cards");
    await waitFor(() => expect(titles()).toHaveLength(3));
    await user.click(screen.getByRole("button", { name: "Move up: Emergency fund" }));
    expect(titles()).toEqual(["Where does the money go?", "Emergency fund", "Sort it out"]);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/cards/reorder/11").map((c) => c.body)).toEqual([
        { ids: [101, 103, 102] },
      ]),
    );
  });

  it("deletes a card at once, without asking", async () => {
    const calls = server([text, picture]);
    const user = userEvent.setup();
    renderApp("/admin/modules/11/cards");
    await waitFor(() => expect(titles()).toHaveLength(2));
    await user.click(within(screen.getAllByRole("article")[1]!).getByRole("button", { name: "Delete Card" }));
    expect(titles()).toEqual(["Where does the money go?"]);
    expect(await screen.findByRole("button", { name: "Undo" })).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
  });

  it("previews a card as learners see it, without letting anyone answer", async () => {
    server([quiz]);
    const user = userEvent.setup();
    renderApp("/admin/modules/11/cards");
    await waitFor(() => expect(titles()).toHaveLength(1));
    await user.click(screen.getByRole("button", { name: "Preview" }));
    const dialog = screen.getByRole("dialog", { name: "Preview: Emergency fund" });
    expect(within(dialog).getByText("Q.")).toBeTruthy();
    const option = within(dialog).getByRole("button", { name: /Savings account/ }) as HTMLButtonElement;
    expect(option.disabled).toBe(true);

    await user.click(within(dialog).getByLabelText("Show it answered correctly"));
    expect(within(dialog).getByText("Correct answer:")).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
