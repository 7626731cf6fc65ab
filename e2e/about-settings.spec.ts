import { randomBytes } from "node:crypto";
import { expect, type Page, test } from "@playwright/test";
import { PNG } from "./support/images.js";
import { signInAsAdmin } from "./support/people.js";

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
