/**
 * The last answer the server gave to a read, kept on the device under the read's query key, so the page
 * can show it when the network fails. The learning reads are POSTs (spec section 7), which the Cache
 * API cannot hold, so the app keeps them here itself. Learning keys carry the learner's sub: one
 * learner's progress is never shown to another on a shared phone.
 */
import { ApiError } from "../api";
import { offlineMessages } from "./messages";
import { isUnreachable } from "./network";
import { offlineStorage } from "./storage";

type Key = readonly unknown[];

interface Copy<T> {
  savedAt: number;
  data: T;
}

const COPY = "copy:";
const copyKey = (key: Key) => `${COPY}${JSON.stringify(key)}`;

/** Saving is best effort: a full or blocked store must never break the page that just loaded. */
export async function saveCopy(key: Key, data: unknown): Promise<void> {
  try {
    await offlineStorage().set(copyKey(key), { savedAt: Date.now(), data } satisfies Copy<unknown>);
  } catch {
    // Nothing to do: the page has its data; it just will not be there offline.
  }
}

export async function readCopy<T>(key: Key): Promise<T | undefined> {
  try {
    return (await offlineStorage().get<Copy<T>>(copyKey(key)))?.data;
  } catch {
    return undefined;
  }
}

/** Deletes every copy whose key starts with `prefix` (a course's cards, say). */
export async function deleteCopies(prefix: Key): Promise<void> {
  const start = `${COPY}${JSON.stringify(prefix).slice(0, -1)}`;
  const storage = offlineStorage();
  const all = await storage.keys();
  await Promise.all(
    all.filter((k) => k === `${start}]` || k.startsWith(`${start},`)).map((k) => storage.delete(k)),
  );
}

/** The error a read gives when the network failed and the device has no copy: still "unreachable". */
export function notSavedError(message: string = offlineMessages.notSaved): ApiError {
  return new ApiError(0, "not_saved_offline", message);
}

export const isNotSaved = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === "not_saved_offline";

/**
 * Reads through the device: the server's answer when it can be had (kept for later), else the copy
 * kept last time. Errors that are the server's own verdict (404, 409, ...) pass through untouched.
 */
export async function readThrough<T>(key: Key, fetch: () => Promise<T>, missing?: string): Promise<T> {
  try {
    const data = await fetch();
    void saveCopy(key, data);
    return data;
  } catch (error) {
    if (!isUnreachable(error)) throw error;
    const copy = await readCopy<T>(key);
    if (copy === undefined) throw notSavedError(missing);
    return copy;
  }
}
