import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { adminModule, course } from "../../admin/test/fixtures";

const facilitator = { ...learner, name: "Farhan", roles: ["Facilitator"] };
const school = { id: 5, name: "Sunrise Public School" };
const ours = course({ id: 3, title: "Budgets for class 11", organisation: school, total_cards: 2 });
const published = course({
  id: 4,
  title: "Open to all",
  organisation: school,
  published_to_all_at: "2026-11-02T05:00:00.000Z",
});

describe("an organisation's course list", () => {
  it("lists its courses with who sees them, and links into authoring and the learner's preview", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(facilitator),
      "GET /api/organisations/5/courses": () => jsonResponse([ours, published]),
    });
    renderApp("/teach/organisations/5/courses");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Your organisation's courses" }),
    ).toBeTruthy();
    expect(await screen.findByText(/Courses you write for Sunrise Public School's learners/)).toBeTruthy();
    const [first, second] = screen.getAllByRole("article");
    expect(within(first!).getByText("Your learners only")).toBeTruthy();
    expect(within(first!).getByText("4 modules · 2 cards · 26 min")).toBeTruthy();
    expect(within(second!).getByText("Published to everyone")).toBeTruthy();
    const href = (name: string) => within(first!).getByRole("link", { name }).getAttribute("href");
    expect(href("Modules and cards")).toBe("/teach/organisations/5/courses/3/modules");
    expect(href("Edit")).toBe("/teach/organisations/5/courses/3/edit");
    expect(href("Preview")).toBe("/courses/course/3");
    expect(screen.getByRole("link", { name: "Add a course" }).getAttribute("href")).toBe(
      "/teach/organisations/5/courses/add",
    );
  });

  it("deletes a course only after asking, through the organisation's own route", async () => {
    let live = [ours];
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(facilitator),
      "GET /api/organisations/5/courses": () => jsonResponse(live),
      "DELETE /api/organisations/5/courses/3": () => {
        live = [];
        return jsonResponse({ id: 3, message: "Course deleted." });
      },
    });
    const user = userEvent.setup();
    renderApp("/teach/organisations/5/courses");
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this course?" });
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText(/No courses yet/)).toBeTruthy();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.path)).toEqual([
      "/api/organisations/5/courses/3",
    ]);
  });

  it("tells someone who does not run the organisation that the page is not theirs", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(facilitator),
      "GET /api/organisations/6/courses": () =>
        jsonResponse({ error: "not_found", message: "Not found." }, 404),
    });
    renderApp("/teach/organisations/6/courses");
    expect(await screen.findByText(/are for the people who run it/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Add a course" })).toBeNull();
  });
});

describe("the admin's authoring pages in an organisation's scope", () => {
  it("read and link through the organisation's routes, with no Hindi tab", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(facilitator),
      "GET /api/organisations/5/courses/3": () => jsonResponse(ours),
      "GET /api/organisations/5/modules/course/3": () =>
        jsonResponse([adminModule({ id: 11, course_id: 3 })]),
    });
    renderApp("/teach/organisations/5/courses/3/modules");
    expect(await screen.findByRole("heading", { level: 1, name: "Modules" })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(1));
    expect(screen.getByRole("link", { name: "View Cards" }).getAttribute("href")).toBe(
      "/teach/organisations/5/modules/11/cards",
    );
    expect(screen.getByRole("link", { name: "Add Module" }).getAttribute("href")).toBe(
      "/teach/organisations/5/courses/3/modules/add",
    );
    const crumbs = screen.getByRole("navigation", { name: "Breadcrumb" });
    expect(within(crumbs).getByRole("link", { name: "Courses" }).getAttribute("href")).toBe(
      "/teach/organisations/5/courses",
    );
    expect(calls.every((c) => !c.path.startsWith("/api/modules") && !c.path.startsWith("/api/courses"))).toBe(
      true,
    );
  });

  it("adds a course to the organisation and goes back to its list", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(facilitator),
      "POST /api/organisations/5/courses/add": () => jsonResponse(ours, 201),
      "GET /api/organisations/5/courses": () => jsonResponse([ours]),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/teach/organisations/5/courses/add");
    expect(await screen.findByRole("heading", { level: 1, name: "Add New Course" })).toBeTruthy();
    expect(screen.queryByRole("tab", { name: /Hindi/ })).toBeNull();
    await user.type(screen.getByLabelText(/Title/), "Budgets for class 11");
    await user.type(screen.getByLabelText(/Description/), "Plan first.");
    await user.type(screen.getByLabelText(/Number of modules/), "1");
    await user.type(screen.getByLabelText(/Duration/), "20");
    await user.click(screen.getByRole("button", { name: "Add Course" }));
    await user.click(await screen.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/teach/organisations/5/courses"));
    expect(calls.some((c) => c.method === "POST" && c.path === "/api/organisations/5/courses/add")).toBe(
      true,
    );
  });
});
