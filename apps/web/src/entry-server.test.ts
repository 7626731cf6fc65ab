import { describe, expect, it } from "vitest";
import { pagePattern } from "./entry-server";

describe("pagePattern: which page a path opens, for the server's page cache", () => {
  it("names the route a page path opens, as the route table writes it", () => {
    expect(pagePattern("/")).toBe("/");
    expect(pagePattern("/courses")).toBe("/courses");
    expect(pagePattern("/courses/course/12")).toBe("/courses/course/:courseId");
    expect(pagePattern("/courses/course/1/module/2/card/3")).toBe(
      "/courses/course/:courseId/module/:moduleId/card/:cardId",
    );
    expect(pagePattern("/articles/fd-or-rd")).toBe("/articles/:slug");
    expect(pagePattern("/fin-tools/expensetracker")).toBe("/fin-tools/expensetracker");
    expect(pagePattern("/fin-tools/sip-calculator")).toBe("/fin-tools/sip-calculator");
    expect(pagePattern("/signin")).toBe("/signin");
  });

  it("is null for a path only the not-found page matches", () => {
    for (const path of [
      "/no-such-page",
      "/this/page/does-not-exist",
      "/courses/course/1/extra",
      "/admin/nope",
    ])
      expect(pagePattern(path), path).toBeNull();
  });

  it("matches whatever the case or a trailing slash, so the server checks the address itself", () => {
    expect(pagePattern("/COURSES")).toBe("/courses");
    expect(pagePattern("/courses/")).toBe("/courses");
  });
});
