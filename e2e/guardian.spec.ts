/**
 * Issue 40: a learner under 18 saves nothing until a parent or guardian consents by a mailed link (India's
 * DPDP Act, section 9). The guardian's link is read from the server log, as an operator without a mail
 * server would (the e2e server has none). GUARDIAN_SHOTS_DIR=<dir> keeps screenshots of the sign-up form,
 * the banner and the guardian's page at 360×800 and on a desktop.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { serverLog } from "./playwright.config.js";
import { expectAccessible } from "./support/axe.js";
import { buildQuestionCourse } from "./support/courses.js";
import { lookInHindi } from "./support/hindi-screen.js";
import { answerWith, continueFromSheet, feedbackSheet } from "./support/lesson.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { buildPerson, signInAsAdmin } from "./support/people.js";

const SHOTS = process.env.GUARDIAN_SHOTS_DIR;

/** A screenshot at a phone's 360×800 and at the desktop width the page had, when GUARDIAN_SHOTS_DIR is set. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  const desktop = page.viewportSize()!;
  await page.screenshot({ path: path.join(SHOTS, `${name}-desktop.png`), fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: path.join(SHOTS, `${name}-360.png`) });
  await page.screenshot({ path: path.join(SHOTS, `${name}-360-full.png`), fullPage: true });
  await page.setViewportSize(desktop);
}

/** The newest consent link mailed to `to`, from the server's log (like confirmationLinkFromLog). */
async function guardianLinkFromLog(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const lines = (await readFile(serverLog("local"), "utf8")).split("\n").reverse();
      const line = lines.find((l) => l.includes(`"to":"${to}"`) && l.includes("/guardian/consent?token="));
      link = line?.match(/https?:\/\/[^\s"\\]+\/guardian\/consent\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

const banner = (page: Page) => page.getByRole("region", { name: "Your progress isn't saved" });
const finStars = async (page: Page) => {
  const home = await page.request.post("/api/home/getdata", {
    data: {},
    headers: { origin: new URL(page.url()).origin },
  });
  expect(home.status()).toBe(200);
  return ((await home.json()) as { userData: { fin_stars: number } }).userData.fin_stars;
};

async function newPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  return context.newPage();
}

test("an under-18 learner saves nothing until the guardian consents by the mailed link", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // two people, three browsers, a lesson each side of the consent
  const errors = watchPageErrors(page);
  const admin = await newPage(browser, baseURL!);
  await signInAsAdmin(admin, baseURL!);
  const course = await buildQuestionCourse(admin.request, baseURL!, `guardian-${Date.now()}`);
  const cardPath = `/courses/course/${course.courseId}/module/${course.moduleId}/card/${course.cardId}`;

  // Sign-up: the age band is asked; "Under 18" asks for the guardian's address instead of the newsletter.
  const learner = buildPerson({ name: "Ravi Young" });
  const guardianEmail = `amma-${Date.now()}@example.in`;
  await page.goto("/signup");
  await page.getByLabel("Name").fill(learner.name);
  await page.getByLabel("Email", { exact: true }).fill(learner.email);
  await page.getByLabel("Password", { exact: true }).fill(learner.password);
  await page.getByLabel("Confirm password").fill(learner.password);
  await expect(page.getByLabel("Subscribe to our newsletter")).toBeVisible();
  await page.getByRole("radio", { name: "Under 18" }).check();
  await expect(page.getByLabel("Subscribe to our newsletter")).toHaveCount(0);
  await page.getByLabel("Parent or guardian's email").fill(guardianEmail);
  await expectAccessible(page, "sign-up, under 18");
  await shoot(page, "signup-under-18");
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(banner(page)).toContainText("Nothing is saved yet");
  await expect(banner(page)).toContainText(guardianEmail);
  await expectAccessible(page, "home with the guardian banner");
  await shoot(page, "home-banner");

  // A lesson as a visitor: the answer is checked and shown, the reason it is not saved under the card.
  await page.goto(cardPath);
  await answerWith(page, "5 lakh rupees");
  await expect(feedbackSheet(page)).toContainText("DICGC insures up to 5 lakh rupees");
  await expect(page.getByText("Not saved: your parent or guardian hasn't agreed yet.")).toBeVisible();
  await shoot(page, "lesson-banner");
  // The course's one card: its end says why nothing was earned.
  await continueFromSheet(page);
  await expect(page.getByRole("heading", { name: "Course complete!" })).toBeVisible();
  await expect(banner(page)).toContainText("Nothing is saved yet");

  // Away and back: nothing was saved, and the banner still says why.
  await page.goto("/home");
  await expect(banner(page)).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: "Your progress" })
      .getByRole("link", { name: "0 FinStars, spend them on Rewards", exact: true }),
  ).toBeVisible();
  expect(await finStars(page)).toBe(0);

  // The guardian opens the mailed link on their own phone and consents.
  const guardian = await newPage(browser, baseURL!);
  await guardian.setViewportSize({ width: 360, height: 800 });
  const guardianErrors = watchPageErrors(guardian);
  await guardian.goto(await guardianLinkFromLog(guardianEmail));
  await expect(guardian.getByRole("heading", { name: "Your consent for Arthshala", level: 1 })).toBeVisible();
  await expect(
    guardian.getByText(`${learner.name} (${learner.email}) signed up for Arthshala`),
  ).toBeVisible();
  await expect(guardian.getByRole("heading", { name: "What we never do" })).toBeVisible();
  await expect(guardian.getByText("No ads, so no targeted advertising.")).toBeVisible();
  await expectAccessible(guardian, "the guardian's consent page");
  await guardian.setViewportSize({ width: 1280, height: 800 });
  await shoot(guardian, "guardian-consent");
  await guardian.getByRole("button", { name: "I consent", exact: true }).click();
  await expect(guardian.getByText(/Thank you\. Your consent is recorded/)).toBeVisible();
  await expect(guardian.getByText(/You gave your consent on/)).toBeVisible();
  await expect(guardian.getByRole("button", { name: "Withdraw my consent" })).toBeVisible();
  await expectAccessible(guardian, "the guardian's page after consenting");
  await shoot(guardian, "guardian-manage");

  // The learner's next answer is saved and counted.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 }).or(page.getByText("Welcome back"))).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.goto(cardPath);
  await answerWith(page, "5 lakh rupees");
  await expect(feedbackSheet(page)).toBeVisible();
  await continueFromSheet(page);
  await expect(page.getByText(/Not saved/)).toHaveCount(0);
  await expect.poll(() => finStars(page)).toBe(5);
  await page.goto("/home");
  await expect(
    page
      .getByRole("list", { name: "Your progress" })
      .getByRole("link", { name: "5 FinStars, spend them on Rewards", exact: true }),
  ).toBeVisible();
  // The age band stays under 18 on /account: only the team changes it now.
  await page.goto("/account");
  await expect(
    page.getByText(/We've asked your parent or guardian, so your age can't be changed here/),
  ).toBeVisible();
  await shoot(page, "account-age");
  expect(errors).toEqual([]);
  expect(guardianErrors).toEqual([]);
});

test("a guardian reading in Hindi withdraws consent, then deletes the account, from the same link", async ({
  page,
  browser,
  baseURL,
}) => {
  const learner = buildPerson({ name: "मीना" });
  const guardianEmail = `papa-${Date.now()}@example.in`;
  const signedUp = await page.request.post("/api/auth/signup", {
    data: { ...learner, age_band: "under-18", guardian_email: guardianEmail },
    headers: { origin: baseURL! },
  });
  expect(signedUp.status(), await signedUp.text()).toBe(201);

  // The guardian's phone is set to Hindi: the page speaks it, with no English sentence left over.
  const context = await browser.newContext({
    baseURL,
    locale: "hi-IN",
    viewport: { width: 360, height: 800 },
  });
  const guardian = await context.newPage();
  const errors = watchPageErrors(guardian);
  const link = await guardianLinkFromLog(guardianEmail);
  await guardian.goto(link);
  await expect(guardian.getByRole("heading", { name: "Arthshala के लिए आपकी सहमति", level: 1 })).toBeVisible();
  await expect(
    guardian.getByText(`${learner.name} (${learner.email}) ने Arthshala पर अकाउंट बनाया है`),
  ).toBeVisible();
  await lookInHindi(guardian, "guardian consent");
  await guardian.getByRole("button", { name: "मैं सहमति देता/देती हूँ" }).click();
  await expect(guardian.getByText(/को सहमति दी।/)).toBeVisible();
  await lookInHindi(guardian, "guardian manage");

  await guardian.getByRole("button", { name: "अपनी सहमति वापस लें" }).click();
  await expect(guardian.getByText(/आपकी सहमति वापस ले ली गई है/)).toBeVisible();
  await page.goto("/home");
  await expect(banner(page)).toContainText("Nothing new is saved");
  await expect(banner(page).getByRole("button", { name: "Resend the link" })).toHaveCount(0);

  await guardian.getByRole("button", { name: "उनके डेटा की कॉपी मुझे ईमेल करें" }).click();
  await expect(guardian.getByText(/डाउनलोड करने का लिंक ईमेल कर दिया है/)).toBeVisible();

  await guardian.getByRole("button", { name: "उनका अकाउंट डिलीट करें" }).click();
  const confirm = guardian.getByRole("dialog", { name: `${learner.name} का अकाउंट डिलीट करें?` });
  await confirm.getByRole("button", { name: "हाँ, अकाउंट डिलीट करें" }).click();
  await expect(guardian.getByText("अकाउंट डिलीट कर दिया गया है। हमने पुष्टि के लिए आपको ईमेल भेजा है।")).toBeVisible();
  // The learner's session went with the account; the link is no longer good for anything.
  const session = await (await page.request.get("/api/auth/session")).json();
  expect(session.user).toBeNull();
  expect(errors).toEqual([]);
  await guardian.goto(link);
  await expect(guardian.getByText(/यह लिंक सही नहीं है/)).toBeVisible();
});
