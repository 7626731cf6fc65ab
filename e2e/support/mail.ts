import { type APIRequestContext, expect } from "@playwright/test";

/**
 * Waits for a mail to `to` in the outbox (the e2e server has no SMTP server) and returns the first link
 * matching `link`, as a path on this site. `admin` must be an admin's request context.
 */
export async function linkFromOutbox(admin: APIRequestContext, to: string, link: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(async () => {
      const outbox = (await (await admin.get("/api/admin/outbox?limit=100")).json()) as {
        items: { to: string; text: string }[];
      };
      const mail = outbox.items.find((item) => item.to === to && link.test(item.text));
      found = mail?.text.match(link)?.[0] ?? "";
      return found;
    })
    .not.toBe("");
  return found.replace(/^https?:\/\/[^/]+/, "");
}

export const CONFIRM_LINK = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/;
export const UNSUBSCRIBE_LINK = /https?:\/\/\S+\/unsubscribe\?token=\S+/;

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The outbox page shows this many mails, newest first (apps/web OUTBOX_PAGE_SIZE). */
const OUTBOX_PAGE = 20;

/**
 * Waits for a mail matching `match` in the outbox and returns the /admin/outbox page that shows it, so a
 * test can read it there as the admin would even while other tests add mail. `admin`: an admin's context.
 */
export async function outboxPageOf(admin: APIRequestContext, match: (mail: OutboxMail) => boolean) {
  let index = -1;
  await expect
    .poll(async () => {
      const outbox = (await (await admin.get("/api/admin/outbox?limit=100")).json()) as {
        items: OutboxMail[];
      };
      index = outbox.items.findIndex(match);
      return index;
    })
    .toBeGreaterThanOrEqual(0);
  return Math.floor(index / OUTBOX_PAGE) + 1;
}
