import { readFile } from "node:fs/promises";
import { expect, request as requestFactory, test } from "@playwright/test";
import { LOCAL_URL } from "./playwright.config.js";
import { answerModule, courseWithQuestions, parseCsv } from "./support/class-progress.js";
import { createClassThroughApi, joinThroughApi, makeFacilitator, personApi } from "./support/classes.js";
import { indiaToday } from "./support/india-time.js";
import { buildPerson, signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

/**
 * Issue 40's whole loop, as the people in it would do it: a facilitator (made one by the Admin) creates
 * an organisation and a class on /teach and assigns a module; one learner follows the class's join link
 * (what its QR code says) signed out and signs up on the way; a second, who reads Arthshala in Hindi,
 * types the code; one finishes the module, the other stops half way; the class's progress and its CSV
 * show exactly that. A facilitator of another organisation and a learner of another class see nothing of it.
 */
const run = Math.random().toString(36).slice(2, 6);
const ASHA = `Asha${run} Newcomer`;
const RAVI = `Ravi${run} Hindi`;
const CLASS = `Class 12 ${run}`;

test("a facilitator's class from its making to the progress a teacher reads, and nobody else's view of it", async ({
  browser,
}) => {
  test.slow(); // one person after another: five browsers, each doing a whole task
  const visitor = await requestFactory.newContext({ baseURL: LOCAL_URL });
  const { plan, moduleIndex } = await courseWithQuestions(visitor, LOCAL_URL);
  const module = plan.modules[moduleIndex]!;

  // ── The facilitator makes the organisation and the class, then assigns the module ──
  const facilitator = buildPerson({ name: `Meera Teacher ${run}` });
  const teacherContext = await browser.newContext({ baseURL: LOCAL_URL });
  const teacher = await teacherContext.newPage();
  await signUpThroughApi(teacher, LOCAL_URL, facilitator);
  await makeFacilitator(LOCAL_URL, facilitator.email);
  await teacher.goto("/home");
  await waitForApp(teacher);
  await teacher.getByRole("banner").getByRole("link", { name: "Teach" }).click();
  await teacher.getByLabel("Organisation name").fill(`Sunrise School ${run}`);
  await teacher.getByLabel("Kind").selectOption("school");
  await teacher.getByRole("button", { name: "Create organisation" }).click();
  await expect(teacher.getByRole("heading", { name: `Sunrise School ${run}`, level: 2 })).toBeVisible();
  await teacher.getByLabel("Class name").fill(CLASS);
  await teacher.getByRole("button", { name: "Create class" }).click();
  await expect(teacher).toHaveURL(/\/teach\/classes\/\d+$/);
  const classId = Number(teacher.url().split("/").pop());
  const code = (await teacher.getByTestId("join-code").innerText()).trim();
  const joinLink = await teacher.getByLabel("Join link").inputValue();
  expect(joinLink).toBe(`${LOCAL_URL}/join/${code}`);

  await teacher.getByRole("navigation", { name: "Class" }).getByRole("link", { name: "Assignments" }).click();
  await teacher.getByLabel("Course").selectOption({ label: plan.title });
  const moduleTitle = (
    await teacher
      .getByLabel("Module")
      .locator("option")
      .nth(moduleIndex + 1)
      .innerText()
  ).trim();
  await teacher.getByLabel("Module").selectOption({ label: moduleTitle });
  await teacher.getByRole("button", { name: "Assign", exact: true }).click();
  await expect(teacher.getByTestId("class-assignment").filter({ hasText: moduleTitle })).toBeVisible();

  // ── Asha opens the join link signed out and signs up on the way ──
  const ashaContext = await browser.newContext({ baseURL: LOCAL_URL });
  const asha = await ashaContext.newPage();
  const person = buildPerson({ name: ASHA });
  await asha.goto(joinLink);
  await expect(asha.getByRole("heading", { name: CLASS })).toBeVisible();
  await asha.getByRole("link", { name: "Sign up to join" }).click();
  await asha.getByLabel("Name").fill(person.name);
  await asha.getByLabel("Email", { exact: true }).fill(person.email);
  await asha.getByLabel("Password", { exact: true }).fill(person.password);
  await asha.getByLabel("Confirm password").fill(person.password);
  await asha.getByRole("radio", { name: "18 to 25" }).check();
  await asha.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(asha).toHaveURL(new RegExp(`/join/${code}$`));
  await asha.getByRole("button", { name: "Join class" }).click();
  await expect(asha.getByText(`You joined ${CLASS}.`)).toBeVisible();

  // ── Ravi reads Arthshala in Hindi and types the code ──
  const raviContext = await browser.newContext({ baseURL: LOCAL_URL });
  const ravi = await raviContext.newPage();
  await signUpThroughApi(ravi, LOCAL_URL, buildPerson({ name: RAVI }));
  await ravi.goto("/home");
  await ravi.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  await expect(ravi.locator("html")).toHaveAttribute("lang", "hi");
  await ravi.goto("/join");
  await ravi.getByLabel("क्लास का कोड").fill(code.toLowerCase());
  await ravi.getByRole("button", { name: "आगे बढ़ें" }).click();
  await expect(ravi.getByRole("heading", { name: CLASS })).toBeVisible();
  await ravi.getByRole("button", { name: "क्लास से जुड़ें" }).click();
  await expect(ravi).toHaveURL(/\/home$/);
  // The module under its Hindi title, linking into the assigned course.
  await expect(
    ravi
      .getByRole("region", { name: `${CLASS} ने सौंपा` })
      .getByRole("link")
      .first(),
  ).toHaveAttribute("href", new RegExp(`/courses/course/${plan.id}/`));

  // ── Asha finishes the module (her first question wrong); Ravi stops half way ──
  const ashaAnswers = await answerModule(asha, visitor, LOCAL_URL, plan, moduleIndex, {
    firstQuestionWrong: true,
  });
  const halfway = Math.ceil(module.cards.length / 2);
  await answerModule(ravi, visitor, LOCAL_URL, plan, moduleIndex, { cards: halfway });
  expect(ashaAnswers.size).toBeGreaterThan(0);

  // ── The teacher reads exactly that, on the page and in the CSV ──
  await teacher.getByRole("navigation", { name: "Class" }).getByRole("link", { name: "Progress" }).click();
  const grid = teacher.getByRole("region", { name: "Each learner's progress in each assigned module" });
  const row = (name: string) =>
    grid.getByRole("row").filter({ has: teacher.getByRole("rowheader", { name }) });
  await expect(grid.getByRole("row")).toHaveCount(3);
  await expect(row(ASHA).locator("[data-status]")).toHaveAttribute("data-status", "done");
  await expect(row(RAVI).locator("[data-status]")).toHaveAttribute("data-status", "in_progress");
  await expect(teacher.getByText("2 learners · 1 module · 50% done")).toBeVisible();
  const [download] = await Promise.all([
    teacher.waitForEvent("download"),
    teacher.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  const rows = parseCsv(await readFile((await download.path())!, "utf8"));
  const today = indiaToday();
  expect(rows).toEqual([
    ["Learner", "Email", `${plan.title} — ${moduleTitle}`],
    [ASHA, "", `Done (started ${today}, finished ${today})`],
    [RAVI, "", `In progress (started ${today})`],
  ]);

  // ── Another organisation's facilitator and another class's learner see nothing of it ──
  const stranger = await createClassThroughApi(LOCAL_URL, buildPerson({ name: `Other Teacher ${run}` }), {
    organisation: `Lakeside College ${run}`,
    name: `Other class ${run}`,
  });
  const outsider = await personApi(LOCAL_URL, buildPerson({ name: `Other Learner ${run}` }));
  await joinThroughApi(outsider, LOCAL_URL, stranger.cls.join_code);
  for (const path of [
    `/api/classes/${classId}`,
    `/api/classes/${classId}/progress`,
    `/api/classes/${classId}/progress.csv`,
    `/api/classes/${classId}/assignments`,
    `/api/classes/${classId}/qr.svg`,
    `/api/classes/${classId}/leaderboard`,
  ]) {
    expect((await stranger.api.get(path)).status(), `another organisation's facilitator: ${path}`).toBe(404);
    expect([403, 404], `another class's learner: ${path}`).toContain((await outsider.get(path)).status());
  }
  const strangerContext = await browser.newContext({
    baseURL: LOCAL_URL,
    storageState: await stranger.api.storageState(),
  });
  const strangerPage = await strangerContext.newPage();
  await strangerPage.goto(`/teach/classes/${classId}/progress`);
  await expect(strangerPage.getByText(ASHA)).toHaveCount(0);
  await expect(strangerPage.getByText(RAVI)).toHaveCount(0);
  await expect(strangerPage.getByRole("heading", { level: 1 })).not.toContainText(CLASS);

  await Promise.all([teacherContext, ashaContext, raviContext, strangerContext].map((c) => c.close()));
  await Promise.all([stranger.api, outsider, visitor].map((c) => c.dispose()));
});
