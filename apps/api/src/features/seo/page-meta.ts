import { rateLineEnglish } from "@arthshala/contracts/scheme-catalogue";
import { SCHEME_LISTS, schemeListByRoute } from "@arthshala/contracts/schemes-catalog";
import { and, desc, eq, isNull } from "drizzle-orm";
import { type Clock, systemClock } from "../../platform/clock.js";
import type { Db } from "../../platform/db/client.js";
import { articles } from "../../platform/db/schema.js";
import { certificateDate } from "../certificates/certificate-date.js";
import { verification } from "../certificates/service.js";
import { learnerOptions } from "../learning/answer-key.js";
import type { CourseContentStore } from "../learning/course-content.js";
import type { SchemeCatalogue } from "../schemes/catalogue.js";
import { escapeHtml, markdownToText, paragraphs, summary } from "./html.js";
import { shareImagePath, siteImagePath } from "./share-image-urls.js";

/** What a page says about itself before any script runs: for search engines, link previews, no-JS readers. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's own path, for the canonical link and og:url. */
  path: string;
  /** Path of a 1200×630 share image, with its version (share-image-urls.ts). */
  image: string;
  type: "website" | "article";
  /** The page's text as safe HTML (escaped), shown when scripts don't run. */
  body: string;
  /** "noindex" keeps a page out of search results (a certificate's check: a link its holder shares). */
  robots?: "noindex";
}

const SITE = "Arthshala";
const DEFAULT_DESCRIPTION =
  "Free, bite-sized financial education for young people in India: short courses, articles, rewards, an expense tracker and educational guides to savings schemes.";

/** Calculators and the other fixed public pages, with what each is about. */
const FIXED: Record<string, { title: string; description: string }> = {
  "/": { title: "Arthshala — Financial education made easy", description: DEFAULT_DESCRIPTION },
  "/about": {
    title: "About Arthshala",
    description:
      "Who we are, why we started and what we're building: free financial education for young Indians.",
  },
  "/help": {
    title: "Help & Support",
    description: "Answers about courses, FinScore, streaks, the expense tracker and scheme recommendations.",
  },
  "/contact": {
    title: "Contact us",
    description: "Write to the Arthshala team. We reply within 24–48 hours.",
  },
  "/privacy-policy": {
    title: "Privacy Policy",
    description:
      "What Arthshala collects, why, how long it is kept, and your rights under India's DPDP Act, 2023.",
  },
  "/termsofservice": {
    title: "Terms of Service",
    description: "The terms for using Arthshala, a free educational service.",
  },
  "/savings": {
    title: "Savings schemes: browse and compare",
    description:
      "Every savings scheme we cover, from four banks and the Government's small-savings schemes: rate and its date, lock-in, minimum and tax, side by side.",
  },
  "/savings/compare": {
    title: "Compare savings schemes",
    description:
      "Two or three savings schemes side by side: rate, lock-in, minimum amount, tax and who can open them.",
  },
  "/fin-tools/fd-calculator": {
    title: "FD calculator",
    description:
      "What a fixed deposit grows to, with simple or quarterly compounding and a year-by-year table.",
  },
  "/fin-tools/rd-calculator": {
    title: "RD calculator",
    description: "What a monthly recurring deposit adds up to, the way Indian banks compound it.",
  },
  "/fin-tools/ppf-calculator": {
    title: "PPF calculator",
    description: "Watch a 15-year Public Provident Fund account grow at the current rate, year by year.",
  },
  "/fin-tools/sip-calculator": {
    title: "SIP calculator",
    description: "Estimate a monthly mutual-fund SIP; returns are not guaranteed.",
  },
  "/fin-tools/emi-calculator": {
    title: "Loan EMI calculator",
    description: "A loan's monthly instalment, total interest and year-by-year repayment.",
  },
  "/fin-tools/income-tax-calculator": {
    title: "Income-tax calculator",
    description:
      "Tax on your first salary under the new and old regimes, side by side: slabs, rebate, cess and take-home pay, with the law behind each rule.",
  },
};

const list = (items: Array<{ href: string; title: string; text?: string }>) =>
  `<ul>${items
    .map(
      (i) =>
        `<li><a href="${escapeHtml(i.href)}">${escapeHtml(i.title)}</a>${i.text ? ` — ${escapeHtml(i.text)}` : ""}</li>`,
    )
    .join("")}</ul>`;

/** The readable address of an article, falling back to its id. */
export const articlePath = (a: { id: number; slug: string | null }) =>
  a.slug ? `/articles/${a.slug}` : `/articles?article=${a.id}`;

export class PageMetaSource {
  constructor(
    private readonly db: Db,
    private readonly courses: CourseContentStore,
    private readonly schemes: SchemeCatalogue,
    /** Whether a scheme's figures are still current depends on the day. */
    private readonly clock: Clock = systemClock,
  ) {}

  /** The page's meta, or null for a path that is not a public page (the SPA decides those). */
  async metaFor(pathname: string, query: URLSearchParams): Promise<PageMeta | null> {
    const fixed = FIXED[pathname];
    if (pathname === "/") return this.landing();
    if (pathname === "/courses") return this.courseList();
    if (pathname === "/articles") {
      const id = Number(query.get("article"));
      return Number.isInteger(id) && id > 0 ? this.article({ id }) : this.articleList();
    }
    const course = pathname.match(/^\/courses\/course\/(\d+)$/);
    if (course) return this.course(Number(course[1]));
    const card = pathname.match(/^\/courses\/course\/(\d+)\/module\/(\d+)\/card\/(\d+)$/);
    if (card) return this.card(Number(card[1]), Number(card[3]));
    const moduleEnd = pathname.match(/^\/courses\/course\/(\d+)\/module\/(\d+)\/(finish|done)$/);
    if (moduleEnd) return this.moduleEnd(pathname, Number(moduleEnd[1]), Number(moduleEnd[2]));
    const slug = pathname.match(/^\/articles\/([a-z0-9-]{1,100})$/);
    if (slug) return this.article({ slug: slug[1] as string });
    const certificate = pathname.match(/^\/verify\/([0-9a-z]{16})$/);
    if (certificate) return this.certificateCheck(certificate[1] as string);
    const scheme = schemeListByRoute(pathname);
    if (scheme && pathname === `/${scheme.route}`) return this.scheme(pathname);
    if (fixed)
      return {
        ...fixed,
        title: `${fixed.title} · ${SITE}`,
        path: pathname,
        image: siteImagePath,
        type: "website",
        body: `<h1>${escapeHtml(fixed.title)}</h1><p>${escapeHtml(fixed.description)}</p>`,
      };
    return null;
  }

  private async landing(): Promise<PageMeta> {
    const [catalog, latest] = await Promise.all([this.courses.catalog(), this.latestArticles(15)]);
    return {
      title: FIXED["/"]!.title,
      description: DEFAULT_DESCRIPTION,
      path: "/",
      image: siteImagePath,
      type: "website",
      body:
        "<h1>Take Control of Your Financial Future—For Free</h1>" +
        `<p>${escapeHtml(DEFAULT_DESCRIPTION)}</p><h2>Courses</h2>` +
        list(
          catalog.map((c) => ({
            href: `/courses/course/${c.course.id}`,
            title: c.course.title,
            text: c.course.description,
          })),
        ) +
        "<h2>Articles</h2>" +
        list(latest.map((a) => ({ href: articlePath(a), title: a.title, text: a.contentText }))),
    };
  }

  private async courseList(): Promise<PageMeta> {
    const catalog = await this.courses.catalog();
    return {
      title: `Courses · ${SITE}`,
      description:
        "Free, bite-sized courses on money for young Indians: budgets, saving, banking, investing and credit.",
      path: "/courses",
      image: siteImagePath,
      type: "website",
      body: `<h1>Courses</h1>${list(catalog.map((c) => ({ href: `/courses/course/${c.course.id}`, title: c.course.title, text: c.course.description })))}`,
    };
  }

  private async course(id: number): Promise<PageMeta | null> {
    const content = await this.courses.course(id);
    if (!content) return null;
    const c = content.course;
    return {
      title: `${c.title} · ${SITE}`,
      description: summary(c.description),
      path: `/courses/course/${id}`,
      image: shareImagePath("course", id, c.updatedAt),
      type: "website",
      body:
        `<h1>${escapeHtml(c.title)}</h1><p>${escapeHtml(c.description)}</p>` +
        content.modules
          .map(
            (m) =>
              `<h2>${escapeHtml(m.title)}</h2>${list(
                m.cards.map((k) => ({
                  href: `/courses/course/${id}/module/${m.moduleId}/card/${k.cardId}`,
                  title: k.title,
                })),
              )}`,
          )
          .join(""),
    };
  }

  /** A module's review round or celebration: a page of the module's own (each learner's, drawn by the app). */
  private async moduleEnd(pathname: string, courseId: number, moduleId: number): Promise<PageMeta | null> {
    const content = await this.courses.course(courseId);
    const module = content?.modules.find((m) => m.moduleId === moduleId);
    if (!content || !module) return null;
    return {
      title: `${module.title} · ${content.course.title} · ${SITE}`,
      description: summary(content.course.description),
      path: pathname,
      image: shareImagePath("course", courseId, content.course.updatedAt),
      type: "website",
      body: `<h1>${escapeHtml(module.title)}</h1>${list([{ href: `/courses/course/${courseId}`, title: content.course.title }])}`,
    };
  }

  private async card(courseId: number, cardId: number): Promise<PageMeta | null> {
    const content = await this.courses.course(courseId);
    const card = content?.cards.get(cardId);
    if (!content || !card) return null;
    const module = content.modules.find((m) => m.cards.some((k) => k.cardId === cardId));
    const text = markdownToText(card.contentText ?? "");
    return {
      title: `${card.title} · ${content.course.title} · ${SITE}`,
      description: summary(text || content.course.description),
      path: `/courses/course/${courseId}/module/${module?.moduleId}/card/${cardId}`,
      image: shareImagePath("course", courseId, content.course.updatedAt),
      type: "article",
      body:
        `<h1>${escapeHtml(card.title)}</h1>${paragraphs(text)}` +
        (card.contentType === "question"
          ? list(learnerOptions(card).map((o) => ({ href: "#", title: o })))
          : ""),
    };
  }

  /**
   * A certificate's public check (issue 40), for a certificate that exists: never indexed, and read
   * afresh on each request (page-renderer.ts keeps no copy), so a revoke shows at once.
   */
  private async certificateCheck(id: string): Promise<PageMeta | null> {
    const found = await verification(this.db, id, "en");
    if (!found) return null;
    return {
      title: `Certificate check · ${SITE}`,
      description:
        "Check a certificate from Arthshala: who earned it, for which course and when, and whether it still stands.",
      path: `/verify/${id}`,
      image: siteImagePath,
      type: "website",
      robots: "noindex",
      body:
        found.status === "valid"
          ? `<h1>Valid certificate</h1><p>${escapeHtml(found.learner_name)} completed ${escapeHtml(found.course_title)} on ${escapeHtml(certificateDate(found.issued_on, "en"))}${found.organisation_name ? ` in a class run by ${escapeHtml(found.organisation_name)}` : ""}.</p>`
          : "<h1>This certificate has been revoked by its holder.</h1>",
    };
  }

  private latestArticles(limit: number) {
    return this.db
      .select({
        id: articles.id,
        slug: articles.slug,
        title: articles.title,
        contentText: articles.contentText,
      })
      .from(articles)
      .where(and(eq(articles.status, "published"), isNull(articles.deletedAt)))
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(limit);
  }

  private async articleList(): Promise<PageMeta> {
    const latest = await this.latestArticles(100);
    return {
      title: `Articles · ${SITE}`,
      description:
        "Plain, sourced articles on money for young Indians: budgeting, UPI safety, credit scores, FDs, PPF, SIPs, tax and more.",
      path: "/articles",
      image: siteImagePath,
      type: "website",
      body: `<h1>Articles</h1>${list(latest.map((a) => ({ href: articlePath(a), title: a.title, text: a.contentText })))}`,
    };
  }

  private async article(key: { id: number } | { slug: string }): Promise<PageMeta | null> {
    const [row] = await this.db
      .select()
      .from(articles)
      .where(
        and(
          eq(articles.status, "published"),
          isNull(articles.deletedAt),
          "id" in key ? eq(articles.id, key.id) : eq(articles.slug, key.slug),
        ),
      )
      .limit(1);
    if (!row) return null;
    return {
      title: `${row.title} · ${SITE}`,
      description: summary(row.contentText),
      path: articlePath(row),
      image: shareImagePath("article", row.id, row.updatedAt),
      type: "article",
      body: `<article><h1>${escapeHtml(row.title)}</h1>${paragraphs(markdownToText(row.content))}</article>`,
    };
  }

  private async scheme(pathname: string): Promise<PageMeta | null> {
    const meta = SCHEME_LISTS.find((l) => `/${l.route}` === pathname);
    if (!meta) return null;
    const products = await this.schemes.list(meta, this.clock.now());
    return {
      title: `${meta.title} · ${SITE}`,
      description: summary(
        products[0]?.description ?? `${meta.title}: what it is, its features and who can open it.`,
      ),
      path: pathname,
      image: siteImagePath,
      type: "website",
      body:
        `<h1>${escapeHtml(meta.title)}</h1>` +
        products
          .map(
            (p) =>
              `<h2>${escapeHtml(p.product_name)}</h2><p>${escapeHtml(p.bank_name)}</p><p>${escapeHtml(p.description)}</p>` +
              `<p>Rate: ${escapeHtml(rateLineEnglish(p))}</p>`,
          )
          .join("") +
        "<p>Arthshala is not affiliated with any bank. This information is public and shared for education only.</p>",
    };
  }
}
