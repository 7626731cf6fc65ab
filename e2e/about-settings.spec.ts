/**
 * Admin Settings, seen by visitors: who runs the site (the operator and its grievance officer, on the
 * policies and the footer) and the team on /about. One settings record serves the whole site and Save
 * sends the whole form, so these tests take turns: one admin's save never lands inside another's.
 */
import { randomBytes } from "node:crypto";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { SUPPORT_EMAIL } from "./playwright.config.js";
import { PNG } from "./support/images.js";
import { watchPageErrors } from "./support/pageErrors.js";
import { signInAsAdmin } from "./support/people.js";

test.describe.configure({ mode: "serial" });

const NOTICE = {
  en: `The operator of this site has not yet published its name, address and grievance officer. Write to ${SUPPORT_EMAIL} meanwhile.`,
  hi: `इस साइट के संचालक ने अभी तक अपना नाम, पता और शिकायत अधिकारी नहीं बताया है। तब तक ${SUPPORT_EMAIL} पर लिखें।`,
};

/** A visitor's privacy policy, in a fresh browser with that language. */
async function privacyPolicy(
  browser: Browser,
  language: "en" | "hi",
): Promise<{ page: Page; close(): Promise<void> }> {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: language === "hi" ? "hi-IN" : "en-IN",
  });
  const page = await context.newPage();
  await page.goto("/privacy-policy");
  await expect(
    page.getByRole("heading", { level: 1, name: language === "hi" ? "प्राइवेसी पॉलिसी" : "Privacy Policy" }),
  ).toBeVisible();
  return { page, close: () => context.close() };
}

test.describe("who runs the site, from admin Settings, on a phone", () => {
  /**
   * Who runs the site (issue 39, India's DPDP Rules): a fresh install's privacy policy says plainly that
   * the operator has not yet published its name, address and grievance officer (never "Arthshala is run by
   * Arthshala"); the admin is asked for them on the admin area and fills them in Settings; then the policy
   * names the operator, its address and the grievance officer, in English and in Hindi.
   */
  test.use({ viewport: { width: 360, height: 740 } });

  test("the privacy policy names the operator and grievance officer once the admin has set them", async ({
    page,
    browser,
    baseURL,
  }) => {
    const errors = watchPageErrors(page);
    for (const language of ["en", "hi"] as const) {
      const visitor = await privacyPolicy(browser, language);
      await expect(visitor.page.getByRole("main")).toContainText(NOTICE[language]);
      await expect(visitor.page.getByRole("main")).not.toContainText("run by Arthshala");
      await expect(visitor.page.getByRole("main")).not.toContainText("Arthshala को **Arthshala**");
      await visitor.close();
    }

    // The admin's first visit to the admin area asks for the operator's details.
    await signInAsAdmin(page, baseURL!);
    await page.goto("/admin");
    const prompt = page.getByRole("region", { name: "Who runs this site?" });
    await expect(prompt).toContainText("grievance officer");
    await prompt.getByRole("link", { name: "Add the operator's details" }).click();
    await expect(page).toHaveURL(/\/admin\/settings$/);

    const id = randomBytes(3).toString("hex");
    const operator = {
      name: `Arthshala Learning Foundation ${id}`,
      address: "12 MG Road, Bengaluru 560001, Karnataka",
      officer: `Priya Nair ${id}`,
      email: `grievance-${id}@arthshala.example`,
    };
    await page.getByLabel("Operator name").fill(operator.name);
    await page.getByLabel("Operator's postal address").fill(operator.address);
    await page.getByLabel("Grievance officer's name").fill(operator.officer);
    await page.getByLabel("Grievance officer's email").fill(operator.email);
    await page.getByRole("button", { name: "Save settings" }).click();
    const alert = page.getByRole("dialog", { name: "Alert" });
    await expect(alert).toContainText("✅ Settings saved!");
    await alert.getByRole("button", { name: "Close" }).click();
    await page.goto("/admin");
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Who runs this site?" })).toHaveCount(0);

    const named = {
      en: [
        `Arthshala is run by ${operator.name}`,
        operator.address,
        `Grievance Officer: ${operator.officer}`,
      ],
      hi: [`Arthshala को ${operator.name}`, operator.address, `शिकायत अधिकारी: ${operator.officer}`],
    };
    for (const language of ["en", "hi"] as const) {
      const visitor = await privacyPolicy(browser, language);
      const main = visitor.page.getByRole("main");
      for (const text of named[language]) await expect(main).toContainText(text);
      await expect(main.getByRole("link", { name: operator.email })).toHaveAttribute(
        "href",
        `mailto:${operator.email}`,
      );
      await expect(main).not.toContainText(NOTICE[language]);
      // The footer of every page credits the operator too.
      await expect(visitor.page.getByRole("contentinfo")).toContainText(
        language === "hi" ? `संचालक: ${operator.name}।` : `Run by ${operator.name}.`,
      );
      await visitor.close();
    }
    expect(errors).toEqual([]);
  });
});

const meetTheTeam = (page: Page) => page.getByRole("region", { name: "Meet the Team" });

test.describe("the team on /about, from admin Settings", () => {
  // The empty team is seen before the admin adds someone (the team is one for the whole site).
  test.describe.configure({ mode: "serial" });

  test("with nobody added, /about says the team is being introduced", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Who We Are" })).toBeVisible();
    await expect(meetTheTeam(page)).toContainText("Our team is being introduced here soon.");
    await expect(meetTheTeam(page).getByRole("listitem")).toHaveCount(0);
  });

  test("an admin adds a team member with a photo and a social link; /about and the footer show them", async ({
    page,
    browser,
    baseURL,
  }) => {
    const id = randomBytes(3).toString("hex");
    const member = { name: `Kavya Rao ${id}`, role: "Content lead", sector: "Content" };
    const social = { label: "Instagram", url: `https://www.instagram.com/arthshala_${id}` };

    await signInAsAdmin(page, baseURL!);
    await page.goto("/admin/settings");
    await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();

    await page.getByRole("button", { name: "Add team member" }).click();
    const add = page.getByRole("dialog", { name: "Add a team member" });
    await add.getByLabel("Name", { exact: true }).fill(member.name);
    await add.getByLabel("Role", { exact: true }).fill(member.role);
    await add.getByLabel("Sector", { exact: true }).selectOption(member.sector);
    await add.getByLabel("Photo").setInputFiles({ name: "kavya.png", mimeType: "image/png", buffer: PNG });
    await add.getByRole("button", { name: "Add to the team" }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText(`✅ ${member.name} added to the team.`)).toBeVisible();
    const team = page.getByRole("region", { name: "Team", exact: true });
    await expect(team.getByRole("listitem").filter({ hasText: member.name })).toContainText(
      `${member.role} · ${member.sector}`,
    );

    await page.getByRole("button", { name: "Add a link" }).click();
    const link = page.getByRole("group", { name: /^Link \d+$/ }).last();
    await link.getByLabel("Label").fill(social.label);
    await link.getByLabel("Address (https://)").fill(social.url);
    await page.getByRole("button", { name: "Save settings" }).click();
    const alert = page.getByRole("dialog", { name: "Alert" });
    await expect(alert).toContainText("✅ Settings saved!");
    await alert.getByRole("button", { name: "Close" }).click();
    await expect(alert).toBeHidden();

    // A visitor sees the member under their sector, with the photo, and the link in the footer.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto("/about");
    const sector = meetTheTeam(visitor).getByRole("region", { name: member.sector });
    const card = sector.getByRole("listitem").filter({ hasText: member.name });
    await expect(card).toContainText(member.role);
    await expect(meetTheTeam(visitor)).not.toContainText("being introduced");
    const photo = card.locator("img");
    await expect(photo).toHaveAttribute("src", /\S/);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);

    const footerLink = visitor
      .getByRole("contentinfo")
      .getByRole("list", { name: "Arthshala elsewhere" })
      .getByRole("link", { name: `${social.label} (opens in a new tab)` });
    await expect(footerLink).toHaveAttribute("href", social.url);
    await expect(footerLink).toHaveAttribute("target", "_blank");
    await visitorContext.close();
  });
});

test("/help and the two legal pages open with their headings and the effective date", async ({ page }) => {
  await page.goto("/help");
  await expect(page.getByRole("heading", { level: 1, name: "Help & Support" })).toBeVisible();
  for (const section of ["Getting started", "Tracking your finances", "Contact and support", "Tips"]) {
    await expect(page.getByRole("main").getByRole("heading", { level: 2, name: section })).toBeVisible();
  }

  for (const [path, title] of [
    ["/privacy-policy", "Privacy Policy"],
    ["/termsofservice", "Terms of Service"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // July 21, 2025 (spec section 9), written the Indian way.
    await expect(page.getByText("Effective: 21 July 2025")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Who can use Arthshala" })).toBeVisible();
    await expect(page.getByRole("main")).toContainText("at least 13 years old");
  }
});
