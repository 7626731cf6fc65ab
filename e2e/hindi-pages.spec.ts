import { expect, test } from "@playwright/test";
import { coursePlan, listCourses } from "./support/courses.js";
import { waitForApp } from "./support/takeover.js";

/**
 * A Hindi browser reads the articles' controls, Help & Support, the privacy policy and the contact form
 * in Hindi (the interface follows navigator.languages on a first visit).
 */
test.use({ locale: "hi-IN" });

/** An article's date in hi-IN: "12 जून 2026", "3 सित॰ 2025". */
const HINDI_DATE = /^\d{1,2} \p{Script=Devanagari}[\p{Script=Devanagari}\p{M}॰.]* \d{4}$/u;

test("the articles list and reader controls are in Hindi, with dates in hi-IN", async ({ page }) => {
  await page.goto("/articles");
  await expect(page.getByRole("heading", { level: 1, name: "लेख" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  const featured = page.getByRole("link", { name: /ख़ास/ });
  await expect(featured.getByText("लेख पढ़ें")).toBeVisible();
  await expect(featured.locator("time")).toHaveText(HINDI_DATE);
  await expect(page.getByRole("heading", { level: 2, name: "और लेख" })).toBeVisible();

  await featured.click();
  const reader = page.getByRole("dialog");
  await expect(reader.getByText("Arthshala लेख")).toBeVisible();
  await expect(reader.getByRole("button", { name: "अगला लेख" })).toBeVisible();
  await expect(reader.locator("time")).toHaveText(HINDI_DATE);
  await reader.getByRole("button", { name: "लेख बंद करें" }).click();
  await expect(reader).toHaveCount(0);
});

test("About Us, Help & Support and the privacy policy are in Hindi", async ({ page }) => {
  await page.goto("/about");
  await expect(page.getByRole("heading", { level: 1, name: "हमारे बारे में" })).toBeVisible();
  // The page's own text comes in Hindi, its sections laid out as in English.
  const pitch = page.getByRole("region", { name: "वित्तीय संस्थानों के लिए" });
  await expect(pitch.getByRole("link", { name: "कोर्स बनाने के लिए हमसे संपर्क करें" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Arthi से मिलिए" }).getByRole("img")).toBeVisible();

  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: "मदद और सहायता" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "शुरुआत" })).toBeVisible();
  await page.getByText("स्ट्रीक फ़्रीज़ क्या है?").click();
  await expect(page.getByText(/^फ़्रीज़ उस दिन को संभाल लेता है/)).toBeVisible();

  await page.goto("/privacy-policy");
  await expect(page.getByRole("heading", { level: 1, name: "प्राइवेसी पॉलिसी" })).toBeVisible();
  // The policy's own text, served in Hindi, under its dates in hi-IN.
  await expect(page.getByText("लागू होने की तारीख़: 21 जुलाई 2025")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "छोटे में" })).toBeVisible();
  await expect(page.getByTestId("content-language-note")).toHaveCount(0);
});

test("the contact form's labels and checks are in Hindi", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1, name: "हमसे संपर्क करें" })).toBeVisible();
  const form = page.getByRole("region", { name: "हमें मैसेज भेजें" });
  await expect(form.getByLabel("नाम", { exact: true })).toBeVisible();
  await form.getByRole("button", { name: "मैसेज भेजें" }).click();
  await expect(form.getByText("कृपया सभी ज़रूरी जानकारी भरें।")).toHaveCount(3);

  await form.getByLabel("नाम", { exact: true }).fill("Asha");
  await form.getByLabel("ईमेल", { exact: true }).fill("asha@");
  await form.getByLabel("मैसेज", { exact: true }).fill("नमस्ते!");
  await form.getByRole("button", { name: "मैसेज भेजें" }).click();
  await expect(form.getByText("कृपया सही ईमेल पता डालें।")).toBeVisible();
  await expect(page.getByText("हम 24–48 घंटे में जवाब देते हैं।")).toBeVisible();
});

test("a wrong password is refused in Hindi: the server answers in the learner's language", async ({
  page,
}) => {
  await page.goto("/signin");
  await expect(page.getByRole("heading", { level: 1, name: "साइन इन करें" })).toBeVisible();
  await page.getByLabel("ईमेल", { exact: true }).fill("nobody-by-this-name@example.in");
  await page.getByLabel("पासवर्ड", { exact: true }).fill("not-the-right-one-42");
  await page.getByRole("button", { name: "साइन इन करें", exact: true }).click();
  await expect(page.getByText("ईमेल या पासवर्ड गलत है।")).toBeVisible();
  await expect(page.getByText("Incorrect email or password.")).toHaveCount(0);
  await expect(page).toHaveURL(/\/signin$/);
});

test("a visitor's card asks them, in Hindi, to sign in to save their progress", async ({ page, baseURL }) => {
  const [first] = [...(await listCourses(page.request))].sort((a, b) => a.id - b.id);
  const plan = await coursePlan(page.request, baseURL!, first!.id);
  const module = plan.modules[0]!;
  await page.goto(`/courses/course/${plan.id}/module/${module.moduleId}/card/${module.cards[0]!.card_id}`);
  // Drawn by the server in Hindi (it once said it in English under a Hindi card), and still so once the
  // app has taken the page over.
  const line = page.getByText("अपनी प्रगति सेव करने और FinStars कमाने के लिए साइन इन करें।");
  await expect(line).toBeVisible();
  await waitForApp(page);
  await expect(line).toBeVisible();
  await expect(page.getByText("Sign in to save your progress and earn FinStars.")).toHaveCount(0);
});
