import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { jsonResponse, learner, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { localProgressKey } from "../localProgress";
import { courseDetail } from "../test/fixtures";

const LOCKED = "Card Locked: Please complete the previous card to unlock this one.";

function node(name: string) {
  return screen.getByText(name).closest("[data-state]") as HTMLElement;
}

afterEach(() => {
  localStorage.clear();
  toast.remove(); // react-hot-toast keeps its toasts in module state across tests
});

describe("course roadmap", () => {
  it("locks a card until the previous card of its module is completed, and says so when clicked", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/courses/course/1": () => jsonResponse(courseDetail([10])),
    });
    const user = userEvent.setup();
    renderApp("/courses/course/1");
    expect(await screen.findByRole("heading", { level: 1, name: "Money Basics" })).toBeTruthy();
    expect(calls.find((c) => c.path === "/api/courses/course/1")?.method).toBe("POST");

    expect(node("Where does it go?").dataset.state).toBe("completed");
    expect(node("Needs and wants").dataset.state).toBe("current");
    expect(node("Need or want?").dataset.state).toBe("locked");
    // The first card of every module is open; the next one waits for it.
    expect(node("The 50/30/20 idea").dataset.state).toBe("unlocked");
    expect(node("Your first budget").dataset.state).toBe("locked");
    expect(screen.getByTestId("course-progress").textContent).toBe("20%");

    await user.click(node("Need or want?"));
    expect(await screen.findByText(LOCKED)).toBeTruthy();

    expect(node("Needs and wants").getAttribute("href")).toBe("/courses/course/1/module/1/card/11");
    expect(screen.getByRole("link", { name: "Back to courses" }).getAttribute("href")).toBe("/courses");
  });

  it("says what comes next and why a card is locked in Hindi too", async () => {
    await i18n.changeLanguage("hi");
    await i18n.loadNamespaces("courses");
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/courses/course/1": () => jsonResponse(courseDetail([10])),
    });
    renderApp("/courses/course/1");
    await screen.findByRole("heading", { level: 1, name: "Money Basics" });
    expect(node("Needs and wants").textContent).toContain("· अगला");
    expect(screen.queryByText(/Up next/)).toBeNull();
    expect(screen.getAllByText(/^\d+\/\d+ पूरे$/).length).toBeGreaterThan(0);
    await userEvent.setup().click(node("Need or want?"));
    expect(await screen.findByText("कार्ड लॉक है: इसे खोलने के लिए पहले पिछला कार्ड पूरा करें।")).toBeTruthy();
  });

  it("opens an unlocked card", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/courses/course/1": () => jsonResponse(courseDetail([10])),
      "POST /api/courses/course/1/module/1/card/11": () => jsonResponse({ error: "x", message: "x" }, 500),
    });
    const { router } = renderApp("/courses/course/1");
    await screen.findByRole("heading", { level: 1, name: "Money Basics" });
    await userEvent.setup().click(node("Needs and wants"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/courses/course/1/module/1/card/11"));
  });

  it("takes a visitor's statuses from this browser", async () => {
    localStorage.setItem(localProgressKey(1), JSON.stringify({ completed: [10, 11], answers: {} }));
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/courses/course/1": () => jsonResponse(courseDetail()),
    });
    renderApp("/courses/course/1");
    await screen.findByRole("heading", { level: 1, name: "Money Basics" });
    expect(node("Needs and wants").dataset.state).toBe("completed");
    expect(node("Need or want?").dataset.state).toBe("current");
    expect(screen.getByTestId("course-progress").textContent).toBe("40%");
    expect(screen.getByText(/Sign in to save your progress and earn FinStars\./)).toBeTruthy();
  });

  it('alerts "Failed to load course." and goes back to the courses on Close', async () => {
    mockApi({
      "GET /api/auth/me": signedOut,
      "POST /api/courses/course/1": () => jsonResponse({ error: "Not Found", message: "Nope" }, 404),
      "GET /api/courses/getall": () => jsonResponse([]),
    });
    const { router } = renderApp("/courses/course/1");
    const dialog = await screen.findByRole("dialog", { name: "Alert" });
    expect(within(dialog).getByText("Failed to load course.")).toBeTruthy();
    await userEvent.setup().click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/courses"));
  });
});
