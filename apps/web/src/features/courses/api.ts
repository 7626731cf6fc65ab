/** Typed course, roadmap and card calls (spec section 7) and their query hooks. */
import type {
  CourseDetail,
  CourseSummary,
  UpdateCardResponse,
  ViewerCard,
} from "@arthshala/contracts/learning";
import { progressPercent } from "@arthshala/contracts/learning-rules";
import { type QueryClient, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "../../lib/api";
import { useMe } from "../auth/session";
import { homeKeys } from "../home/keys";
import { notificationKeys } from "../notifications/keys";

export interface CheckAnswerResponse {
  is_correct: boolean | null;
  correct_answer: string | null;
  explanation: string | null;
}

export interface CardPath {
  courseId: number;
  moduleId: number;
  cardId: number;
}

/** Spec section 9: course and card fetches wait this long after the course or card changes. */
export const FETCH_DELAY_MS = 500;

/**
 * Every learning answer depends on who asks (progress is the learner's), so keys carry the user's sub
 * ("visitor" when nobody is signed in): signing in or out never shows someone else's progress.
 */
export const learningKeys = {
  all: ["learning"] as const,
  viewer: (who: string) => ["learning", who] as const,
  courses: (who: string) => ["learning", who, "courses"] as const,
  course: (who: string, courseId: number) => ["learning", who, "course", courseId] as const,
  cards: (who: string, courseId: number) => ["learning", who, "card", courseId] as const,
  card: (who: string, { courseId, moduleId, cardId }: CardPath) =>
    ["learning", who, "card", courseId, moduleId, cardId] as const,
  ongoing: (who: string) => ["learning", who, "ongoing"] as const,
};

const cardUrl = ({ courseId, moduleId, cardId }: CardPath) =>
  `/api/courses/course/${courseId}/module/${moduleId}/card/${cardId}`;

export const fetchCourses = () => api<CourseSummary[]>("/api/courses/getall");
export const fetchCourse = (courseId: number) =>
  api<CourseDetail>(`/api/courses/course/${courseId}`, { method: "POST", body: {} });
export const fetchCard = (path: CardPath) => api<ViewerCard>(cardUrl(path), { method: "POST", body: {} });
export const fetchOngoingCourse = () =>
  api<CourseSummary | null>("/api/courses/getongoingcourse", { method: "POST", body: {} });

/** Completes a card (answers a question). The server decides FinStars: none are sent. */
export function updateCard(path: CardPath, userAnswer?: string) {
  return api<UpdateCardResponse>(`${cardUrl(path)}/updateCard`, {
    method: "POST",
    body: userAnswer === undefined ? { status: "completed" } : { status: "completed", userAnswer },
  });
}

/** Checks an answer without saving anything (visitors). */
export function checkAnswer(path: CardPath, userAnswer: string) {
  return api<CheckAnswerResponse>(`${cardUrl(path)}/check`, { method: "POST", body: { userAnswer } });
}

/** Who the learning queries are for, once /me has answered. */
export function useLearner() {
  const { user, isLoading } = useMe();
  return { user, who: user?.sub ?? "visitor", signedIn: user !== null, ready: !isLoading };
}

/**
 * The value once it has stayed the same for `ms` (null before): spec section 9's delay before a course
 * or card is fetched. Pages show their skeleton meanwhile.
 */
export function useSettled<T extends string | number>(value: T, ms = FETCH_DELAY_MS): T | null {
  const [settled, setSettled] = useState<T | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled === value ? value : null;
}

export function useCourses() {
  const { who, ready } = useLearner();
  return useQuery({ queryKey: learningKeys.courses(who), queryFn: fetchCourses, enabled: ready });
}

export function useOngoingCourse() {
  const { who, ready, signedIn } = useLearner();
  return useQuery({
    queryKey: learningKeys.ongoing(who),
    queryFn: fetchOngoingCourse,
    enabled: ready && signedIn,
  });
}

/** The roadmap: fetched 500 ms after the course id settles. */
export function useCourse(courseId: number, { delayed = true } = {}) {
  const { who, ready } = useLearner();
  const settled = useSettled(courseId, delayed ? FETCH_DELAY_MS : 0);
  return useQuery({
    queryKey: learningKeys.course(who, courseId),
    queryFn: () => fetchCourse(courseId),
    enabled: ready && settled === courseId && Number.isInteger(courseId) && courseId > 0,
  });
}

/** One card for the viewer: fetched 500 ms after the card settles. */
export function useViewerCard(path: CardPath) {
  const { who, ready } = useLearner();
  const settled = useSettled(`${path.courseId}/${path.moduleId}/${path.cardId}`);
  return useQuery({
    queryKey: learningKeys.card(who, path),
    queryFn: () => fetchCard(path),
    enabled: ready && settled !== null && [path.courseId, path.moduleId, path.cardId].every((n) => n > 0),
    // The viewer writes the card back after completing it; a refetch on focus would only repeat that.
    refetchOnWindowFocus: false,
  });
}

/** After a card is completed: lists, roadmaps, the ongoing course and other cards are out of date. */
export function refreshAfterCompletion(
  client: QueryClient,
  who: string,
  path: CardPath,
  card: ViewerCard,
): void {
  // Synchronously, so the answered card never flickers back to unanswered.
  const cardKey = learningKeys.card(who, path);
  client.setQueryData(cardKey, card);
  // Other cards of the course (module progress, locks) refetch when next shown.
  const current = JSON.stringify(cardKey);
  void client.invalidateQueries({
    queryKey: learningKeys.cards(who, path.courseId),
    refetchType: "none",
    predicate: (query) => JSON.stringify(query.queryKey) !== current,
  });
  // The cached roadmap shows the new status (and the lock it opens) at once; the refetch confirms it.
  client.setQueryData<CourseDetail>(learningKeys.course(who, path.courseId), (course) => {
    if (!course) return course;
    let changed = false;
    const data = course.data.map((m) => ({
      ...m,
      cards: m.cards.map((c) => {
        if (c.card_id !== path.cardId || c.status === "completed") return c;
        changed = true;
        return { ...c, status: "completed" as const };
      }),
    }));
    if (!changed) return course;
    const completed = course.completed_cards + 1;
    return {
      ...course,
      data,
      completed_cards: completed,
      progress: progressPercent(completed, course.total_cards),
    };
  });
  // Refetched in the background; nobody waits for them.
  void client.invalidateQueries({ queryKey: learningKeys.courses(who) });
  void client.invalidateQueries({ queryKey: learningKeys.course(who, path.courseId) });
  void client.invalidateQueries({ queryKey: learningKeys.ongoing(who) });
  // FinStars, FinScore, streak and rank moved, and a finished module may have notified: /home and the
  // bell are fresh when the learner goes back.
  void client.invalidateQueries({ queryKey: homeKeys.all(who) });
  void client.invalidateQueries({ queryKey: notificationKeys.unseen(who) });
}

export const courseRoadmapPath = (courseId: number) => `/courses/course/${courseId}`;
export const cardPagePath = ({ courseId, moduleId, cardId }: CardPath) =>
  `/courses/course/${courseId}/module/${moduleId}/card/${cardId}`;
