/**
 * The help page's questions and answers (spec section 2, Help & Support). Every number about FinScore,
 * streaks and budgets comes from the rule modules the server awards with, so the answers stay true
 * when a rule changes. The rules are parameters so a test can prove exactly that.
 */

import { RESPONSE_TIME } from "@arthshala/contracts/feedback-rules";
import {
  explainerLines,
  FINSCORE_MAX,
  FINSCORE_MIN,
  FINSCORE_RULES,
  signedPoints,
} from "@arthshala/contracts/finscore-rules";
import { MAX_FREEZES, STREAK_BONUS_EVERY, STREAK_MILESTONES } from "@arthshala/contracts/streak-rules";
import { BUDGET_EARLY_LAST_DAY } from "@arthshala/contracts/tracker-rules";

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
  lines: Array<{ title: string; points: string; explain: string }>;
  streak: { bonusEvery: number; maxFreezes: number; milestones: readonly number[] };
  budgetEarlyLastDay: number;
}

export const liveRules: HelpRules = {
  finScore: { min: FINSCORE_MIN, max: FINSCORE_MAX, rules: FINSCORE_RULES },
  lines: explainerLines(),
  streak: { bonusEvery: STREAK_BONUS_EVERY, maxFreezes: MAX_FREEZES, milestones: STREAK_MILESTONES },
  budgetEarlyLastDay: BUDGET_EARLY_LAST_DAY,
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
/** 7 → "7th", 21 → "21st". */
function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? "th" : n % 10 === 1 ? "st" : n % 10 === 2 ? "nd" : n % 10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}
const listOf = (items: readonly (string | number)[]) =>
  items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

export function helpSections(r: HelpRules = liveRules): FaqSection[] {
  const p = r.finScore.rules;
  const pts = (n: number) => `${signedPoints(n)} FinScore`;
  return [
    {
      id: "getting-started",
      title: "Getting started",
      faqs: [
        {
          question: "What is Arthshala?",
          answer: [
            "Arthshala is a free place to learn about money in small steps: short courses made of cards, articles, an expense tracker and calculators, built for young people in India.",
          ],
        },
        {
          question: "Do I need an account?",
          answer: [
            "You can read articles and try course cards without one, but your progress is kept only in your browser. Sign up (it's free) to save your progress, earn FinStars and FinScore, keep a streak and use the expense tracker.",
          ],
        },
        {
          question: "Is Arthshala really free?",
          answer: ["Yes. There are no fees, no ads, and we never sell your data."],
        },
      ],
    },
    {
      id: "courses",
      title: "Courses and cards",
      faqs: [
        {
          question: "How do courses work?",
          answer: [
            "Each course has modules, and each module has short cards: some to read, some with a picture, some with a question. Open a course to see its roadmap.",
          ],
          link: { to: "/courses", label: "Browse courses" },
        },
        {
          question: "Why is a card locked?",
          answer: [
            "Cards open in order: finish a card to unlock the next one in its module. The first card of every module is always open.",
          ],
        },
        {
          question: "How do question cards work?",
          answer: [
            "Choose an answer and it is locked in: you see straight away whether it was right. A right answer earns the card's FinStars.",
          ],
        },
      ],
    },
    {
      id: "tracking",
      title: "Tracking your finances",
      faqs: [
        {
          question: "What does the expense tracker do?",
          answer: [
            "FinTracker in FinTools keeps your income, expenses, investments and savings, shows them in charts month by month, and lets you set budgets for each category and for the whole month.",
            "You enter your transactions yourself. Arthshala never connects to your bank and never reads your email or SMS.",
          ],
          link: { to: "/fin-tools", label: "Open FinTools" },
        },
        {
          question: "How do budgets work?",
          answer: [
            `Set a monthly budget and, if you like, a limit for each category. The category limits together cannot be more than your monthly budget. Setting your monthly budget on day 1 to ${r.budgetEarlyLastDay} of the month earns ${pts(p.budgetSetEarly.points)}.`,
            `When the month ends, staying within your monthly budget earns ${pts(p.budgetKept.points)}; going over it changes your FinScore by ${signedPoints(p.budgetMissed.points)}.`,
          ],
        },
        {
          question: "Does logging my money count?",
          answer: [
            `Yes: each day you add at least one transaction earns ${pts(p.trackingDay.points)}, once that day.`,
          ],
        },
      ],
    },
    {
      id: "scoring",
      title: "FinStars and FinScore",
      faqs: [
        {
          question: "What are FinStars?",
          answer: [
            "FinStars are points for learning. Each card gives the FinStars shown on it; a question card gives them when you answer it right. A card pays once, however often you open it.",
          ],
        },
        {
          question: "What is FinScore and how do I earn it?",
          answer: [
            `FinScore shows how your money skills are growing. It always stays between ${r.finScore.min} and ${r.finScore.max}. Here is what moves it:`,
          ],
          list: r.lines.map((line) => `${line.title}: ${line.points}. ${line.explain}`),
        },
        {
          question: "Is FinScore a credit score?",
          answer: ["No. FinScore is a learning score. Banks and lenders never see it or use it."],
        },
      ],
    },
    {
      id: "streaks",
      title: "Streaks",
      faqs: [
        {
          question: "How does my streak grow?",
          answer: [
            "Each day (India time) on which you complete a card or read an article counts as an active day. Your streak is the run of active days in a row.",
            `Every ${ordinal(r.streak.bonusEvery)} day of a run earns a bonus of ${pts(p.streakWeek.points)} and a streak freeze.`,
            `We send you a well-done note at ${listOf(r.streak.milestones)} days.`,
          ],
        },
        {
          question: "What is a streak freeze?",
          answer: [
            `A freeze covers a day you miss, so your streak survives. You can hold at most ${plural(r.streak.maxFreezes, "freeze")}; a frozen day keeps the run going but does not add to it.`,
          ],
        },
      ],
    },
    {
      id: "recommendations",
      title: "Scheme recommendations",
      faqs: [
        {
          question: "How are schemes recommended to me?",
          answer: [
            "After you complete a course, your home page suggests savings and investment schemes that fit what you learned. They come from public information from four banks, for education only: we are not affiliated with any bank, and nothing here is financial advice.",
          ],
          link: { to: "/policies", label: "See your recommendations" },
        },
      ],
    },
    {
      id: "progress",
      title: "Tracking your progress",
      faqs: [
        {
          question: "Where do I see my progress?",
          answer: [
            "Your home page shows your FinStars, streak, rank and FinScore, the course to continue, and your FinScore history. A course's roadmap marks each card as done, current or locked.",
          ],
          link: { to: "/home", label: "Go to your home page" },
        },
        {
          question: "How does the leaderboard rank me?",
          answer: [
            "By FinScore, all time or this week. Equal scores share a rank. Others see only your first name and initial, never your email, and you can hide yourself from the leaderboard on your account page.",
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Contact and support",
      faqs: [
        {
          question: "How do I reach the team?",
          answer: [
            `Write to us with the contact form; we reply within ${RESPONSE_TIME}. Tell us what you think with the feedback form.`,
          ],
          link: { to: "/contact", label: "Contact us" },
        },
        {
          question: "How do I download or delete my data?",
          answer: [
            'On your account page: "Download my data" gives you a copy of everything stored about you, and "Delete my account" erases it.',
          ],
          link: { to: "/account", label: "Open your account" },
        },
      ],
    },
    {
      id: "tips",
      title: "Tips",
      faqs: [
        {
          question: "How do I get the most out of Arthshala?",
          answer: [],
          list: [
            `Set a monthly budget early: on day 1 to ${r.budgetEarlyLastDay} of the month it earns ${pts(p.budgetSetEarly.points)}.`,
            "Explore topics: try a course outside your comfort zone, and read an article a day to keep your streak.",
            "Check the leaderboard: see how your FinScore compares this week and all time.",
          ],
        },
      ],
    },
  ];
}
