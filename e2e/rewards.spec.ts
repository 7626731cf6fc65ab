/**
 * Rewards (issue 41): a learner earns FinStars in a lesson, redeems a perk on /rewards (a new account's
 * redemption waits for an Admin, who approves it), and finds its code on My rewards; an Admin uploads
 * codes as a CSV on /admin/rewards and sees the stock, then sees it fall after a redemption.
 */
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./support/axe.js";
import { buildQuestionCourse } from "./support/courses.js";
import { answerWith, continueFromSheet } from "./support/lesson.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { buildPerson, signInAsAdmin, signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

/** A code perk made through the admin API, with `codes` uploaded. */
async function codePerk(admin: Page, baseURL: string, title: string, codes: string[]) {
  const headers = { origin: baseURL };
  const made = await admin.request.post("/api/admin/rewards/perks", {
    headers,
    data: {
      title,
      price: 5,
      fulfilment: "code",
      instructions: "Use the code at checkout.",
      per_learner_limit: 5,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { id: number }).id;
  if (codes.length) {
    const up = await admin.request.post(`/api/admin/rewards/perks/${id}/codes`, {
      headers,
      data: { csv: codes.join("\n") },
    });
    expect(up.status(), await up.text()).toBe(200);
  }
  return id;
}

test("a learner earns FinStars in a lesson, redeems a perk and finds its code on My rewards", async ({
  page,
  browser,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  const run = Math.random().toString(36).slice(2, 8);
  const admin = await (await browser.newContext({ baseURL })).newPage();
  await signInAsAdmin(admin, baseURL!);
  const course = await buildQuestionCourse(admin.request, baseURL!, run);
  const title = `Book voucher ${run}`;
  await codePerk(admin, baseURL!, title, [`BOOK-${run}-1`, `BOOK-${run}-2`]);

  await signUpThroughApi(page, baseURL!, buildPerson());
  await page.goto(`/courses/course/${course.courseId}/module/${course.moduleId}/card/${course.cardId}`);
  await answerWith(page, "5 lakh rupees");
  await continueFromSheet(page);

  await page.goto("/rewards");
  await waitForApp(page);
  await expect(page.getByTestId("rewards-balance")).toHaveText("5 FinStars");
  expect(await seriousViolations(page)).toEqual([]);
  const perk = page.getByTestId("perk").filter({ hasText: title });
  await perk.getByRole("button", { name: "Redeem" }).click();
  const confirm = page.getByRole("dialog", { name: `Redeem “${title}”?` });
  await expect(confirm).toContainText("This uses 5 of your 5 FinStars. You will have 0 left.");
  await confirm.getByRole("button", { name: "Yes, redeem" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Redeemed!" })).toBeVisible();
  await expect(page.getByTestId("rewards-balance")).toHaveText("0 FinStars");

  // A new account's redemption waits for an Admin; approved, its code shows.
  const queue = await admin.request.get("/api/admin/rewards/review");
  const held = (
    (await queue.json()) as { redemptions: { id: string; perk_title: string }[] }
  ).redemptions.find((r) => r.perk_title === title);
  expect(held).toBeDefined();
  const decided = await admin.request.post(`/api/admin/rewards/redemptions/${held!.id}/review`, {
    headers: { origin: baseURL! },
    data: { decision: "approve" },
  });
  expect(decided.status()).toBe(200);
  await admin.context().close();

  await page.getByRole("link", { name: "My rewards" }).first().click();
  await expect(page).toHaveURL(/\/rewards\/mine$/);
  const mine = page.getByTestId("my-reward").filter({ hasText: title });
  await expect(mine.getByTestId("reward-code")).toHaveText(`BOOK-${run}-1`);
  await expect(mine).toContainText("Use the code at checkout.");
  await expect(page.getByText(`Redeemed: ${title}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test("an admin uploads codes as a CSV and sees the stock, and sees it fall after a redemption", async ({
  page,
  browser,
  baseURL,
}) => {
  const run = Math.random().toString(36).slice(2, 8);
  await signInAsAdmin(page, baseURL!);
  const title = `Sticker codes ${run}`;
  const id = await codePerk(page, baseURL!, title, []);
  const course = await buildQuestionCourse(page.request, baseURL!, run);

  await page.goto("/admin/rewards");
  await waitForApp(page);
  const row = page.getByTestId("admin-perk").filter({ hasText: title });
  await expect(row.getByTestId("perk-stock")).toHaveText("0 of 0 codes left");
  await row.getByLabel("Upload codes (CSV)").setInputFiles({
    name: "codes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`code\nST-${run}-1\nST-${run}-2\nST-${run}-3\nST-${run}-1\n`),
  });
  await expect(row.getByText("Added 3 codes (1 duplicates skipped). Stock: 3.")).toBeVisible();
  await expect(row.getByTestId("perk-stock")).toHaveText("3 of 3 codes left");
  expect(await seriousViolations(page)).toEqual([]);

  // A learner earns 5 FinStars and redeems one, through the API (their page is the first test's).
  const learner = await (await browser.newContext({ baseURL })).newPage();
  await signUpThroughApi(learner, baseURL!, buildPerson());
  const card = `/api/courses/course/${course.courseId}/module/${course.moduleId}/card/${course.cardId}`;
  const done = await learner.request.post(`${card}/updateCard`, {
    headers: { origin: baseURL! },
    data: { status: "completed", userAnswer: "5 lakh rupees" },
  });
  expect(done.status(), await done.text()).toBe(200);
  const redeemed = await learner.request.post(`/api/rewards/perks/${id}/redeem`, {
    headers: { origin: baseURL!, "idempotency-key": `e2e-${run}-redeem` },
  });
  expect(redeemed.status(), await redeemed.text()).toBe(201);
  await learner.context().close();

  await page.reload();
  await waitForApp(page);
  await expect(row.getByTestId("perk-stock")).toHaveText("2 of 3 codes left");
  await row.getByRole("button", { name: "Redemptions (1)" }).click();
  await expect(row.getByText("Being checked")).toBeVisible();
});
