import type { ViewerCard } from "@arthshala/contracts/learning";
import { markdownHtmlOrNull } from "../../platform/markdown/index.js";
import { learnerOptions, toleranceOf } from "./answer-key.js";
import type { CardRow } from "./course-content.js";
import { mapAnswer } from "./localize.js";
import { type CardPosition, type CourseOutline, neighbourModuleFirstCard } from "./outline.js";

/** Spec section 3's "Card (viewer response)". The answer key shows only once the learner has answered. */
export function toViewerCard(outline: CourseOutline, pos: CardPosition, card: CardRow): ViewerCard {
  const { module, moduleIndex, index } = pos;
  const content = outline.content;
  const english = content.source.get(card.id) ?? card;
  // Stored answers are English: say them in the card's language, option by option.
  const userAnswer =
    pos.card.userAnswer === null
      ? null
      : mapAnswer(pos.card.userAnswer, english.options, card.options, card.questionType);
  const answered = pos.card.status === "completed" && card.contentType === "question";
  const moduleDone = module.cards.filter((c) => c.status === "completed").length;
  const isFirst = index === 0;
  const isLast = index === module.cards.length - 1;
  return {
    language: content.locale === "hi" && content.translated.cards.has(card.id) ? "hi" : "en",
    card_id: card.id,
    course_id: outline.course.id,
    module_id: module.moduleId,
    course_title: outline.course.title,
    module_title: module.title,
    content_type: card.contentType,
    title: card.title,
    content_title: card.contentTitle,
    content_text: card.contentText,
    content_html: markdownHtmlOrNull(card.contentText, content.locale),
    image_url: card.imageUrl,
    video_url: card.videoUrl,
    audio_url: card.audioUrl,
    question_type: card.questionType,
    as_of: card.asOf ?? null,
    // An order question's steps come shuffled: the right order only ever arrives as the revealed key.
    options: learnerOptions(card),
    answer_unit: card.questionType === "numeric" ? card.answerUnit : null,
    tolerance: card.questionType === "numeric" ? toleranceOf(card) : null,
    correct_answer: answered ? card.correctAnswer : null,
    explanation: answered ? card.explanation : null,
    explanation_html: answered ? markdownHtmlOrNull(card.explanation, content.locale) : null,
    userAnswer,
    allotted_finstars: card.allottedFinstars,
    status: pos.card.status,
    module_progress: moduleDone,
    module_total_cards: module.cards.length,
    position_in_module: index + 1,
    course_progress: outline.progress,
    course_total_cards: outline.totalCards,
    prevCardId: isFirst ? null : (module.cards[index - 1]?.cardId ?? null),
    nextCardId: isLast ? null : (module.cards[index + 1]?.cardId ?? null),
    isFirstCardInModule: isFirst,
    isLastCardInModule: isLast,
    prevModuleFirstCard: neighbourModuleFirstCard(outline, moduleIndex, -1),
    nextModuleFirstCard: neighbourModuleFirstCard(outline, moduleIndex, 1),
  };
}
