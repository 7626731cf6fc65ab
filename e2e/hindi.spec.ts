import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { adminApi } from "./support/classes.js";
import { buildQuestionCourse, listCourses } from "./support/courses.js";
import { signInThroughPage, signUpThroughApi } from "./support/people.js";

const ENGLISH_ONLY_NOTE = "यह सामग्री अभी केवल अंग्रेज़ी में है।";
const HINDI_TITLE = "अपने पैसों का भविष्य अपने हाथ में लें—बिल्कुल मुफ़्त";

interface SeedCourse {
  slug: string;
  title: string;
  modules: { title: string; cards: { title: string }[] }[];
}
const seed = async (file: string): Promise<SeedCourse> =>
  JSON.parse(await readFile(path.resolve(import.meta.dirname, "../content", file), "utf8")) as SeedCourse;

const header = (page: Page) => page.getByRole("banner");

test.use({ locale: "en-US" });

test("a visitor switches to Hindi in the header: the landing, the courses and Money basics read in Hindi", async ({
  page,
  request,
  baseURL,
}) => {
  // Every seeded course has its Hindi version: an admin adds one that has none yet.
  // The admin's API session (only their outbox and API are used).
  const admin = await adminApi(baseURL!);
  const added = await buildQuestionCourse(admin, baseURL!, randomBytes(3).toString("hex"));
  await admin.dispose();

  const hindiMoney = await seed("hi/courses/01-money-basics.json");
  const englishMoney = await seed("courses/01-money-basics.json");
  const assets: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/assets/")) assets.push(new URL(r.url()).pathname);
  });

  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Take Control of Your Financial Future—For Free",
  );
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  // English visitors fetch no Hindi texts (the first screen's Hindi namespaces are common and landing).
  expect(assets.filter((a) => /\/assets\/(common|landing)-/.test(a))).toEqual([]);

  await header(page).getByRole("button", { name: "हिंदी" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HINDI_TITLE);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(header(page).getByRole("button", { name: "हिंदी" })).toHaveAttribute("aria-pressed", "true");
  // The carousel's course came back in Hindi (Accept-Language: hi).
  await expect(page.getByRole("region", { name: "कोर्स देखें" }).getByText(hindiMoney.title)).toBeVisible();

  await header(page).getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "कोर्स" }).click();
  await expect(page).toHaveURL(/\/courses$/);
  await expect(page.getByRole("heading", { level: 1, name: "कोर्स" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "सभी कोर्स" })).toBeVisible();

  const courses = await listCourses(request);
  const money = courses.find((c) => c.title === englishMoney.title);
  const englishOnly = courses.find((c) => c.id === added.courseId);
  expect(money && englishOnly).toBeTruthy();

  await page
    .getByRole("link", { name: new RegExp(hindiMoney.title.slice(0, 20)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/courses/course/${money!.id}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindiMoney.title);
  await expect(page.getByText("आपकी प्रगति", { exact: true })).toBeVisible();
  await expect(page.getByText(ENGLISH_ONLY_NOTE)).toHaveCount(0);
  const firstModule = hindiMoney.modules[0]!;
  await expect(page.getByRole("heading", { name: firstModule.title })).toBeVisible();

  // The first card, in Hindi.
  await page
    .getByRole("link", { name: new RegExp(firstModule.cards[0]!.title) })
    .first()
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(firstModule.cards[0]!.title);
  await expect(page.getByRole("navigation", { name: "कार्ड नेविगेशन" })).toBeVisible();

  // A course with no Hindi yet: English content, with the note.
  await page.goto(`/courses/course/${englishOnly!.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishOnly!.title);
  await expect(page.getByText(ENGLISH_ONLY_NOTE)).toBeVisible();
  await expect(page.getByText("आपकी प्रगति", { exact: true })).toBeVisible();

  // Remembered on this device.
  await page.reload();
  await expect(page.getByText(ENGLISH_ONLY_NOTE)).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
});

test("a learner's language is remembered on their account, on any page and any device", async ({
  page,
  browser,
  baseURL,
}) => {
  const person = await signUpThroughApi(page, baseURL!);
  await page.goto("/account");
  const language = page.getByRole("region", { name: "Language", exact: true });
  await language.getByRole("radio", { name: "हिंदी" }).check();
  await language.getByRole("button", { name: "Save language" }).click();
  await expect(page.getByText("आपकी भाषा सेव हो गई।")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  // Forget the device's copy: the account alone keeps it Hindi, on another page after a reload.
  await page.evaluate(() => localStorage.clear());
  await page.goto("/courses");
  await expect(page.getByRole("heading", { level: 1, name: "कोर्स" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  // Another device, English by default, follows the account once signed in.
  const context = await browser.newContext({ locale: "en-US" });
  const other = await context.newPage();
  await signInThroughPage(other, person);
  await expect(
    header(other).getByRole("navigation", { name: "मुख्य" }).getByRole("link", { name: "होम", exact: true }),
  ).toBeVisible();
  await expect(other.locator("html")).toHaveAttribute("lang", "hi");
  await context.close();
});

test("a browser set to Hindi opens the site in Hindi", async ({ browser }) => {
  const context = await browser.newContext({ locale: "hi-IN" });
  const page = await context.newPage();
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(HINDI_TITLE);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await context.close();
});
