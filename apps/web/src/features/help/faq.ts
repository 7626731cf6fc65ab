/**
 * The help page's questions and answers (spec section 2, Help & Support). Every number about FinScore,
 * streaks and budgets comes from the rule modules the server awards with, so the answers stay true
 * when a rule changes. The rules are parameters so a test can prove exactly that.
 */

import {
  explainerLines,
  FINSCORE_MAX,
  FINSCORE_MIN,
  FINSCORE_RULES,
  signedPoints,
} from "@arthshala/contracts/finscore-rules";
import { MAX_FREEZES, STREAK_BONUS_EVERY, STREAK_MILESTONES } from "@arthshala/contracts/streak-rules";
import { BUDGET_EARLY_LAST_DAY } from "@arthshala/contracts/tracker-rules";
import type { TFunction } from "i18next";
import { activeI18n, uiLanguage } from "../../lib/i18n";

export interface Faq {
  question: string;
  /** Paragraphs. */
  answer: string[];
  /** A list under the paragraphs (the FinScore rules). */
  list?: string[];
  /** A page the answer points to. */
  link?: { to: string; label: string };
}

export interface FaqSection {
  id: string;
  title: string;
  faqs: Faq[];
}

export interface HelpRules {
  finScore: { min: number; max: number; rules: Record<keyof typeof FINSCORE_RULES, { points: number }> };
  /** The explainer's lines: title, signed points and when it counts. */
  lines: Array<{ id?: string; title: string; points: string; explain: string }>;
  streak: { bonusEvery: number; maxFreezes: number; milestones: readonly number[] };
  budgetEarlyLastDay: number;
}

export const liveRules: HelpRules = {
  finScore: { min: FINSCORE_MIN, max: FINSCORE_MAX, rules: FINSCORE_RULES },
  lines: explainerLines(),
  streak: { bonusEvery: STREAK_BONUS_EVERY, maxFreezes: MAX_FREEZES, milestones: STREAK_MILESTONES },
  budgetEarlyLastDay: BUDGET_EARLY_LAST_DAY,
};

/** The page's texts in the interface's language: `t` of the pages namespace. */
export type PagesT = TFunction<"pages">;

/** 7 → "7th", 21 → "21st" (in Hindi "7वें": "हर 7वें दिन"). */
function ordinal(n: number, language: string): string {
  if (language === "hi") return `${n}वें`;
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/** The FinScore rule ids the help page has words for. */
const RULE_IDS = Object.keys(FINSCORE_RULES) as Array<keyof typeof FINSCORE_RULES>;

export function helpSections(
  r: HelpRules = liveRules,
  t: PagesT = activeI18n().getFixedT(null, "pages"),
  language: string = uiLanguage(),
): FaqSection[] {
  const p = r.finScore.rules;
  const pts = (n: number) => t("help.finScorePoints", { points: signedPoints(n) });
  const and = t("help.and");
  const listOf = (items: readonly (string | number)[]) =>
    items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} ${and} ${items[items.length - 1]}`;
  const ruleLine = (line: HelpRules["lines"][number]) => {
    const id = RULE_IDS.find((rule) => rule === line.id);
    return t("help.ruleLine", {
      title: id ? t(`help.rules.${id}.title`) : line.title,
      points: line.points,
      explain: id ? t(`help.rules.${id}.explain`) : line.explain,
    });
  };
  return [
    {
      id: "getting-started",
      title: t("help.sections.gettingStarted"),
      faqs: [
        { question: t("help.faq.whatIs.q"), answer: [t("help.faq.whatIs.a")] },
        { question: t("help.faq.needAccount.q"), answer: [t("help.faq.needAccount.a")] },
        { question: t("help.faq.free.q"), answer: [t("help.faq.free.a")] },
      ],
    },
    {
      id: "courses",
      title: t("help.sections.courses"),
      faqs: [
        {
          question: t("help.faq.howCourses.q"),
          answer: [t("help.faq.howCourses.a")],
          link: { to: "/courses", label: t("help.faq.howCourses.link") },
        },
        { question: t("help.faq.locked.q"), answer: [t("help.faq.locked.a")] },
        { question: t("help.faq.questions.q"), answer: [t("help.faq.questions.a")] },
      ],
    },
    {
      id: "tracking",
      title: t("help.sections.tracking"),
      faqs: [
        {
          question: t("help.faq.tracker.q"),
          answer: [t("help.faq.tracker.a1"), t("help.faq.tracker.a2")],
          link: { to: "/fin-tools", label: t("help.faq.tracker.link") },
        },
        {
          question: t("help.faq.budgets.q"),
          answer: [
            t("help.faq.budgets.a1", {
              lastDay: r.budgetEarlyLastDay,
              early: pts(p.budgetSetEarly.points),
            }),
            t("help.faq.budgets.a2", {
              kept: pts(p.budgetKept.points),
              missed: signedPoints(p.budgetMissed.points),
            }),
          ],
        },
        {
          question: t("help.faq.logging.q"),
          answer: [t("help.faq.logging.a", { points: pts(p.trackingDay.points) })],
        },
      ],
    },
    {
      id: "scoring",
      title: t("help.sections.scoring"),
      faqs: [
        { question: t("help.faq.finStars.q"), answer: [t("help.faq.finStars.a")] },
        {
          question: t("help.faq.finScore.q"),
          answer: [t("help.faq.finScore.a", { min: r.finScore.min, max: r.finScore.max })],
          list: r.lines.map(ruleLine),
        },
        { question: t("help.faq.creditScore.q"), answer: [t("help.faq.creditScore.a")] },
      ],
    },
    {
      id: "streaks",
      title: t("help.sections.streaks"),
      faqs: [
        {
          question: t("help.faq.streak.q"),
          answer: [
            t("help.faq.streak.a1"),
            t("help.faq.streak.a2", {
              nth: ordinal(r.streak.bonusEvery, language),
              points: pts(p.streakWeek.points),
            }),
            t("help.faq.streak.a3", { milestones: listOf(r.streak.milestones) }),
          ],
        },
        {
          question: t("help.faq.freeze.q"),
          answer: [t("help.faq.freeze.a", { freezes: t("help.freezes", { count: r.streak.maxFreezes }) })],
        },
      ],
    },
    {
      id: "recommendations",
      title: t("help.sections.recommendations"),
      faqs: [
        {
          question: t("help.faq.schemes.q"),
          answer: [t("help.faq.schemes.a")],
          link: { to: "/policies", label: t("help.faq.schemes.link") },
        },
      ],
    },
    {
      id: "progress",
      title: t("help.sections.progress"),
      faqs: [
        {
          question: t("help.faq.whereProgress.q"),
          answer: [t("help.faq.whereProgress.a")],
          link: { to: "/home", label: t("help.faq.whereProgress.link") },
        },
        { question: t("help.faq.leaderboard.q"), answer: [t("help.faq.leaderboard.a")] },
      ],
    },
    {
      id: "contact",
      title: t("help.sections.contact"),
      faqs: [
        {
          question: t("help.faq.reach.q"),
          answer: [t("help.faq.reach.a", { time: t("help.responseTime") })],
          link: { to: "/contact", label: t("help.faq.reach.link") },
        },
        {
          question: t("help.faq.data.q"),
          answer: [t("help.faq.data.a")],
          link: { to: "/account", label: t("help.faq.data.link") },
        },
      ],
    },
    {
      id: "tips",
      title: t("help.sections.tips"),
      faqs: [
        {
          question: t("help.faq.most.q"),
          answer: [],
          list: [
            t("help.faq.most.tip1", {
              lastDay: r.budgetEarlyLastDay,
              points: pts(p.budgetSetEarly.points),
            }),
            t("help.faq.most.tip2"),
            t("help.faq.most.tip3"),
          ],
        },
      ],
    },
  ];
}
