import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { type Browser, expect, type Locator, type Page, test } from "@playwright/test";
import {
  assignThroughApi,
  dueLabel,
  indiaDayFromToday,
  textCourseThroughApi,
} from "./support/assignments.js";
import { classWithFacilitator, joinThroughApi } from "./support/classes.js";
import { forwardButton } from "./support/lesson.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { buildPerson, signInAsAdmin, signUpThroughApi } from "./support/people.js";

/**
 * Class assignments (issue 40): a facilitator assigns a module with a due date on the class's page; a
 * learner of the class reads "Assigned by <class>" on /home and /courses, opens it, finishes it, and
 * home says done while the facilitator's count moves. People, the class and the course are made through
 * the API (support/assignments.ts, support/classes.ts); what the test is about is driven through the pages.
 */

/** Set ASSIGNMENTS_SHOTS_DIR to keep screenshots of the pages at phone and desktop widths. */
const SHOTS = process.env.ASSIGNMENTS_SHOTS_DIR;

async function shoot(page: Page, name: string, show?: Locator, fullPage = false) {
  if (!SHOTS) return;
  await mkdir(SHOTS, { recursive: true });
  const before = page.viewportSize();
  for (const [label, size] of [
    ["360", { width: 360, height: 800 }],
    ["1280", { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(size);
    await show?.evaluate((element) => element.scrollIntoView({ block: "center" }));
    await page.waitForTimeout(300); // the layout settles: a picture for people, no assertion rides on it
    await page.screenshot({ path: `${SHOTS}/${name}-${label}.png`, fullPage });
  }
  if (before) await page.setViewportSize(before);
}

/** A person's own browser context (cookies apart from everyone else's) and a page in it. */
async function personPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "en-US" });
  return context.newPage();
}

async function setUp(browser: Browser, baseURL: string) {
  const run = randomBytes(3).toString("hex");
  const admin = await personPage(browser, baseURL);
  await signInAsAdmin(admin, baseURL);
  const course = await textCourseThroughApi(admin.request, baseURL, {
    course: `Saving together ${run}`,
    module: `Weekly saving ${run}`,
  });
  const teacher = await personPage(browser, baseURL);
  const cls = await classWithFacilitator(
    teacher.request,
    baseURL,
    buildPerson({ name: `Meera Teacher ${run}` }),
    {
      organisation: `Sunrise School ${run}`,
      name: `Class 9 B ${run}`,
    },
  );
  return { run, admin, course, teacher, cls };
}

test("a facilitator assigns a module with a due date; a learner of the class sees it, finishes it, and it shows done", async ({
  browser,
  baseURL,
}) => {
  const { course, teacher, cls } = await setUp(browser, baseURL!);
  const learner = await personPage(browser, baseURL!);
  const errors = watchPageErrors(learner);
  await signUpThroughApi(learner, baseURL!);
  await joinThroughApi(learner.request, baseURL!, cls.join_code);

  // The facilitator assigns the module with a due date, on the class's assignments page.
  await teacher.goto(`/teach/classes/${cls.id}/assignments`);
  await expect(teacher.getByRole("heading", { level: 1, name: "Assignments" })).toBeVisible();
  // The class's three pages, this one marked as the current one.
  const classNav = teacher.getByRole("navigation", { name: "Class" });
  await expect(classNav.getByRole("link", { name: "Assignments" })).toHaveAttribute("aria-current", "page");
  await expect(classNav.getByRole("link", { name: "Class" })).toHaveAttribute(
    "href",
    `/teach/classes/${cls.id}`,
  );
  await expect(teacher.getByText(cls.name, { exact: true })).toBeVisible();
  await expect(teacher.getByText("Nothing is assigned to this class yet.")).toBeVisible();
  const due = indiaDayFromToday(4);
  await teacher.getByLabel("Course").selectOption({ label: course.title });
  await teacher.getByLabel("Module").selectOption({ label: course.moduleTitle });
  await teacher.getByLabel("Due date").fill(due);
  await teacher.getByRole("button", { name: "Assign", exact: true }).click();
  const row = teacher.getByTestId("class-assignment").filter({ hasText: course.moduleTitle });
  await expect(row).toContainText(course.title);
  await expect(row).toContainText(`Due ${dueLabel(due)}`);
  await expect(row.getByTestId("finished-count")).toHaveText("0 of 1 learners finished");
  await shoot(teacher, "teach-assignments", undefined, true);

  // The learner reads it on /home, under the class's name, with its date.
  await learner.goto("/home");
  const section = learner.getByRole("region", { name: `Assigned by ${cls.name}` });
  const entry = section.getByRole("link").filter({ hasText: course.moduleTitle });
  await expect(entry).toContainText(`Due ${dueLabel(due)}`);
  await expect(entry).toContainText("0 of 2 cards done");
  await shoot(learner, "home-assigned", section);

  // And on /courses, on the course's card.
  await learner.goto("/courses");
  const card = learner
    .getByRole("region", { name: "All courses" })
    .getByRole("link")
    .filter({ hasText: course.title });
  await expect(card.getByTestId("assigned-badge")).toHaveText(`Assigned by ${cls.name}·Due ${dueLabel(due)}`);
  await shoot(learner, "courses-badge", card);

  // Opened from home, it is the module's first card; Next to its end.
  await learner.goto("/home");
  await entry.click();
  await expect(learner).toHaveURL(
    new RegExp(`/courses/course/${course.courseId}/module/${course.moduleId}/card/${course.cardIds[0]}$`),
  );
  await expect(forwardButton(learner)).toBeEnabled();
  await forwardButton(learner).click();
  await expect(learner).toHaveURL(new RegExp(`/card/${course.cardIds[1]}$`));
  await expect(forwardButton(learner)).toBeEnabled();
  await forwardButton(learner).click();
  await expect(learner).toHaveURL(new RegExp(`/module/${course.moduleId}/(finish|done)$`));
  await expect(learner.getByRole("heading", { level: 1, name: /complete!$/ })).toBeVisible();

  // Home says it is done, with its tick; the course card too.
  await learner.goto("/home");
  await expect(entry).toContainText("Done");
  await expect(entry).toContainText("2 of 2 cards done");
  await expect(entry).not.toContainText("Due");
  await shoot(learner, "home-assigned-done", section);
  await learner.goto("/courses");
  await expect(card.getByTestId("assigned-badge")).toHaveText(`Assigned by ${cls.name}·Done`);

  // The facilitator's count moved: a number, no names.
  await teacher.reload();
  await expect(row.getByTestId("finished-count")).toHaveText("1 of 1 learners finished");

  // In Hindi, for both of them.
  await learner.goto("/home");
  await learner.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  const hindi = learner.getByRole("region", { name: `${cls.name} ने सौंपा` });
  await expect(hindi.getByRole("link")).toContainText("पूरा हुआ");
  await expect(hindi.getByRole("link")).toContainText("2 में से 2 कार्ड पूरे");
  await shoot(learner, "home-assigned-hi", hindi);
  await teacher.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  await expect(teacher.getByRole("heading", { level: 1, name: "दिया गया काम" })).toBeVisible();
  await expect(row.getByTestId("finished-count")).toHaveText("1 में से 1 सीखने वालों ने पूरा किया");
  await shoot(teacher, "teach-assignments-hi", undefined, true);
  expect(errors).toEqual([]);
});

test("a facilitator changes a due date, is told when something is already assigned, and removes it", async ({
  browser,
  baseURL,
}) => {
  const { course, teacher, cls } = await setUp(browser, baseURL!);
  const learner = await personPage(browser, baseURL!);
  await signUpThroughApi(learner, baseURL!);
  await joinThroughApi(learner.request, baseURL!, cls.join_code);
  await assignThroughApi(teacher.request, baseURL!, cls.id, {
    courseId: course.courseId,
    moduleId: course.moduleId,
    dueOn: indiaDayFromToday(10),
  });

  await teacher.setViewportSize({ width: 360, height: 800 });
  await teacher.goto(`/teach/classes/${cls.id}/assignments`);
  const row = teacher.getByTestId("class-assignment").filter({ hasText: course.moduleTitle });
  await expect(row).toContainText(`Due ${dueLabel(indiaDayFromToday(10))}`);

  // The same module again: the server's 409, said in the form.
  await teacher.getByLabel("Course").selectOption({ label: course.title });
  await teacher.getByLabel("Module").selectOption({ label: course.moduleTitle });
  await teacher.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(
    teacher.getByText("This is already assigned to the class. Change its due date in the list instead."),
  ).toBeVisible();

  // A new date: tomorrow reads "Due tomorrow", for the facilitator and the learner.
  await row.getByRole("button", { name: `Change date: ${course.moduleTitle}` }).click();
  await row.getByLabel("New due date").fill(indiaDayFromToday(1));
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row).toContainText("Due tomorrow");
  await learner.goto("/home");
  await expect(
    learner.getByRole("region", { name: `Assigned by ${cls.name}` }).getByRole("link"),
  ).toContainText("Due tomorrow");

  // Removed (asked once more first): gone for the facilitator, and from the learner's home.
  await row.getByRole("button", { name: `Remove: ${course.moduleTitle}` }).click();
  await row.getByRole("button", { name: "Yes, remove" }).click();
  await expect(teacher.getByText("Nothing is assigned to this class yet.")).toBeVisible();
  await learner.reload();
  await expect(learner.getByText("Welcome,", { exact: true })).toBeVisible();
  await expect(learner.getByTestId("assigned-by-class")).toHaveCount(0);
});
