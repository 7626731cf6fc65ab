import { beforeEach, describe, expect, it, vi } from "vitest";
import { PATIENCE_MS } from "../../test/patience";
import { ApiError } from "../api";
import { deleteCopies, isNotSaved, readCopy, readThrough, saveCopy } from "./copies";
import { memoryStorage, setOfflineStorageForTests } from "./storage";

const unreachable = () => new ApiError(0, "network_error", "Could not reach the server.");

beforeEach(() => {
  setOfflineStorageForTests(memoryStorage());
});

describe("readThrough", () => {
  it("answers from the server and keeps the answer for later", async () => {
    const data = await readThrough(["learning", "me", "course", 1], async () => ({ title: "Money Basics" }));
    expect(data).toEqual({ title: "Money Basics" });
    await vi.waitFor(
      async () => expect(await readCopy(["learning", "me", "course", 1])).toEqual({ title: "Money Basics" }),
      { timeout: PATIENCE_MS },
    );
  });

  it("answers from the device when the server cannot be reached", async () => {
    await saveCopy(["articles", "one", 7], { title: "UPI frauds" });
    for (const status of [0, 502, 503, 504]) {
      const data = await readThrough(["articles", "one", 7], async () => {
        throw new ApiError(status, "gone", "unreachable");
      });
      expect(data).toEqual({ title: "UPI frauds" });
    }
  });

  it("says the page is not saved when there is no copy", async () => {
    const failure = readThrough(["articles", "one", 8], () => Promise.reject(unreachable()), "Not here.");
    await expect(failure).rejects.toSatisfy((error) => isNotSaved(error) && error.message === "Not here.");
  });

  it("passes the server's own verdict through, even with a copy on the device", async () => {
    await saveCopy(["articles", "one", 9], { title: "Deleted since" });
    const failure = readThrough(["articles", "one", 9], () =>
      Promise.reject(new ApiError(404, "not_found", "No such article.")),
    );
    await expect(failure).rejects.toMatchObject({ status: 404 });
  });
});

describe("deleteCopies", () => {
  it("deletes the copies under a key prefix, and only those", async () => {
    await saveCopy(["learning", "me", "card", 1], { all: true });
    await saveCopy(["learning", "me", "card", 1, 10, 100], { card: 100 });
    await saveCopy(["learning", "me", "card", 12, 10, 101], { card: 101 });
    await saveCopy(["learning", "me", "course", 1], { roadmap: true });
    await deleteCopies(["learning", "me", "card", 1]);
    expect(await readCopy(["learning", "me", "card", 1])).toBeUndefined();
    expect(await readCopy(["learning", "me", "card", 1, 10, 100])).toBeUndefined();
    // Course 12 starts with "1" too, but is another course.
    expect(await readCopy(["learning", "me", "card", 12, 10, 101])).toEqual({ card: 101 });
    expect(await readCopy(["learning", "me", "course", 1])).toEqual({ roadmap: true });
  });
});
