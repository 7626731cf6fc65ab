import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, jsonResponse, learner, mockApi, signedOut } from "../../test/mockApi";
import { renderApp } from "../../test/renderApp";

const tabBar = () => screen.queryByRole("navigation", { name: "Sections" });

describe("tab bar", () => {
  it("gives a learner Home, Courses, Articles, FinTools and More, with the current section marked", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const { router } = renderApp("/courses/course/1");
    const bar = await screen.findByRole("navigation", { name: "Sections" });
    const links = within(bar).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Home", "/home"],
      ["Courses", "/courses"],
      ["Articles", "/articles"],
      ["FinTools", "/fin-tools"],
    ]);
    // A course's roadmap is inside Courses; only that tab is current.
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, "page", null, null]);

    await act(() => router.navigate("/fin-tools/sip-calculator"));
    expect(within(bar).getByRole("link", { name: "FinTools" }).getAttribute("aria-current")).toBe("page");
    expect(within(bar).getByRole("link", { name: "Courses" }).getAttribute("aria-current")).toBeNull();
  });

  it("opens the menu from More, with the rest of a learner's places and log-out", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const { router } = renderApp("/help");
    const user = userEvent.setup();
    const more = within(await screen.findByRole("navigation", { name: "Sections" })).getByRole("button", {
      name: "More",
    });
    expect(more.getAttribute("aria-expanded")).toBe("false");

    await user.click(more);
    const menu = screen.getByRole("dialog", { name: "Menu" });
    expect(more.getAttribute("aria-expanded")).toBe("true");
    for (const name of ["Notifications", "Your account", "Schemes for you", "Help & Support"]) {
      expect(within(menu).getByRole("link", { name })).toBeTruthy();
    }
    expect(within(menu).getByRole("link", { name: "Help & Support" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(within(menu).getByRole("button", { name: "Log out" })).toBeTruthy();

    // Escape gives focus back to More.
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(document.activeElement).toBe(more);

    await user.click(more);
    await user.click(
      within(screen.getByRole("dialog", { name: "Menu" })).getByRole("link", { name: "Your account" }),
    );
    expect(screen.queryByRole("dialog", { name: "Menu" })).toBeNull();
    expect(router.state.location.pathname).toBe("/account");
  });

  it("is not there for visitors", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    renderApp("/courses");
    await screen.findByRole("navigation", { name: "Main" });
    expect(tabBar()).toBeNull();
  });

  it("leaves a lesson to itself (no tab bar, no footer, no site header), and comes back after it", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const { router } = renderApp("/courses/course/1/module/2/card/3");
    await screen.findByRole("link", { name: /^Close lesson/ });
    expect(tabBar()).toBeNull();
    expect(screen.queryByRole("contentinfo")).toBeNull();
    expect(screen.queryByRole("navigation", { name: "Main" })).toBeNull();

    await act(() => router.navigate("/courses/course/1"));
    await waitFor(() => expect(tabBar()).not.toBeNull());
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
  });

  it("is not on admin pages, and is on an admin's learner pages", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(admin) });
    const { router } = renderApp("/admin");
    await screen.findByRole("navigation", { name: "Main" });
    expect(tabBar()).toBeNull();

    await act(() => router.navigate("/help"));
    await waitFor(() => expect(tabBar()).not.toBeNull());
  });
});
