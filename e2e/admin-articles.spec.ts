import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { CONFIRM_LINK, linkFromOutbox } from "./support/mail.js";
import { signInAsAdmin, signUpThroughApi } from "./support/people.js";

/** A valid 1×1 PNG: the server checks uploads by their bytes, so it must be a real image. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const CAUGHT_UP = "✔️ You're all caught up.";

/** Closes the form's "Alert" dialog after checking its text. */
async function closeAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole("dialog", { name: "Alert" });
  await expect(alert).toContainText(text);
  await alert.getByRole("button", { name: "Close" }).click();
  await expect(alert).toBeHidden();
}

/** Fills and sends the add-article form; resolves with the new article's id. */
async function postArticle(
  page: Page,
  fields: { title: string; content: string; draft?: boolean; image?: boolean },
): Promise<number> {
  await page.goto("/admin/articles/add");
  await expect(page.getByRole("heading", { level: 1, name: "Add New Article" })).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill(fields.title);
  await page.getByLabel("Content", { exact: true }).fill(fields.content);
  if (fields.image) {
    await page
      .getByLabel(/Article image/)
      .setInputFiles({ name: "upi.png", mimeType: "image/png", buffer: PNG });
  }
  if (fields.draft) await page.getByRole("radio", { name: /^Draft/ }).check();
  const added = page.waitForResponse(
    (r) => r.url().endsWith("/api/articles/add") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Post Article" }).click();
  const response = await added;
  expect(response.status()).toBe(201);
  await closeAlert(page, "✅ Article posted!");
  await expect(page).toHaveURL(/\/admin\/articles$/);
  return ((await response.json()) as { id: number }).id;
}

/**
 * Opens the admin list on the page that holds article `id`. Other browser tests may post articles at
 * the same time, so the page is worked out from the list rather than assumed to be the first.
 */
async function openAdminListAt(page: Page, baseURL: string, id: number): Promise<void> {
  const response = await page.request.post("/api/articles/getall", {
    data: { limit: 100, offset: 0, admin: true },
    headers: { origin: baseURL },
  });
  const { articles } = (await response.json()) as { articles: { id: number }[] };
  const index = articles.findIndex((a) => a.id === id);
  expect(index, `article ${id} in the admin list`).toBeGreaterThanOrEqual(0);
  const pageNumber = Math.floor(index / 10) + 1;
  await page.goto(pageNumber > 1 ? `/admin/articles?page=${pageNumber}` : "/admin/articles");
  await expect(page.getByRole("heading", { level: 1, name: "All Articles" })).toBeVisible();
}

/**
 * Reads /articles as a reader does, scrolling for more until `title` shows or the list is all caught up.
 * (The reader list is another feature's: only the visible title text is relied on.)
 */
async function readerFinds(page: Page, title: string): Promise<boolean> {
  await page.goto("/articles");
  await expect(page.getByRole("heading", { level: 1, name: "Articles" })).toBeVisible();
  const match = page.getByText(title, { exact: true });
  const caughtUp = page.getByText(CAUGHT_UP);
  const items = page.getByTestId("article-list").getByRole("listitem");
  await expect(items.first()).toBeVisible();
  for (;;) {
    if ((await match.count()) > 0) return true;
    if (await caughtUp.isVisible()) return false;
    const before = await items.count();
    await items.last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await items.count()) > before || (await caughtUp.isVisible())).toBe(true);
  }
}

test("an admin posts an article, shares its link, deletes it with Undo, then for good", async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const title = `Five signs of UPI fraud ${randomBytes(3).toString("hex")}`;
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  await signInAsAdmin(page, baseURL!);

  // ── The dashboard tile leads to the form; empty fields are refused before sending ──
  await page.goto("/admin");
  await page.getByRole("link", { name: /^Add New Article/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add New Article" })).toBeVisible();
  await page.getByRole("button", { name: "Post Article" }).click();
  await expect(page.getByRole("alert")).toHaveText(["Title is required.", "Content is required."]);
  await page.getByLabel("Content", { exact: true }).fill("Never share your **UPI PIN**.");
  await expect(page.getByRole("region", { name: "Content preview" }).locator("strong")).toHaveText("UPI PIN");

  // ── Post it with an image ──
  const id = await postArticle(page, {
    title,
    content: "Never share your **UPI PIN**.\n\nA bank will never ask for it on a call.",
    image: true,
  });

  // ── A reader (a visitor is enough) finds it on /articles ──
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  expect(await readerFinds(reader, title)).toBe(true);

  // ── The admin opens it from the list: the modal is held in ?article= ──
  await openAdminListAt(page, baseURL!, id);
  const tile = page.getByRole("article", { name: title });
  await expect(tile.locator("img")).toHaveAttribute("src", /^\/uploads\//);
  await expect(tile).toContainText("No ratings yet");
  await tile.getByRole("link", { name: title }).click();
  const modal = page.getByRole("dialog", { name: title });
  await expect(modal).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]article=${id}$`));
  await expect(modal.locator("strong")).toHaveText("UPI PIN");
  await expect(modal.getByText("A bank will never ask for it on a call.")).toBeVisible();

  // ── Share: the link lands in the clipboard and opens the same modal in a new page ──
  await modal.getByRole("button", { name: "Share" }).click();
  await expect(page.getByText("🔗 Link copied to clipboard!")).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${baseURL}/admin/articles?article=${id}`);
  const shared = await context.newPage();
  await shared.goto(link);
  // A cold admin tab (the admin pages are not drawn on the server): on a loaded CI machine its chunks
  // and the article list took 13 s to arrive once.
  await expect(shared.getByRole("dialog", { name: title })).toBeVisible();
  await expect(shared.getByRole("dialog", { name: title }).getByText("A bank will never ask")).toBeVisible();
  await shared.close();

  // ── Escape closes it and takes ?article out ──
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(page).not.toHaveURL(/article=/);

  // ── Delete, then Undo: it is back ──
  await tile.getByRole("link", { name: title }).click();
  const deleted = page.waitForResponse((r) => r.request().method() === "DELETE" && r.ok());
  await modal.getByRole("button", { name: "Delete article" }).click();
  await deleted;
  await expect(modal).toBeHidden();
  await expect(tile).toHaveCount(0);
  const restored = page.waitForResponse((r) => r.url().includes(`/api/articles/${id}/restore`) && r.ok());
  await page
    .getByRole("status")
    .filter({ hasText: "Article deleted." })
    .getByRole("button", { name: "Undo" })
    .click();
  await restored;
  await expect(tile).toBeVisible();
  await expect(page.getByText("Article restored.")).toBeVisible();

  // ── Delete for good: readers no longer find it ──
  await tile.getByRole("link", { name: title }).click();
  const deletedAgain = page.waitForResponse((r) => r.request().method() === "DELETE" && r.ok());
  await modal.getByRole("button", { name: "Delete article" }).click();
  await deletedAgain;
  await expect(tile).toHaveCount(0);
  expect(await readerFinds(reader, title)).toBe(false);
  await readerContext.close();
});

test("a draft stays with admins: marked Draft in the list, never shown to readers", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Draft: SIP basics ${randomBytes(3).toString("hex")}`;
  await signInAsAdmin(page, baseURL!);
  const id = await postArticle(page, { title, content: "Work in progress.", draft: true });

  await openAdminListAt(page, baseURL!, id);
  const tile = page.getByRole("article", { name: title });
  await expect(tile.getByText("Draft", { exact: true })).toBeVisible();
  await expect(tile.getByText("No Image")).toBeVisible();

  const readerContext = await browser.newContext();
  expect(await readerFinds(await readerContext.newPage(), title)).toBe(false);
  await readerContext.close();

  // Leave nothing behind for the other specs.
  const gone = await page.request.delete(`/api/articles/${id}`, { headers: { origin: baseURL! } });
  expect(gone.status()).toBe(200);
});

test("an admin sends a newsletter to subscribers and watches it go out", async ({
  page,
  browser,
  baseURL,
}) => {
  const title = `Money tips ${randomBytes(3).toString("hex")}`;

  // Two learners save an address (through the API, as the footer box would); only one confirms it.
  const save = async () => {
    const context = await browser.newContext();
    const learner = await context.newPage();
    await signUpThroughApi(learner, baseURL!);
    const enteredEmail = `tips-${randomBytes(4).toString("hex")}@example.in`;
    const saved = await learner.request.post("/api/articles/saveemail", {
      data: { enteredEmail },
      headers: { origin: baseURL! },
    });
    expect(await saved.json()).toMatchObject({ enteredEmail, confirmed: false });
    await context.close();
    return enteredEmail;
  };
  const confirmedReader = await save();
  const unconfirmedReader = await save();

  await signInAsAdmin(page, baseURL!);
  // The confirmation link reaches the confirmed reader's outbox mail; opening it is all it takes.
  const link = await linkFromOutbox(page.request, confirmedReader, CONFIRM_LINK);
  const confirmed = await page.request.post("/api/newsletter/confirm", {
    data: { token: new URL(link, baseURL).searchParams.get("token") },
    headers: { origin: baseURL! },
  });
  expect((await confirmed.json()).status).toBe("confirmed");

  await page.goto("/admin");
  await page.getByRole("link", { name: /^Send Newsletter/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Send Newsletter" })).toBeVisible();
  await expect(page.getByText(/Emails go out in the background/)).toContainText("retried automatically");

  await page.getByRole("button", { name: "Send Emails" }).click();
  await expect(page.getByRole("alert")).toHaveText(["Title is required.", "Content is required."]);

  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Content", { exact: true }).fill("Save first, spend later.\n\nSee you next month.");
  await expect(page.getByRole("region", { name: "Email preview" })).toContainText(title);
  const sent = page.waitForResponse(
    (r) => r.url().endsWith("/api/admin/newsletters") && r.request().method() === "POST",
  );
  await page.getByRole("button", { name: "Send Emails" }).click();
  const response = await sent;
  expect(response.status()).toBe(200);
  const { newsletter } = (await response.json()) as {
    newsletter: { sent: number; failed: number; pending: number } | null;
  };
  expect(newsletter).not.toBeNull();
  // Everyone subscribed when it was sent (other tests subscribe people too): at least our learner.
  const recipients = newsletter!.sent + newsletter!.failed + newsletter!.pending;
  expect(recipients).toBeGreaterThanOrEqual(1);
  await closeAlert(page, "Sent!");

  // With no SMTP server the mail goes to the outbox at once: every email counts as sent.
  const row = page.getByRole("article", { name: title });
  await expect(row.getByRole("listitem")).toHaveText([`${recipients} sent`, "0 failed", "0 pending"]);

  await page.goto("/admin/outbox");
  await expect(page.getByRole("heading", { level: 2, name: "Delivery problems" })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Kept mail" }).getByRole("heading", { name: title }).first(),
  ).toBeVisible();
  // Only the confirmed reader got it: a saved address nobody confirmed gets no newsletter.
  const outbox = (await (await page.request.get("/api/admin/outbox?limit=100")).json()) as {
    items: { to: string; subject: string }[];
  };
  const recipientsOfThis = outbox.items.filter((m) => m.subject === title).map((m) => m.to);
  expect(recipientsOfThis).toContain(confirmedReader);
  expect(recipientsOfThis).not.toContain(unconfirmedReader);
});
