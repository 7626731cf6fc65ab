import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SiteSettings } from "@arthshala/contracts/forms";
import type { Locale } from "@arthshala/contracts/locales";
import { STATIC_PAGES, type StaticPage, type StaticPageName } from "@arthshala/contracts/pages";
import { addressOnOneLine, operatorPublished } from "@arthshala/contracts/site-operator";
import { markdownHtml } from "../../platform/markdown/index.js";

/** A page as its file holds it: front matter, and Markdown with {{placeholders}} still in it. */
interface PageSource {
  title: string;
  effective: string | null;
  updated: string | null;
  body: string;
}

/** A page's file in the language it was found in. */
export interface LocalizedPage {
  source: PageSource;
  language: Locale;
}

/** Where a setting left empty points instead, in the page's language. */
const FALLBACKS: Record<
  Locale,
  { contactForm: string; grievanceOfficer: string; operator: string; address: string }
> = {
  en: {
    contactForm: "our contact form at [/contact](/contact)",
    grievanceOfficer: "not yet named",
    operator: "the operator of this site",
    address: "not yet published",
  },
  hi: {
    contactForm: "हमारे संपर्क फ़ॉर्म [/contact](/contact)",
    grievanceOfficer: "अभी तय नहीं",
    operator: "इस साइट के संचालक",
    address: "अभी नहीं बताया गया",
  },
};

export const isStaticPage = (name: string): name is StaticPageName =>
  (STATIC_PAGES as readonly string[]).includes(name);

/** `title: ...` lines between the leading `---` fences; the rest is the Markdown body. */
export function parsePage(text: string): PageSource {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  const fields = new Map<string, string>();
  for (const line of (match?.[1] ?? "").split(/\r?\n/)) {
    const at = line.indexOf(":");
    if (at > 0) fields.set(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return {
    title: fields.get("title") ?? "",
    effective: fields.get("effective") || null,
    updated: fields.get("updated") || null,
    body: (match ? text.slice(match[0].length) : text).trim(),
  };
}

/**
 * A settings value as literal Markdown text: every character that could start markup (or raw HTML,
 * which the web drops) is backslash-escaped, so "<script>" reads as those characters, never as a tag.
 */
export function markdownText(value: string): string {
  return value.replace(/[\\`*_{}[\]()<>#+!|~&]/g, "\\$&");
}

// Plain addresses only: anything else (the SUPPORT_EMAIL setting is checked too, but be safe) stays text.
const SAFE_EMAIL = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/;

/** An address as a mailto link; without one, where to write instead (the honest fallback). */
function emailLink(email: string, language: Locale): string {
  if (!email) return FALLBACKS[language].contactForm;
  if (!SAFE_EMAIL.test(email)) return markdownText(email);
  return `[${markdownText(email)}](mailto:${email})`;
}

/**
 * Who runs the site, as the policies say it (`{{operator}}`): the operator's name and address once the
 * admin has published them with the grievance officer; until then a plain notice of what is missing and
 * where to write meanwhile, never the product named as its own operator.
 */
function operatorParagraph(settings: SiteSettings, language: Locale): string {
  const support = settings.support_email ? emailLink(settings.support_email, language) : null;
  if (!operatorPublished(settings)) {
    if (language === "hi") {
      return `> **इस साइट के संचालक ने अभी तक अपना नाम, पता और शिकायत अधिकारी नहीं बताया है।** ${
        support ? `तब तक ${support} पर लिखें।` : "तब तक संपर्क फ़ॉर्म [/contact](/contact) से लिखें।"
      }`;
    }
    return `> **The operator of this site has not yet published its name, address and grievance officer.** ${
      support
        ? `Write to ${support} meanwhile.`
        : "Meanwhile, write to us through the contact form at [/contact](/contact)."
    }`;
  }
  const name = markdownText(settings.operator_name.trim());
  const address = markdownText(addressOnOneLine(settings.operator_address));
  return language === "hi"
    ? `Arthshala को **${name}** ("हम") चलाते हैं। हमारा डाक पता: ${address}।`
    : `Arthshala is run by **${name}** ("we", "us"). Our postal address: ${address}.`;
}

/** The page's Markdown with the operator's details in place of {{operator_name}} and the others. */
export function fillPage(page: LocalizedPage, settings: SiteSettings): StaticPage {
  const { source, language } = page;
  const published = operatorPublished(settings);
  const values: Record<string, string> = {
    operator: operatorParagraph(settings, language),
    // The notice where a page has no paragraph of its own about the operator (the terms).
    operator_notice: published ? "" : operatorParagraph(settings, language),
    operator_name: markdownText(settings.operator_name.trim()) || FALLBACKS[language].operator,
    operator_address:
      markdownText(addressOnOneLine(settings.operator_address)) || FALLBACKS[language].address,
    support_email: emailLink(settings.support_email, language),
    grievance_officer_name: markdownText(
      settings.grievance_officer_name.trim() || FALLBACKS[language].grievanceOfficer,
    ),
    grievance_email: emailLink(settings.grievance_email, language),
  };
  const markdown = source.body.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);
  return {
    title: source.title,
    effective: source.effective,
    updated: source.updated,
    markdown,
    html: markdownHtml(markdown, language, { pageHeadings: true }),
    language,
  };
}

/**
 * Reads each page's file once per process; a failed read is not kept, so the next request retries.
 * Hindi is <content>/hi/pages/<name>.md beside the English <content>/pages/<name>.md; a page with no
 * Hindi file is served in English (its `language` says so).
 */
export class PageFiles {
  private readonly cache = new Map<string, Promise<LocalizedPage>>();

  constructor(
    private readonly dir: string,
    private readonly hindiDir: string,
  ) {}

  read(name: StaticPageName, language: Locale = "en"): Promise<LocalizedPage> {
    const key = `${language}:${name}`;
    let page = this.cache.get(key);
    if (!page) {
      page = language === "hi" ? this.readHindi(name) : this.readFile(this.dir, name, "en");
      page.catch(() => this.cache.delete(key));
      this.cache.set(key, page);
    }
    return page;
  }

  private async readFile(dir: string, name: StaticPageName, language: Locale): Promise<LocalizedPage> {
    return { source: parsePage(await readFile(path.join(dir, `${name}.md`), "utf8")), language };
  }

  private async readHindi(name: StaticPageName): Promise<LocalizedPage> {
    try {
      return await this.readFile(this.hindiDir, name, "hi");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      return this.read(name, "en");
    }
  }
}
