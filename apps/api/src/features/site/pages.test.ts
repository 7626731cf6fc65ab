import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildAdmin } from "../../../test/factories.js";
import { call, createTestApp, type TestContext } from "../../../test/harness.js";
import { markdownText, parsePage } from "./pages.js";

let ctx: TestContext;
beforeAll(async () => {
  // No SUPPORT_EMAIL: every placeholder starts unset, so the fallbacks show first.
  ctx = await createTestApp({ SUPPORT_EMAIL: "" });
});
afterAll(async () => {
  await ctx.close();
});

const page = async (name: string) => call(ctx.app, "GET", `/api/pages/${name}`);

describe("GET /api/pages/:name", () => {
  it("serves the three pages' front matter and Markdown, with honest fallbacks while settings are unset", async () => {
    const privacy = await page("privacy-policy");
    expect(privacy.statusCode).toBe(200);
    const body = privacy.json();
    expect(body).toMatchObject({ title: "Privacy Policy", effective: "2025-07-21" });
    expect(body.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(body.markdown).not.toContain("{{");
    expect(body.markdown).not.toMatch(/^---/);
    expect(body.markdown).toContain("Arthshala is run by **Arthshala**");
    expect(body.markdown).toContain("Write to **our contact form at [/contact](/contact)**");
    expect(body.markdown).toContain("**Grievance Officer:** our Grievance Officer");
    expect(body.markdown).toContain("at least 13 years old");

    const terms = (await page("terms-of-service")).json();
    expect(terms).toMatchObject({ title: "Terms of Service", effective: "2025-07-21" });
    expect(terms.markdown).not.toContain("{{");

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

  it("fills the placeholders from the admin's settings, as text and mailto links", async () => {
    const admin = await buildAdmin(ctx.app);
    const saved = await call(ctx.app, "PUT", "/api/admin/settings", {
      cookie: admin.cookie,
      body: {
        operator_name: "Arthshala Learning Foundation",
        support_email: "help@arthshala.test",
        grievance_officer_name: "Priya Nair",
        grievance_email: "grievance@arthshala.test",
        social_links: [],
      },
    });
    expect(saved.statusCode).toBe(200);
    const { markdown } = (await page("privacy-policy")).json();
    expect(markdown).toContain("Arthshala is run by **Arthshala Learning Foundation**");
    expect(markdown).toContain("Write to **[help@arthshala.test](mailto:help@arthshala.test)**");
    expect(markdown).toContain("**Grievance Officer:** Priya Nair");
    expect(markdown).toContain("**Email:** [grievance@arthshala.test](mailto:grievance@arthshala.test)");
    const terms = (await page("terms-of-service")).json().markdown;
    expect(terms).toContain("between you and **Arthshala Learning Foundation**");
    expect(terms).toContain("Priya Nair, [grievance@arthshala.test](mailto:grievance@arthshala.test)");
  });

  it("keeps markup in a settings value as plain text", async () => {
    const admin = await buildAdmin(ctx.app);
    await call(ctx.app, "PUT", "/api/admin/settings", {
      cookie: admin.cookie,
      body: {
        operator_name: "Evil <script>alert(1)</script> [click](javascript:alert(1))",
        support_email: "",
        grievance_officer_name: "**Boss** <img src=x onerror=alert(1)>",
        grievance_email: "",
        social_links: [],
      },
    });
    const { markdown } = (await page("privacy-policy")).json();
    // No unescaped "<" before a tag name, and no live link.
    expect(markdown).not.toMatch(/(?<!\\)<(script|img|\/script)/);
    expect(markdown).not.toMatch(/(?<!\\)\[click(?<!\\)\]\(/);
    expect(markdown).toContain(
      "Evil \\<script\\>alert\\(1\\)\\</script\\> \\[click\\]\\(javascript:alert\\(1\\)\\)",
    );
    expect(markdown).toContain("\\*\\*Boss\\*\\* \\<img src=x onerror=alert\\(1\\)\\>");
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
