import { indiaDay } from "@arthshala/contracts/india-time";
import { splitAnswerList } from "@arthshala/contracts/learning-rules";
import type { Locale } from "@arthshala/contracts/locales";
import { type RecommendationReason, reasonText } from "@arthshala/contracts/recommendation-reasons";
import { freshnessOf } from "@arthshala/contracts/scheme-catalogue";
import type { Recommendation } from "@arthshala/contracts/schemes";
import {
  isSchemeTag,
  MAX_RECOMMENDATIONS,
  SCHEME_LISTS,
  type SchemeTag,
  schemeListByKey,
} from "@arthshala/contracts/schemes-catalog";
import { addMonths } from "@arthshala/contracts/tracker-rules";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import { withTranslatedTexts } from "../../platform/i18n/scheme-texts.js";
import { translationsFor } from "../../platform/i18n/translations.js";
import type { SchemeCatalogue } from "./catalogue.js";

/** Something we know about the learner that points at some products, and why (said in their language). */
interface Signal {
  tag: SchemeTag;
  weight: number;
  reason: RecommendationReason;
}

const MAX_PER_BANK = 2;
const listOrder = (key: string) => SCHEME_LISTS.findIndex((l) => l.key === key);

/** What a learner said weighs most; a finished course's topic next; a habit in the tracker least. */
const WEIGHT = { answer: 3, course: 2, tracker: 1 } as const;

/**
 * The learner's signals: the tags of the options they chose (cards' options_tags, set by admins), the
 * topics of the courses they finished, and simple facts from the tracker. With a course, only that
 * course's answers and topic count (the home page after finishing it).
 */
async function signalsOf(
  db: Db,
  userId: string,
  courseId: number | undefined,
  now: Date,
  locale: Locale,
): Promise<Signal[]> {
  const onlyCourse = courseId === undefined ? sql`` : sql`and p.course_id = ${courseId}`;
  const answers = await selectRows<{ options: string[]; options_tags: string[]; user_answer: string }>(
    db,
    sql`select c.options, c.options_tags, p.user_answer from card_progress p join cards c on c.id = p.card_id
      where p.user_id = ${userId} and p.user_answer is not null and jsonb_array_length(c.options_tags) > 0
        and c.deleted_at is null ${onlyCourse}`,
  );
  const signals: Signal[] = [];
  for (const a of answers) {
    for (const chosen of splitAnswerList(a.user_answer)) {
      const tag = a.options_tags[a.options.indexOf(chosen)];
      if (tag && isSchemeTag(tag)) {
        signals.push({ tag, weight: WEIGHT.answer, reason: { kind: "answer", tag } });
      }
    }
  }

  const courseFilter = courseId === undefined ? sql`` : sql`and co.id = ${courseId}`;
  const finished = await selectRows<{ id: number; title: string; tags: string[] }>(
    db,
    sql`select co.id, co.title, co.tags from course_activity a join courses co on co.id = a.course_id
      where a.user_id = ${userId} and a.completed_at is not null and co.deleted_at is null ${courseFilter}`,
  );
  const titles = await translationsFor(
    db,
    "course",
    finished.map((c) => c.id),
    locale,
  );
  for (const c of finished) {
    const title = titles.get(c.id)?.title ?? c.title;
    for (const tag of c.tags.filter(isSchemeTag)) {
      signals.push({ tag, weight: WEIGHT.course, reason: { kind: "course", title } });
    }
  }

  if (courseId === undefined) {
    const today = indiaDay(now);
    const from = addMonths(Number(today.slice(0, 4)), Number(today.slice(5, 7)), -2);
    const since = `${from.year}-${String(from.month).padStart(2, "0")}-01`;
    const [habits] = await selectRows<{ budgets: number; saving_months: number }>(
      db,
      sql`select
          (select count(*)::int from budgets where user_id = ${userId} and category = 'Monthly'
            and make_date(year, month, 1) >= ${since}::date) as budgets,
          (select count(distinct month_start)::int from transaction_month_totals
            where user_id = ${userId} and type = 'saving' and month_start >= ${since}::date) as saving_months`,
    );
    if ((habits?.saving_months ?? 0) >= 2) {
      signals.push({
        tag: "regular-saving",
        weight: WEIGHT.tracker,
        reason: { kind: "saves-monthly" },
      });
    }
    if ((habits?.budgets ?? 0) > 0) {
      signals.push({
        tag: "emergency-fund",
        weight: WEIGHT.tracker,
        reason: { kind: "keeps-budget" },
      });
    }
  }
  return signals;
}

/**
 * Ranks products by how many of the learner's signals their tags match (weighted), one product per
 * scheme list and a handful at most, each with the strongest reason. No signal, no recommendation:
 * nothing is shown as "best" without a reason the learner gave us.
 */
export async function recommend(
  db: Db,
  catalogue: SchemeCatalogue,
  userId: string,
  courseId: number | undefined,
  now: Date,
  locale: Locale = "en",
): Promise<Recommendation[]> {
  const signals = await signalsOf(db, userId, courseId, now, locale);
  if (signals.length === 0) return [];
  const today = indiaDay(now);
  const scored = (await catalogue.active())
    .map((p) => {
      const matched = signals.filter((s) => p.tags.includes(s.tag));
      const score = matched.reduce((sum, s) => sum + s.weight, 0);
      const strongest = [...matched].sort((a, b) => b.weight - a.weight)[0];
      const stale = freshnessOf({ type: p.productType, as_of: p.asOf }, today).state === "stale";
      return { p, score, reason: strongest?.reason, stale };
    })
    .filter((x) => x.score > 0)
    // A product whose figures are past their window never comes first (issue 42): fresh ones lead.
    .sort(
      (a, b) =>
        Number(a.stale) - Number(b.stale) ||
        b.score - a.score ||
        listOrder(a.p.listKey) - listOrder(b.p.listKey) ||
        a.p.sortOrder - b.p.sortOrder,
    );

  // One product per list and at most two per bank, so a handful of equal matches shows the choice.
  const seenLists = new Set<string>();
  const perBank = new Map<string, number>();
  const picked: Recommendation[] = [];
  const translatedTexts = await translationsFor(
    db,
    "bank_product",
    scored.map((x) => x.p.id),
    locale,
  );
  for (const { p, reason } of scored) {
    if (seenLists.has(p.listKey) || (perBank.get(p.bankKey) ?? 0) >= MAX_PER_BANK) continue;
    seenLists.add(p.listKey);
    perBank.set(p.bankKey, (perBank.get(p.bankKey) ?? 0) + 1);
    const texts = withTranslatedTexts(
      {
        bank_name: p.bankName,
        product_name: p.productName,
        description: p.description,
        rate: p.rate,
        rate_note: p.rateNote,
      },
      translatedTexts.get(p.id),
    );
    picked.push({
      bank_name: texts.bank_name,
      bank_key: p.bankKey,
      scheme_name: texts.product_name,
      description: texts.description,
      rate: texts.rate,
      short_name: schemeListByKey(p.listKey)?.route ?? null,
      reason: reason ? reasonText(reason, locale) : "",
      as_of: p.asOf,
      type: p.productType,
      rate_bps: p.rateBps,
      rate_note: texts.rate_note,
      freshness: freshnessOf({ type: p.productType, as_of: p.asOf }, today),
    });
    if (picked.length === MAX_RECOMMENDATIONS) break;
  }
  return picked;
}
