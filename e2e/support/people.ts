import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { serverLog } from "../playwright.config.js";

export const ADMIN_EMAIL = "admin@e2e.arthshala.test";
export const ADMIN_PASSWORD = "admin-e2e-password";

export interface Person {
  name: string;
  email: string;
  password: string;
}

export function buildPerson(overrides: Partial<Person> = {}): Person {
  const id = randomBytes(4).toString("hex");
  return { name: `Meera ${id}`, email: `meera-${id}@example.in`, password: `pw-${id}-secret`, ...overrides };
}

/**
 * The age band every helper's learner gives at sign-up (issue 40): an adult's, so nobody has to ask a
 * guardian first. guardian.spec.ts signs up a learner under 18 itself.
 */
export const ADULT_BAND = { value: "18-25", label: "18 to 25" } as const;

/** Fills and sends the sign-up form as a person would (an adult's age band); ends on /home. */
export async function signUpThroughPage(page: Page, person: Person = buildPerson()): Promise<Person> {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(person.name);
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password", { exact: true }).fill(person.password);
  await page.getByLabel("Confirm password").fill(person.password);
  await page.getByRole("radio", { name: ADULT_BAND.label }).check();
  await page.getByRole("button", { name: "Sign up", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  return person;
}

/**
 * Signs a new learner up through the API, as Playwright's docs do for tests whose subject comes after
 * sign-up (the page's context keeps the session cookie), without drawing /signup and /home first: the
 * page stays where it was. The form itself is tested in auth.spec.ts. `origin` is the site's URL, as a
 * browser's request carries it.
 */
export async function signUpThroughApi(
  page: Page,
  origin: string,
  person: Person = buildPerson(),
  /** null: no age band, as an older client or an identity provider's sign-up (the app asks on arrival). */
  ageBand: string | null = ADULT_BAND.value,
): Promise<Person> {
  const response = await page.request.post("/api/auth/signup", {
    data: {
      name: person.name,
      email: person.email,
      password: person.password,
      ...(ageBand ? { age_band: ageBand } : {}),
    },
    headers: { origin },
  });
  expect(response.status(), await response.text()).toBe(201);
  return person;
}

/**
 * Answers the age band question an account without one is asked on arrival (issue 40: an identity
 * provider's sign-up), with an adult's band unless told otherwise.
 */
export async function answerAgeQuestion(page: Page, band: string = ADULT_BAND.label): Promise<void> {
  const ask = page.getByRole("dialog", { name: "One question before you start" });
  await ask.getByRole("radio", { name: band }).check();
  await ask.getByRole("button", { name: "Continue" }).click();
  await expect(ask).toBeHidden();
}

export async function signInThroughPage(
  page: Page,
  person: Pick<Person, "email" | "password">,
): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Email", { exact: true }).fill(person.email);
  await page.getByLabel("Password").fill(person.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
}

/**
 * The newest confirmation link mailed to `email`, read from the server's log as an operator without
 * SMTP would (the outbox itself is for admins). Waits for the mail worker, which sends within moments.
 */
export async function confirmationLinkFromLog(
  email: string,
  log: "local" | "oidc" = "local",
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const lines = (await readFile(serverLog(log), "utf8")).split("\n");
      const line = lines
        .reverse()
        .find((l) => l.includes(`"to":"${email}"`) && l.includes("/verify-email?token="));
      link = line?.match(/https?:\/\/[^\s"\\]+\/verify-email\?token=[\w-]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

/**
 * Signs the page's context in as the admin named in ADMIN_EMAILS. The first time, it signs up and
 * confirms the address from the server log (ADMIN_EMAILS counts only for a confirmed address).
 * API calls from tests carry the Origin a browser would send.
 */
export async function signInAsAdmin(page: Page, baseURL: string): Promise<void> {
  const headers = { origin: baseURL };
  const body = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, name: "Ravi Admin", age_band: "26-59" };
  const signup = await page.request.post("/api/auth/signup", { data: body, headers });
  if (signup.status() === 409) {
    const signin = await page.request.post("/api/auth/signin", { data: body, headers });
    expect(signin.status()).toBe(200);
  } else {
    expect(signup.status()).toBe(201);
  }
  const roles = async () =>
    ((await (await page.request.get("/api/auth/me")).json()) as { roles: string[] }).roles;
  if ((await roles()).includes("Admin")) return;
  const token = new URL(await confirmationLinkFromLog(ADMIN_EMAIL)).searchParams.get("token");
  // A test running in parallel may have used the same single-use link first: either way it ends confirmed.
  await page.request.post("/api/auth/email/verify", { data: { token }, headers });
  await expect.poll(roles).toContain("Admin");
}

export async function expectSignedInHeader(page: Page): Promise<void> {
  const header = page.getByRole("banner");
  await expect(header.getByRole("button", { name: "Log out" }).first()).toBeVisible();
  await expect(header.getByRole("link", { name: "Notifications" })).toBeVisible();
}

/** Logs out from the header and waits for the full reload to land on the signed-out landing page. */
export async function signOutThroughHeader(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("button", { name: "Sign up / Login" })).toBeVisible();
}
