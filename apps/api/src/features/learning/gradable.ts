/** Which question cards the server can mark right or wrong (the placement check and course test ask these). */
import { COURSE_TEST_MAX_QUESTIONS } from "@arthshala/contracts/course-checks";
import type { CardRow, CourseContent } from "./course-content.js";

/** A question with a right answer (a question about the learner has none). */
export function isGradable(card: CardRow | undefined): boolean {
  if (card?.contentType !== "question" || card.questionType === "subjective") return false;
  return card.correctAnswer !== null;
}

/** Each module's gradable question cards, in learning order (the English rows decide). */
export function gradableByModule(content: CourseContent): { moduleId: number; cardIds: number[] }[] {
  return content.modules.map((m) => ({
    moduleId: m.moduleId,
    cardIds: m.cards.map((c) => c.cardId).filter((id) => isGradable(content.source.get(id))),
  }));
}

/** How many questions the course test asks (0: the course has none, and its certificate needs no test). */
export function testSize(content: CourseContent): number {
  const total = gradableByModule(content).reduce((n, m) => n + m.cardIds.length, 0);
  return Math.min(total, COURSE_TEST_MAX_QUESTIONS);
}
