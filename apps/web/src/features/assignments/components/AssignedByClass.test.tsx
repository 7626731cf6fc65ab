import type { MyAssignment, MyAssignments } from "@arthshala/contracts/assignments";
import { screen, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { stubIntersectionObserver } from "../../../test/intersectionObserver";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { courseSummary } from "../../courses/test/fixtures";
import { homeData } from "../../home/test/fixtures";

const item = (overrides: Partial<MyAssignment>): MyAssignment => ({
  id: 1,
  class_id: 7,
  class_name: "Class 9 B",
  course_id: 3,
  course_title: "Money basics",
  module_id: 11,
  module_title: "Saving first",
  due_on: "2026-12-05",
  status: "not_started",
  completed_cards: 0,
  total_cards: 4,
  card_id: 101,
  ...overrides,
});

// Home's region loads when scrolled near: here, at once.
beforeEach(() => {
  stubIntersectionObserver({ always: true });
});

const mine = (assignments: MyAssignment[]): MyAssignments => ({ today: "2026-12-01", assignments });

describe("Assigned by <class> on /home", () => {
  it("lists each class's assignments with their due day, overdue in red and done with a tick, each a link", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/home/getdata": () => jsonResponse(homeData()),
      "GET /api/assignments": () =>
        jsonResponse(
          mine([
            item({ id: 1, due_on: "2026-11-28", completed_cards: 1, status: "in_progress" }),
            item({ id: 2, module_id: null, module_title: null, card_id: null, due_on: "2026-12-02" }),
            item({
              id: 3,
              module_title: "Budgets",
              due_on: "2026-12-05",
              status: "done",
              completed_cards: 4,
            }),
            item({ id: 4, class_id: 8, class_name: "Bank camp", due_on: null }),
          ]),
        ),
    });
    renderApp("/home");
    const first = await screen.findByRole("region", { name: "Assigned by Class 9 B" });
    const rows = within(first).getAllByTestId("assignment-row");
    expect(rows.map((r) => r.getAttribute("href"))).toEqual([
      "/courses/course/3/module/11/card/101",
      "/courses/course/3",
      "/courses/course/3/module/11/card/101",
    ]);
    expect(rows[0]!.textContent).toContain("Saving first");
    expect(rows[0]!.textContent).toContain("Money basics · 1 of 4 cards done");
    const overdue = within(rows[0]!).getByText("Overdue · was due Sat, 28 Nov");
    expect(overdue.className).toContain("text-red-700");
    expect(rows[1]!.textContent).toContain("Whole course");
    expect(rows[1]!.textContent).toContain("Due tomorrow");
    expect(within(rows[2]!).getByText("Done")).toBeTruthy();
    const second = screen.getByRole("region", { name: "Assigned by Bank camp" });
    expect(within(second).getAllByTestId("assignment-row")).toHaveLength(1);
  });

  it("shows nothing for a learner in no class", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/home/getdata": () => jsonResponse(homeData()),
      "GET /api/assignments": () => jsonResponse(mine([])),
    });
    renderApp("/home");
    await screen.findByText("Welcome back,");
    expect(screen.queryByTestId("assigned-by-class")).toBeNull();
  });
});

describe("the Assigned badge on /courses", () => {
  it("marks the assigned course's card with its class and due day, and no other", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "GET /api/courses/getall": () =>
        jsonResponse([
          courseSummary({ id: 3, title: "Money basics" }),
          courseSummary({ id: 4, title: "Investing" }),
        ]),
      "GET /api/assignments": () => jsonResponse(mine([item({ due_on: "2026-12-05" })])),
    });
    renderApp("/courses");
    const grid = await screen.findByRole("region", { name: "All courses" });
    await within(grid).findByTestId("assigned-badge");
    const cards = within(grid).getAllByRole("link");
    const assigned = cards.find((c) => c.textContent?.includes("Money basics"))!;
    expect(within(assigned).getByTestId("assigned-badge").textContent).toBe(
      "Assigned by Class 9 B·Due Sat, 5 Dec",
    );
    const other = cards.find((c) => c.textContent?.includes("Investing"))!;
    expect(within(other).queryByTestId("assigned-badge")).toBeNull();
  });
});
