/** Course, roadmap and card answers as the API sends them, for component tests. */
import type {
  CourseDetail,
  CourseSummary,
  UpdateCardResponse,
  ViewerCard,
} from "@arthshala/contracts/learning";
import { markdownHtml } from "../../../test/markdownHtml";

export function courseSummary(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: 1,
    title: "Money Basics",
    description: "Needs, wants, budgets and safety nets.",
    thumbnail_url: null,
    modules_count: 2,
    duration: 20,
    total_cards: 5,
    completed_cards: 0,
    progress: 0,
    ...overrides,
  };
}

/** Two modules: 10, 11, 12 (a question) and 20, 21; `done` lists the completed card ids. */
export function courseDetail(done: number[] = []): CourseDetail {
  const card = (card_id: number, title: string, content_type: "text" | "question" = "text") => ({
    card_id,
    title,
    content_type,
    status: done.includes(card_id) ? ("completed" as const) : ("incomplete" as const),
  });
  return {
    language: "en",
    id: 1,
    title: "Money Basics",
    description: "Needs, wants, budgets and safety nets.",
    thumbnail_url: null,
    data: [
      {
        moduleId: 1,
        moduleTitle: "Needs vs wants",
        moduleDescription: "Tell them apart.",
        cards: [
          card(10, "Where does it go?"),
          card(11, "Needs and wants"),
          card(12, "Need or want?", "question"),
        ],
      },
      {
        moduleId: 2,
        moduleTitle: "Budgets",
        moduleDescription: null,
        cards: [card(20, "The 50/30/20 idea"), card(21, "Your first budget")],
      },
    ],
    total_cards: 5,
    completed_cards: done.length,
    progress: Math.round((done.length / 5) * 100),
  };
}

export function viewerCard(overrides: Partial<ViewerCard> = {}): ViewerCard {
  const card: ViewerCard = {
    language: "en",
    card_id: 10,
    course_id: 1,
    module_id: 1,
    course_title: "Money Basics",
    module_title: "Needs vs wants",
    content_type: "text",
    title: "Where does it go?",
    content_title: null,
    content_text: "Small spends add up.\n\nTrack them for a week.",
    image_url: null,
    video_url: null,
    audio_url: null,
    question_type: null,
    answer_unit: null,
    tolerance: null,
    options: [],
    correct_answer: null,
    explanation: null,
    userAnswer: null,
    allotted_finstars: 5,
    status: "incomplete",
    module_progress: 0,
    module_total_cards: 3,
    position_in_module: 1,
    course_progress: 0,
    course_total_cards: 5,
    prevCardId: null,
    nextCardId: 11,
    isFirstCardInModule: true,
    isLastCardInModule: false,
    prevModuleFirstCard: null,
    nextModuleFirstCard: { moduleId: 2, cardId: 20 },
    content_html: null,
    explanation_html: null,
    ...overrides,
  };
  return {
    ...card,
    content_html: overrides.content_html ?? markdownHtml(card.content_text),
    explanation_html: overrides.explanation_html ?? markdownHtml(card.explanation),
  };
}

export const questionCard = (overrides: Partial<ViewerCard> = {}) =>
  viewerCard({
    card_id: 12,
    content_type: "question",
    title: "Need or want?",
    content_text: "Which of these is a **need**?",
    question_type: "mcq_single",
    options: ["A bus pass", "New sneakers", "A concert ticket"],
    allotted_finstars: 10,
    module_progress: 2,
    position_in_module: 3,
    prevCardId: 11,
    nextCardId: null,
    isFirstCardInModule: false,
    isLastCardInModule: true,
    ...overrides,
  });

export function updated(card: ViewerCard, extra: Partial<UpdateCardResponse> = {}): UpdateCardResponse {
  return {
    ...card,
    status: "completed",
    module_progress: card.module_progress + 1,
    awarded_finstars: card.allotted_finstars,
    is_correct: null,
    course_completed: false,
    ...extra,
  };
}
