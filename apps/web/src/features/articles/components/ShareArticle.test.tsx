import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "../../../lib/i18n";
import { whatsAppShareUrl } from "../../../lib/share";
import { stubIntersectionObserver } from "../../../test/intersectionObserver";
import { jsonResponse, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { readingTime } from "../format";
import { makeArticle } from "../test/fixtures";

const TITLE = "UPI frauds: never share your PIN";
const list = [
  makeArticle(1, { title: "First salary", reading_minutes: 2 }),
  makeArticle(5, { title: TITLE, reading_minutes: 4 }),
  makeArticle(6, { title: "No address yet", slug: null, reading_minutes: 12 }),
];

/** The browser's own share sheet and clipboard, which happy-dom has not got: set per test, then gone. */
function give(name: "share" | "clipboard", value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
  for (const name of ["share", "clipboard"] as const) Reflect.deleteProperty(navigator, name);
});

async function openReader(path: string) {
  stubIntersectionObserver();
  mockApi({ "GET /api/auth/me": signedOut, "POST /api/articles/getall": () => jsonResponse(list) });
  renderApp(path);
  return screen.findByRole("dialog", { name: /./ });
}

describe("sharing an article from the reader", () => {
  it("opens the device's share sheet with the title and the article's public address, by keyboard too", async () => {
    const share = vi.fn(async () => undefined);
    give("share", share);
    const reader = await openReader("/articles/article-5");
    const button = within(reader).getByRole("button", { name: "Share" });

    await userEvent.setup().click(button);
    const url = `${window.location.origin}/articles/article-5`;
    expect(share).toHaveBeenCalledWith({ title: TITLE, text: TITLE, url });

    button.focus();
    await userEvent.setup().keyboard("{Enter}");
    expect(share).toHaveBeenCalledTimes(2);
    // With a share sheet, the sheet copies: no WhatsApp link or copy control of our own.
    expect(within(reader).queryByRole("link", { name: /WhatsApp/ })).toBeNull();
    expect(within(reader).queryByRole("button", { name: "Copy link" })).toBeNull();
  });

  it("closing the share sheet is not an error: nothing else opens", async () => {
    give(
      "share",
      vi.fn(async () => {
        throw new DOMException("Share canceled", "AbortError");
      }),
    );
    const open = vi.fn();
    vi.stubGlobal("open", open);
    const reader = await openReader("/articles/article-5");
    await userEvent.setup().click(within(reader).getByRole("button", { name: "Share" }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(open).not.toHaveBeenCalled();
  });

  it("is a WhatsApp link where the browser cannot share, and copies the link", async () => {
    // user-event puts a clipboard of its own on navigator: ours goes after it.
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    give("clipboard", { writeText });
    // An article without a readable address is shared by its id.
    const reader = await openReader("/articles?article=6");
    const url = `${window.location.origin}/articles?article=6`;

    const link = within(reader).getByRole("link", { name: "Share on WhatsApp (opens in a new tab)" });
    expect(link.textContent).toBe("Share");
    expect(link.getAttribute("href")).toBe(
      `https://wa.me/?text=${encodeURIComponent(`No address yet ${url}`)}`,
    );
    expect(link.getAttribute("href")).toBe(whatsAppShareUrl("No address yet", url));
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toContain("noopener");

    await user.click(within(reader).getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(url);
    await waitFor(() => expect(within(reader).getByRole("status").textContent).toBe("Link copied"));
  });

  it("says when the link could not be copied", async () => {
    const user = userEvent.setup();
    give("clipboard", { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) });
    const reader = await openReader("/articles/article-5");
    await user.click(within(reader).getByRole("button", { name: "Copy link" }));
    await waitFor(() =>
      expect(within(reader).getByRole("status").textContent).toBe("The link could not be copied."),
    );
  });
});

describe("reading time", () => {
  it("shows beside the date in the reader and in the list", async () => {
    const reader = await openReader("/articles/article-5");
    expect(within(reader).getByText("4 min read")).toBeTruthy();
    const rows = within(screen.getByTestId("article-list")).getAllByRole("listitem");
    expect(rows.map((row) => row.querySelector("time")?.parentElement?.textContent)).toEqual([
      expect.stringMatching(/ · 4 min read$/),
      expect.stringMatching(/ · 12 min read$/),
    ]);
  });

  it("is written in the interface's language, with its digits, and left out when not known", async () => {
    expect(readingTime(4)).toBe("4 min read");
    expect(readingTime(1_200)).toBe("1,200 min read");
    // A copy the device saved before reading times were sent.
    expect(readingTime(undefined)).toBe("");
    await i18n.changeLanguage("hi");
    await i18n.loadNamespaces("articles");
    expect(readingTime(4)).toBe("4 मिनट में पढ़ें");
  });
});
