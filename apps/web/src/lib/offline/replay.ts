/**
 * Sends the outbox to the server, oldest first, and says what happened. The server's usual rules
 * decide what each action earns; completing a card it already has pays nothing, so a replay that
 * repeats one (a lost answer, two tabs) never pays twice.
 */
import { ApiError, errorMessage } from "../api";
import { isUnreachable } from "./network";
import { outbox, type QueuedAction } from "./outbox";

export interface ReplayReport {
  who: string;
  saved: { action: QueuedAction; result: unknown }[];
  /** Refused by the server (locked, deleted, answered differently elsewhere): dropped, and said so. */
  refused: { action: QueuedAction; message: string }[];
  /** Still queued, for the next try. */
  remaining: number;
  /** The session has ended: the rest waits until this learner signs in again. */
  signedOut: boolean;
}

export type SendAction = (action: QueuedAction) => Promise<unknown>;

/** Worth keeping for a later try: no answer from the server itself, or one that says "not now". */
function keepForLater(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true;
  return (
    isUnreachable(error) ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429 ||
    error.status >= 500
  );
}

async function replayOnce(who: string, send: SendAction): Promise<ReplayReport> {
  const report: ReplayReport = { who, saved: [], refused: [], remaining: 0, signedOut: false };
  const list = await outbox.list(who);
  for (const [index, action] of list.entries()) {
    try {
      const result = await send(action);
      await outbox.remove(who, action.id);
      report.saved.push({ action, result });
    } catch (error) {
      if (keepForLater(error)) {
        // In order: a later card may depend on this one (its lock), so stop here.
        report.remaining = list.length - index;
        report.signedOut = error instanceof ApiError && error.status === 401;
        break;
      }
      await outbox.remove(who, action.id);
      report.refused.push({ action, message: errorMessage(error) });
    }
  }
  return report;
}

/** Runs `task` holding a Web Lock, where the browser has them: one holder across all tabs. */
async function withLock<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) return task();
  let result: T | undefined;
  await locks.request(name, async () => {
    result = await task();
  });
  return result as T;
}

const running = new Map<string, Promise<ReplayReport>>();

/**
 * One replay at a time per learner: in this tab by sharing the running one, across tabs by a Web Lock
 * (the second tab then finds the list already sent).
 */
export function replayOutbox(who: string, send: SendAction): Promise<ReplayReport> {
  const existing = running.get(who);
  if (existing) return existing;
  const run = withLock(`arthshala-outbox-${who}`, () => replayOnce(who, send)).finally(() =>
    running.delete(who),
  );
  running.set(who, run);
  return run;
}
