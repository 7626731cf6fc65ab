/**
 * A visitor's progress, kept only in this browser (spec section 4: "for anonymous users the card is only
 * marked completed locally"). One localStorage entry per course: the completed card ids and the answers
 * given, so locks open on the roadmap as the visitor reads, and an answered question stays answered.
 */
import { useMemo, useSyncExternalStore } from "react";
import { useHydrated } from "../../components/ssr/useHydrated";

export interface LocalCourseProgress {
  completed: number[];
  answers: Record<string, string>;
}

const EVENT = "arthshala:local-progress";
const EMPTY: LocalCourseProgress = { completed: [], answers: {} };

export const localProgressKey = (courseId: number) => `arthshala:progress:${courseId}`;

function readRaw(courseId: number): string | null {
  try {
    return window.localStorage.getItem(localProgressKey(courseId));
  } catch {
    return null; // Storage blocked (private mode settings): progress simply is not kept.
  }
}

function parse(raw: string | null): LocalCourseProgress {
  if (!raw) return EMPTY;
  try {
    const data = JSON.parse(raw) as Partial<LocalCourseProgress>;
    const completed = Array.isArray(data.completed)
      ? data.completed.filter((id): id is number => Number.isInteger(id))
      : [];
    const answers: Record<string, string> = {};
    if (data.answers && typeof data.answers === "object") {
      for (const [id, answer] of Object.entries(data.answers)) {
        if (typeof answer === "string") answers[id] = answer;
      }
    }
    return { completed, answers };
  } catch {
    return EMPTY;
  }
}

export function readLocalProgress(courseId: number): LocalCourseProgress {
  return parse(readRaw(courseId));
}

/** Marks a card completed for a visitor (with the answer, for a question). */
export function completeLocally(courseId: number, cardId: number, answer?: string): void {
  const current = readLocalProgress(courseId);
  const next: LocalCourseProgress = {
    completed: current.completed.includes(cardId) ? current.completed : [...current.completed, cardId],
    answers: answer === undefined ? current.answers : { ...current.answers, [cardId]: answer },
  };
  try {
    window.localStorage.setItem(localProgressKey(courseId), JSON.stringify(next));
  } catch {
    return;
  }
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  window.addEventListener("storage", listener); // other tabs
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}

/** The visitor's progress in a course, re-rendering when it changes (here or in another tab). */
export function useLocalProgress(courseId: number): LocalCourseProgress {
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(courseId),
    () => null,
  );
  // The server drew no progress (it is on this device only): so does the takeover, then this device's,
  // if it has any.
  const taken = useHydrated(raw !== null);
  return useMemo(() => parse(taken ? raw : null), [raw, taken]);
}
