import { latinSentences } from "@arthshala/contracts/hindi-glossary";
import { expect, test } from "@playwright/test";
import { coursePlan, listCourses } from "./support/courses.js";
import { lookInHindi } from "./support/hindi-screen.js";
import { indiaToday, MONTHS } from "./support/india-time.js";
import { watchPageErrors } from "./support/pageErrors.js";

test.use({ locale: "hi-IN", viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });

test("a learner with a Hindi browser meets no English sentence from home to the tracker", async ({
  page,
  baseURL,
}) => {
  test.slow(); // sixteen screens, each waited on until it is drawn
  const errors = watchPageErrors(page);
  const id = Math.random().toString(36).slice(2, 10);
  const signedUp = await page.request.post("/api/auth/signup", {
    data: {
      name: "मीरा शर्मा",
      email: `meera-walk-${id}@example.in`,
      password: `pw-${id}-secret`,
      age_band: "18-25",
    },
    headers: { origin: baseURL! },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);

  await page.goto("/home");
  await lookInHindi(page, "home");

  const courses = await listCourses(page.request);
  expect(courses.length).toBeGreaterThanOrEqual(4);
  // The four seeded courses (the first made); others are made by tests running beside this one.
  for (const course of [...courses].sort((a, b) => a.id - b.id).slice(0, 4)) {
    const plan = await coursePlan(page.request, baseURL!, course.id);
    await page.goto(`/courses/course/${plan.id}`);
    await lookInHindi(page, `course-${plan.id}-roadmap`);
    const module = plan.modules[0]!;
    await page.goto(`/courses/course/${plan.id}/module/${module.moduleId}/card/${module.cards[0]!.card_id}`);
    await lookInHindi(page, `course-${plan.id}-card`);
  }

  // Over a budget in the tracker: a notification, a warning and an entry to read in Hindi.
  const tracker = (path: string, data: unknown) =>
    page.request.post(`/api/fin-tools/expensetracker${path}`, { data, headers: { origin: baseURL! } });
  const today = indiaToday();
  const month = MONTHS[Number(today.slice(5, 7)) - 1];
  const budget = await tracker("/budgets", {
    budgets: [{ category: "Food", limit: 100, month, year: Number(today.slice(0, 4)) }],
  });
  expect(budget.ok(), await budget.text()).toBe(true);
  const spent = await tracker("/transaction", {
    transaction: { title: "दोपहर का खाना", category: "Food", type: "expense", amount: 150, date: today },
  });
  expect(spent.ok(), await spent.text()).toBe(true);

  for (const [name, path] of [
    ["article", "/articles/upi-frauds-how-to-avoid-them"],
    ["notifications", "/notifications"],
    ["policies", "/policies"],
    // Not /sbisavings: admin-translations.spec removes that product's Hindi while this runs beside it.
    ["scheme-page", "/nsc"],
    ["tracker", "/fin-tools/expensetracker"],
  ] as const) {
    await page.goto(path);
    await lookInHindi(page, name);
  }
  expect(errors).toEqual([]);
});

test("the walk's check finds an English sentence, and lets names, numbers and allowed terms be", () => {
  expect(latinSentences(["Complete the previous card to unlock this one."])).toHaveLength(1);
  expect(
    latinSentences(["आपका FinScore 120 है।", "SBI और HDFC Bank", "₹1,500", "EN", "you@example.com"]),
  ).toEqual([]);
  expect(latinSentences(['नया कोर्स: "Money basics"। एक नज़र डालें!'])).toEqual([]);
  expect(latinSentences(["cybercrime.gov.in", "https://sbi.co.in/web/personal-banking/accounts"])).toEqual(
    [],
  );
  expect(latinSentences(["आपने Money basics पूरा किया"])).toHaveLength(1);
});
