/** Review deck answers as the API sends them, for component tests. */
import type { ReviewAnswer, ReviewCard, ReviewDeck } from "@arthshala/contracts/review";

export function reviewCard(overrides: Partial<ReviewCard> = {}): ReviewCard {
  return {
    language: "en",
    card_id: 11,
    course_id: 1,
    module_id: 2,
    course_title: "Banking and Saving",
    module_title: "Deposits",
    title: "How much is insured?",
    content_title: null,
    content_html: "<p>How much does DICGC insure per depositor per bank?</p>",
    image_url: null,
    question_type: "mcq_single",
    options: ["₹1 lakh", "₹5 lakh", "₹10 lakh"],
    answer_unit: null,
    tolerance: null,
    due_day: "2026-11-23",
    ...overrides,
  };
}

export function reviewDeck(overrides: Partial<ReviewDeck> = {}): ReviewDeck {
  return { cards: [], due_count: 0, reviewed_today: 0, paid_today: 0, daily_cap: 5, ...overrides };
}

export function reviewAnswer(overrides: Partial<ReviewAnswer> = {}): ReviewAnswer {
  return {
    is_correct: true,
    correct_answer: "₹5 lakh",
    explanation_html: "<p>DICGC insures up to ₹5 lakh per depositor per bank.</p>",
    awarded_finstars: 1,
    next_due: "2026-11-26",
    replay: false,
    ...overrides,
  };
}
