/**
 * Certificates as people meet them (issue 40): the learner's "Your certificate" on a finished course's
 * celebration, their certificate page (PDF, link, revoke), and a visitor's /verify/<id>.
 * CERT_SHOTS_DIR=<dir> keeps screenshots of the pages and the PDFs downloaded, to look at.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { type APIRequestContext, type Browser, expect, type Page } from "@playwright/test";
import { type CoursePlan, finishModuleThroughApi } from "./courses.js";

/** Finishes every module of the course through the API, as the card viewer sends each card. */
export async function finishCourseThroughApi(
  page: Page,
  visitor: APIRequestContext,
  baseURL: string,
  plan: CoursePlan,
): Promise<string> {
  let done = "";
  for (const index of plan.modules.keys())
    done = await finishModuleThroughApi(page, visitor, baseURL, plan, index);
  return done;
}

/** The celebration's offer of the certificate, in either language. */
export const certificateOffer = (page: Page) =>
  page.getByRole("region", { name: /^(Your certificate|आपका प्रमाणपत्र)$/ });

/** The certificate drawn on a page (the learner's or the public check), by its accessible name. */
export const certificateFigure = (page: Page) =>
  page.getByRole("figure", { name: /(Certificate for|का प्रमाणपत्र)/ });

/** The public id of the certificate whose page is open (/certificates/<id>). */
export function certificateIdOf(page: Page): string {
  const id = new URL(page.url()).pathname.match(/^\/certificates\/([0-9a-z]{16})$/)?.[1];
  expect(id, page.url()).toBeTruthy();
  return id!;
}

/** Presses the page's PDF link and returns the file the browser downloaded, with its suggested name. */
export async function downloadPdf(
  page: Page,
  linkName: string | RegExp,
): Promise<{ name: string; pdf: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  const pdf = await readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
  return { name: download.suggestedFilename(), pdf };
}

/** A signed-out visitor's page in a browser context of its own (no cookie of the learner's). */
export async function visitorPage(browser: Browser, baseURL: string, locale = "en-IN"): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale });
  return context.newPage();
}

/** The public check's answer, its h1. */
export const verdict = (page: Page) => page.getByRole("heading", { level: 1 });

/** Revokes the certificate on its page, through the confirmation. */
export async function revokeOnPage(page: Page, say: { revoke: string; dialog: string; confirm: string }) {
  await page.getByRole("button", { name: say.revoke }).click();
  const dialog = page.getByRole("dialog", { name: say.dialog });
  await dialog.getByRole("button", { name: say.confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

/** With CERT_SHOTS_DIR set: the page as it looks (whole), and any file beside it. */
export async function keepShot(page: Page, name: string, file?: Buffer): Promise<void> {
  const dir = process.env.CERT_SHOTS_DIR;
  if (!dir) return;
  await mkdir(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
  if (file) await writeFile(`${dir}/${name}.pdf`, file);
}
