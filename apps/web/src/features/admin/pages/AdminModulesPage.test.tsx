import type { AdminModule } from "@arthshala/contracts/learning";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { admin, jsonResponse, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { adminModule, course } from "../test/fixtures";

const needs = adminModule({ id: 11, title: "Needs vs wants", order_index: 0 });
const budget = adminModule({ id: 12, title: "Budgeting", description: null, order_index: 1, cards_count: 1 });
const fund = adminModule({ id: 13, title: "Emergency fund", order_index: 2 });

const titles = () =>
  screen.queryAllByRole("article").map((a) =>
    within(a)
      .getByRole("heading")
      .textContent?.replace(/^Module \d+: /, ""),
  );

function server(initial: AdminModule[]) {
  let live = initial;
  const calls = mockApi({
    "GET /api/auth/me": () => jsonResponse(admin),
    "GET /api/courses/1": () => jsonResponse(course()),
    "GET /api/modules/course/1": () => jsonResponse(live),
    "POST /api/modules/reorder/1": ({ body }) => {
      const { ids } = body as { ids: number[] };
      live = ids.map((id, i) => ({ ...live.find((m) => m.id === id)!, order_index: i }));
      return jsonResponse(live);
    },
    "DELETE /api/modules/12": () => {
      live = live.filter((m) => m.id !== 12);
      return jsonResponse({ id: 12, message: "Module deleted." });
    },
    "POST /api/modules/12/restore": () => {
      live = [...live, budget].sort((a, b) => a.order_index - b.order_index);
      return jsonResponse(budget);
    },
  });
  return calls;
}

describe("admin module list", () => {
  it("lists modules with description (or the spec's fallback), card count and actions", async () => {
    server([needs, budget]);
    renderApp("/admin/courses/1/modules");
    await waitFor(() => expect(titles()).toEqual(["Needs vs wants", "Budgeting"]));
    expect(screen.getByText("Course:")).toBeTruthy();
    const second = screen.getAllByRole("article")[1]!;
    expect(within(second).getByText("No description provided.")).toBeTruthy();
    expect(within(second).getByText("1 card")).toBeTruthy();
    expect(within(second).getByRole("link", { name: "View Cards" }).getAttribute("href")).toBe(
      "/admin/modules/12/cards",
    );
    expect(within(second).getByRole("link", { name: "Edit Module" }).getAttribute("href")).toBe(
      "/admin/modules/12/edit",
    );
    expect(screen.getByRole("link", { name: "Add Module" }).getAttribute("href")).toBe(
      "/admin/courses/1/modules/add",
    );
  });

  it("offers to create the first module when there are none", async () => {
    server([]);
    renderApp("/admin/courses/1/modules");
    const create = await screen.findByRole("link", { name: "Create Your First Module" });
    expect(create.getAttribute("href")).toBe("/admin/courses/1/modules/add");
  });

  it("says when the course does not exist", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/courses/99": () =>
        jsonResponse({ error: "not_found", message: "This course does not exist." }, 404),
      "GET /api/modules/course/99": () =>
        jsonResponse({ error: "not_found", message: "This course does not exist." }, 404),
    });
    renderApp("/admin/courses/99/modules");
    expect((await screen.findByRole("alert")).textContent).toBe("This course does not exist.");
    expect(screen.queryByRole("link", { name: "Create Your First Module" })).toBeNull();
  });

  it("moves a module up: the list changes at once and the server gets the new id order", async () => {
    const calls = server([needs, budget, fund]);
    const user = userEvent.setup();
    renderApp("/admin/courses/1/modules");
    await waitFor(() => expect(titles()).toEqual(["Needs vs wants", "Budgeting", "Emergency fund"]));

    expect(
      (screen.getByRole("button", { name: "Move up: Needs vs wants" }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(
      (screen.getByRole("button", { name: "Move down: Emergency fund" }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.click(screen.getByRole("button", { name: "Move up: Emergency fund" }));
    expect(titles()).toEqual(["Needs vs wants", "Emergency fund", "Budgeting"]);
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/modules/reorder/1").map((c) => c.body)).toEqual([
        { ids: [11, 13, 12] },
      ]),
    );
    // Focus stays with the moved module, and a screen reader hears where it went.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Move up: Emergency fund" }));
    expect(screen.getByText("Moved Emergency fund to position 2 of 3.")).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Move down: Needs vs wants" }));
    await waitFor(() => expect(titles()).toEqual(["Emergency fund", "Needs vs wants", "Budgeting"]));
    await waitFor(() =>
      expect(calls.filter((c) => c.path === "/api/modules/reorder/1").at(-1)?.body).toEqual({
        ids: [13, 11, 12],
      }),
    );
  });

  it("goes back to the server's order when a reorder fails", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/courses/1": () => jsonResponse(course()),
      "GET /api/modules/course/1": () => jsonResponse([needs, budget]),
      "POST /api/modules/reorder/1": () =>
        jsonResponse({ error: "bad_request", message: "Stale list." }, 400),
    });
    const user = userEvent.setup();
    renderApp("/admin/courses/1/modules");
    await waitFor(() => expect(titles()).toEqual(["Needs vs wants", "Budgeting"]));
    await user.click(screen.getByRole("button", { name: "Move up: Budgeting" }));
    expect(await screen.findByText("Failed to reorder modules. Stale list.")).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(["Needs vs wants", "Budgeting"]));
    expect(calls.filter((c) => c.path === "/api/modules/course/1").length).toBeGreaterThan(1);
  });

  it("deletes a module at once; Undo brings it back", async () => {
    const calls = server([needs, budget, fund]);
    const user = userEvent.setup();
    renderApp("/admin/courses/1/modules");
    await waitFor(() => expect(titles()).toHaveLength(3));
    await user.click(
      within(screen.getAllByRole("article")[1]!).getByRole("button", { name: "Delete Module" }),
    );
    expect(titles()).toEqual(["Needs vs wants", "Emergency fund"]);

    const toast = await screen.findByText("Module deleted.");
    await user.click(within(toast.parentElement!).getByRole("button", { name: "Undo" }));
    await waitFor(() => expect(titles()).toEqual(["Needs vs wants", "Budgeting", "Emergency fund"]));
    expect(calls.filter((c) => c.method === "POST" && c.path === "/api/modules/12/restore")).toHaveLength(1);
  });
});

describe("add-module form", () => {
  it("requires a title, allows no description, checks the order and posts JSON", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/courses/1": () => jsonResponse(course()),
      "POST /api/modules/add/1": () => jsonResponse(adminModule({ id: 20, title: "Saving" }), 201),
      "GET /api/modules/course/1": () => jsonResponse([adminModule({ id: 20, title: "Saving" })]),
    });
    const user = userEvent.setup();
    renderApp("/admin/courses/1/modules/add");
    await user.type(await screen.findByLabelText(/Order/), "-1");
    await user.click(screen.getByRole("button", { name: "Add Module" }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Title is required.",
      "Order must be a whole number, 0 or more.",
    ]);

    await user.type(screen.getByLabelText("Title"), " Saving ");
    await user.clear(screen.getByLabelText(/Order/));
    await user.click(screen.getByRole("button", { name: "Add Module" }));
    expect(await screen.findByText("✅ Module added successfully!")).toBeTruthy();
    // Validated with the server's schema: trimmed, no description, and an empty order is 0.
    expect(calls.find((c) => c.path === "/api/modules/add/1")?.body).toEqual({
      title: "Saving",
      description: null,
      order_index: 0,
    });

    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Modules" })).toBeTruthy();
  });

  it("shows the spec's failure alert", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/courses/1": () => jsonResponse(course()),
      "POST /api/modules/add/1": () => new Response("oops", { status: 500 }),
    });
    const user = userEvent.setup();
    renderApp("/admin/courses/1/modules/add");
    await user.type(await screen.findByLabelText("Title"), "Saving");
    await user.type(screen.getByLabelText(/Order/), "2");
    await user.click(screen.getByRole("button", { name: "Add Module" }));
    expect(await screen.findByText("Failed to add module. Please try again.")).toBeTruthy();
  });
});
