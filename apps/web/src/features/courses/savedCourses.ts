/**
 * "Available offline": a learner saves a whole course on the device, so it can be read (and worked
 * through) without a connection: the roadmap, every card, and the pictures they show.
 *
 * Locked cards: the server will not show a learner a card they have not unlocked (409), but any visitor
 * may read it. So a locked card is saved as the visitor's copy (no progress of the learner's in it), and
 * offline the device applies the server's lock rule to its roadmap (queued completions included): each
 * card opens as the one before is completed, and the queue reaches the server in that same order.
 */
import type { CourseDetail, ViewerCard } from "@arthshala/contracts/learning";
import { roadmapStates } from "@arthshala/contracts/learning-rules";
import { useQuery } from "@tanstack/react-query";
import { useHydrated } from "../../components/ssr/useHydrated";
import { ApiError } from "../../lib/api";
import { deleteCopies, saveCopy } from "../../lib/offline/copies";
import { offlineStorage } from "../../lib/offline/storage";
import { markdownImages, SAVED_MEDIA_CACHE } from "../../lib/offline/swRoutes";
import { type CardPath, fetchCard, fetchCourse, fetchPublicCard, learningKeys } from "./api";

export interface SavedCourse {
  courseId: number;
  title: string;
  /** Cards saved, of which `previews` as the visitor's copy (locked for the learner when saved). */
  cards: number;
  previews: number;
  /** The pictures saved with it (removed with it unless another saved course shows them). */
  images: string[];
  savedAt: number;
}

/** Cards fetched at once: quick on a phone, gentle on the server. */
const PARALLEL = 3;

const recordKey = (who: string, courseId: number) => `saved:${who}:${courseId}`;
export const savedCourseKey = (who: string, courseId: number) => ["offline", "saved", who, courseId] as const;

export async function readSavedCourse(who: string, courseId: number): Promise<SavedCourse | null> {
  try {
    return (await offlineStorage().get<SavedCourse>(recordKey(who, courseId))) ?? null;
  } catch {
    return null;
  }
}

/**
 * Whether this device holds the course: a fact of the device's storage, which only the browser can read,
 * so it is read once the page is hydrated (useHydrated), never by the server's render. Read there, the
 * server's "not saved" (it has no storage of the learner's) went into the page with the other answers
 * and, never stale, stood for good: a reloaded roadmap offered to save a course the device held.
 */
export function useSavedCourse(who: string, courseId: number, enabled: boolean) {
  const hydrated = useHydrated(enabled);
  return useQuery({
    queryKey: savedCourseKey(who, courseId),
    queryFn: () => readSavedCourse(who, courseId),
    enabled: enabled && hydrated,
    networkMode: "always",
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function imagesOf(card: ViewerCard): string[] {
  return [
    ...(card.image_url ? [card.image_url] : []),
    ...markdownImages(card.content_text),
    ...markdownImages(card.explanation),
  ];
}

/**
 * The learner's own copy, or the visitor's when the card is still locked for them. A card the roadmap
 * shows locked is asked for as the visitor at once (half the calls on a phone's slow connection); the
 * 409 fallback covers a roadmap that changed meanwhile.
 */
async function fetchForDevice(
  path: CardPath,
  locked: boolean,
): Promise<{ card: ViewerCard; preview: boolean }> {
  if (locked) return { card: await fetchPublicCard(path), preview: true };
  try {
    return { card: await fetchCard(path), preview: false };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    return { card: await fetchPublicCard(path), preview: true };
  }
}

/** Pictures go to their own cache, which the service worker reads first (src/sw.ts). Best effort. */
async function saveImages(urls: string[]): Promise<void> {
  if (typeof caches === "undefined" || urls.length === 0) return;
  const cache = await caches.open(SAVED_MEDIA_CACHE);
  await Promise.all(
    urls.map(async (url) => {
      try {
        const response = await fetch(url, { credentials: "same-origin" });
        if (response.ok) await cache.put(url, response);
      } catch {
        // A missing picture leaves its card readable.
      }
    }),
  );
}

export async function saveCourseForOffline(
  who: string,
  courseId: number,
  onProgress: (done: number, total: number) => void = () => undefined,
): Promise<SavedCourse> {
  const course: CourseDetail = await fetchCourse(courseId);
  await saveCopy(learningKeys.course(who, courseId), course);
  const states = roadmapStates(course.data);
  const cards = course.data.flatMap((m, i) =>
    m.cards.map((c, j) => ({
      path: { courseId, moduleId: m.moduleId, cardId: c.card_id } satisfies CardPath,
      locked: states[i]?.[j] === "locked",
    })),
  );
  const images = new Set<string>(course.thumbnail_url ? [course.thumbnail_url] : []);
  // The pictures count as one last step.
  const total = cards.length + 1;
  let done = 0;
  let previews = 0;
  onProgress(0, total);

  for (let start = 0; start < cards.length; start += PARALLEL) {
    await Promise.all(
      cards.slice(start, start + PARALLEL).map(async ({ path, locked }) => {
        const { card, preview } = await fetchForDevice(path, locked);
        await saveCopy(learningKeys.card(who, path), card);
        for (const url of imagesOf(card)) images.add(url);
        if (preview) previews += 1;
        done += 1;
        onProgress(done, total);
      }),
    );
  }
  await saveImages([...images]);

  const record: SavedCourse = {
    courseId,
    title: course.title,
    cards: cards.length,
    previews,
    images: [...images],
    savedAt: Date.now(),
  };
  await offlineStorage().set(recordKey(who, courseId), record);
  // Ask the browser not to evict what the learner chose to keep (granted quietly to installed apps).
  void navigator.storage?.persist?.().catch(() => undefined);
  onProgress(total, total);
  return record;
}

/** Removes the course's cards and pictures from the device (its roadmap stays, like any visited page). */
export async function removeSavedCourse(who: string, courseId: number): Promise<void> {
  const storage = offlineStorage();
  const record = await readSavedCourse(who, courseId);
  await storage.delete(recordKey(who, courseId));
  await deleteCopies(learningKeys.cards(who, courseId));
  if (!record || typeof caches === "undefined") return;
  const others = await Promise.all(
    (await storage.keys())
      .filter((key) => key.startsWith(`saved:${who}:`))
      .map((key) => storage.get<SavedCourse>(key)),
  );
  const stillUsed = new Set(others.flatMap((other) => other?.images ?? []));
  const cache = await caches.open(SAVED_MEDIA_CACHE);
  await Promise.all(record.images.filter((url) => !stillUsed.has(url)).map((url) => cache.delete(url)));
}
