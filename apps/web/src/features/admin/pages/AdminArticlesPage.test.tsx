import type { Article } from "@arthshala/contracts/articles";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { admin, jsonResponse, mockApi, type RecordedCall } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { article, articles } from "../test/articleFixtures";

/** A tiny server for POST /api/articles/getall {limit, offset, admin}: newest first, paged. */
function listOf(all: () => Article[]) {
  return ({ body }: RecordedCall) => {
    const { limit, offset } = body as { limit: number; offset: number };
    return jsonResponse({ articles: all().slice(offset, offset + limit), total: all().length });
  };
}

const titles = () =>
  screen.queryAllByRole("article").map((tile) => within(tile).getByRole("heading").textContent);

const listBodies = (calls: RecordedCall[]) =>
  calls.filter((c) => c.path === "/api/articles/getall").map((c) => c.body);

describe("admin article list", () => {
  it("asks for 10 a page with drafts, and shows title, rating, image or placeholder, excerpt, Draft badge", async () => {
    const list = [
      article({ id: 3, title: "UPI fraud", rating: 4.5, rating_count: 12, image_url: "/uploads/upi.png" }),
      article({ id: 2, title: "Half-written", status: "draft", content_text: "Not yet." }),
      article({ id: 1, title: "Credit scores", rating: 5, rating_count: 1 }),
    ];
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": listOf(() => list),
    });
    renderApp("/admin/articles");
    expect(await screen.findByRole("heading", { level: 1, name: "All Articles" })).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(["UPI fraud", "Half-written", "Credit scores"]));
    expect(listBodies(calls)[0]).toEqual({ limit: 10, offset: 0, admin: true });

    const [first, second, third] = screen.getAllByRole("article");
    expect(within(first!).getByText("★ 4.5 (12)")).toBeTruthy();
    expect(first!.querySelector("img")?.getAttribute("src")).toBe("/uploads/upi.png");
    expect(within(first!).queryByText("Draft")).toBeNull();
    expect(within(second!).getByText("No ratings yet")).toBeTruthy();
    expect(within(second!).getByText("Draft")).toBeTruthy();
    expect(within(second!).getByText("No Image")).toBeTruthy();
    expect(within(second!).getByText("Not yet.")).toBeTruthy();
    expect(within(third!).getByText("★ 5.0 (1)")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Add New Article/ }).getAttribute("href")).toBe(
      "/admin/articles/add",
    );
  });

  it("with 10 or fewer articles: 'Page 1 of 1' and no Previous or Next", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": listOf(() => articles(10)),
    });
    renderApp("/admin/articles");
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(screen.getByText(/Page 1 of 1/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Previous" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });

  it("with more than 10: Previous and Next page through with offset (page-1)*10, kept in ?page=", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": listOf(() => articles(23)),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/admin/articles");
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(screen.getByText(/Page 1 of 3/)).toBeTruthy();
    const previous = screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement;
    expect(previous.disabled).toBe(true);

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByText(/Page 2 of 3/)).toBeTruthy());
    expect(router.state.location.search).toBe("?page=2");
    await waitFor(() => expect(titles()[0]).toBe("Article 13"));

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(titles()).toEqual(["Article 3", "Article 2", "Article 1"]));
    expect(screen.getByText(/Page 3 of 3/)).toBeTruthy();
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    expect(listBodies(calls).map((b) => (b as { offset: number }).offset)).toEqual([0, 10, 20]);
  });

  it("opens on the page named in ?page=", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": listOf(() => articles(23)),
    });
    renderApp("/admin/articles?page=3");
    await waitFor(() => expect(titles()).toEqual(["Article 3", "Article 2", "Article 1"]));
    expect(listBodies(calls)[0]).toEqual({ limit: 10, offset: 20, admin: true });
  });

  it("only logs a failed load, then shows the empty text", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": () => jsonResponse({ error: "internal", message: "Boom." }, 500),
    });
    renderApp("/admin/articles");
    expect(await screen.findByText("No articles available.")).toBeTruthy();
    expect(logged).toHaveBeenCalled();
  });
});

describe("article modal held in ?article=", () => {
  const list = [
    article({
      id: 2,
      title: "UPI fraud",
      content: "Never share your **PIN**.",
      image_url: "/uploads/upi.png",
    }),
    article({ id: 1, title: "Credit scores" }),
  ];

  it("opens from a card, puts the id in the URL, and the close button takes it out", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": listOf(() => list),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/admin/articles");
    await user.click(await screen.findByRole("link", { name: "UPI fraud" }));

    const dialog = await screen.findByRole("dialog", { name: "UPI fraud" });
    expect(router.state.location.search).toBe("?article=2");
    expect(within(dialog).getByText("PIN").tagName).toBe("STRONG");
    expect(dialog.querySelector("img")?.getAttribute("src")).toBe("/uploads/upi.png");
    expect(within(dialog).getByRole("link", { name: "Edit" }).getAttribute("href")).toBe(
      "/admin/articles/2/edit",
    );

    await user.click(within(dialog).getByRole("button", { name: "Close dialog" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.search).toBe("");
  });

  it("opens straight from the URL, fetching an article that is not on the page; Escape closes it", async () => {
    const older = article({ id: 40, title: "An older one", content: "From *long* ago." });
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": listOf(() => list),
      "GET /api/articles/40": () => jsonResponse(older),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/admin/articles?page=1&article=40");
    const dialog = await screen.findByRole("dialog", { name: "An older one" });
    expect(within(dialog).getByText("long").tagName).toBe("EM");
    expect(calls.some((c) => c.method === "GET" && c.path === "/api/articles/40")).toBe(true);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // The page number stays; only the article goes.
    expect(router.state.location.search).toBe("?page=1");
  });

  it("uses the list's copy when the article is on the page (no extra request)", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": listOf(() => list),
    });
    renderApp("/admin/articles?article=1");
    expect(await screen.findByRole("dialog", { name: "Credit scores" })).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/articles/1")).toBe(false);
  });

  it("says so when the article in the URL does not exist", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": listOf(() => list),
      "GET /api/articles/99": () => jsonResponse({ error: "not_found", message: "Not found." }, 404),
    });
    renderApp("/admin/articles?article=99");
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("This article does not exist or was deleted.")).toBeTruthy();
  });

  it("closes on a click outside", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": listOf(() => list),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/admin/articles?article=2");
    await screen.findByRole("dialog", { name: "UPI fraud" });
    await user.click(screen.getByRole("dialog", { name: "UPI fraud" })); // its backdrop
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(router.state.location.search).toBe("");
  });
});

describe("share", () => {
  const list = [article({ id: 2, title: "UPI fraud" })];

  async function openModal() {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": listOf(() => list),
    });
    const user = userEvent.setup();
    renderApp("/admin/articles?article=2");
    const dialog = await screen.findByRole("dialog", { name: "UPI fraud" });
    return { user, dialog };
  }

  /** After userEvent.setup(), which puts its own clipboard stub in place. */
  function mockClipboard(writeText: (text: string) => Promise<void>) {
    const spy = vi.fn(writeText);
    Object.defineProperty(navigator, "clipboard", { value: { writeText: spy }, configurable: true });
    return spy;
  }

  it("copies /admin/articles?article={id} on this site and says so", async () => {
    const { user, dialog } = await openModal();
    const writeText = mockClipboard(async () => {});
    await user.click(within(dialog).getByRole("button", { name: "Share" }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/admin/articles?article=2`);
    expect(await screen.findByText("🔗 Link copied to clipboard!")).toBeTruthy();
  });

  it("says the copy failed when the clipboard refuses", async () => {
    const { user, dialog } = await openModal();
    mockClipboard(async () => {
      throw new DOMException("Denied", "NotAllowedError");
    });
    await user.click(within(dialog).getByRole("button", { name: "Share" }));
    expect(await screen.findByText("❌ Failed to copy the link.")).toBeTruthy();
  });
});

describe("delete article", () => {
  it("deletes at once from the modal, closes it, and Undo brings the article back", async () => {
    const a = article({ id: 2, title: "UPI fraud" });
    const b = article({ id: 1, title: "Credit scores" });
    let live = [a, b];
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": listOf(() => live),
      "DELETE /api/articles/2": () => {
        live = [b];
        return jsonResponse({ id: 2, message: "Article deleted." });
      },
      "POST /api/articles/2/restore": () => {
        live = [a, b];
        return jsonResponse(a);
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp("/admin/articles");
    await user.click(await screen.findByRole("link", { name: "UPI fraud" }));
    const dialog = await screen.findByRole("dialog", { name: "UPI fraud" });

    await user.click(within(dialog).getByRole("button", { name: "Delete article" }));
    // No confirmation: the dialog closes and the article leaves the list.
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(titles()).toEqual(["Credit scores"]));
    expect(router.state.location.search).toBe("");
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/articles/2")).toBe(true),
    );

    const toast = await screen.findByText("Article deleted.");
    await user.click(within(toast.parentElement!).getByRole("button", { name: "Undo" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === "/api/articles/2/restore")).toBe(true),
    );
    await waitFor(() => expect(titles()).toEqual(["UPI fraud", "Credit scores"]));
    expect(await screen.findByText("Article restored.")).toBeTruthy();
  });

  it("puts the article back and says so when the delete fails", async () => {
    const list = [article({ id: 2, title: "UPI fraud" }), article({ id: 1, title: "Credit scores" })];
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/articles/getall": listOf(() => list),
      "DELETE /api/articles/2": () =>
        jsonResponse({ error: "not_found", message: "This article does not exist." }, 404),
    });
    const user = userEvent.setup();
    renderApp("/admin/articles?article=2");
    const dialog = await screen.findByRole("dialog", { name: "UPI fraud" });
    await user.click(within(dialog).getByRole("button", { name: "Delete article" }));
    expect(await screen.findByText("Failed to delete article. This article does not exist.")).toBeTruthy();
    expect(titles()).toEqual(["UPI fraud", "Credit scores"]);
  });
});
