import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
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
    await user.click(screen.getByTestId("menu-backdrop"));
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
    expect(screen.getByRole("link", { name: "Notifications" }).getAttribute("href")).toBe("/notifications");
    expect(screen.getByRole("button", { name: "Log out" })).toBeTruthy();
  });

  it("shows admins the Admin Dashboard link", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(admin) });
    renderApp("/about");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Admin Dashboard" }).getAttribute("href")).toBe("/admin");
  });
});
