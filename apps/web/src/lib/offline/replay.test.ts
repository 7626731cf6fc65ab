import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api";
import { type NewAction, outbox, type QueuedAction } from "./outbox";
import { replayOutbox } from "./replay";
import { idbStorage, setOfflineStorageForTests } from "./storage";

const WHO = "learner-1";
const card = (cardId: number, userAnswer?: string): NewAction => ({
  kind: "card",
  who: WHO,
  title: `Card ${cardId}`,
  path: { courseId: 1, moduleId: 10, cardId },
  userAnswer,
});
const cardIds = (list: QueuedAction[]) => list.map((a) => (a.kind === "card" ? a.path.cardId : -a.articleId));

let store = 0;
beforeEach(() => {
  // A fresh IndexedDB database for each test: the real idb-keyval transactions, over fake-indexeddb.
  store += 1;
  setOfflineStorageForTests(idbStorage(`arthshala-offline-test-${store}`));
  outbox.forgetAll();
});

describe("the outbox", () => {
  it("keeps each learner's actions in order, one per card or article", async () => {
    await outbox.add(card(1));
    await outbox.add(card(2, "Needs"));
    await outbox.add({ kind: "reading", who: WHO, title: "UPI frauds", articleId: 7 });
    // Queuing the same card again (a second tap, a reload) changes nothing.
    await outbox.add(card(1));
    await outbox.add(card(2, "Wants"));
    await outbox.add({ ...card(3), who: "learner-2" });

    const list = await outbox.list(WHO);
    expect(cardIds(list)).toEqual([1, 2, -7]);
    expect(list[1]).toMatchObject({ kind: "card", userAnswer: "Needs" });
    expect(new Set(list.map((a) => a.id)).size).toBe(3);
    expect(cardIds(await outbox.list("learner-2"))).toEqual([3]);
  });

  it("loses nothing when several actions are queued at once", async () => {
    await Promise.all([1, 2, 3, 4, 5].map((id) => outbox.add(card(id))));
    expect(cardIds(await outbox.list(WHO)).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it("removes exactly the entry that was sent", async () => {
    await outbox.add(card(1));
    await outbox.add(card(2));
    const [first] = await outbox.list(WHO);
    await outbox.remove(WHO, first!.id);
    expect(cardIds(await outbox.list(WHO))).toEqual([2]);
    expect(cardIds(outbox.snapshot(WHO))).toEqual([2]);
  });
});

describe("replayOutbox", () => {
  it("sends the queue oldest first and empties it", async () => {
    await outbox.add(card(1));
    await outbox.add(card(2, "Needs"));
    const send = vi.fn(async (action: QueuedAction) => ({ sent: action.id }));

    const report = await replayOutbox(WHO, send);

    expect(send.mock.calls.map(([a]) => (a.kind === "card" ? a.path.cardId : 0))).toEqual([1, 2]);
    expect(send.mock.calls[1]![0]).toMatchObject({ userAnswer: "Needs" });
    expect(report).toMatchObject({ who: WHO, remaining: 0, signedOut: false, refused: [] });
    expect(report.saved.map(({ action }) => cardIds([action])[0])).toEqual([1, 2]);
    expect(await outbox.list(WHO)).toEqual([]);
  });

  it("stops at the first action the server could not be reached for, keeping it and what follows", async () => {
    await outbox.add(card(1));
    await outbox.add(card(2));
    await outbox.add(card(3));
    const send = vi.fn(async (action: QueuedAction) => {
      if (action.kind === "card" && action.path.cardId === 2)
        throw new ApiError(0, "network_error", "offline");
      return {};
    });

    const report = await replayOutbox(WHO, send);

    // Card 3 may be locked until card 2 arrives: it is not tried out of order.
    expect(send).toHaveBeenCalledTimes(2);
    expect(report.remaining).toBe(2);
    expect(report.signedOut).toBe(false);
    expect(cardIds(await outbox.list(WHO))).toEqual([2, 3]);
  });

  it.each([
    ["a gateway's 503", new ApiError(503, "http_503", "Service unavailable")],
    ["a rate limit", new ApiError(429, "http_429", "Too many requests")],
    ["a server error", new ApiError(500, "http_500", "Something went wrong")],
    ["a failure that is not the server's answer", new TypeError("Failed to fetch")],
  ])("keeps the action for later after %s", async (_name, error) => {
    await outbox.add(card(1));
    const report = await replayOutbox(WHO, async () => {
      throw error;
    });
    expect(report).toMatchObject({ saved: [], refused: [], remaining: 1 });
    expect(cardIds(await outbox.list(WHO))).toEqual([1]);
  });

  it("keeps everything until the learner signs in again when the session has ended", async () => {
    await outbox.add(card(1));
    await outbox.add(card(2));
    const report = await replayOutbox(WHO, async () => {
      throw new ApiError(401, "unauthorized", "Please sign in.");
    });
    expect(report).toMatchObject({ remaining: 2, signedOut: true });
    expect(await outbox.list(WHO)).toHaveLength(2);
  });

  it("drops what the server refuses, says why, and goes on with the rest", async () => {
    await outbox.add(card(1, "Wants"));
    await outbox.add(card(2));
    const send = vi.fn(async (action: QueuedAction) => {
      if (action.kind === "card" && action.path.cardId === 1) {
        throw new ApiError(409, "conflict", "You have already answered this question.");
      }
      return {};
    });

    const report = await replayOutbox(WHO, send);

    expect(report.refused).toEqual([
      {
        action: expect.objectContaining({ title: "Card 1" }),
        message: "You have already answered this question.",
      },
    ]);
    expect(report.saved).toHaveLength(1);
    expect(report.remaining).toBe(0);
    expect(await outbox.list(WHO)).toEqual([]);
  });

  it("runs once at a time: a second call while one runs shares it, so nothing is sent twice from here", async () => {
    await outbox.add(card(1));
    await outbox.add(card(2));
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const send = vi.fn(async () => {
      await gate;
      return {};
    });

    const first = replayOutbox(WHO, send);
    const second = replayOutbox(WHO, send);
    release();

    expect(await second).toBe(await first);
    expect(send).toHaveBeenCalledTimes(2);
    // Once finished, a new call starts afresh and finds nothing left to send.
    const third = await replayOutbox(WHO, send);
    expect(third.saved).toEqual([]);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it("sends only the learner's own queue", async () => {
    await outbox.add(card(1));
    await outbox.add({ ...card(2), who: "learner-2" });
    const send = vi.fn(async () => ({}));
    await replayOutbox(WHO, send);
    expect(send).toHaveBeenCalledTimes(1);
    expect(cardIds(await outbox.list("learner-2"))).toEqual([2]);
  });
});
