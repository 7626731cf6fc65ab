import { type APIRequestContext, expect } from "@playwright/test";

/**
 * Waits for a mail to `to` in the outbox (the e2e server has no SMTP server) and returns the first link
 * matching `link`, as a path on this site. `admin` must be an admin's request context.
 */
export async function linkFromOutbox(admin: APIRequestContext, to: string, link: RegExp): Promise<string> {
  let found = "";
  await expect
    .poll(
      async () => {
        const outbox = (await (await admin.get("/api/admin/outbox?limit=100")).json()) as {
          items: { to: string; text: string }[];
        };
        const mail = outbox.items.find((item) => item.to === to && link.test(item.text));
        found = mail?.text.match(link)?.[0] ?? "";
        return found;
      },
      { timeout: 20_000 },
    )
    .not.toBe("");
  return found.replace(/^https?:\/\/[^/]+/, "");
}

export const CONFIRM_LINK = /https?:\/\/\S+\/newsletter\/confirm\?token=\S+/;
export const UNSUBSCRIBE_LINK = /https?:\/\/\S+\/unsubscribe\?token=\S+/;
