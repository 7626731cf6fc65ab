import { schemeMessages } from "@arthshala/contracts/schemes-catalog";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { changeLanguage } from "../../../lib/i18n";
import { heldAnswer, jsonResponse, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { product } from "../test/fixtures";

const visitor = { "GET /api/auth/me": signedOut };

describe("a scheme page", () => {
  it("shows each product to visitors: names, badge, rate, as-of date, official page, sources and the disclaimer", async () => {
    mockApi({ ...visitor, "GET /api/sbi/simplysave": () => jsonResponse([product()]) });
    renderApp("/simplysave");
    const card = await screen.findByRole("article", { name: "SimplySAVE SBI Card" });
    expect(screen.getByRole("heading", { level: 1, name: "SimplySAVE SBI Card" })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe("SimplySAVE SBI Card · Arthshala"));
    expect(within(card).getByText("State Bank of India")).toBeTruthy();
    const badge = within(card).getByRole("img", { name: "State Bank of India" }) as HTMLImageElement;
    expect(new URL(badge.src).pathname).toBe("/content/banks/sbi.svg");
    // No headline rate (a card): the product's rate words, then the date they were read.
    expect(within(card).getByText("Interest up to 3.75% a month on unpaid bills")).toBeTruthy();
    expect(within(card).getByText("as of 1 January 2026").closest("dd")?.textContent).toBe(
      "Interest up to 3.75% a month on unpaid bills · as of 1 January 2026",
    );
    expect(within(card).getByText("Lock-in").nextElementSibling?.textContent).toBe("Doesn't apply");
    expect(within(card).getByText("Tax").nextElementSibling?.textContent).toBe(
      "Not a saving, so there is no tax benefit.",
    );

    const official = within(card).getByRole("link", { name: /^Go To Official Bank Page/ });
    const url = "https://www.sbicard.com/en/personal/credit-cards/shopping/simplysave-sbi-card.page";
    expect(official.getAttribute("href")).toBe(url);
    expect(official.getAttribute("target")).toBe("_blank");
    expect(official.getAttribute("rel")).toBe("noopener noreferrer");
    expect(within(card).getByText(url).closest("p")?.textContent).toBe(`Source: ${url}`);
    const sources = within(card).getByRole("link", { name: "SBI Card: fees and charges" });
    expect(sources.getAttribute("href")).toBe("https://www.sbicard.com/fees");
    expect(sources.getAttribute("rel")).toBe("noopener noreferrer");
    expect(screen.getByText(schemeMessages.disclaimer)).toBeTruthy();
  });

  it("gives simply-save its own tabs, opens the first, and moves between them with the keyboard", async () => {
    mockApi({ ...visitor, "GET /api/sbi/simplysave": () => jsonResponse([product()]) });
    renderApp("/simplysave");
    const tablist = await screen.findByRole("tablist", { name: "About SimplySAVE SBI Card" });
    const tabs = within(tablist).getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual([
      "Know Before You Invest",
      "Key Features",
      "Fees and Charges",
    ]);
    expect(tabs[0]!.getAttribute("aria-selected")).toBe("true");
    // A list of text: bullet points.
    let panel = screen.getByRole("tabpanel", { name: "Know Before You Invest" });
    expect(
      within(panel)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual([
      "A credit card is a loan: pay the full bill by the due date.",
      "Interest on unpaid bills is high.",
    ]);

    const user = userEvent.setup();
    tabs[0]!.focus();
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tabs[1]);
    expect(tabs[1]!.getAttribute("aria-selected")).toBe("true");
    expect(tabs[0]!.getAttribute("tabindex")).toBe("-1");
    // Label/value pairs: a definition list.
    panel = screen.getByRole("tabpanel", { name: "Key Features" });
    const terms = within(panel)
      .getAllByRole("term")
      .map((dt) => dt.textContent);
    expect(terms).toEqual(["Reward points", "Welcome gift"]);
    expect(within(panel).getByText("10 points per ₹150 on dining and groceries").tagName).toBe("DD");

    await user.keyboard("{End}");
    // An object of label to text: a definition list too.
    panel = screen.getByRole("tabpanel", { name: "Fees and Charges" });
    expect(within(panel).getByText("Annual fee").tagName).toBe("DT");
    expect(within(panel).getByText("₹499 plus taxes").tagName).toBe("DD");
    await user.keyboard("{ArrowRight}");
    expect(tabs[0]!.getAttribute("aria-selected")).toBe("true");
    await user.keyboard("{ArrowLeft}");
    expect(tabs[2]!.getAttribute("aria-selected")).toBe("true");
    await user.click(tabs[1]!);
    expect(screen.getByRole("tabpanel", { name: "Key Features" })).toBeTruthy();
  });

  it("shows the standard three tabs elsewhere, and says when a product has nothing under one", async () => {
    mockApi({
      ...visitor,
      "GET /api/sbi/ppf": () =>
        jsonResponse([product({ list: "sbi/ppf", product_name: "PPF at SBI", eligibility: null })]),
    });
    renderApp("/ppf");
    const tablist = await screen.findByRole("tablist");
    expect(
      within(tablist)
        .getAllByRole("tab")
        .map((t) => t.textContent),
    ).toEqual(["Know Before You Invest", "Key Features", "Eligibility"]);
    await userEvent.setup().click(within(tablist).getByRole("tab", { name: "Eligibility" }));
    expect(
      within(screen.getByRole("tabpanel", { name: "Eligibility" })).getByText(
        "Nothing listed here. Check the bank's page for details.",
      ),
    ).toBeTruthy();
  });

  it("holds the card's place while loading, and offers to try again when the list fails", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let fail = true;
    const retried = heldAnswer();
    mockApi({
      ...visitor,
      "GET /api/sbi/fd": () =>
        fail ? jsonResponse({ error: "internal", message: "Down" }, 500) : retried.handler(),
    });
    renderApp("/fd");
    expect(await screen.findByText("We couldn't load this page. Please try again.")).toBeTruthy();
    expect(logged).toHaveBeenCalledWith("Failed to load /api/sbi/fd", expect.anything());
    fail = false;
    await userEvent.setup().click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Loading SBI Fixed Deposit")).toBeTruthy();
    await retried.give(jsonResponse([product({ list: "sbi/fd", product_name: "SBI Term Deposit" })]));
    expect(await screen.findByRole("article", { name: "SBI Term Deposit" })).toBeTruthy();
  });

  it("has a page for every list, /sbisavings included", async () => {
    mockApi({
      ...visitor,
      "GET /api/sbi/savings": () =>
        jsonResponse([product({ list: "sbi/savings", product_name: "SBI Savings Bank Account" })]),
    });
    renderApp("/sbisavings");
    expect(await screen.findByRole("heading", { level: 1, name: "SBI Savings Account" })).toBeTruthy();
    expect(await screen.findByRole("article", { name: "SBI Savings Bank Account" })).toBeTruthy();
  });

  it("shows a headline rate with its note, and says 'last notified on' once the figures are past their time", async () => {
    const ppf = product({
      list: "sbi/ppf",
      product_name: "Public Provident Fund (PPF)",
      bank_name: "Government of India (small savings)",
      bank_key: "govt",
      type: "small_savings",
      rate: "7.1% a year; set by the Government every quarter",
      rate_bps: 710,
      rate_note: null,
      lock_in_months: 180,
      min_amount_paise: 50000,
      tax: "eee",
      as_of: "2026-01-01",
      freshness: { state: "stale", last_notified_on: "2026-01-01" },
    });
    mockApi({ ...visitor, "GET /api/sbi/ppf": () => jsonResponse([ppf]) });
    renderApp("/ppf");
    const card = await screen.findByRole("article", { name: "Public Provident Fund (PPF)" });
    const when = within(card).getByText("last notified on 1 January 2026");
    expect(when.getAttribute("datetime")).toBe("2026-01-01");
    expect(when.closest("dd")?.textContent).toBe("7.1% a year · last notified on 1 January 2026");
    expect(within(card).getByText("7.1% a year; set by the Government every quarter")).toBeTruthy();
    expect(within(card).getByText("Lock-in").nextElementSibling?.textContent).toBe("15 years");
    expect(within(card).getByText("Minimum").nextElementSibling?.textContent).toBe("₹500");
    const badge = within(card).getByRole("img", {
      name: "Government of India (small savings)",
    }) as HTMLImageElement;
    expect(new URL(badge.src).pathname).toBe("/content/banks/govt.svg");
  });

  it("in Hindi: the page's own words and tabs in Hindi, names and content as they are, the date in hi-IN", async () => {
    await changeLanguage("hi");
    mockApi({ ...visitor, "GET /api/sbi/simplysave": () => jsonResponse([product()]) });
    renderApp("/simplysave");
    const card = await screen.findByRole("article", { name: "SimplySAVE SBI Card" });
    expect(within(card).getByText("1 जनवरी 2026 के अनुसार")).toBeTruthy();
    expect(within(card).getByText("दर")).toBeTruthy();
    expect(within(card).getByRole("link", { name: /^बैंक का आधिकारिक पेज खोलें/ })).toBeTruthy();
    const tablist = within(card).getByRole("tablist", { name: "SimplySAVE SBI Card के बारे में" });
    expect(
      within(tablist)
        .getAllByRole("tab")
        .map((tab) => tab.textContent),
    ).toEqual(["निवेश से पहले जानें", "ख़ास बातें", "फ़ीस और चार्ज"]);
    expect(screen.getByText(/^Arthshala किसी भी बैंक से जुड़ा नहीं है।/)).toBeTruthy();
  });
});
