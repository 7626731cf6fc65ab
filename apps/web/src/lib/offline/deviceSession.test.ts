import { beforeEach, describe, expect, it } from "vitest";
import { readCopy, saveCopy } from "./copies";
import { clearOfflineData, recallUser, rememberUser } from "./deviceSession";
import { outbox } from "./outbox";
import { memoryStorage, setOfflineStorageForTests } from "./storage";

const card = (who: string, cardId: number) => ({
  kind: "card" as const,
  who,
  title: `Card ${cardId}`,
  path: { courseId: 1, moduleId: 10, cardId },
});

beforeEach(() => {
  setOfflineStorageForTests(memoryStorage());
});

describe("the device's learner", () => {
  it("is remembered until forgotten", async () => {
    await rememberUser({ sub: "learner-1", name: "Meera" });
    expect(await recallUser()).toEqual({ sub: "learner-1", name: "Meera" });
    await rememberUser(null);
    expect(await recallUser()).toBeNull();
  });
});

describe("clearOfflineData", () => {
  it("forgets the learner's copies and profile, but keeps another learner's undelivered work", async () => {
    await rememberUser({ sub: "learner-1" });
    await saveCopy(["learning", "learner-1", "course", 1], { title: "Money Basics" });
    // learner-1 delivered everything before logging out; learner-2's session ended with work queued.
    await outbox.add(card("learner-1", 1));
    await outbox.remove("learner-1", (await outbox.list("learner-1"))[0]!.id);
    await outbox.add(card("learner-2", 2));

    await clearOfflineData();

    expect(await recallUser()).toBeNull();
    expect(await readCopy(["learning", "learner-1", "course", 1])).toBeUndefined();
    expect(await outbox.list("learner-1")).toEqual([]);
    expect((await outbox.list("learner-2")).map((a) => a.kind === "card" && a.path.cardId)).toEqual([2]);
  });
});
