import { expect, type Page, test } from "@playwright/test";

/** The figure beside its label in the result summary ("आपका नतीजा"). */
const figure = (page: Page, label: string) =>
  page.getByRole("region", { name: "आपका नतीजा" }).locator("dt", { hasText: label }).locator("+ dd");

// A Hindi browser opens the site in Hindi (no choice stored yet).
test.use({ locale: "hi-IN" });

test.describe("calculators and scheme pages in Hindi", () => {
  test("a visitor works out a loan's EMI in Hindi and reads the PPF page's labels in Hindi", async ({
    page,
  }) => {
    await page.goto("/fin-tools/emi-calculator");
    await expect(page.getByRole("heading", { level: 1, name: "लोन EMI कैलकुलेटर" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // ₹10,00,000 at 8.5% for 20 years, in hi-IN rupees (whole rupees: ₹8,678.23 shown as ₹8,678).
    await expect(figure(page, "मासिक EMI")).toHaveText("₹8,678");
    await page.getByRole("textbox", { name: "लोन की रकम", exact: true }).fill("20,00,000");
    await expect(figure(page, "मासिक EMI")).toHaveText("₹17,356");
    await expect(page.getByRole("table", { name: "साल-दर-साल" }).locator("tbody tr")).toHaveCount(20);
    await expect(page.getByText("मूलधन: जो रकम आप उधार लेते हैं")).toBeVisible();
    // A message from the calculator's own checks, in Hindi.
    await page.getByRole("textbox", { name: "ब्याज दर", exact: true }).fill("31");
    await expect(page.getByRole("alert")).toHaveText("ब्याज दर 0% से 30% सालाना के बीच रखें।");

    await page.goto("/ppf");
    await expect(page.getByRole("heading", { level: 1, name: "पब्लिक प्रोविडेंट फंड (PPF)" })).toBeVisible();
    const card = page.getByRole("article").first();
    await expect(card.getByRole("tab", { name: "निवेश से पहले जानें" })).toHaveAttribute("aria-selected", "true");
    await expect(card.getByRole("tab", { name: "कौन ले सकता है" })).toBeVisible();
    // The latest notification found is January 2026's: past its quarter, it says when it was issued.
    await expect(card.getByText(/^(1 जनवरी 2026 के अनुसार|आख़िरी बार 1 जनवरी 2026 को जारी)$/)).toBeVisible();
    await expect(card.getByText("15 साल", { exact: true })).toBeVisible();
    await expect(card.getByRole("link", { name: /^बैंक का आधिकारिक पेज खोलें/ })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("Arthshala किसी भी बैंक से जुड़ा नहीं है।");
  });
});
