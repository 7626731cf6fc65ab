/**
 * The main pages run clean (Step 9): no console error, no uncaught exception, and no request of the
 * page's own answered with 400 or more, for a visitor and for a signed-in learner.
 */
import { expect, type Page, test } from "@playwright/test";
import { settle } from "./support/axe.js";
import { coursePlan, finishModuleThroughApi, listCourses } from "./support/courses.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { signUpThroughApi } from "./support/people.js";

/** The first course's roadmap, its first card, and the newest article: pages every visitor reaches. */
async function contentPaths(page: Page, baseURL: string): Promise<string[]> {
  const [course] = await listCourses(page.request);
  const plan = await coursePlan(page.request, baseURL, course!.id);
  const module = plan.modules[0]!;
  const articles = await page.request.post("/api/articles/getall", {
    data: { limit: 1, offset: 0 },
    headers: { origin: baseURL },
  });
  const [article] = (await articles.json()) as { id: number }[];
  return [
    `/courses/course/${plan.id}`,
    `/courses/course/${plan.id}/module/${module.moduleId}/card/${module.cards[0]!.card_id}`,
    "/articles",
    `/articles?article=${article!.id}`,
  ];
}

async function visitAll(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await settle(page);
  }
}

test("a visitor's pages log no error and ask who is signed in without a 401", async ({ page, baseURL }) => {
  const sessionChecks: number[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/api/auth/")) sessionChecks.push(response.status());
  });
  const errors = watchPageErrors(page);
  const paths = ["/", "/courses", ...(await contentPaths(page, baseURL!)), "/sbisavings"];
  await visitAll(page, paths);
  expect(errors).toEqual([]);
  // Who is signed in comes with the page the server drew (nobody), so the browser need not ask; when it
  // does ask, the session check answers a visitor 200 (user null): nothing shows up red in the console.
  const drawn = await (await page.request.get("/")).text();
  expect(drawn).toContain('"data":null');
  expect(drawn).toMatch(/"queryKey":\["auth","me"\]/);
  expect(sessionChecks.every((status) => status === 200)).toBe(true);
});

test("a learner's pages log no error", async ({ page, baseURL }) => {
  await signUpThroughApi(page, baseURL!);
  const errors = watchPageErrors(page);
  const paths = ["/home", "/courses", ...(await contentPaths(page, baseURL!)), "/fin-tools/expensetracker"];
  await visitAll(page, [...paths, "/sbisavings", "/policies"]);
  expect(errors).toEqual([]);
});

test("a learner's celebration and review pages log no error, in English and in Hindi", async ({
  page,
  request,
  baseURL,
}) => {
  await signUpThroughApi(page, baseURL!);
  const [course] = await listCourses(page.request);
  const plan = await coursePlan(page.request, baseURL!, course!.id);
  const done = await finishModuleThroughApi(page, request, baseURL!, plan, 0);
  const errors = watchPageErrors(page);
  // Each drawn by the server and taken over by the browser: the two must draw the same (no React #418).
  await visitAll(page, [done, "/review"]);
  await page.goto(done);
  await page.getByRole("banner").getByRole("button", { name: "हिंदी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await visitAll(page, [done, "/review"]);
  expect(errors).toEqual([]);
});
