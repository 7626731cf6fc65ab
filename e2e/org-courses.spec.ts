import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { classWithFacilitator, joinThroughApi } from "./support/classes.js";
import { optionButton } from "./support/courses.js";
import { answerWith, cardNav, feedbackSheet } from "./support/lesson.js";
import {
  allCourses,
  buildOrgCourse,
  closeAlert,
  createOrganisation,
  grantFacilitator,
  orgCoursesPath,
  shootBothWidths,
} from "./support/org-courses.js";
import { buildPerson, signInAsAdmin, signUpThroughApi } from "./support/people.js";

/**
 * Issue 40: an organisation's own course. Its facilitator writes it with the admin's authoring screens,
 * mounted for the organisation, and previews it; a learner in its class finds it on /courses and takes
 * it; a learner outside never sees it; once an Admin publishes it, everyone does.
 */

test("a facilitator writes a course for their school and previews it; their class takes it, outsiders never see it", async ({
  browser,
  baseURL,
}) => {
  const origin = baseURL!;
  const run = randomBytes(3).toString("hex");
  const title = `Pocket money plan ${run}`;

  // The Admin makes a new account a Facilitator; they make their school and a class.
  const facilitatorContext = await browser.newContext();
  const teacher = await facilitatorContext.newPage();
  const cls = await classWithFacilitator(teacher.request, origin, buildPerson({ name: `Farhan ${run}` }), {
    organisation: `Sunrise School ${run}`,
  });
  const schoolId = cls.organisation_id;
  const code = cls.join_code;

  // ── Authoring, on the organisation's pages ──
  await teacher.goto(orgCoursesPath(schoolId));
  await expect(teacher.getByRole("heading", { level: 1, name: "Your organisation's courses" })).toBeVisible();
  await expect(teacher.getByText(/No courses yet/)).toBeVisible();
  await teacher.getByRole("link", { name: "Add a course" }).first().click();
  await expect(teacher.getByRole("heading", { level: 1, name: "Add New Course" })).toBeVisible();
  await teacher.getByLabel("Title", { exact: true }).fill(title);
  await teacher.getByLabel("Number of modules").fill("1");
  await teacher.getByLabel("Duration (minutes)").fill("10");
  await teacher.getByLabel("Description").fill("How to plan your pocket money for a month.");
  await teacher.getByRole("button", { name: "Add Course" }).click();
  await closeAlert(teacher, "✅ Course successfully added!");
  await expect(teacher).toHaveURL(new RegExp(`${orgCoursesPath(schoolId)}$`));
  const tile = teacher.getByRole("article", { name: title });
  await expect(tile.getByText("Your learners only")).toBeVisible();

  await tile.getByRole("link", { name: "Modules and cards" }).click();
  await teacher.getByRole("link", { name: "Create Your First Module" }).click();
  await teacher.getByLabel("Title").fill("Plan the month");
  await teacher.getByRole("button", { name: "Add Module" }).click();
  await closeAlert(teacher, "✅ Module added successfully!");
  await teacher
    .getByRole("article", { name: "Module 1: Plan the month" })
    .getByRole("link", { name: "View Cards" })
    .click();
  await expect(teacher).toHaveURL(new RegExp(`/teach/organisations/${schoolId}/modules/\\d+/cards$`));

  await teacher.getByRole("link", { name: "Add the First Card" }).click();
  await teacher.getByLabel("Title", { exact: true }).fill("Needs first");
  await teacher.getByLabel("FinStars").fill("5");
  await teacher.getByLabel("Content text", { exact: true }).fill("Pay for **needs** before wants.");
  await shootBothWidths(teacher, "org-card-form");
  await teacher.getByRole("button", { name: "Add Card" }).click();
  await closeAlert(teacher, "✅ Card added successfully!");
  await teacher.getByRole("link", { name: "Add New Card" }).click();
  await teacher.getByLabel("Card type").selectOption("question");
  await teacher.getByLabel("Title", { exact: true }).fill("What comes first?");
  await teacher.getByLabel("FinStars").fill("10");
  await teacher.getByLabel("Question type").selectOption("mcq_single");
  await teacher
    .getByLabel("Question text", { exact: true })
    .fill("Your pocket money arrives. What comes first?");
  await teacher.getByLabel("Options", { exact: true }).fill("Bus pass, New game");
  await teacher.getByLabel(/Correct answer/).selectOption("Bus pass");
  await teacher.getByLabel(/Explanation/).fill("The bus pass is a need.");
  await teacher.getByRole("button", { name: "Add Card" }).click();
  await closeAlert(teacher, "✅ Card added successfully!");
  await expect(teacher.getByRole("article").locator("h2")).toHaveText([
    /Needs first$/,
    /What comes first\?$/,
  ]);
  await shootBothWidths(teacher, "org-cards");

  // Back to the list by the breadcrumb, and the preview: the course as the class will see it.
  await teacher
    .getByRole("navigation", { name: "Breadcrumb" })
    .getByRole("link", { name: "Courses" })
    .click();
  await expect(tile).toContainText("1 module · 2 cards · 10 min");
  await shootBothWidths(teacher, "org-course-list");
  await tile.getByRole("link", { name: "Preview" }).click();
  await expect(teacher.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const courseId = Number(/\/courses\/course\/(\d+)$/.exec(teacher.url())![1]);
  await expect(teacher.getByRole("link", { name: /Needs first/ }).first()).toBeVisible();

  // ── A learner of the class finds it on /courses and takes it ──
  const classmateContext = await browser.newContext();
  const classmate = await classmateContext.newPage();
  await signUpThroughApi(classmate, origin);
  await joinThroughApi(classmate.request, origin, code);
  const theirs = await allCourses(classmate);
  await theirs.getByRole("link", { name: new RegExp(title) }).click();
  await expect(classmate).toHaveURL(new RegExp(`/courses/course/${courseId}$`));
  await classmate
    .getByRole("link", { name: /Needs first/ })
    .first()
    .click();
  await expect(classmate.getByRole("heading", { level: 1, name: "Needs first" })).toBeVisible();
  await expect(classmate.getByText("You earned 5 FinStars!")).toBeVisible();
  await cardNav(classmate).getByRole("button", { name: "Next" }).click();
  await expect(classmate.getByRole("heading", { level: 1, name: "What comes first?" })).toBeVisible();
  const answered = classmate.waitForResponse((r) => r.url().endsWith("/updateCard"));
  await answerWith(classmate, "Bus pass");
  expect(((await (await answered).json()) as { is_correct: boolean }).is_correct).toBe(true);
  await expect(feedbackSheet(classmate)).toBeVisible();
  await expect(optionButton(classmate, "Bus pass")).toBeVisible();
  // Saved as any course's progress: the roadmap reads it back from the server.
  await classmate.goto(`/courses/course/${courseId}`);
  await expect(classmate.getByTestId("course-progress")).toHaveText("100%");

  // ── A learner outside the school sees nothing of it, not even by its address ──
  const outsiderContext = await browser.newContext();
  const outsider = await outsiderContext.newPage();
  await signUpThroughApi(outsider, origin);
  await expect(await allCourses(outsider)).not.toContainText(title);
  await outsider.goto(`/courses/course/${courseId}`);
  await expect(outsider.getByText("Failed to load course.")).toBeVisible();
  await expect(outsider.getByText(title)).toHaveCount(0);

  await Promise.all([facilitatorContext.close(), classmateContext.close(), outsiderContext.close()]);
});

test("an Admin publishes an organisation's course to everyone, visitors included, after confirming", async ({
  page,
  browser,
  baseURL,
}) => {
  const origin = baseURL!;
  const run = randomBytes(3).toString("hex");
  const title = `Saving for a bicycle ${run}`;
  await signInAsAdmin(page, origin);
  const facilitatorContext = await browser.newContext();
  const teacher = await facilitatorContext.newPage();
  const asha = await signUpThroughApi(teacher, origin, buildPerson({ name: `Asha ${run}` }));
  await grantFacilitator(page.request, origin, asha.email);
  const schoolId = await createOrganisation(teacher.request, origin, `Hill School ${run}`);
  const { courseId } = await buildOrgCourse(teacher.request, origin, schoolId, title);

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await expect(await allCourses(visitor)).not.toContainText(title);

  await page.goto("/admin/courses");
  const tile = page.getByRole("article", { name: title });
  await expect(tile.getByText(`Hill School ${run}`)).toBeVisible();
  await expect(tile.getByText("· its members only")).toBeVisible();
  await tile.getByRole("button", { name: "Publish to everyone" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish to everyone?" });
  await expect(dialog).toContainText("every learner and visitor");
  await dialog.getByRole("button", { name: "Publish to everyone" }).click();
  await expect(tile.getByText("· published to everyone")).toBeVisible();

  // Everyone now: a visitor's list and the course's own page (drawn for visitors by the server).
  await expect(await allCourses(visitor)).toContainText(title);
  await visitor.goto(`/courses/course/${courseId}`);
  await expect(visitor.getByRole("heading", { level: 1, name: title })).toBeVisible();
  // Its organisation sees that it is everyone's now.
  await teacher.goto(orgCoursesPath(schoolId));
  await expect(
    teacher.getByRole("article", { name: title }).getByText("Published to everyone"),
  ).toBeVisible();

  await Promise.all([facilitatorContext.close(), visitorContext.close()]);
});
