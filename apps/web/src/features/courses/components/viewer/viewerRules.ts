/** What the card viewer's learner and visitor halves share: messages, the course's end, a question's state. */
import type { ViewerCard } from "@arthshala/contracts/learning";
import { useState } from "react";
import toast from "react-hot-toast/headless";
import { useNavigate } from "react-router";
import { ApiError } from "../../../../lib/api";
import { translate } from "../../../../lib/i18n";
import { isNotSaved } from "../../../../lib/offline/copies";
import { type CardPath, courseRoadmapPath } from "../../api";
import { navigationTargets } from "../CardNavigation";

export const loadFailed = () => translate("courses:viewer.loadFailed");
export const updateFailed = () => translate("courses:viewer.updateFailed");

/**
 * A 409 carries the reason (e.g. the card is locked), and so does "not saved on this device" offline;
 * anything else gets the spec's generic text.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.status === 409) || isNotSaved(error) ? error.message : fallback;
}

/** The last card of the course: no next card, no next module, last in its module (spec section 4). */
export const isLastOfCourse = (card: ViewerCard) =>
  card.nextCardId === null && card.nextModuleFirstCard === null && card.isLastCardInModule;

/**
 * Spec section 4's toast when the course's last card is completed. The learner then goes on with
 * "Finish course" to the course's celebration (issue 27) rather than being sent home after 1.5 s.
 */
export const courseCompleteToast = () =>
  toast.success(translate("courses:viewer.courseComplete"), { id: "course-complete" });

/**
 * A question answered during this visit gets its verdict in the feedback sheet, with Continue; one
 * answered before shows it in the card, with the action bar's Next.
 */
export function useLessonQuestion(card: ViewerCard, path: CardPath) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<string | null>(null);
  const [fresh, setFresh] = useState(false);
  const { next } = navigationTargets(card, path);
  return {
    draft,
    setDraft,
    fresh,
    markFresh: () => setFresh(true),
    goOn: () => navigate(next?.to ?? courseRoadmapPath(path.courseId)),
  };
}

export type LessonQuestion = ReturnType<typeof useLessonQuestion>;

export interface ViewerBodyProps {
  card: ViewerCard;
  path: CardPath;
  onFail: (message: string) => void;
}
