import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { homeData } from "../home/test/fixtures";
import { notificationKeys } from "../notifications/keys";
import { homeKeys } from "../progress/keys";
import { refreshAfterCompletion } from "./api";
import { updated, viewerCard } from "./test/fixtures";

describe("after a card is completed", () => {
  it("marks the learner's home data, FinScore history, leaderboards and the bell's probe out of date", () => {
    const client = new QueryClient();
    const keys = [
      homeKeys.data("user-1"),
      homeKeys.finScoreLog("user-1"),
      homeKeys.leaderboard("user-1", "all"),
      notificationKeys.unseen("user-1"),
    ];
    for (const key of keys) client.setQueryData(key, key === keys[0] ? homeData() : true);
    client.setQueryData(homeKeys.data("user-2"), homeData());

    const card = viewerCard();
    refreshAfterCompletion(client, "user-1", { courseId: 1, moduleId: 1, cardId: 10 }, updated(card));

    for (const key of keys) expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    // Another learner's cache is not touched.
    expect(client.getQueryState(homeKeys.data("user-2"))?.isInvalidated).toBe(false);
  });
});
