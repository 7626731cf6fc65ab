import type { CourseDetail, ViewerCard } from "@arthshala/contracts/learning";
import { describe, expect, it } from "vitest";
import type { QueuedAction } from "./outbox";
import { completedOnDevice, isLockedIn, overlayCard, overlayCourse, overlayCourseList } from "./overlay";

const roadmapCard = (card_id: number, status: "completed" | "incomplete" = "incomplete") => ({
  card_id,
  title: `Card ${card_id}`,
  content_type: "text" as const,
  status,
});

/** Two modules of three cards; the first card is done on the server. */
const course: CourseDetail = {
  language: "en",
  id: 1,
  title: "Money Basics",
  description: "",
  thumbnail_url: null,
  data: [
    {
      moduleId: 10,
      moduleTitle: "Needs vs wants",
      moduleDescription: null,
      cards: [roadmapCard(1, "completed"), roadmapCard(2), roadmapCard(3)],
    },
    {
      moduleId: 20,
      moduleTitle: "Budgets",
      moduleDescription: null,
      cards: [4, 5, 6].map((id) => roadmapCard(id)),
    },
  ],
  total_cards: 6,
  completed_cards: 1,
  progress: 17,
};

const queued = (cardId: number, moduleId = cardId <= 3 ? 10 : 20, userAnswer?: string): QueuedAction => ({
  kind: "card",
  id: `q-${cardId}`,
  who: "learner-1",
  queuedAt: 0,
  title: `Card ${cardId}`,
  path: { courseId: 1, moduleId, cardId },
  userAnswer,
});

const viewerCard = (overrides: Partial<ViewerCard> = {}): ViewerCard => ({
  language: "en",
  card_id: 3,
  course_id: 1,
  module_id: 10,
  course_title: "Money Basics",
  module_title: "Needs vs wants",
  content_type: "question",
  title: "Card 3",
  content_title: null,
  content_text: null,
  content_html: null,
  image_url: null,
  video_url: null,
  audio_url: null,
  question_type: "mcq_single",
  answer_unit: null,
  tolerance: null,
  options: ["Needs", "Wants"],
  correct_answer: null,
  explanation: null,
  explanation_html: null,
  userAnswer: null,
  allotted_finstars: 5,
  status: "incomplete",
  module_progress: 1,
  module_total_cards: 3,
  position_in_module: 2,
  course_progress: 17,
  course_total_cards: 6,
  prevCardId: 2,
  nextCardId: null,
  isFirstCardInModule: false,
  isLastCardInModule: true,
  prevModuleFirstCard: null,
  nextModuleFirstCard: { moduleId: 20, cardId: 4 },
  ...overrides,
});

describe("overlayCourse", () => {
  it("shows queued cards done, with the counts to match, and leaves the server's copy alone", () => {
    const shown = overlayCourse(course, [queued(2)]);
    expect(shown.data[0]!.cards.map((c) => c.status)).toEqual(["completed", "completed", "incomplete"]);
    expect(shown).toMatchObject({ completed_cards: 2, progress: 33 });
    expect(course.data[0]!.cards[1]!.status).toBe("incomplete");
    expect(overlayCourse(course, [])).toBe(course);
  });

  it("ignores queued cards of other courses", () => {
    const other = { ...queued(2), path: { courseId: 9, moduleId: 10, cardId: 2 } } as QueuedAction;
    expect(overlayCourse(course, [other])).toBe(course);
  });

  it("opens cards by the server's lock rule as the queue completes them", () => {
    const path = (cardId: number) => ({ courseId: 1, moduleId: 10, cardId });
    expect(isLockedIn(course, path(2))).toBe(false);
    expect(isLockedIn(course, path(3))).toBe(true);
    expect(isLockedIn(overlayCourse(course, [queued(2)]), path(3))).toBe(false);
    // Each module's first card is open.
    expect(isLockedIn(course, { courseId: 1, moduleId: 20, cardId: 4 })).toBe(false);
  });
});

describe("overlayCourseList", () => {
  it("counts queued cards into each course's progress, never past its total", () => {
    const summary = { ...course, modules_count: 2, duration: 10 };
    const list = overlayCourseList([summary], [queued(2), queued(3)]);
    expect(list[0]).toMatchObject({ completed_cards: 3, progress: 50 });
  });
});

describe("overlayCard", () => {
  it("shows a queued answer as given, with no verdict the device cannot know", () => {
    const card = overlayCard(viewerCard(), [queued(3, 10, "Needs")]);
    expect(card).toMatchObject({
      status: "completed",
      userAnswer: "Needs",
      correct_answer: null,
      module_progress: 2,
    });
  });

  it("takes module and course progress from the overlaid roadmap when there is one", () => {
    const queue = [queued(2), queued(3, 10, "Wants")];
    const card = overlayCard(viewerCard(), queue, overlayCourse(course, queue));
    expect(card).toMatchObject({ module_progress: 3, course_progress: 50 });
  });

  it("leaves a card the server already has as the server says", () => {
    const done = viewerCard({ status: "completed", userAnswer: "Wants", module_progress: 3 });
    expect(overlayCard(done, [queued(3, 10, "Needs")])).toEqual(done);
  });
});

describe("completedOnDevice", () => {
  it("counts the card into module and course progress once", () => {
    const card = completedOnDevice(viewerCard(), "Needs");
    expect(card).toMatchObject({
      status: "completed",
      userAnswer: "Needs",
      module_progress: 2,
      course_progress: 33,
    });
    expect(completedOnDevice(card, "Wants")).toBe(card);
  });
});
