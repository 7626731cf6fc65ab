/**
 * An organisation's own courses (issue 40) as the browser tests set them up: the Admin makes someone a
 * Facilitator, who makes an organisation and a course of its own (a class and joining it: classes.ts).
 * Through the API, as these are not what the tests are about; the authoring and learning themselves go
 * through the pages.
 */
import { type APIRequestContext, expect, type Page } from "@playwright/test";

export const orgCoursesPath = (organisationId: number) => `/teach/organisations/${organisationId}/courses`;

/** The Admin (whose session `adminRequest` carries) gives an account the Facilitator role. */
export async function grantFacilitator(adminRequest: APIRequestContext, origin: string, email: string) {
  const response = await adminRequest.post("/api/admin/facilitators", {
    data: { email },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** A school the signed-in facilitator owns. */
export async function createOrganisation(request: APIRequestContext, origin: string, name: string) {
  const response = await request.post("/api/organisations", {
    data: { name, kind: "school" },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** A two-card course of the organisation (a text card, then a question), made through its authoring API. */
export async function buildOrgCourse(
  request: APIRequestContext,
  origin: string,
  organisationId: number,
  title: string,
): Promise<{ courseId: number; moduleId: number }> {
  const base = `/api/organisations/${organisationId}`;
  const headers = { origin };
  const course = await request.post(`${base}/courses/add`, {
    headers,
    multipart: { title, description: "Our own course.", modules_count: "1", duration: "5" },
  });
  expect(course.status(), await course.text()).toBe(201);
  const courseId = ((await course.json()) as { id: number }).id;
  const module = await request.post(`${base}/modules/add/${courseId}`, {
    headers,
    data: { title: "Week 1", description: "", order_index: 0 },
  });
  expect(module.status(), await module.text()).toBe(201);
  const moduleId = ((await module.json()) as { id: number }).id;
  const cards: Record<string, string>[] = [
    {
      title: "Plan first",
      content_type: "text",
      content_text: "Plan before you spend.",
      allotted_finstars: "5",
      order_index: "0",
    },
    {
      title: "Which first?",
      content_type: "question",
      question_type: "mcq_single",
      content_text: "What comes first?",
      "options[0]": "Plan",
      "options[1]": "Spend",
      correct_answer: "Plan",
      explanation: "Plan, then spend.",
      allotted_finstars: "10",
      order_index: "1",
    },
  ];
  for (const multipart of cards) {
    const card = await request.post(`${base}/cards/add/${moduleId}`, { headers, multipart });
    expect(card.status(), await card.text()).toBe(201);
  }
  return { courseId, moduleId };
}

/** /courses's list of every course, for whoever the page is signed in as (or a visitor), once it is drawn. */
export async function allCourses(page: Page) {
  await page.goto("/courses");
  const all = page.getByRole("region", { name: "All courses" });
  await expect(all.getByRole("link").first()).toBeVisible();
  return all;
}

/** Closes an authoring form's "Alert" dialog after checking its text. */
export async function closeAlert(page: Page, text: string): Promise<void> {
  const alert = page.getByRole("dialog", { name: "Alert" });
  await expect(alert).toContainText(text);
  await alert.getByRole("button", { name: "Close" }).click();
  await expect(alert).toBeHidden();
}

/** With ORG_SHOTS_DIR set, a screenshot of the page at a phone's width and at a desktop's. */
export async function shootBothWidths(page: Page, name: string): Promise<void> {
  const dir = process.env.ORG_SHOTS_DIR;
  if (!dir) return;
  const size = page.viewportSize();
  for (const [label, width, height] of [
    ["phone", 360, 800],
    ["desktop", 1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${dir}/${name}-${label}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}
