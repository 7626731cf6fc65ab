import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { CONTENT_DIR } from "../../platform/db/seed.js";
import { markdownText, PageFiles, parsePage } from "./pages.js";

let ctx: TestContext;
beforeAll(async () => {
  // No SUPPORT_EMAIL: every placeholder starts unset, so the fallbacks show first.
  ctx = await createTestApp({ SUPPORT_EMAIL: "" });
});
afterAll(async () => {
  await ctx.close();
});

const page = async (name: string) => call(ctx.app, "GET", `/api/pages/${name}`);
const hindiPage = async (name: string) =>
  call(ctx.app, "GET", `/api/pages/${name}`, { headers: { "accept-language": "hi-IN,hi;q=0.9" } });

describe("GET /api/pages/:name", () => {
  it("serves the three pages' front matter and Markdown, with honest fallbacks while settings are unset", async () => {
    const privacy = await page("privacy-policy");
    expect(privacy.statusCode).toBe(200);
    const body = privacy.json();
    expect(body).toMatchObject({ title: "Privacy Policy", effective: "2025-07-21" });
    expect(body.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.markdown).not.toContain("{{");
    expect(body.markdown).not.toMatch(/^---/);
    // Never the product named as its own operator: a notice of what is missing, and where to write.
    expect(body.markdown).not.toContain("run by");
    expect(body.markdown).toContain(
      "> **The operator of this site has not yet published its name, address and grievance officer.** Meanwhile, write to us through the contact form at [/contact](/contact).",
    );
    expect(body.markdown).toContain("Write to **our contact form at [/contact](/contact)**");
    expect(body.markdown).toContain("**Grievance Officer:** not yet named");
    expect(body.markdown).toContain("at least 13 years old");
    // The same as HTML for the page to draw, headings as written, the operator's details as text.
    expect(body.html).toMatch(/^<h2 class="pt-6 /m);
    expect(body.html).toContain('<a href="/contact" class="');
    expect(body.html).not.toContain("{{");

    const terms = (await page("terms-of-service")).json();
    expect(terms).toMatchObject({ title: "Terms of Service", effective: "2025-07-21" });
    expect(terms.markdown).not.toContain("{{");
    expect(terms.markdown).toContain("between you and **the operator of this site**");
    expect(terms.markdown).toContain("> **The operator of this site has not yet published");
    expect(terms.markdown).toContain(
      "**Who runs Arthshala:** the operator of this site; postal address: not yet published",
    );

    const about = (await page("about")).json();
    expect(about).toMatchObject({ title: "About Arthshala", effective: null, updated: null });
    for (const heading of [
      "Who We Are",
      "Why We Started",
      "What We're Building",
      "Our Vision",
      "For Financial Institutions",
      "Meet Arthi",
    ]) {
      expect(about.markdown).toContain(`## ${heading}`);
    }
  });

  it("serves the Hindi pages to a Hindi client, with the same dates, sections and placeholders", async () => {
    for (const name of ["about", "privacy-policy", "terms-of-service"]) {
      const english = (await page(name)).json();
      const hindi = (await hindiPage(name)).json();
      expect(english.language, name).toBe("en");
      expect(hindi.language, name).toBe("hi");
      expect(hindi.title, name).not.toBe(english.title);
      expect([hindi.effective, hindi.updated], name).toEqual([english.effective, english.updated]);
      // The same outline: as many sections and sub-sections, links and bold phrases.
      const outline = (markdown: string) => [
        (markdown.match(/^## /gm) ?? []).length,
        (markdown.match(/^### /gm) ?? []).length,
        (markdown.match(/^- /gm) ?? []).length,
        (markdown.match(/\]\(/g) ?? []).length,
      ];
      expect(outline(hindi.markdown), name).toEqual(outline(english.markdown));
      expect(hindi.markdown, name).not.toContain("{{");
      expect(hindi.markdown, name).toMatch(/[\u0900-\u097F]/);
    }
    const privacy = (await hindiPage("privacy-policy")).json().markdown;
    // Settings left empty point to the contact form and the Grievance Officer, in Hindi.
    expect(privacy).toContain("**हमारे संपर्क फ़ॉर्म [/contact](/contact)**");
    expect(privacy).toContain("**शिकायत अधिकारी:** अभी तय नहीं");
    expect(privacy).toContain(
      "> **इस साइट के संचालक ने अभी तक अपना नाम, पता और शिकायत अधिकारी नहीं बताया है।** तब तक संपर्क फ़ॉर्म [/contact](/contact) से लिखें।",
    );
  });

  it("fills the placeholders from the admin's settings, as text and mailto links", async () => {
    const admin = await buildAdmin(ctx.app);
    const saved = await call(ctx.app, "PUT", "/api/admin/settings", {
      cookie: admin.cookie,
      body: {
        operator_name: "Arthshala Learning Foundation",
        operator_address: "12 MG Road,\nBengaluru 560001",
        support_email: "help@arthshala.test",
        grievance_officer_name: "Priya Nair",
        grievance_email: "grievance@arthshala.test",
        social_links: [],
      },
    });
    expect(saved.statusCode).toBe(200);
    const { markdown } = (await page("privacy-policy")).json();
    expect(markdown).toContain(
      'Arthshala is run by **Arthshala Learning Foundation** ("we", "us"). Our postal address: 12 MG Road, Bengaluru 560001.',
    );
    expect(markdown).not.toContain("has not yet published");
    expect(markdown).toContain("Write to **[help@arthshala.test](mailto:help@arthshala.test)**");
    expect(markdown).toContain("**Grievance Officer:** Priya Nair");
    expect(markdown).toContain("**Email:** [grievance@arthshala.test](mailto:grievance@arthshala.test)");
    const terms = (await page("terms-of-service")).json().markdown;
    expect(terms).toContain("between you and **Arthshala Learning Foundation**");
    expect(terms).not.toContain("has not yet published");
    expect(terms).toContain(
      "**Who runs Arthshala:** Arthshala Learning Foundation; postal address: 12 MG Road, Bengaluru 560001",
    );
    expect(terms).toContain("Priya Nair, [grievance@arthshala.test](mailto:grievance@arthshala.test)");
    const hindi = (await hindiPage("privacy-policy")).json().markdown;
    expect(hindi).toContain(
      'Arthshala को **Arthshala Learning Foundation** ("हम") चलाते हैं। हमारा डाक पता: 12 MG Road, Bengaluru 560001।',
    );
    expect(hindi).toContain("**शिकायत अधिकारी:** Priya Nair");
  });

  it("keeps markup in a settings value as plain text", async () => {
    const admin = await buildAdmin(ctx.app);
    await call(ctx.app, "PUT", "/api/admin/settings", {
      cookie: admin.cookie,
      body: {
        operator_name: "Evil <script>alert(1)</script> [click](javascript:alert(1))",
        operator_address: "<b>1</b> [Road](javascript:alert(1))",
        support_email: "",
        grievance_officer_name: "**Boss** <img src=x onerror=alert(1)>",
        grievance_email: "",
        social_links: [],
      },
    });
    const privacy = (await page("privacy-policy")).json().markdown;
    const markdown = `${privacy}\n${(await page("terms-of-service")).json().markdown}`;
    // No unescaped "<" before a tag name, and no live link.
    expect(markdown).not.toMatch(/(?<!\\)<(script|img|\/script)/);
    expect(markdown).not.toMatch(/(?<!\\)\[click(?<!\\)\]\(/);
    expect(markdown).toContain(
      "Evil \\<script\\>alert\\(1\\)\\</script\\> \\[click\\]\\(javascript:alert\\(1\\)\\)",
    );
    expect(markdown).toContain("\\*\\*Boss\\*\\* \\<img src=x onerror=alert\\(1\\)\\>");
    expect(markdown).toContain("\\<b\\>1\\</b\\> \\[Road\\]\\(javascript:alert\\(1\\)\\)");
  });

  it("refuses any other name with a JSON 404", async () => {
    for (const name of ["secrets", "about.md", "..%2F..%2Fpackage.json", "ABOUT", "privacy_policy"]) {
      const res = await page(name);
      expect(res.statusCode, name).toBe(404);
      expect(res.json().error, name).toBeTruthy();
    }
  });
});

describe("page helpers", () => {
  it("serve a page in English when it has no Hindi file yet", async () => {
    const dir = path.join(CONTENT_DIR, "pages");
    const files = new PageFiles(dir, path.join(dir, "no-such-folder"));
    const page = await files.read("about", "hi");
    expect(page.language).toBe("en");
    expect(page.source.title).toBe("About Arthshala");
  });

  it("read front matter and escape every markup character", () => {
    expect(parsePage("---\ntitle: T\neffective: 2025-07-21\n---\n\nBody {{x}}\n")).toEqual({
      title: "T",
      effective: "2025-07-21",
      updated: null,
      body: "Body {{x}}",
    });
    expect(parsePage("No front matter").body).toBe("No front matter");
    expect(markdownText("a_b *c* `d` <e> & [f](g) #h !i |j ~k \\l")).toBe(
      "a\\_b \\*c\\* \\`d\\` \\<e\\> \\& \\[f\\]\\(g\\) \\#h \\!i \\|j \\~k \\\\l",
    );
  });
});
