import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { buildQuestionCourse } from "./support/courses.js";
import { signInAsAdmin } from "./support/people.js";

/** Closes the form's "Alert" dialog after checking its text. */
async function closeAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole("dialog", { name: "Alert" });
  await expect(alert).toContainText(text);
  await alert.getByRole("button", { name: "Close" }).click();
  await expect(alert).toBeHidden();
}

const HINDI = "हिंदी (Hindi)";

test("an admin adds Hindi versions of a card and an article, and a Hindi reader sees them", async ({
  page,
  browser,
  baseURL,
}) => {
  const run = randomBytes(3).toString("hex");
  await signInAsAdmin(page, baseURL!);
  const built = await buildQuestionCourse(page.request, baseURL!, run);

  // ── The card: its Hindi tab shows the English beside each field ──
  await page.goto(`/admin/cards/${built.cardId}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Card" })).toBeVisible();
  await page.getByRole("tab", { name: HINDI }).click();
  await expect(page).toHaveURL(/\?lang=hi$/);
  const panel = page.getByRole("tabpanel", { name: HINDI });
  await expect(panel.getByText("has no Hindi version yet")).toBeVisible();
  await expect(panel.getByText("A. 1 lakh rupees")).toBeVisible();
  await expect(panel.getByText("B. 5 lakh rupees")).toBeVisible();
  await panel.getByLabel(/^Title in Hindi/).fill("कितना बीमा है?");
  await panel.getByRole("textbox", { name: /^Text in Hindi/ }).fill("एक बैंक में आपकी जमा का कितना **बीमा** है?");
  await panel.getByLabel(/^Option A in Hindi/).fill("1 लाख रुपये");
  await panel.getByRole("button", { name: "Save Hindi version" }).click();
  // Options go all together: nothing is sent with one missing.
  await expect(panel.getByText("Translate this option too, or leave every option empty.")).toBeVisible();
  await panel.getByLabel(/^Option B in Hindi/).fill("5 लाख रुपये");
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/admin/translations/card/${built.cardId}/hi`) && r.request().method() === "PUT",
  );
  await panel.getByRole("button", { name: "Save Hindi version" }).click();
  expect((await saved).status()).toBe(200);
  await closeAlert(page, "Hindi version saved");
  await expect(panel.getByRole("button", { name: "Remove Hindi version" })).toBeVisible();

  // ── The article ──
  const added = await page.request.post("/api/articles/add", {
    headers: { origin: baseURL! },
    multipart: {
      title: `Insurance on deposits ${run}`,
      content: "## What is covered\n\nYour savings, up to **5 lakh rupees** a bank.",
      status: "published",
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const article = (await added.json()) as { id: number; slug: string; title: string };
  expect(article.slug).toMatch(/^insurance-on-deposits-/);
  await page.goto(`/admin/articles/${article.id}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Article" })).toBeVisible();
  await page.getByRole("tab", { name: HINDI }).click();
  const articlePanel = page.getByRole("tabpanel", { name: HINDI });
  await expect(articlePanel.getByText(article.title, { exact: true })).toBeVisible();
  await articlePanel.getByLabel(/^Title in Hindi/).fill(`जमा पर बीमा ${run}`);
  await articlePanel
    .getByRole("textbox", { name: /^Content in Hindi/ })
    .fill("## क्या शामिल है\n\nआपकी बचत, हर बैंक में **5 लाख रुपये** तक।");
  await expect(
    articlePanel.getByRole("region", { name: "Content in Hindi preview" }).locator("strong"),
  ).toHaveText("5 लाख रुपये");
  await articlePanel.getByRole("button", { name: "Save Hindi version" }).click();
  await closeAlert(page, "Hindi version saved");

  // ── A reader in Hindi sees both; one in English sees the English ──
  const hindi = await browser.newContext({ locale: "hi-IN", extraHTTPHeaders: { "Accept-Language": "hi" } });
  const reader = await hindi.newPage();
  await reader.goto(`/courses/course/${built.courseId}/module/${built.moduleId}/card/${built.cardId}`);
  // A cold context that fetches the Hindi texts before its first render: longer than the default 7 s.
  await expect(reader.getByText("कितना बीमा है?").first()).toBeVisible();
  await expect(reader.getByText("5 लाख रुपये").first()).toBeVisible();
  await expect(reader.getByText("1 लाख रुपये").first()).toBeVisible();

  await reader.goto(`/articles/${article.slug}`);
  const hindiDialog = reader.getByRole("dialog", { name: `जमा पर बीमा ${run}` });
  await expect(hindiDialog).toBeVisible();
  await expect(hindiDialog.getByRole("heading", { name: "क्या शामिल है" })).toBeVisible();

  const english = await browser.newContext({ locale: "en-IN" });
  const englishReader = await english.newPage();
  await englishReader.goto(`/articles/${article.slug}`);
  await expect(englishReader.getByRole("dialog", { name: article.title })).toBeVisible();
  await english.close();

  // ── Removing the article's Hindi version puts the English back for Hindi readers ──
  await page.getByRole("button", { name: "Remove Hindi version" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove the Hindi version?" });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await closeAlert(page, "Hindi version removed");
  await expect(page.getByRole("tabpanel", { name: HINDI }).getByLabel(/^Title in Hindi/)).toHaveValue("");
  const after = await reader.request.get(`/api/articles/slug/${article.slug}`);
  expect(await after.json()).toMatchObject({ language: "en", title: article.title });
  await hindi.close();
});

test("an admin writes a scheme product's Hindi description, and a Hindi visitor reads it on the scheme page", async ({
  page,
  browser,
  baseURL,
}) => {
  await signInAsAdmin(page, baseURL!);
  const schemes = await page.request.get("/api/admin/schemes");
  expect(schemes.status()).toBe(200);
  const products = (await schemes.json()) as {
    id: number;
    list: string;
    product_name: string;
    description: string;
  }[];
  const product = products.find((p) => p.list === "sbi/savings")!;
  expect(product).toBeTruthy();
  const hindiDescription = "रोज़ की बचत के लिए एक साधारण खाता: पैसा सुरक्षित रहता है और जब चाहें निकाल सकते हैं।";
  // Every scheme has its Hindi texts from content/hi/schemes: the page's Hindi name comes from there.
  const hindiList = await page.request.get("/api/sbi/savings", { headers: { "accept-language": "hi" } });
  const hindiName = ((await hindiList.json()) as { id: number; product_name: string }[]).find(
    (p) => p.id === product.id,
  )!.product_name;
  expect(hindiName).toMatch(/[\u0900-\u097F]/);

  // ── The product's Hindi tab: the English description beside its Hindi one, seeded, to edit ──
  await page.goto(`/admin/schemes/${product.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Product" })).toBeVisible();
  await expect(page.getByLabel("Product name")).toHaveValue(product.product_name);
  await page.getByRole("tablist", { name: "Product language" }).getByRole("tab", { name: HINDI }).click();
  await expect(page).toHaveURL(/\?lang=hi$/);
  const panel = page.getByRole("tabpanel", { name: HINDI });
  await expect(panel.getByText(product.description, { exact: true })).toBeVisible();
  await expect(panel.getByLabel(/^Description in Hindi/)).toHaveValue(/[\u0900-\u097F]/);
  await panel.getByLabel(/^Description in Hindi/).fill(hindiDescription);
  const saved = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/admin/translations/bank_product/${product.id}/hi`) &&
      r.request().method() === "PUT",
  );
  await panel.getByRole("button", { name: "Save Hindi version" }).click();
  expect((await saved).status()).toBe(200);
  await closeAlert(page, "Hindi version saved");
  await expect(panel.getByRole("button", { name: "Remove Hindi version" })).toBeVisible();

  // ── A visitor in Hindi reads it on /sbisavings; one in English reads the English ──
  const hindi = await browser.newContext({ locale: "hi-IN", extraHTTPHeaders: { "Accept-Language": "hi" } });
  const reader = await hindi.newPage();
  await reader.goto("/sbisavings");
  const hindiCard = reader.getByRole("article", { name: hindiName });
  // A cold context that fetches the Hindi texts before its first render: longer than the default 7 s.
  await expect(hindiCard.getByText(hindiDescription)).toBeVisible();
  await expect(hindiCard.getByText(product.description, { exact: true })).toHaveCount(0);

  const english = await browser.newContext({ locale: "en-IN" });
  const englishReader = await english.newPage();
  await englishReader.goto("/sbisavings");
  const englishCard = englishReader.getByRole("article", { name: product.product_name });
  await expect(englishCard.getByText(product.description, { exact: true })).toBeVisible();
  await expect(englishCard.getByText(hindiDescription)).toHaveCount(0);
  await english.close();

  // ── Removing the Hindi version brings the English back for Hindi visitors ──
  await panel.getByRole("button", { name: "Remove Hindi version" }).click();
  const confirm = page.getByRole("dialog", { name: "Remove the Hindi version?" });
  await confirm.getByRole("button", { name: "Remove" }).click();
  await closeAlert(page, "Hindi version removed");
  await expect(panel.getByLabel(/^Description in Hindi/)).toHaveValue("");
  await expect(panel.getByText("This product has no Hindi version yet")).toBeVisible();
  await reader.reload();
  const englishAgain = reader.getByRole("article", { name: product.product_name });
  await expect(englishAgain.getByText(product.description, { exact: true })).toBeVisible();
  await expect(reader.getByText(hindiDescription)).toHaveCount(0);
  await hindi.close();
});
