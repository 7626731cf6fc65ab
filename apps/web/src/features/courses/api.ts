/** Typed course, roadmap and card calls (spec section 7) and their query hooks. */

import type { Me } from "@arthshala/contracts/auth";
import { savesNothing } from "@arthshala/contracts/guardian-rules";
import type {
  CourseDetail,
  CourseSummary,
  ModuleSummary,
  UpdateCardResponse,
  ViewerCard,
} from "@arthshala/contracts/learning";
import { learningMessages, progressPercent } from "@arthshala/contracts/learning-rules";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { ApiError, api } from "../../lib/api";
import { notSavedError, readCopy, readThrough, saveCopy } from "../../lib/offline/copies";
import { offlineMessages } from "../../lib/offline/messages";
import { deviceCopyQuery, isOffline, isUnreachable } from "../../lib/offline/network";
import { outbox, queuedCards } from "../../lib/offline/outbox";
import {
  completedOnDevice,
  isLockedIn,
  overlayCard,
  overlayCourse,
  overlayCourseList,
} from "../../lib/offline/overlay";
import { useMe } from "../auth";
import { notificationKeys } from "../notifications";
import { homeKeys } from "../progress";

export interface CheckAnswerResponse {
  is_correct: boolean | null;
  correct_answer: string | null;
  explanation: string | null;
  explanation_html: string | null;
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
  summary: (who: string, courseId: number, moduleId: number) =>
    ["learning", who, "summary", courseId, moduleId] as const,
};

const cardUrl = ({ courseId, moduleId, cardId }: CardPath) =>
  `/api/courses/course/${courseId}/module/${moduleId}/card/${cardId}`;

export const fetchCourses = () => api<CourseSummary[]>("/api/courses/getall");
export const fetchCourse = (courseId: number) =>
  api<CourseDetail>(`/api/courses/course/${courseId}`, { method: "POST", body: {} });
export const fetchCard = (path: CardPath) => api<ViewerCard>(cardUrl(path), { method: "POST", body: {} });
/** A card as any visitor may read it: no progress, and open whatever the learner's locks say. */
export const fetchPublicCard = (path: CardPath) =>
  api<ViewerCard>(cardUrl(path), { method: "POST", body: {}, credentials: "omit" });
export const fetchModuleSummary = ({ courseId, moduleId }: Pick<CardPath, "courseId" | "moduleId">) =>
  api<ModuleSummary>(`/api/courses/course/${courseId}/module/${moduleId}/summary`);
export const fetchOngoingCourse = () =>
  api<CourseSummary | null>("/api/courses/getongoingcourse", { method: "POST", body: {} });

/** Completes a card (answers a question). The server decides FinStars: none are sent. */
export function updateCard(path: CardPath, userAnswer?: string) {
  return api<UpdateCardResponse>(`${cardUrl(path)}/updateCard`, {
    method: "POST",
    body: userAnswer === undefined ? { status: "completed" } : { status: "completed", userAnswer },
  });
}

export type CompletionOutcome =
  | { queued: false; result: UpdateCardResponse }
  | { queued: true; card: ViewerCard };

/**
 * Completes a card now, or, without a connection, queues it on the device (lib/offline) and says
 * how the card stands there. While anything is queued, new completions queue behind it: the server
 * unlocks cards in order, so they must reach it in order.
 */
export async function completeOrQueue(
  who: string,
  path: CardPath,
  card: ViewerCard,
  userAnswer?: string,
): Promise<CompletionOutcome> {
  const waiting = (await outbox.list(who).catch(() => [])).length > 0;
  if (!waiting && !isOffline()) {
    try {
      const result = await updateCard(path, userAnswer);
      void saveCompletedCard(who, path, result);
      return { queued: false, result };
    } catch (error) {
      if (!isUnreachable(error)) throw error;
    }
  }
  await outbox.add({ kind: "card", who, path, userAnswer, title: card.title });
  return { queued: true, card: completedOnDevice(card, userAnswer) };
}

/**
 * Keeps the device's copies in step with a completion the server confirmed: the card, and its status
 * on the roadmap copy, whose locks decide what opens offline.
 */
export async function saveCompletedCard(who: string, path: CardPath, card: ViewerCard): Promise<void> {
  await saveCopy(learningKeys.card(who, path), card);
  const key = learningKeys.course(who, path.courseId);
  const course = await readCopy<CourseDetail>(key);
  if (!course) return;
  const done = overlayCourse(course, [{ kind: "card", id: "", who, queuedAt: 0, title: card.title, path }]);
  if (done !== course) await saveCopy(key, done);
}

/** The learner's queued card completions ("visitor" has none: their progress is in localProgress). */
async function queuedFor(who: string) {
  if (who === "visitor") return [];
  return queuedCards(await outbox.list(who).catch(() => []));
}

/** The course list, from the device when the network fails, with completions still queued counted. */
async function readCourses(who: string): Promise<CourseSummary[]> {
  const list = await readThrough(learningKeys.courses(who), fetchCourses);
  return overlayCourseList(list, await queuedFor(who));
}

async function readCourse(who: string, courseId: number): Promise<CourseDetail> {
  const course = await readThrough(
    learningKeys.course(who, courseId),
    () => fetchCourse(courseId),
    offlineMessages.courseNotSaved,
  );
  return overlayCourse(course, await queuedFor(who));
}

/**
 * A card, from the device when the network fails. Offline, the device applies the server's lock rule
 * to its copy of the roadmap (queued completions included), so a learner reads on in order. A 409
 * "locked" while the card before it is still queued is the same case: the server has not heard yet.
 */
export async function readCard(who: string, path: CardPath): Promise<ViewerCard> {
  const key = learningKeys.card(who, path);
  const queue = await queuedFor(who);
  let card: ViewerCard;
  try {
    card = await fetchCard(path);
    if (card.status === "completed" && who !== "visitor") void saveCompletedCard(who, path, card);
    else void saveCopy(key, card);
    return queue.length ? overlayCard(card, queue) : card;
  } catch (error) {
    const waitingOnQueue =
      error instanceof ApiError &&
      error.status === 409 &&
      queue.some((a) => a.path.courseId === path.courseId);
    if (!isUnreachable(error) && !waitingOnQueue) throw error;
    const copy = await readCopy<ViewerCard>(key);
    if (!copy) throw waitingOnQueue ? error : notSavedError(offlineMessages.cardNotSaved);
    card = copy;
  }
  // A visitor's progress and locks live in localProgress, not in the server's copies.
  if (who === "visitor") return card;
  const roadmap = await readCopy<CourseDetail>(learningKeys.course(who, path.courseId));
  const course = roadmap && overlayCourse(roadmap, queue);
  if (course && card.status !== "completed" && isLockedIn(course, path)) {
    throw new ApiError(409, "card_locked", learningMessages.cardLocked);
  }
  return overlayCard(card, queue, course);
}

/** Checks an answer without saving anything (visitors). */
export function checkAnswer(path: CardPath, userAnswer: string) {
  return api<CheckAnswerResponse>(`${cardUrl(path)}/check`, { method: "POST", body: { userAnswer } });
}

/** Who the learning queries are for, once /me has answered. */
/**
 * Whose lesson progress a page shows: the learner's, or "visitor". A learner under 18 whose guardian has
 * not agreed learns as a visitor does (issue 40): the server answers them so, and their progress stays in
 * this browser only.
 */
export const lessonWho = (user: Me | null): string => (user && !savesNothing(user) ? user.sub : "visitor");

export function useLearner() {
  const { user, isLoading } = useMe();
  const who = lessonWho(user);
  return { user, who, signedIn: who !== "visitor", ready: !isLoading };
}

/**
 * The value once it has stayed the same for `ms` (null before): spec section 9's delay before a course
 * or card is fetched. Pages show their skeleton meanwhile.
 */
export function useSettled<T extends string | number>(value: T, ms = FETCH_DELAY_MS): T | null {
  // A page the server draws (entry-server.tsx) is drawn with its data: it is not a change to wait out,
  // and the browser then starts from that data, which a query shows even while not yet enabled.
  const [settled, setSettled] = useState<T | null>(import.meta.env.SSR ? value : null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled === value ? value : null;
}

export const coursesQuery = (who: string) =>
  queryOptions({ queryKey: learningKeys.courses(who), queryFn: () => readCourses(who), ...deviceCopyQuery });

export const ongoingCourseQuery = (who: string) =>
  queryOptions({
    queryKey: learningKeys.ongoing(who),
    queryFn: () => readThrough(learningKeys.ongoing(who), fetchOngoingCourse),
    ...deviceCopyQuery,
  });

export const courseQuery = (who: string, courseId: number) =>
  queryOptions({
    queryKey: learningKeys.course(who, courseId),
    queryFn: () => readCourse(who, courseId),
    ...deviceCopyQuery,
  });

export const cardQuery = (who: string, path: CardPath) =>
  queryOptions({
    queryKey: learningKeys.card(who, path),
    queryFn: () => readCard(who, path),
    // The viewer writes the card back after completing it; a refetch on focus would only repeat that.
    refetchOnWindowFocus: false,
    ...deviceCopyQuery,
  });

export const moduleSummaryQuery = (who: string, path: Pick<CardPath, "courseId" | "moduleId">) =>
  queryOptions({
    queryKey: learningKeys.summary(who, path.courseId, path.moduleId),
    queryFn: () => fetchModuleSummary(path),
    staleTime: 0,
  });

export function useCourses() {
  const { who, ready } = useLearner();
  return useQuery({ ...coursesQuery(who), enabled: ready });
}

export function useOngoingCourse() {
  const { who, ready, signedIn } = useLearner();
  return useQuery({ ...ongoingCourseQuery(who), enabled: ready && signedIn });
}

/** The roadmap: fetched 500 ms after the course id settles. */
export function useCourse(courseId: number, { delayed = true } = {}) {
  const { who, ready } = useLearner();
  const settled = useSettled(courseId, delayed ? FETCH_DELAY_MS : 0);
  return useQuery({
    ...courseQuery(who, courseId),
    enabled: ready && settled === courseId && Number.isInteger(courseId) && courseId > 0,
  });
}

/** One card for the viewer: fetched 500 ms after the card settles. */
export function useViewerCard(path: CardPath) {
  const { who, ready } = useLearner();
  const settled = useSettled(`${path.courseId}/${path.moduleId}/${path.cardId}`);
  return useQuery({
    ...cardQuery(who, path),
    enabled: ready && settled !== null && [path.courseId, path.moduleId, path.cardId].every((n) => n > 0),
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

/** A route's course, module and card ids, each a positive whole number or null (not a real address). */
export function routeIds(params: Record<string, string | undefined>) {
  const id = (value: string | undefined) => {
    const n = Number(value);
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  return { courseId: id(params.courseId), moduleId: id(params.moduleId), cardId: id(params.cardId) };
}

export const courseRoadmapPath = (courseId: number) => `/courses/course/${courseId}`;
export const cardPagePath = ({ courseId, moduleId, cardId }: CardPath) =>
  `/courses/course/${courseId}/module/${moduleId}/card/${cardId}`;

type ModulePath = Pick<CardPath, "courseId" | "moduleId">;
/** A module's end: its review round of missed questions (when any), then its celebration. */
export const moduleFinishPath = ({ courseId, moduleId }: ModulePath) =>
  `/courses/course/${courseId}/module/${moduleId}/finish`;
export const moduleDonePath = ({ courseId, moduleId }: ModulePath) =>
  `/courses/course/${courseId}/module/${moduleId}/done`;
