import { describe, expect, it } from "vitest";
import { isFocusedLessonPath, isLessonPath } from "./lessonRoutes";

describe("isLessonPath", () => {
  it("is true on a card and on every page under a module", () => {
    expect(isLessonPath("/courses/course/3/module/7/card/12")).toBe(true);
    expect(isLessonPath("/courses/course/3/module/7/review")).toBe(true);
    expect(isLessonPath("/courses/course/3/module/7/done")).toBe(true);
    expect(isLessonPath("/courses/course/abc-1/module/m-2/card/c-3/")).toBe(true);
  });

  it("is true on a course's placement check and course test, whose action bar has the bottom", () => {
    expect(isLessonPath("/courses/course/3/placement")).toBe(true);
    expect(isLessonPath("/courses/course/3/test")).toBe(true);
    expect(isLessonPath("/courses/course/3/tests")).toBe(false);
  });

  it("is false on the course list, a roadmap, a module's own address and elsewhere", () => {
    for (const path of [
      "/",
      "/home",
      "/courses",
      "/courses/course/3",
      "/courses/course/3/",
      "/courses/course/3/module/7",
      "/courses/course/3/module/7/",
      "/courses/course//module/7/card/1",
      "/admin/modules/7/cards",
      "/articles/courses/course/3/module/7/card/1",
    ]) {
      expect(isLessonPath(path), path).toBe(false);
    }
  });
});

describe("isFocusedLessonPath (no site header)", () => {
  it("is true on a card and on a module's review round", () => {
    expect(isFocusedLessonPath("/courses/course/3/module/7/card/12")).toBe(true);
    expect(isFocusedLessonPath("/courses/course/3/module/7/card/12/")).toBe(true);
    expect(isFocusedLessonPath("/courses/course/3/module/7/finish")).toBe(true);
  });

  it("is false on the celebration, a roadmap, the review deck and elsewhere", () => {
    for (const path of [
      "/courses/course/3/module/7/done",
      "/courses/course/3",
      "/courses/course/3/module/7/card",
      "/review",
      "/home",
      "/articles/courses/course/3/module/7/card/1",
    ]) {
      expect(isFocusedLessonPath(path), path).toBe(false);
    }
  });
});
