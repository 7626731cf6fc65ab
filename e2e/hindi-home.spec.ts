import { expect, type Page, test } from "@playwright/test";
import { signUpThroughApi } from "./support/people.js";
import { waitForApp } from "./support/takeover.js";

const header = (page: Page) => page.getByRole("banner");
/** A day and a short month as hi-IN writes them: "23 नव॰" (the month in Devanagari). */
const HINDI_DAY = String.raw`\d{1,2} [\u0900-\u097F]+॰?`;

test.use({ locale: "en-US" });

test("a signed-in learner in Hindi reads home and /account in Hindi, dates in hi-IN", async ({
  page,
  baseURL,
}) => {
  const person = await signUpThroughApi(page, baseURL!);
  await page.goto("/home");
  await waitForApp(page);
  await expect(page.getByText("Welcome,", { exact: true })).toBeVisible();

  await header(page).getByRole("button", { name: "हिंदी" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");

  // Home: greeting, pills, FinScore, the panels' headings.
  await expect(page.getByText("स्वागत है,", { exact: true })).toBeVisible();
  const progress = page.getByRole("list", { name: "आपकी प्रगति" });
  await expect(
    progress.getByRole("link", { name: "0 FinStars, इनाम पाने में खर्च करें", exact: true }),
  ).toBeVisible();
  await expect(progress.getByText("0 दिन", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "FinScore 0 1000 में से इतिहास देखें" })).toBeVisible();
  await expect(page.getByText("1000 में से", { exact: true })).toBeVisible();
  // The scheme panel, below the next step, loads as the reader scrolls towards it.
  await page.getByRole("button", { name: "FinScore 0 1000 में से इतिहास देखें" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("heading", { name: "आपके लिए सुझाव" })).toBeVisible();
  await expect(page.getByRole("link", { name: "सभी देखें" })).toBeVisible();
  await expect(page).toHaveTitle("होम · Arthshala");

  // "What is FinScore?" lists the rules in Hindi.
  await page.getByRole("button", { name: "FinScore क्या है?" }).click();
  const explainer = page.getByRole("dialog", { name: "FinScore क्या है?" });
  await expect(explainer.getByText("एक कार्ड पूरा करें", { exact: true })).toBeVisible();
  await expect(explainer.getByText("आपका FinScore हमेशा 0 और 1000 के बीच रहता है।")).toBeVisible();
  await explainer.getByRole("button", { name: "डायलॉग बंद करें" }).click();
  await expect(explainer).toBeHidden();

  // The leaderboard: the learner's own row says "आप"; the week counts since a Monday written in hi-IN.
  // No points yet: "not ranked yet", in Hindi, and the two scores said in a line each.
  await page.getByText("FinStars और FinScore कैसे काम करते हैं").click();
  await expect(page.getByTestId("scores-explained")).toContainText("FinStars सीखने के पॉइंट हैं");
  await progress.getByRole("button", { name: /^अभी रैंक नहीं ?, लीडरबोर्ड खोलें$/ }).click();
  const board = page.getByRole("dialog", { name: "लीडरबोर्ड" });
  await expect(board.getByText("FinScore के हिसाब से रैंक")).toBeVisible();
  await expect(board.locator('[aria-current="true"]')).toContainText("आप");
  await board.getByRole("tab", { name: "इस हफ़्ते" }).click();
  await expect(board.getByText(new RegExp(`^सोमवार ${HINDI_DAY} से$`))).toBeVisible();
  await expect(board.getByRole("switch", { name: "मुझे लीडरबोर्ड पर दिखाएँ" })).toBeChecked();
  await board.getByRole("button", { name: "डायलॉग बंद करें" }).click();

  // A card done: the FinScore history words it in Hindi (the card's title as it was earned).
  const origin = new URL(page.url()).origin;
  const done = await page.request.post("/api/courses/course/1/module/1/card/1/updateCard", {
    data: { status: "completed" },
    headers: { origin },
  });
  expect(done.ok()).toBe(true);
  await page.reload();
  await expect(page.getByText(/^कार्ड “.+” पूरा किया$/)).toBeVisible();
  await page.getByRole("button", { name: /^FinScore \d+ 1000 में से इतिहास देखें$/ }).click();
  const history = page.getByRole("dialog", { name: "FinScore का इतिहास" });
  await expect(history.getByRole("listitem").first()).toContainText(/कार्ड “.+” पूरा किया/);
  await history.getByRole("button", { name: "डायलॉग बंद करें" }).click();

  // /account: headings, a form's own check in Hindi, a saved name, and the devices' dates in hi-IN.
  await page.goto("/account");
  await expect(page.getByRole("heading", { level: 1, name: "आपका अकाउंट" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "अकाउंट के हिस्से" })).toBeVisible();
  const profile = page.getByRole("region", { name: "प्रोफ़ाइल", exact: true });
  await profile.getByLabel("नाम", { exact: true }).fill("");
  await profile.getByRole("button", { name: "नाम सेव करें" }).click();
  await expect(profile.getByText("कृपया अपना नाम लिखें।")).toBeVisible();
  await profile.getByLabel("नाम", { exact: true }).fill(`${person.name} जी`);
  await profile.getByRole("button", { name: "नाम सेव करें" }).click();
  await expect(profile.getByRole("status")).toHaveText("आपका नाम सेव हो गया।");

  const devices = page.getByRole("list", { name: "साइन-इन वाले डिवाइस" });
  const thisDevice = devices.getByRole("listitem").filter({ hasText: "यह डिवाइस" });
  await expect(thisDevice).toContainText(
    new RegExp(`साइन इन ${HINDI_DAY} \\d{4}, .+ · आख़िरी बार ${HINDI_DAY}`),
  );
  await expect(page.getByRole("region", { name: "मेरा अकाउंट डिलीट करें" })).toContainText(
    "यह वापस नहीं हो सकता।",
  );
  await expect(page.getByRole("link", { name: "मेरा डेटा डाउनलोड करें" })).toBeVisible();
});
