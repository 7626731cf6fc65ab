/**
 * The server's last answers as they stand with the learner's queued completions laid over them: what
 * the learner did offline shows as done (and opens the next card, by the same lock rule the server
 * uses) until the server has it. Pure functions of the copies and the queue.
 */
import type { CourseDetail, CourseSummary, ViewerCard } from "@arthshala/contracts/learning";
import { progressPercent, roadmapStates } from "@arthshala/contracts/learning-rules";
import type { CardRef, QueuedAction } from "./outbox";

type QueuedCard = Extract<QueuedAction, { kind: "card" }>;

const cardsOf = (queue: QueuedAction[], courseId: number) =>
  queue.filter((a): a is QueuedCard => a.kind === "card" && a.path.courseId === courseId);

/** The roadmap with queued cards completed, and its counts to match. */
export function overlayCourse(course: CourseDetail, queue: QueuedAction[]): CourseDetail {
  const queued = new Set(cardsOf(queue, course.id).map((a) => a.path.cardId));
  if (queued.size === 0) return course;
  let completed = 0;
  const data = course.data.map((m) => ({
    ...m,
    cards: m.cards.map((c) => {
      const status = queued.has(c.card_id) ? ("completed" as const) : c.status;
      if (status === "completed") completed += 1;
      return status === c.status ? c : { ...c, status };
    }),
  }));
  return {
    ...course,
    data,
    completed_cards: completed,
    progress: progressPercent(completed, course.total_cards),
  };
}

/** The course list with each course's queued cards counted (the list does not say which are done). */
export function overlayCourseList(list: CourseSummary[], queue: QueuedAction[]): CourseSummary[] {
  if (!queue.some((a) => a.kind === "card")) return list;
  return list.map((course) => {
    const extra = cardsOf(queue, course.id).length;
    if (extra === 0) return course;
    const completed = Math.min(course.total_cards, course.completed_cards + extra);
    return {
      ...course,
      completed_cards: completed,
      progress: progressPercent(completed, course.total_cards),
    };
  });
}

/** Whether the (overlaid) roadmap keeps this card locked for the learner. */
export function isLockedIn(course: CourseDetail, { moduleId, cardId }: CardRef): boolean {
  const states = roadmapStates(course.data);
  const m = course.data.findIndex((module) => module.moduleId === moduleId);
  const c = m < 0 ? -1 : (course.data[m]?.cards.findIndex((card) => card.card_id === cardId) ?? -1);
  return c >= 0 && states[m]?.[c] === "locked";
}

/**
 * A card as the learner left it: completed (with the queued answer, its verdict unknown) when queued,
 * and module progress counted from the overlaid roadmap when there is one.
 */
export function overlayCard(card: ViewerCard, queue: QueuedAction[], course?: CourseDetail): ViewerCard {
  const queued = cardsOf(queue, card.course_id).find((a) => a.path.cardId === card.card_id);
  let result = card;
  if (queued && card.status !== "completed") {
    result = {
      ...card,
      status: "completed",
      userAnswer: queued.userAnswer ?? card.userAnswer,
      module_progress: Math.min(card.module_total_cards, card.module_progress + 1),
    };
  }
  const module = course?.data.find((m) => m.moduleId === card.module_id);
  if (course && module) {
    const done = module.cards.filter((c) => c.status === "completed").length;
    result = { ...result, module_progress: done, course_progress: course.progress };
  }
  return result;
}

/** The card as it stands right after the learner completed it offline. */
export function completedOnDevice(card: ViewerCard, userAnswer?: string): ViewerCard {
  if (card.status === "completed") return card;
  return {
    ...card,
    status: "completed",
    userAnswer: userAnswer ?? card.userAnswer,
    module_progress: Math.min(card.module_total_cards, card.module_progress + 1),
    // course_progress is a percentage: back to a count, one more, and back again.
    course_progress: progressPercent(
      Math.round((card.course_progress / 100) * card.course_total_cards) + 1,
      card.course_total_cards,
    ),
  };
}
