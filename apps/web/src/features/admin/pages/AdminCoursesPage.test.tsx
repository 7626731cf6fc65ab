import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { admin, jsonResponse, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { course, formBodies, pngFile, textFields, textFile } from "../test/fixtures";

const basics = course({ id: 1, title: "Money Basics", thumbnail_url: "/content/images/basics.svg" });
const banking = course({ id: 2, title: "Banking and Saving", modules_count: 1, duration: 32 });

const titles = () => screen.queryAllByRole("article").map((a) => within(a).getByRole("heading").textContent);

describe("admin dashboard", () => {
  it("welcomes the admin and links every tile", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(admin) });
    renderApp("/admin");
    expect(await screen.findByText("Welcome, Ravi!")).toBeTruthy();
    const links = {
      "Add New Course": "/admin/courses/add",
      "Add New Article": "/admin/articles/add",
      "View All Courses": "/admin/courses",
      "View All Articles": "/admin/articles",
      "Send Newsletter": "/admin/newsletters",
      "Mail outbox": "/admin/outbox",
      Schemes: "/admin/schemes",
      Messages: "/admin/messages",
      Settings: "/admin/settings",
      "Go to Home": "/home",
    };
    for (const [name, href] of Object.entries(links)) {
      expect(screen.getByRole("link", { name: new RegExp(`^${name}`) }).getAttribute("href")).toBe(href);
    }
    // Settings was "Coming Soon" until Step 8 built it; no tile is disabled now.
    expect(screen.queryByText(/Coming Soon/)).toBeNull();
  });
});

describe("admin course list", () => {
  it("shows each course with its thumbnail or a No Image placeholder, counts and actions", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/courses": () => jsonResponse([basics, banking]),
    });
    renderApp("/admin/courses");
    expect(await screen.findByRole("heading", { level: 1, name: "All Courses" })).toBeTruthy();
    await waitFor(() => expect(titles()).toEqual(["Money Basics", "Banking and Saving"]));

    const [first, second] = screen.getAllByRole("article");
    expect(first!.querySelector("img")?.getAttribute("src")).toBe("/content/images/basics.svg");
    expect(within(first!).getByText("4 modules")).toBeTruthy();
    expect(within(first!).getByText("26 min")).toBeTruthy();
    expect(within(second!).getByText("No Image")).toBeTruthy();
    expect(within(second!).getByText("1 module")).toBeTruthy();
    expect(within(second!).getByRole("link", { name: "View Modules" }).getAttribute("href")).toBe(
      "/admin/courses/2/modules",
    );
    expect(within(second!).getByRole("link", { name: "Edit Course" }).getAttribute("href")).toBe(
      "/admin/courses/2/edit",
    );
    expect(screen.getByRole("link", { name: "Add New Course" }).getAttribute("href")).toBe(
      "/admin/courses/add",
    );
  });

  it("only logs a failed load, then shows the empty text", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/courses": () => jsonResponse({ error: "bad_request", message: "Nope." }, 400),
    });
    renderApp("/admin/courses");
    expect(await screen.findByText("No courses available right now.")).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("deletes at once without asking, and Undo restores the course", async () => {
    // A tiny server: soft delete and restore, as the API does.
    let live = [basics, banking];
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/courses": () => jsonResponse(live),
      "DELETE /api/courses/1": () => {
        live = [banking];
        return jsonResponse({ id: 1, message: "Course deleted." });
      },
      "POST /api/courses/1/restore": () => {
        live = [basics, banking];
        return jsonResponse(basics);
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/courses");
    await waitFor(() => expect(titles()).toEqual(["Money Basics", "Banking and Saving"]));

    const card = screen.getAllByRole("article")[0]!;
    await user.click(within(card).getByRole("button", { name: "Delete Course" }));
    expect(titles()).toEqual(["Banking and Saving"]);
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() =>
      expect(calls.some((c) => c.method === "DELETE" && c.path === "/api/courses/1")).toBe(true),
    );

    const toast = await screen.findByText("Course deleted.");
    await user.click(within(toast.parentElement!).getByRole("button", { name: "Undo" }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === "POST" && c.path === "/api/courses/1/restore")).toBe(true),
    );
    await waitFor(() => expect(titles()).toEqual(["Money Basics", "Banking and Saving"]));
    expect(await screen.findByText("Course restored.")).toBeTruthy();
  });

  it("puts the course back and says so when the delete fails", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/courses": () => jsonResponse([basics, banking]),
      "DELETE /api/courses/1": () =>
        jsonResponse({ error: "not_found", message: "This course does not exist." }, 404),
    });
    const user = userEvent.setup();
    renderApp("/admin/courses");
    await waitFor(() => expect(titles()).toHaveLength(2));
    await user.click(
      within(screen.getAllByRole("article")[0]!).getByRole("button", { name: "Delete Course" }),
    );
    expect(await screen.findByText("Failed to delete course. This course does not exist.")).toBeTruthy();
    expect(titles()).toEqual(["Money Basics", "Banking and Saving"]);
  });
});

describe("an organisation's course on the admin list (issue 40)", () => {
  it("is marked with its organisation, and is published to everyone (and back) only after asking", async () => {
    const school = { id: 5, name: "Sunrise Public School" };
    let ours = course({ id: 3, title: "Budgets for class 11", organisation: school });
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/courses": () => jsonResponse([basics, ours]),
      "PUT /api/courses/3/audience": (call) => {
        const toAll = (call.body as { published_to_all: boolean }).published_to_all;
        ours = { ...ours, published_to_all_at: toAll ? "2026-11-02T05:00:00.000Z" : null };
        return jsonResponse(ours);
      },
    });
    const user = userEvent.setup();
    renderApp("/admin/courses");
    await waitFor(() => expect(titles()).toEqual(["Money Basics", "Budgets for class 11"]));
    const [arthshala, tile] = screen.getAllByRole("article");
    expect(within(arthshala!).queryByRole("button", { name: /Publish/ })).toBeNull();
    expect(within(tile!).getByText("Sunrise Public School")).toBeTruthy();
    expect(within(tile!).getByText("· its members only")).toBeTruthy();

    await user.click(within(tile!).getByRole("button", { name: "Publish to everyone" }));
    const dialog = await screen.findByRole("dialog", { name: "Publish to everyone?" });
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls.some((c) => c.method === "PUT")).toBe(false);

    await user.click(within(tile!).getByRole("button", { name: "Publish to everyone" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Publish to everyone?" })).getByRole("button", {
        name: "Publish to everyone",
      }),
    );
    expect(await screen.findByText("Published to everyone.")).toBeTruthy();
    expect(await within(tile!).findByText("· published to everyone")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({ published_to_all: true });

    await user.click(within(tile!).getByRole("button", { name: "Make organisation-only" }));
    await user.click(
      within(await screen.findByRole("dialog", { name: "Make organisation-only?" })).getByRole("button", {
        name: "Make organisation-only",
      }),
    );
    expect(await within(tile!).findByText("· its members only")).toBeTruthy();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([
      { published_to_all: true },
      { published_to_all: false },
    ]);
  });
});

describe("add-course form", () => {
  async function openForm() {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/courses/add": () => jsonResponse(course({ id: 9, title: "Taxes 101" }), 201),
      "GET /api/courses": () => jsonResponse([course({ id: 9, title: "Taxes 101" })]),
    });
    const user = userEvent.setup({ applyAccept: false });
    renderApp("/admin/courses/add");
    expect(await screen.findByRole("heading", { level: 1, name: "Add New Course" })).toBeTruthy();
    return { user, calls };
  }

  it("requires every field, at least 1 module and 1 minute, and an image thumbnail", async () => {
    const { user, calls } = await openForm();
    await user.click(screen.getByRole("button", { name: "Add Course" }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Title is required.",
      "Number of modules is required.",
      "Duration is required.",
      "Description is required.",
    ]);

    await user.type(screen.getByLabelText("Title"), "Taxes 101");
    await user.type(screen.getByLabelText("Number of modules"), "0");
    await user.type(screen.getByLabelText("Duration (minutes)"), "0");
    await user.type(screen.getByLabelText("Description"), "Income tax, simply.");
    const picker = screen.getByLabelText(/Thumbnail image/) as HTMLInputElement;
    expect(picker.accept).toBe("image/*");
    await user.upload(picker, textFile());
    await user.click(screen.getByRole("button", { name: "Add Course" }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Number of modules must be a whole number, at least 1.",
      "Duration must be a whole number of minutes, at least 1.",
      "The thumbnail must be an image.",
    ]);
    expect(calls.some((c) => c.path === "/api/courses/add")).toBe(false);
  });

  it("clears each error as soon as its field is fixed, before the next submit", async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText("Duration (minutes)"), "25");
    await user.click(screen.getByRole("button", { name: "Add Course" }));
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Title is required.",
      "Number of modules is required.",
      "Description is required.",
    ]);

    await user.type(screen.getByLabelText("Title"), "Taxes 101");
    expect(screen.queryByText("Title is required.")).toBeNull();
    expect(screen.getByLabelText("Title").getAttribute("aria-invalid")).toBeNull();
    await user.type(screen.getByLabelText("Number of modules"), "0");
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Number of modules must be a whole number, at least 1.",
      "Description is required.",
    ]);
    await user.clear(screen.getByLabelText("Number of modules"));
    await user.type(screen.getByLabelText("Number of modules"), "3");
    await user.type(screen.getByLabelText("Description"), "Income tax, simply.");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("sends the course as multipart with its thumbnail, then alerts and goes to the list", async () => {
    const { user } = await openForm();
    await user.type(screen.getByLabelText("Title"), "  Taxes 101 ");
    await user.type(screen.getByLabelText("Number of modules"), "3");
    await user.type(screen.getByLabelText("Duration (minutes)"), "25");
    await user.type(screen.getByLabelText("Description"), "Income tax, simply.");
    await user.upload(screen.getByLabelText(/Thumbnail image/), pngFile());
    await user.click(screen.getByRole("button", { name: "Add Course" }));

    expect(await screen.findByText("✅ Course successfully added!")).toBeTruthy();
    const [body] = formBodies("POST", "/api/courses/add");
    expect(textFields(body!)).toEqual({
      title: "Taxes 101",
      description: "Income tax, simply.",
      modules_count: "3",
      duration: "25",
    });
    expect((body!.get("thumbnail_file") as File).name).toBe("piggy.png");
    await user.click(screen.getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("heading", { level: 1, name: "All Courses" })).toBeTruthy();
  });

  it("shows the spec's failure alert", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "POST /api/courses/add": () =>
        jsonResponse(
          { error: "unsupported_media_type", message: "This file type is not allowed here." },
          415,
        ),
    });
    const user = userEvent.setup();
    renderApp("/admin/courses/add");
    await user.type(await screen.findByLabelText("Title"), "Taxes 101");
    await user.type(screen.getByLabelText("Number of modules"), "3");
    await user.type(screen.getByLabelText("Duration (minutes)"), "25");
    await user.type(screen.getByLabelText("Description"), "Income tax, simply.");
    await user.click(screen.getByRole("button", { name: "Add Course" }));
    expect(await screen.findByText("Failed to add course. This file type is not allowed here.")).toBeTruthy();
  });
});

describe("edit-course form", () => {
  it("starts from the course and can remove its thumbnail", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/courses/1": () => jsonResponse(basics),
      "PUT /api/courses/1": () => jsonResponse({ ...basics, thumbnail_url: null }),
      "GET /api/courses": () => jsonResponse([basics]),
    });
    const user = userEvent.setup();
    renderApp("/admin/courses/1/edit");
    expect(((await screen.findByLabelText("Title")) as HTMLInputElement).value).toBe("Money Basics");
    expect((screen.getByLabelText("Number of modules") as HTMLInputElement).value).toBe("4");
    expect(screen.getByAltText("Current thumbnail")).toBeTruthy();
    await user.click(screen.getByLabelText("Remove the current thumbnail"));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("✅ Course successfully updated!")).toBeTruthy();
    expect(textFields(formBodies("PUT", "/api/courses/1")[0]!)).toMatchObject({
      title: "Money Basics",
      remove_thumbnail: "true",
    });
  });
});
