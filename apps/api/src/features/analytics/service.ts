/**
 * Author analytics (issue 40): the queries' rows made into what the pages show. Learners appear only as
 * counts; a question's first answers are tallied by the lesson's own checker (contracts' tallyAnswers).
 */
import type {
  AnalyticsArticleList,
  AnalyticsCard,
  AnalyticsCourse,
  AnalyticsCourseDetail,
  AnalyticsCourseList,
  AnalyticsModule,
} from "@arthshala/contracts/analytics";
import { percentOf, type QuestionType, tallyAnswers } from "@arthshala/contracts/analytics-rules";
import { averageRating } from "@arthshala/contracts/articles-rules";
import { sql } from "drizzle-orm";
import { type Db, selectRows } from "../../platform/db/client.js";
import { notFound } from "../../platform/http/errors.js";
import type { Window } from "./period.js";
import {
  answerCountsQuery,
  articleTotalsQuery,
  type CourseScope,
  cardCountsQuery,
  courseContentQuery,
  courseHeadQuery,
  courseTotalsQuery,
  startsQuery,
} from "./queries.js";

type Organisation = { id: number; name: string } | null;

const periodOf = (window: Window) => ({ from: window.from, to: window.to, days: window.days });

/** The organisation's name, for the page's heading (access was checked before). */
export async function organisationOf(db: Db, scope: CourseScope): Promise<Organisation> {
  if (scope.organisationId === null) return null;
  const [row] = await selectRows<{ id: number; name: string }>(
    db,
    sql`select id, name from organisations where id = ${scope.organisationId}`,
  );
  if (!row) throw notFound();
  return row;
}

export async function courseList(db: Db, window: Window, scope: CourseScope): Promise<AnalyticsCourseList> {
  const [organisation, courses] = await Promise.all([
    organisationOf(db, scope),
    selectRows<AnalyticsCourse>(db, courseTotalsQuery(window, scope)),
  ]);
  return { period: periodOf(window), organisation, courses };
}

interface ContentRow {
  module_id: number;
  module_title: string;
  card_id: number;
  title: string;
  content_type: string;
  question_type: QuestionType | null;
  options: string[] | null;
  correct_answer: string | null;
  tolerance_hundredths: number | null;
}

/** One course's funnel, cards and questions; 404 for a course outside the scope (or deleted). */
export async function courseDetail(
  db: Db,
  window: Window,
  scope: CourseScope,
  courseId: number,
): Promise<AnalyticsCourseDetail> {
  const [head] = await selectRows<Omit<AnalyticsCourse, "started">>(
    db,
    courseHeadQuery(window, scope, courseId),
  );
  if (!head) throw notFound("This course does not exist.");
  const [organisation, content, moduleRows, cardRows, answerRows] = await Promise.all([
    organisationOf(db, scope),
    selectRows<ContentRow>(db, courseContentQuery(courseId)),
    selectRows<{ module_id: number | null; started: number }>(db, startsQuery(window, courseId)),
    selectRows<{ card_id: number; completed: number }>(db, cardCountsQuery(window, courseId)),
    selectRows<{ card_id: number; answer: string | null; learners: number }>(
      db,
      answerCountsQuery(window, courseId),
    ),
  ]);
  const started = new Map(moduleRows.map((r) => [r.module_id, r.started]));
  const course: AnalyticsCourse = { ...head, started: started.get(null) ?? 0 };
  const completed = new Map(cardRows.map((r) => [r.card_id, r.completed]));
  const answers = new Map<number, { answer: string | null; learners: number }[]>();
  for (const r of answerRows) answers.set(r.card_id, [...(answers.get(r.card_id) ?? []), r]);

  const modules: AnalyticsModule[] = [];
  for (const row of content) {
    let module = modules.at(-1);
    if (module?.id !== row.module_id) {
      module = {
        id: row.module_id,
        title: row.module_title,
        position: modules.length + 1,
        started: started.get(row.module_id) ?? 0,
        finished: 0,
        cards: [],
      };
      modules.push(module);
    }
    const previous = module.cards.at(-1);
    const done = completed.get(row.card_id) ?? 0;
    // A card unlocks only after the one before it: who did that one and not this one stopped there.
    const stopped = previous ? Math.max(0, previous.completed - done) : null;
    const card: AnalyticsCard = {
      id: row.card_id,
      title: row.title,
      position: module.cards.length + 1,
      content_type: row.content_type,
      completed: done,
      stopped,
      drop_off: previous && stopped !== null ? percentOf(stopped, previous.completed) : null,
      question:
        row.content_type === "question"
          ? {
              type: row.question_type ?? "mcq_single",
              ...tallyAnswers(
                {
                  questionType: row.question_type,
                  options: row.options ?? [],
                  correctAnswer: row.correct_answer,
                  toleranceHundredths: row.tolerance_hundredths,
                },
                answers.get(row.card_id) ?? [],
              ),
            }
          : null,
    };
    module.cards.push(card);
    // Finishing a module is completing its last card (the lesson unlocks them in order).
    module.finished = done;
  }
  return { period: periodOf(window), organisation, course, modules };
}

export async function articleList(db: Db, window: Window): Promise<AnalyticsArticleList> {
  const rows = await selectRows<{
    id: number;
    title: string;
    status: "draft" | "published";
    reads: number;
    readers: number;
    read_through: number;
    ratings: number;
    rating_sum: number;
  }>(db, articleTotalsQuery(window));
  return {
    period: periodOf(window),
    articles: rows.map(({ rating_sum, ...r }) => ({
      ...r,
      read_through_share: percentOf(r.read_through, r.reads),
      average_rating: r.ratings > 0 ? averageRating(rating_sum, r.ratings) : null,
    })),
  };
}
