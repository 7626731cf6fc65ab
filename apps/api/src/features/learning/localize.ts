import { splitAnswerList } from "@arthshala/contracts/learning-rules";
import type { Locale } from "@arthshala/contracts/locales";
import { readSteps, stepsAnswer } from "@arthshala/contracts/question-kinds";
import type { Db } from "../../platform/db/client.js";
import { translationsFor } from "../../platform/i18n/translations.js";
import type { CardRow, CatalogEntry, CourseContent } from "./course-types.js";

/**
 * A course in another language: the translated fields laid over the English. Options are translated
 * position by position, so an answer maps between languages by its index; answers are checked and
 * stored in English (the `source` cards), and shown in the learner's language.
 */
export async function localizeCourse(db: Db, base: CourseContent, locale: Locale): Promise<CourseContent> {
  const moduleIds = base.modules.map((m) => m.moduleId);
  const cardIds = [...base.cards.keys()];
  const [courseT, modulesT, cardsT] = await Promise.all([
    translationsFor(db, "course", [base.course.id], locale),
    translationsFor(db, "module", moduleIds, locale),
    translationsFor(db, "card", cardIds, locale),
  ]);
  const ct = courseT.get(base.course.id);
  const cards = new Map<number, CardRow>();
  for (const [id, card] of base.cards) {
    const t = cardsT.get(id);
    if (!t) {
      cards.set(id, card);
      continue;
    }
    const options = t.options && t.options.length === card.options.length ? t.options : card.options;
    cards.set(id, {
      ...card,
      title: t.title ?? card.title,
      contentTitle: t.content_title ?? card.contentTitle,
      contentText: t.content_text ?? card.contentText,
      explanation: t.explanation ?? card.explanation,
      options,
      correctAnswer:
        card.correctAnswer === null
          ? null
          : mapAnswer(card.correctAnswer, card.options, options, card.questionType),
    });
  }
  return {
    ...base,
    locale,
    course: {
      ...base.course,
      title: ct?.title ?? base.course.title,
      description: ct?.description ?? base.course.description,
    },
    modules: base.modules.map((m) => {
      const mt = modulesT.get(m.moduleId);
      return {
        ...m,
        title: mt?.title ?? m.title,
        description: mt?.description ?? m.description,
        cards: m.cards.map((c) => ({ ...c, title: cards.get(c.cardId)?.title ?? c.title })),
      };
    }),
    cards,
    translated: { course: Boolean(ct), cards: new Set(cardsT.keys()) },
  };
}

export async function localizeCatalog(db: Db, base: CatalogEntry[], locale: Locale): Promise<CatalogEntry[]> {
  const t = await translationsFor(
    db,
    "course",
    base.map((e) => e.course.id),
    locale,
  );
  return base.map((e) => {
    const ct = t.get(e.course.id);
    return ct
      ? {
          ...e,
          language: ct.title ? locale : e.language,
          course: {
            ...e.course,
            title: ct.title ?? e.course.title,
            description: ct.description ?? e.course.description,
          },
        }
      : e;
  });
}

/**
 * An answer (one option, "a, b" for several, or an order question's JSON list of steps) in one list of
 * options, said in the other. true/false and numeric answers are the same in every language.
 */
export function mapAnswer(
  answer: string,
  from: readonly string[],
  to: readonly string[],
  questionType: string | null,
): string {
  if (from === to || questionType === "subjective") return answer;
  if (questionType === "true_false" || questionType === "numeric") return answer;
  const one = (a: string) => {
    const i = from.indexOf(a.trim());
    return i >= 0 && to[i] !== undefined ? (to[i] as string) : a;
  };
  if (questionType === "order") {
    // Not a list: left as it is, for normaliseAnswer to refuse.
    const steps = readSteps(answer);
    return steps ? stepsAnswer(steps.map(one)) : answer;
  }
  return questionType === "mcq_multiple" ? splitAnswerList(answer).map(one).join(", ") : one(answer);
}
