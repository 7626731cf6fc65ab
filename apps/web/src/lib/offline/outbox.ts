/**
 * What a learner did without a connection, kept on the device in order until the server has it: card
 * completions (with a question's answer) and article readings. One list per learner (by sub), so a
 * queued action is only ever sent with its own learner's session.
 */
import { useEffect, useSyncExternalStore } from "react";
import { offlineStorage } from "./storage";

export interface CardRef {
  courseId: number;
  moduleId: number;
  cardId: number;
}

interface Queued {
  /** Unique: removes exactly this entry after it is sent. */
  id: string;
  /** The learner's sub. */
  who: string;
  queuedAt: number;
  /** For messages: what the learner would call it. */
  title: string;
}

export type QueuedAction =
  | (Queued & { kind: "card"; path: CardRef; userAnswer?: string })
  | (Queued & { kind: "reading"; articleId: number });

/** An action as callers give it: the outbox stamps the id and time (per kind, so fields stay checked). */
export type NewAction = QueuedAction extends infer A
  ? A extends QueuedAction
    ? Omit<A, "id" | "queuedAt">
    : never
  : never;

const listKey = (who: string) => `outbox:${who}`;
const EMPTY: QueuedAction[] = [];

// The lists read so far, for React; every change here (or in another tab) refreshes them.
const lists = new Map<string, QueuedAction[]>();
const listeners = new Set<() => void>();
const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel("arthshala-outbox");

function announce(who: string, list: QueuedAction[], fromHere = true): void {
  lists.set(who, list);
  for (const listener of listeners) listener();
  if (fromHere) channel?.postMessage(who);
}

channel?.addEventListener("message", (event: MessageEvent<string>) => {
  if (typeof event.data === "string") void reload(event.data, false);
});

async function reload(who: string, fromHere = true): Promise<QueuedAction[]> {
  const list = (await offlineStorage().get<QueuedAction[]>(listKey(who))) ?? [];
  announce(who, list, fromHere);
  return list;
}

const sameTarget = (a: NewAction | QueuedAction, b: QueuedAction) =>
  a.kind === "card" && b.kind === "card"
    ? a.path.cardId === b.path.cardId
    : a.kind === "reading" && b.kind === "reading" && a.articleId === b.articleId;

let sequence = 0;

export const outbox = {
  /** The learner's queued actions, oldest first. */
  list: (who: string): Promise<QueuedAction[]> => reload(who, false),

  /** Queues an action; one per card (or article): queuing it again changes nothing. */
  async add(action: NewAction): Promise<void> {
    sequence += 1;
    const entry = {
      ...action,
      id: `${Date.now().toString(36)}-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
      queuedAt: Date.now(),
    } as QueuedAction;
    await offlineStorage().update<QueuedAction[]>(listKey(action.who), (list = []) =>
      list.some((queued) => sameTarget(action, queued)) ? list : [...list, entry],
    );
    await reload(action.who);
  },

  async remove(who: string, id: string): Promise<void> {
    await offlineStorage().update<QueuedAction[]>(listKey(who), (list = []) =>
      list.filter((queued) => queued.id !== id),
    );
    await reload(who);
  },

  /** After the store was cleared (log out): forget what was read from it. */
  forgetAll(): void {
    for (const who of [...lists.keys()]) announce(who, EMPTY);
  },

  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },

  /** What was last read for `who` (empty until the first read). */
  snapshot: (who: string): QueuedAction[] => lists.get(who) ?? EMPTY,
};

/** The learner's queued actions, kept current ("visitor" and null have none). */
export function useOutbox(who: string | null): QueuedAction[] {
  const key = who && who !== "visitor" ? who : null;
  useEffect(() => {
    if (key) void outbox.list(key).catch(() => undefined);
  }, [key]);
  return useSyncExternalStore(
    outbox.subscribe,
    () => (key ? outbox.snapshot(key) : EMPTY),
    () => EMPTY,
  );
}

/** The queued completion of one card, if any. */
export function useQueuedCard(who: string | null, cardId: number) {
  return useOutbox(who).find(
    (a): a is Extract<QueuedAction, { kind: "card" }> => a.kind === "card" && a.path.cardId === cardId,
  );
}

export const queuedCards = (list: QueuedAction[]) =>
  list.filter((a): a is Extract<QueuedAction, { kind: "card" }> => a.kind === "card");
