/**
 * The placement check and the course test (issue 42). A learner who knows a course's first module tests
 * out of it, sees it skipped on the roadmap and takes it back; a learner who finished a course fails its
 * test once, then passes a fresh set and gets the certificate the test now stands for.
 */
import { expect, test } from "@playwright/test";
import { seriousViolations } from "./support/axe.js";
import { certificateFigure, finishCourseThroughApi } from "./support/certificates.js";
import { answerCheckOnPage } from "./support/course-checks.js";
import { coursePlan, listCourses } from "./support/courses.js";
import { contentWidth } from "./support/layout.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { buildPerson, signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

test("a learner tests out of the module they know, sees it skipped, and takes it back", async ({
  page,
  request,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  await signUpThroughApi(page, baseURL!);
  const first = [...(await listCourses(request))].sort((a, b) => a.id - b.id)[0]!;
  const plan = await coursePlan(request, baseURL!, first.id);
  await page.goto(`/courses/course/${plan.id}`);
  await waitForApp(page);

  const offer = page.getByTestId("placement-offer");
  await expect(offer.getByRole("heading", { name: "Know some of this already?" })).toBeVisible();
  await expect(page.getByTestId("course-test-panel")).toContainText(
    "Finish every module to unlock the course test.",
  );
  await offer.getByRole("link", { name: "Take the placement check" }).click();
  await expect(page).toHaveURL(new RegExp(`/courses/course/${plan.id}/placement$`));
  await expect(page.getByTestId("check-intro")).toContainText("You can take this check once.");
  await page.getByRole("button", { name: "Start" }).click();

  // Right on the first module's questions, wrong on every other module's.
  const asked = await answerCheckOnPage(page, request, baseURL!, plan, (m) => m === 0);
  expect(asked).toBeGreaterThan(2);
  const result = page.getByTestId("check-result");
  await expect(result).toContainText("You tested out of 1 module:");
  await expect(page.getByTestId("check-answer")).toHaveCount(asked);
  const firstModuleCards = plan.modules[0]!.cards.length;

  await page.getByRole("link", { name: "Back to the course" }).click();
  const firstModule = page.getByRole("region").filter({ hasText: "Module 1 of" });
  await expect(firstModule.getByText("Skipped after your placement check.")).toBeVisible();
  await expect(firstModule.getByText(`${firstModuleCards}/${firstModuleCards} done`)).toBeVisible();
  await expect(page.getByTestId("placement-offer")).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Changed their mind: the module is theirs to learn again, from its first card.
  await firstModule.getByRole("button", { name: "Learn it anyway" }).click();
  await expect(firstModule.getByText("Skipped after your placement check.")).toHaveCount(0);
  await expect(firstModule.getByText(`0/${firstModuleCards} done`)).toBeVisible();
  await expect(page.getByTestId("placement-offer")).toHaveCount(0);
  expect(errors).toEqual([]);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

  test("the course test: a fail shows the answers, a fresh set passed earns the certificate", async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow(); // a whole seeded course through the API, then two sets of questions on screen
    const errors = watchPageErrors(page);
    const person = buildPerson({ name: "Kavya Iyer" });
    await signUpThroughApi(page, baseURL!, person);
    const first = [...(await listCourses(request))].sort((a, b) => a.id - b.id)[0]!;
    const plan = await coursePlan(request, baseURL!, first.id);
    await page.goto(await finishCourseThroughApi(page, request, baseURL!, plan));
    await expect(page.getByRole("heading", { level: 1, name: "Course complete!" })).toBeVisible();

    // The certificate now waits for the course test.
    const offer = page.getByRole("region", { name: "One step to your certificate" });
    await offer.getByRole("link", { name: "Take the course test" }).click();
    // Up to ten questions, 70 % of them (rounded up) right to pass.
    const intro = page.getByTestId("check-intro");
    await expect(intro).toContainText(/^\d+ questions drawn from every module/);
    const count = Number((await intro.innerText()).match(/^(\d+) questions/)![1]);
    const mark = Math.ceil(count * 0.7);
    await expect(intro).toContainText(`Get ${mark} right to pass`);
    await page.getByRole("button", { name: "Start" }).click();
    expect(await answerCheckOnPage(page, request, baseURL!, plan, () => false)).toBe(count);
    await expect(page.getByTestId("check-result")).toContainText(
      `0 of ${count} right: ${mark} are needed to pass.`,
    );
    await expect(page.getByTestId("check-result")).toContainText(
      "Questions you missed come back in your Review deck.",
    );
    await expect(page.getByText("Correct answer:").first()).toBeVisible();
    expect(await contentWidth(page)).toBeLessThanOrEqual(360);

    await page.getByRole("button", { name: "Try a fresh set of questions" }).click();
    await answerCheckOnPage(page, request, baseURL!, plan, () => true);
    await expect(page.getByTestId("check-result")).toContainText(`You passed! ${count} of ${count} right.`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "View your certificate" }).click();
    await expect(page).toHaveURL(/\/certificates\/[0-9a-z]{16}$/);
    await expect(certificateFigure(page).getByText(person.name, { exact: true })).toBeVisible();

    // The roadmap says it was passed, with the way to the certificate.
    await page.goto(`/courses/course/${plan.id}`);
    await expect(page.getByTestId("course-test-panel")).toContainText(
      `You passed the course test with ${count} of ${count} right.`,
    );
    expect(errors).toEqual([]);
  });
});
