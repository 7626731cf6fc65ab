import type {
  ClassLeaderboard,
  ClassProgress,
  ProgressModule,
  QuestionStats,
} from "@arthshala/contracts/class-progress";
import { completionSeries, moduleCell } from "@arthshala/contracts/class-progress-rules";
import { indiaDay } from "@arthshala/contracts/india-time";
import { competitionRanks, leaderboardName, weekStart } from "@arthshala/contracts/leaderboard-rules";
import { splitAnswerList } from "@arthshala/contracts/learning-rules";
import type { Locale } from "@arthshala/contracts/locales";
import { ensureHandles } from "../../platform/auth/handles.js";
import { type Db, selectRows } from "../../platform/db/client.js";
import type { ClassRow } from "../../platform/institutions/access.js";
import { judgeAnswer } from "../learning/answer-key.js";
import type { CardRow, CourseContentStore } from "../learning/course-content.js";
import { mapAnswer } from "../learning/localize.js";
import {
  type AssignmentRow,
  assignmentsQuery,
  type MemberRow,
  membersQuery,
  type ProgressRow,
  progressQuery,
  type StandingRow,
  standingsQuery,
} from "./queries.js";

/** An assigned module with its live cards: the English rows (answers are stored and checked against these) and the reader's. */
interface AssignedModule extends ProgressModule {
  cardIds: number[];
  source: Map<number, CardRow>;
  shown: Map<number, CardRow>;
}

interface AssignedContent {
  modules: AssignedModule[];
  cardIds: number[];
  /** The India day of the class's first assignment (null: nothing assigned yet). */
  firstDay: string | null;
}

/** One collator per language: `localeCompare(b, locale)` makes a new one for every comparison (3× slower). */
const collators = new Map<Locale, Intl.Collator>();
const collatorFor = (locale: Locale): Intl.Collator => {
  let collator = collators.get(locale);
  if (!collator) {
    collator = new Intl.Collator(locale === "hi" ? "hi-IN" : "en-IN");
    collators.set(locale, collator);
  }
  return collator;
};

/** "Learner #12" where a learner gave no name (as the leaderboard says it). */
const unnamed = (n: number, locale: Locale) => `${locale === "hi" ? "शिक्षार्थी" : "Learner"} #${n}`;

/** The instant the India week holding `now` began (Monday 00:00 India time). */
export const indiaWeekStart = (now: Date): { monday: string; since: Date } => {
  const monday = weekStart(indiaDay(now));
  return { monday, since: new Date(`${monday}T00:00:00+05:30`) };
};

/**
 * The class dashboard and the class leaderboard (issue 40). Both read only the class's assigned content:
 * its modules (a whole-course assignment is all the course's live modules, in order), their live cards,
 * and the members' completions and FinStars for those cards. Never the tracker, other courses, or an
 * email the learner did not share.
 */
export class ClassProgressService {
  constructor(
    private readonly db: Db,
    private readonly store: CourseContentStore,
  ) {}

  /** The assigned modules in the order the class meets them, each once, without soft-deleted content. */
  async assigned(classId: number, locale: Locale): Promise<AssignedContent> {
    const rows = await selectRows<AssignmentRow>(this.db, assignmentsQuery(classId));
    const modules: AssignedModule[] = [];
    const seen = new Set<number>();
    for (const a of rows) {
      const course = await this.store.course(a.course_id, locale);
      if (!course) continue;
      for (const m of course.modules) {
        if ((a.module_id !== null && m.moduleId !== a.module_id) || seen.has(m.moduleId)) continue;
        // A module with no live card has nothing to start or finish.
        if (m.cards.length === 0) continue;
        seen.add(m.moduleId);
        modules.push({
          id: m.moduleId,
          courseId: course.course.id,
          courseTitle: course.course.title,
          title: m.title,
          cards: m.cards.length,
          dueOn: a.due_on,
          cardIds: m.cards.map((c) => c.cardId),
          source: course.source,
          shown: course.cards,
        });
      }
    }
    const firstDay = rows.reduce<string | null>(
      (d, r) => (d === null || r.first_day < d ? r.first_day : d),
      null,
    );
    return { modules, cardIds: modules.flatMap((m) => m.cardIds), firstDay };
  }

  async dashboard(cls: ClassRow, locale: Locale, now: Date): Promise<ClassProgress> {
    const content = await this.assigned(cls.id, locale);
    const members = await selectRows<MemberRow>(this.db, membersQuery(cls.id));
    const progress =
      content.cardIds.length && members.length
        ? await selectRows<ProgressRow>(
            this.db,
            progressQuery(
              members.map((m) => m.user_id),
              content.cardIds,
            ),
          )
        : [];
    const today = indiaDay(now);
    // Each learner's completion day per card.
    const byLearner = new Map<string, Map<number, string>>();
    for (const r of progress) {
      const mine = byLearner.get(r.user_id) ?? new Map<number, string>();
      mine.set(r.card_id, r.day);
      byLearner.set(r.user_id, mine);
    }
    const learners = members
      .map((m) => {
        const done = byLearner.get(m.user_id) ?? new Map<number, string>();
        const number = m.learner_number ?? 0;
        return {
          number,
          name: m.name.trim() || unnamed(number, locale),
          email: m.email,
          cells: content.modules.map((mod) =>
            moduleCell(
              mod.cardIds.flatMap((id) => done.get(id) ?? []),
              mod.cards,
            ),
          ),
        };
      })
      .sort((a, b) => collatorFor(locale).compare(a.name, b.name) || a.number - b.number);
    const completion = content.firstDay
      ? completionSeries(
          learners.flatMap((l) => l.cells.map((c) => c.finishedOn)),
          learners.length * content.modules.length,
          content.firstDay < today ? content.firstDay : today,
          today,
        )
      : [];
    return {
      class: { id: cls.id, name: cls.name, archived: cls.archived },
      modules: content.modules.map(({ cardIds: _c, source: _s, shown: _h, ...m }) => m),
      learners,
      completion,
      questions: questionStats(content.modules, progress),
      today,
    };
  }

  /**
   * This India week's FinStars on the class's assigned content, per member. Learners who hide from
   * leaderboards are counted, not listed; the asking member always sees their own standing.
   */
  async leaderboard(cls: ClassRow, viewerId: string, locale: Locale, now: Date): Promise<ClassLeaderboard> {
    const { monday, since } = indiaWeekStart(now);
    const content = await this.assigned(cls.id, "en");
    // With nothing assigned the key list is empty and every score 0: the members are still counted.
    const rows = await selectRows<StandingRow>(this.db, standingsQuery(cls.id, content.cardIds, since));
    const listed = rows
      .filter((r) => !r.hidden && r.score > 0)
      .sort((a, b) => b.score - a.score || (a.learner_number ?? 0) - (b.learner_number ?? 0));
    const me = rows.find((r) => r.user_id === viewerId);
    const needHandles = [...listed, ...(me ? [me] : [])].filter((r) => !r.handle).map((r) => r.user_id);
    const made = needHandles.length ? await ensureHandles(this.db, needHandles) : new Map<string, string>();
    const handleOf = (r: StandingRow) => r.handle ?? made.get(r.user_id) ?? "";
    const ranks = competitionRanks(listed.map((r) => r.score));
    const entries = listed.map((r, i) => ({
      rank: ranks[i] as number,
      name: leaderboardName(r.name, r.learner_number ?? 0, locale),
      handle: handleOf(r),
      picture: r.picture?.startsWith("/uploads/") ? r.picture : null,
      score: r.score,
      you: r.user_id === viewerId,
    }));
    return {
      class: { id: cls.id, name: cls.name },
      since: monday,
      entries,
      hiddenCount: rows.filter((r) => r.hidden).length,
      you: me
        ? {
            // Where a hidden learner would stand: one more than the listed members scoring higher.
            rank: me.score > 0 ? listed.filter((r) => r.score > me.score).length + 1 : null,
            name: leaderboardName(me.name, me.learner_number ?? 0, locale),
            handle: handleOf(me),
            score: me.score,
            hidden: me.hidden,
          }
        : null,
    };
  }
}

/**
 * Per question card of the assigned content: how many members answered, how many were right with their
 * first (locked-in) answer, as learning's own checker judges it, and the most chosen wrong answer. A
 * multiple-choice answer is a set of options: the same set in any order is one answer.
 */
function questionStats(modules: AssignedModule[], progress: ProgressRow[]): QuestionStats[] {
  const answers = new Map<number, string[]>();
  for (const r of progress) {
    if (r.user_answer === null) continue;
    const list = answers.get(r.card_id) ?? [];
    list.push(r.user_answer);
    answers.set(r.card_id, list);
  }
  const stats: QuestionStats[] = [];
  for (const mod of modules) {
    for (const cardId of mod.cardIds) {
      const card = mod.source.get(cardId);
      if (card?.contentType !== "question" || !card.questionType) continue;
      const given = answers.get(cardId) ?? [];
      const shown = mod.shown.get(cardId) ?? card;
      const judged = given.map((a) => ({
        a,
        right: judgeAnswer(card, a),
      }));
      const keyed = card.questionType !== "subjective" && Boolean(card.correctAnswer);
      const wrong = new Map<string, number>();
      for (const { a, right } of judged) {
        if (right !== false) continue;
        const key = optionKey(card, a);
        wrong.set(key, (wrong.get(key) ?? 0) + 1);
      }
      let topWrong: QuestionStats["topWrong"] = null;
      for (const [key, count] of wrong) {
        if (!topWrong || count > topWrong.count) topWrong = { answer: key, count };
      }
      stats.push({
        cardId,
        moduleId: mod.id,
        title: shown.title,
        questionType: card.questionType,
        answered: given.length,
        rightFirstTime: keyed ? judged.filter((j) => j.right === true).length : null,
        topWrong: topWrong && { answer: shownAnswer(card, shown, topWrong.answer), count: topWrong.count },
      });
    }
  }
  return stats;
}

/** An answer as one key: a multiple-choice set in the card's option order. */
function optionKey(card: CardRow, answer: string): string {
  if (card.questionType !== "mcq_multiple") return answer.trim();
  const order = (o: string) => {
    const i = card.options.indexOf(o);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...new Set(splitAnswerList(answer))].sort((a, b) => order(a) - order(b)).join(", ");
}

/**
 * An English answer as the reader's language shows its options (the option at the same place); an
 * order question's stays a JSON list of steps, a number or true/false as stored (the web words them).
 */
function shownAnswer(source: CardRow, shown: CardRow, answer: string): string {
  if (shown === source) return answer;
  if (source.questionType === "order") return mapAnswer(answer, source.options, shown.options, "order");
  const say = (o: string) => {
    const i = source.options.indexOf(o);
    return i >= 0 ? (shown.options[i] ?? o) : o;
  };
  return source.questionType === "mcq_multiple" ? splitAnswerList(answer).map(say).join(", ") : say(answer);
}
