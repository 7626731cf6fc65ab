import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, jsonResponse, mockApi, type RecordedCall } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { translationMessages } from "../messages";
import { article } from "../test/articleFixtures";
import { adminCard, adminModule, course } from "../test/fixtures";
import type { AdminTranslation } from "../translations-api";

const CARD_PATH = "/api/admin/translations/card/101/hi";
const ARTICLE_PATH = "/api/admin/translations/article/7/hi";

const questionCard = adminCard({
  title: "Insured?",
  content_type: "question",
  content_text: "How much of a deposit is **insured**?",
  question_type: "mcq_single",
  options: ["₹1 lakh", "₹5 lakh"],
  correct_answer: "₹5 lakh",
  explanation: "DICGC insures up to ₹5 lakh.",
});

const cardEnglish = {
  title: questionCard.title,
  content_title: null,
  content_text: questionCard.content_text,
  options: questionCard.options,
  explanation: questionCard.explanation,
};

function translation(overrides: Partial<AdminTranslation> = {}): AdminTranslation {
  return {
    entity: "card",
    id: 101,
    locale: "hi",
    fields: {},
    updated_at: null,
    english: cardEnglish,
    ...overrides,
  };
}

function cardStubs(current: AdminTranslation, extra: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    "GET /api/auth/me": () => jsonResponse(admin),
    "GET /api/cards/item/101": () => jsonResponse(questionCard),
    "GET /api/modules/11": () => jsonResponse(adminModule()),
    "GET /api/courses/1": () => jsonResponse(course()),
    [`GET ${CARD_PATH}`]: () => jsonResponse(current),
    [`PUT ${CARD_PATH}`]: ({ body }: RecordedCall) =>
      jsonResponse(
        translation({ fields: body as AdminTranslation["fields"], updated_at: "2026-11-23T10:00:00Z" }),
      ),
    ...extra,
  });
}

const puts = (calls: RecordedCall[], path: string) =>
  calls.filter((c) => c.method === "PUT" && c.path === path).map((c) => c.body);

async function openHindiTab(path: string, heading: string) {
  const user = userEvent.setup();
  renderApp(path);
  expect(await screen.findByRole("heading", { level: 1, name: heading })).toBeTruthy();
  // English first: the item's own form.
  const tabs = await screen.findByRole("tablist");
  if (!path.includes("lang=hi")) {
    expect(within(tabs).getByRole("tab", { name: "English" }).getAttribute("aria-selected")).toBe("true");
  }
  await user.click(within(tabs).getByRole("tab", { name: "हिंदी (Hindi)" }));
  // The tab is in the address (?lang=hi): the change of page comes a moment later.
  await screen.findByRole("tabpanel", { name: "हिंदी (Hindi)" });
  return user;
}

describe("a card's Hindi tab", () => {
  it("shows the English beside each field, one Hindi option per English option, and saves through the translations API", async () => {
    const calls = cardStubs(translation());
    const user = await openHindiTab("/admin/cards/101/edit", "Edit Card");
    expect(await screen.findByText(/has no Hindi version yet/)).toBeTruthy();
    // The English form is kept (hidden), the Hindi one is shown.
    expect(screen.getByLabelText(/^Title in Hindi/)).toBeTruthy();
    expect(screen.getByText("Insured?", { selector: "p" })).toBeTruthy();
    expect(screen.getByText("A. ₹1 lakh")).toBeTruthy();
    expect(screen.getByText("B. ₹5 lakh")).toBeTruthy();
    // Only the fields the English card has: no content title here.
    expect(screen.queryByLabelText(/^Content title in Hindi/)).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove Hindi version" })).toBeNull();

    await user.type(screen.getByLabelText(/^Title in Hindi/), "बीमा कितना?");
    await user.type(screen.getByLabelText(/^Option A in Hindi/), "₹1 लाख");
    await user.click(screen.getByRole("button", { name: "Save Hindi version" }));
    // Options go all together: the missing one is named, nothing is sent.
    expect(await screen.findByText(translationMessages.allOptions)).toBeTruthy();
    expect(puts(calls, CARD_PATH)).toEqual([]);

    await user.type(screen.getByLabelText(/^Option B in Hindi/), "₹5 लाख");
    await user.type(screen.getByLabelText(/^Explanation in Hindi/), "DICGC ₹5 लाख तक बीमा देता है।");
    await user.click(screen.getByRole("button", { name: "Save Hindi version" }));
    const dialog = await screen.findByRole("dialog", { name: "Alert" });
    expect(dialog.textContent).toContain(translationMessages.saved);
    // Empty fields are left out: learners see their English.
    expect(puts(calls, CARD_PATH)).toEqual([
      { title: "बीमा कितना?", options: ["₹1 लाख", "₹5 लाख"], explanation: "DICGC ₹5 लाख तक बीमा देता है।" },
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    // Still on the Hindi tab, which now offers to remove the version.
    expect(await screen.findByRole("button", { name: "Remove Hindi version" })).toBeTruthy();
  });

  it("puts the server's complaint next to the field it names", async () => {
    cardStubs(translation(), {
      [`PUT ${CARD_PATH}`]: () =>
        jsonResponse(
          {
            error: "Bad Request",
            message: "title: must not contain control characters",
            field: "title",
          },
          400,
        ),
    });
    const user = await openHindiTab("/admin/cards/101/edit", "Edit Card");
    await user.type(await screen.findByLabelText(/^Title in Hindi/), "बीमा");
    await user.click(screen.getByRole("button", { name: "Save Hindi version" }));
    const dialog = await screen.findByRole("dialog", { name: "Alert" });
    expect(dialog.textContent).toContain(translationMessages.saveFailed);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    const title = screen.getByLabelText(/^Title in Hindi/);
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("must not contain control characters")).toBeTruthy();
  });

  it("starts from the saved Hindi version and removes it only after asking", async () => {
    const saved = translation({
      fields: { title: "बीमा कितना?", options: ["₹1 लाख", "₹5 लाख"] },
      updated_at: "2026-11-23T10:00:00Z",
    });
    const calls = cardStubs(saved, {
      [`DELETE ${CARD_PATH}`]: () => jsonResponse(translation()),
    });
    const user = await openHindiTab("/admin/cards/101/edit?lang=hi", "Edit Card");
    expect(((await screen.findByLabelText(/^Title in Hindi/)) as HTMLInputElement).value).toBe("बीमा कितना?");
    expect((screen.getByLabelText(/^Option B in Hindi/) as HTMLInputElement).value).toBe("₹5 लाख");

    await user.click(screen.getByRole("button", { name: "Remove Hindi version" }));
    const confirm = await screen.findByRole("dialog", { name: "Remove the Hindi version?" });
    await user.click(within(confirm).getByRole("button", { name: "Remove" }));
    const dialog = await screen.findByRole("dialog", { name: "Alert" });
    expect(dialog.textContent).toContain(translationMessages.removed);
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([CARD_PATH]);
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect((screen.getByLabelText(/^Title in Hindi/) as HTMLInputElement).value).toBe(""),
    );
    expect(screen.queryByRole("button", { name: "Remove Hindi version" })).toBeNull();
  });

  it("on a new card, says to save it in English first", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/modules/11": () => jsonResponse(adminModule()),
      "GET /api/courses/1": () => jsonResponse(course()),
      "GET /api/cards/11/getall": () => jsonResponse([]),
    });
    await openHindiTab("/admin/modules/11/cards/add", "Add New Card");
    expect(screen.getByText(/Save the card in English first/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Title in Hindi/)).toBeNull();
  });
});

describe("an article's Hindi tab", () => {
  it("translates the title and the Markdown text, with the English above", async () => {
    const english = article({ id: 7, title: "Save first", content: "## Why\n\nPay yourself **first**." });
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/articles/7": () => jsonResponse(english),
      [`GET ${ARTICLE_PATH}`]: () =>
        jsonResponse(
          translation({
            entity: "article",
            id: 7,
            english: { title: english.title, content: english.content, content_text: english.content_text },
          }),
        ),
      [`PUT ${ARTICLE_PATH}`]: ({ body }: RecordedCall) =>
        jsonResponse(
          translation({
            entity: "article",
            id: 7,
            fields: body as AdminTranslation["fields"],
            updated_at: "2026-11-23T10:00:00Z",
            english: { title: english.title, content: english.content, content_text: english.content_text },
          }),
        ),
    });
    const user = await openHindiTab("/admin/articles/7/edit", "Edit Article");
    expect(await screen.findByLabelText(/^Title in Hindi/)).toBeTruthy();
    const panel = screen.getByRole("tabpanel", { name: "हिंदी (Hindi)" });
    expect(within(panel).getByText("Save first", { selector: "p" })).toBeTruthy();
    // The English Markdown as written, for reference.
    expect(within(panel).getByText(/Pay yourself \*\*first\*\*/)).toBeTruthy();
    await user.type(screen.getByLabelText(/^Title in Hindi/), "पहले बचत");
    await user.type(screen.getByRole("textbox", { name: /^Content in Hindi/ }), "पहले **ख़ुद** को भुगतान करें।");
    // The live preview formats the Hindi Markdown.
    expect(
      within(screen.getByRole("region", { name: "Content in Hindi preview" })).getByText("ख़ुद").tagName,
    ).toBe("STRONG");
    await user.click(screen.getByRole("button", { name: "Save Hindi version" }));
    expect((await screen.findByRole("dialog", { name: "Alert" })).textContent).toContain(
      translationMessages.saved,
    );
    expect(puts(calls, ARTICLE_PATH)).toEqual([{ title: "पहले बचत", content: "पहले **ख़ुद** को भुगतान करें।" }]);
  });
});
