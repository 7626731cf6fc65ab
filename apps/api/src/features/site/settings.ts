import { type SiteSettings, siteSettingsSchema } from "@arthshala/contracts/forms";
import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/client.js";
import { appSettings } from "../../platform/db/schema.js";

const KEY = "site";

/**
 * The operator's details the site shows (legal pages, the contact panel, the footer's social links),
 * kept as one JSON value in app_settings. Until an admin saves them, the support email comes from the
 * SUPPORT_EMAIL setting and the rest is empty.
 */
export async function readSiteSettings(db: Db, supportEmailDefault: string): Promise<SiteSettings> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY)).limit(1);
  const fallback: SiteSettings = {
    operator_name: "",
    operator_address: "",
    support_email: supportEmailDefault,
    grievance_officer_name: "",
    grievance_email: "",
    social_links: [],
  };
  if (!row) return fallback;
  const parsed = siteSettingsSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : fallback;
}

export async function saveSiteSettings(db: Db, settings: SiteSettings): Promise<SiteSettings> {
  const value = JSON.stringify(settings);
  await db
    .insert(appSettings)
    .values({ key: KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
  return settings;
}
