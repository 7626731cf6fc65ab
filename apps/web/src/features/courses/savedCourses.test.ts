import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCopy } from "../../lib/offline/copies";
import { memoryStorage, setOfflineStorageForTests } from "../../lib/offline/storage";
import { learningKeys } from "./api";
import { readSavedCourse, removeSavedCourse, saveCourseForOffline } from "./savedCourses";

const WHO = "learner-1";

/** A course of one module, three cards; the learner has done the first. */
const roadmap = {
  language: "en",
  id: 1,
  title: "Money Basics",
  description: "",
  thumbnail_url: null,
  data: [
    {
      moduleId: 10,
      moduleTitle: "Needs vs wants",
      moduleDescription: null,
      cards: [
        { card_id: 1, title: "One", content_type: "text", status: "completed" },
        { card_id: 2, title: "Two", content_type: "text", status: "incomplete" },
        { card_id: 3, title: "Three", content_type: "text", status: "incomplete" },
      ],
    },
  ],
  total_cards: 3,
  completed_cards: 1,
  progress: 33,
};

interface Call {
  url: string;
  credentials: RequestCredentials | undefined;
}

let calls: Call[] = [];

beforeEach(() => {
  setOfflineStorageForTests(memoryStorage());
  calls = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, credentials: init.credentials });
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
      if (url === "/api/courses/course/1") return json(roadmap);
      const cardId = Number(url.split("/").pop());
      // The server's lock: card 3 is locked for the learner until card 2 is done; anyone may read it.
      if (cardId === 3 && init.credentials !== "omit")
        return json({ error: "conflict", message: "Locked" }, 409);
      return json({
        card_id: cardId,
        title: `Card ${cardId}`,
        image_url: null,
        content_text: null,
        explanation: null,
      });
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("saveCourseForOffline", () => {
  it("saves the roadmap and every card: the learner's own, or the visitor's copy of a locked one", async () => {
    const progress: number[] = [];
    const record = await saveCourseForOffline(WHO, 1, (done, total) => progress.push(done / total));

    expect(record).toMatchObject({ courseId: 1, title: "Money Basics", cards: 3, previews: 1, images: [] });
    expect(await readSavedCourse(WHO, 1)).toEqual(record);
    expect(await readCopy(learningKeys.course(WHO, 1))).toEqual(roadmap);
    for (const cardId of [1, 2, 3]) {
      expect(await readCopy(learningKeys.card(WHO, { courseId: 1, moduleId: 10, cardId }))).toMatchObject({
        card_id: cardId,
      });
    }
    expect(progress.at(-1)).toBe(1);
    // The card the roadmap shows locked is asked for once, as a visitor: no 409 round trip first.
    const cardCalls = calls.filter((c) => c.url.includes("/card/"));
    expect(cardCalls).toEqual([
      { url: "/api/courses/course/1/module/10/card/1", credentials: "include" },
      { url: "/api/courses/course/1/module/10/card/2", credentials: "include" },
      { url: "/api/courses/course/1/module/10/card/3", credentials: "omit" },
    ]);
  });

  it("is removed with its cards, the roadmap staying like any visited page", async () => {
    await saveCourseForOffline(WHO, 1);
    await removeSavedCourse(WHO, 1);
    expect(await readSavedCourse(WHO, 1)).toBeNull();
    expect(await readCopy(learningKeys.card(WHO, { courseId: 1, moduleId: 10, cardId: 2 }))).toBeUndefined();
    expect(await readCopy(learningKeys.course(WHO, 1))).toEqual(roadmap);
  });
});
