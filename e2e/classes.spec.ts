import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible, settle } from "./support/axe.js";
import { classWithFacilitator, createClassThroughApi, joinThroughApi, personApi } from "./support/classes.js";
import { buildPerson, signInAsAdmin, signUpThroughApi } from "./support/people.js";

/**
 * Organisations and classes (issue 40), as people use them: an Admin makes a Facilitator, who makes an
 * organisation and a class and shares its code; learners join by code or by the link (signing up on the
 * way), see the class on /account and leave it; a full class says so. The role × operation matrix is in
 * the API's tests (apps/api/src/features/classes).
 */

const SHOTS = process.env.CLASSES_SHOTS_DIR;
/** A screenshot to look at (CLASSES_SHOTS_DIR), at a phone's size and a desktop's. */
async function shoot(page: Page, name: string, part?: Locator) {
  if (!SHOTS) return;
  for (const [label, size] of [
    ["360", { width: 360, height: 800 }],
    ["desktop", { width: 1280, height: 900 }],
  ] as const) {
    await page.setViewportSize(size);
    if (part) {
      await part.screenshot({ path: `${SHOTS}/${name}-${label}.png` });
      continue;
    }
    // A phone's page in screens of its height, each readable at its own size.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0, i = 1; y < height && i <= 3; y += size.height, i++)
      await page.screenshot({
        path: `${SHOTS}/${name}-${label}-${i}.png`,
        fullPage: true,
        clip: { x: 0, y, width: size.width, height: Math.min(size.height, height - y) },
      });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an admin makes a facilitator, who makes an organisation and a class, shares its code, link and QR, and rotates the code", async ({
  page,
  browser,
  baseURL,
}) => {
  const facilitator = buildPerson({ name: "Meera Teacher" });
  await signUpThroughApi(page, baseURL!, facilitator);
  await page.goto("/home");
  await expect(page.getByRole("banner").getByRole("link", { name: "Teach" })).toHaveCount(0);

  // The admin grants the role on the Facilitators screen, reached from the dashboard's tile.
  const adminContext = await browser.newContext({ baseURL });
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin, baseURL!);
  await admin.goto("/admin");
  await admin.getByRole("link", { name: /Facilitators/ }).click();
  await admin.getByLabel("Make a Facilitator (their account's email)").fill(facilitator.email);
  await admin.getByRole("button", { name: "Grant" }).click();
  await expect(admin.getByRole("listitem").filter({ hasText: facilitator.email })).toBeVisible();
  await settle(admin);
  await expectAccessible(admin, "the admin's Facilitators screen");
  await adminContext.close();

  // The header now has Teach.
  await page.reload();
  await page.getByRole("banner").getByRole("link", { name: "Teach" }).click();
  await expect(page).toHaveURL(/\/teach$/);
  await expect(page.getByRole("heading", { name: "Teach", level: 1 })).toBeVisible();
  await page.getByLabel("Organisation name").fill("Sunrise Public School");
  await page.getByLabel("Kind").selectOption("school");
  await page.getByRole("button", { name: "Create organisation" }).click();
  await expect(page.getByRole("heading", { name: "Sunrise Public School", level: 2 })).toBeVisible();

  // Its first class: the form is open, the class page opens with its code, link and QR.
  await page.getByLabel("Class name").fill("Class 11 A");
  await page.getByLabel("Taught in").selectOption("hi");
  await page.getByLabel(/Most learners/).fill("40");
  await page.getByRole("button", { name: "Create class" }).click();
  await expect(page).toHaveURL(/\/teach\/classes\/\d+$/);
  await expect(page.getByRole("heading", { name: "Class 11 A", level: 1 })).toBeVisible();
  const codeText = page.getByTestId("join-code");
  const code = (await codeText.textContent())!.trim();
  expect(code).toMatch(/^[2-9A-HJ-NP-Z]{6}$/);
  await expect(page.getByLabel("Join link")).toHaveValue(`${baseURL}/join/${code}`);
  await expect(page.getByTestId("members-count")).toHaveText("0 of 40 learners");
  const qr = page.getByRole("img", { name: "QR code of the join link for Class 11 A" });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const png = await page.request.get(
    (await page.getByRole("link", { name: "Download QR (PNG)" }).getAttribute("href"))!,
  );
  expect(png.headers()["content-type"]).toBe("image/png");
  await expect(
    page.getByRole("navigation", { name: "Class" }).getByRole("link", { name: "Progress" }),
  ).toHaveAttribute("href", /\/teach\/classes\/\d+\/progress$/);
  await settle(page);
  await expectAccessible(page, "a class's page");
  await shoot(page, "class-page");

  // A new code, after saying yes: the old one stops working.
  await page.getByRole("button", { name: "New code" }).click();
  const dialog = page.getByRole("dialog", { name: "Make a new code?" });
  await expect(dialog).toContainText(code);
  await dialog.getByRole("button", { name: "Make a new code" }).click();
  await expect(codeText).not.toHaveText(code);
  const fresh = (await codeText.textContent())!.trim();
  await expect(page.getByLabel("Join link")).toHaveValue(`${baseURL}/join/${fresh}`);
  expect((await page.request.get(`/api/classes/join/${code}`)).status()).toBe(404);

  await page.getByRole("link", { name: "All classes" }).click();
  await expect(page.getByRole("link", { name: /Class 11 A/ })).toContainText(fresh);
  await settle(page);
  await expectAccessible(page, "/teach");
  await shoot(page, "teach");
});

test("a signed-in learner joins by typing the code, sees the class on /account and leaves it", async ({
  page,
  baseURL,
}) => {
  const { api, cls } = await createClassThroughApi(baseURL!, buildPerson(), {
    organisation: "Lakeside College",
    kind: "college",
    name: "B.Com year 1",
  });
  await api.dispose();
  const learner = buildPerson({ name: "Asha Learner" });
  await signUpThroughApi(page, baseURL!, learner);

  await page.goto("/account");
  await page.getByRole("link", { name: "Join a class" }).click();
  await expect(page).toHaveURL(/\/join$/);
  await page.getByLabel("Class code").fill(cls.join_code.toLowerCase());
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(new RegExp(`/join/${cls.join_code}$`));
  await expect(page.getByRole("heading", { name: "B.Com year 1" })).toBeVisible();
  await expect(page.getByText("Run by Lakeside College")).toBeVisible();
  await page.getByRole("button", { name: "Join class" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("You joined B.Com year 1.")).toBeVisible();

  await page.goto("/account#classes");
  const entry = page.getByTestId("account-class").filter({ hasText: "B.Com year 1" });
  await expect(entry).toContainText("Lakeside College");
  await expect(entry).toContainText("They never see your expense tracker, your other courses, or your email");
  const share = entry.getByRole("switch", { name: "Share my email with this class" });
  await expect(share).toHaveAttribute("aria-checked", "false");
  await share.click();
  await expect(share).toHaveAttribute("aria-checked", "true");
  await expect(entry).toContainText(learner.email);
  await expectAccessible(page, "/account's classes");
  await shoot(page, "account-classes", page.locator("#classes"));

  await entry.getByRole("button", { name: "Leave B.Com year 1" }).click();
  await expect(page.getByText("You left B.Com year 1.")).toBeVisible();
  await expect(entry).toHaveCount(0);
  await expect(page.getByText("You are not in any class yet.")).toBeVisible();
  // Undo puts the class back, with the email choice as it was.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(entry).toBeVisible();
  await expect(entry.getByRole("switch", { name: "Share my email with this class" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
});

test("a visitor opens a class's join link, signs up on the way and lands joined", async ({
  page,
  browser,
  baseURL,
}) => {
  // The facilitator's class, made through the API in their browser context (signed in there).
  const teacherContext = await browser.newContext({ baseURL });
  const teacher = await teacherContext.newPage();
  const cls = await classWithFacilitator(
    teacher.request,
    baseURL!,
    buildPerson({ name: "Farah Facilitator" }),
    {
      name: "Saturday batch",
    },
  );

  // The link as a person would read it off the class page (it is what the QR code says).
  await teacher.goto(`/teach/classes/${cls.id}`);
  const link = await teacher.getByLabel("Join link").inputValue();
  expect(link).toBe(cls.join_url);

  // Never kept for the next visitor: a code can be rotated, a class archived or filled at any time.
  const opened = await page.goto(link);
  expect(opened?.status()).toBe(200);
  expect(opened?.headers()["cache-control"]).toBe("no-cache");
  await expect(page.getByRole("heading", { name: "Saturday batch" })).toBeVisible();
  await expect(page.getByText("Run by Sunrise Public School")).toBeVisible();
  await settle(page);
  await expectAccessible(page, "a class's join page, for a visitor");
  await shoot(page, "join-visitor");
  await page.getByRole("link", { name: "Sign up to join" }).click();
  await expect(page).toHaveURL(/\/signup\?next=/);
  const learner = buildPerson({ name: "Ravi Newcomer" });
  await page.getByLabel("Name").fill(learner.name);
  await page.getByLabel("Email", { exact: true }).fill(learner.email);
  await page.getByLabel("Password", { exact: true }).fill(learner.password);
  await page.getByLabel("Confirm password").fill(learner.password);
  await page.getByRole("radio", { name: "18 to 25" }).check();
  await page.getByRole("button", { name: "Sign up", exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/join/${cls.join_code}$`));
  await page.getByRole("button", { name: "Join class" }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText("You joined Saturday batch.")).toBeVisible();

  // The facilitator sees the newcomer among the class's learners.
  await teacher.reload();
  await expect(teacher.getByTestId("members-count")).toHaveText("1 learner");
  await expect(teacher.getByText("Ravi Newcomer")).toBeVisible();
  await teacherContext.close();
});

test("a full class says so, in the class's language to a visitor who chose none", async ({
  page,
  baseURL,
}) => {
  const { api, cls } = await createClassThroughApi(baseURL!, buildPerson(), {
    name: "छोटा समूह",
    language: "hi",
    capacity: 1,
  });
  await api.dispose();
  const first = await personApi(baseURL!, buildPerson());
  await joinThroughApi(first, baseURL!, cls.join_code);
  await first.dispose();

  await page.goto(`/join/${cls.join_code}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page.getByRole("heading", { name: "छोटा समूह" })).toBeVisible();
  await expect(page.getByText("आप इस क्लास से जुड़ रहे हैं")).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText(
    "यह क्लास भर चुकी है। अपने शिक्षक से पूछें कि क्या आपके लिए जगह बन सकती है।",
  );
  await expect(page.getByRole("link", { name: "जुड़ने के लिए साइन अप करें" })).toHaveCount(0);
  await shoot(page, "join-full-hindi");

  // Signed in, the same refusal, and no way to join.
  await page.getByRole("button", { name: "English" }).click();
  await signUpThroughApi(page, baseURL!, buildPerson());
  await page.goto(`/join/${cls.join_code}`);
  await expect(page.getByRole("alert")).toHaveText(
    "This class is full. Ask your teacher whether a place can be made.",
  );
  await expect(page.getByRole("button", { name: "Join class" })).toHaveCount(0);
});
