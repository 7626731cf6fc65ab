import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { admin, jsonResponse, learner, mockApi, signedOut } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

describe("mobile menu", () => {
  it("opens from the hamburger and closes with Escape, a backdrop click, or a link", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    const { router } = renderApp("/about");
    const user = userEvent.setup();

    await user.click(await screen.findByRole("button", { name: "Open menu" }));
    expect(screen.getByRole("dialog", { name: "Menu" })).toBeTruthy();
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    await user.click(screen.getByRole("dialog", { name: "Menu" })); // its backdrop
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Open menu" }));
    const menu = screen.getByRole("dialog", { name: "Menu" });
    expect(within(menu).getByRole("button", { name: "Sign up / Login" })).toBeTruthy();
    await user.click(within(menu).getByRole("link", { name: "Articles" }));
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(router.state.location.pathname).toBe("/articles");
  });
});

describe("site header", () => {
  it("shows visitors the landing links and the sign-in button", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    renderApp("/about");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const labels = within(nav)
      .getAllByRole("link")
      .map((link) => link.textContent);
    expect(labels).toEqual(["Courses", "Articles", "About Us"]);
    expect(screen.getAllByRole("button", { name: "Sign up / Login" }).length).toBeGreaterThan(0);
  });

  it("shows learners their links, the bell and log-out, but no admin link", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    renderApp("/courses/course/1");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    const courses = within(nav).getByRole("link", { name: "Courses" });
    expect(courses.getAttribute("aria-current")).toBe("page");
    expect(within(nav).queryByRole("link", { name: "Admin Dashboard" })).toBeNull();
    expect(within(nav).queryByRole("link", { name: "Teach" })).toBeNull();
    expect(screen.getByRole("link", { name: "Notifications" }).getAttribute("href")).toBe("/notifications");
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
  });

  it("shows admins the Admin Dashboard link, and Teach", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(admin) });
    renderApp("/about");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Admin Dashboard" }).getAttribute("href")).toBe("/admin");
    expect(within(nav).getByRole("link", { name: "Teach" }).getAttribute("href")).toBe("/teach");
  });

  it("shows facilitators Teach, and learners no Teach", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse({ ...learner, roles: ["Facilitator"] }) });
    renderApp("/about");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Teach" }).getAttribute("href")).toBe("/teach");
    expect(within(nav).queryByRole("link", { name: "Admin Dashboard" })).toBeNull();
  });
});

describe("notification bell", () => {
  afterEach(() => {
    toast.remove();
  });

  it("shows a dot with an accessible label while the server says something is unseen", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/home/hasunseen": () => jsonResponse(true),
    });
    renderApp("/about");
    const bell = await screen.findByRole("link", { name: "Notifications" });
    await waitFor(() => expect(bell.getAttribute("aria-describedby")).not.toBeNull());
    const dot = document.getElementById(bell.getAttribute("aria-describedby")!);
    expect(dot?.textContent).toBe("You have unseen notifications");
    expect(bell.getAttribute("href")).toBe("/notifications");
  });

  it("has no dot when all is seen, and asks again on every route change", async () => {
    const calls = mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const { router } = renderApp("/about");
    const bell = await screen.findByRole("link", { name: "Notifications" });
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/home/hasunseen")).toHaveLength(1));
    expect(bell.getAttribute("aria-describedby")).toBeNull();
    expect(screen.queryByText("You have unseen notifications")).toBeNull();
    await act(() => router.navigate("/help"));
    await waitFor(() => expect(calls.filter((c) => c.path === "/api/home/hasunseen")).toHaveLength(2));
  });

  it('toasts "Failed to fetch notifications status." when the probe fails', async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/home/hasunseen": () => jsonResponse({ error: "bad", message: "Nope" }, 400),
    });
    renderApp("/about");
    expect(await screen.findByText("Failed to fetch notifications status.")).toBeTruthy();
  });

  it("is not there for visitors, who are never asked about", async () => {
    const calls = mockApi({ "GET /api/auth/me": signedOut });
    renderApp("/about");
    await screen.findByRole("navigation", { name: "Main" });
    expect(screen.queryByRole("link", { name: "Notifications" })).toBeNull();
    expect(calls.some((c) => c.path === "/api/home/hasunseen")).toBe(false);
  });
});
