import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { admin, jsonResponse, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

afterEach(() => {
  toast.remove();
});

const feedbackItem = (id: number, name: string, handled = false) => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.in`,
  answers: {
    q1_helpfulness: 5,
    q2_difficulty: "Just right",
    q3_navigation: 4,
    q4_design: "Good",
    q5_confusing: "Yes",
    q5_details: "The budget dialog",
    q6_favFeature: "FinTools",
    q7_returnLikelihood: 3,
    additionalFeedback: "",
  },
  created_at: "2026-11-02T05:30:00.000Z",
  handled,
});

const feedbackPage = (page: number) =>
  jsonResponse({
    items: page === 1 ? [feedbackItem(2, "Kavya"), feedbackItem(1, "Ravi", true)] : [feedbackItem(0, "Old")],
    total: 21,
    averages: { q1_helpfulness: 4.5, q3_navigation: 3.25, q7_returnLikelihood: null },
  });

describe("admin Messages", () => {
  it("shows the rating averages, each feedback's answers, and pages 20 at a time", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/messages/feedback?page=1": () => feedbackPage(1),
      "GET /api/admin/messages/feedback?page=2": () => feedbackPage(2),
    });
    const user = userEvent.setup();
    renderApp("/admin/messages");
    const averages = within(await screen.findByRole("region", { name: "Rating averages" }));
    expect(averages.getByTestId("average-q1_helpfulness").textContent).toBe("4.5 / 5");
    expect(averages.getByTestId("average-q3_navigation").textContent).toBe("3.3 / 5");
    expect(averages.getByTestId("average-q7_returnLikelihood").textContent).toBe("No ratings yet");

    const kavya = within(screen.getByRole("article", { name: "Kavya" }));
    expect(kavya.getByRole("link", { name: "kavya@example.in" }).getAttribute("href")).toBe(
      "mailto:kavya@example.in",
    );
    expect(kavya.getByText("The budget dialog")).toBeTruthy();
    expect(kavya.getByText("5 / 5")).toBeTruthy();
    expect(kavya.queryByText("Anything else you'd like to tell us?")).toBeNull();

    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByRole("article", { name: "Old" })).toBeTruthy();
    expect(screen.getByText("Page 2 of 2")).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/admin/messages/feedback?page=2")).toBe(true);
  });

  it("marks a feedback handled, and puts the mark back when the save fails", async () => {
    let fail = false;
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/messages/feedback?page=1": () => feedbackPage(1),
      "POST /api/admin/messages/feedback/2/handled": (c) =>
        fail
          ? jsonResponse({ error: "internal", message: "Boom" }, 500)
          : jsonResponse({ id: 2, handled: (c.body as { handled: boolean }).handled }),
    });
    const user = userEvent.setup();
    renderApp("/admin/messages");
    const kavya = within(await screen.findByRole("article", { name: "Kavya" }));
    const box = kavya.getByRole("checkbox", { name: "Handled" }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(
      (within(screen.getByRole("article", { name: "Ravi" })).getByRole("checkbox") as HTMLInputElement)
        .checked,
    ).toBe(true);
    await user.click(box);
    await waitFor(() => expect(box.checked).toBe(true));
    expect(calls.find((c) => c.path === "/api/admin/messages/feedback/2/handled")?.body).toEqual({
      handled: true,
    });

    fail = true;
    await waitFor(() => expect(box.disabled).toBe(false));
    await user.click(box);
    expect(await screen.findByText("Failed to save the mark.")).toBeTruthy();
    await waitFor(() => expect(box.checked).toBe(true));
  });

  it("lists contact messages on their tab, with the email to reply to", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/messages/feedback?page=1": () => feedbackPage(1),
      "GET /api/admin/messages/contact?page=1": () =>
        jsonResponse({
          items: [
            {
              id: 5,
              name: "Meera",
              email: "meera@example.in",
              message: "How do I reset my streak?\nThanks!",
              created_at: "2026-11-03T04:30:00.000Z",
              handled: false,
            },
          ],
          total: 1,
        }),
      "POST /api/admin/messages/contact/5/handled": () => jsonResponse({ id: 5, handled: true }),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/admin/messages");
    await user.click(await screen.findByRole("tab", { name: "Contact" }));
    expect(router.state.location.search).toBe("?tab=contact");
    // The tab is in the address: React draws the change of page a moment later.
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: "Contact" }).getAttribute("aria-selected")).toBe("true"),
    );
    const meera = within(await screen.findByRole("article", { name: "Meera" }));
    expect(meera.getByRole("link", { name: "meera@example.in" }).getAttribute("href")).toBe(
      "mailto:meera@example.in",
    );
    expect(meera.getByText(/How do I reset my streak\?/)).toBeTruthy();
    expect(meera.getByText("3 Nov 2026, 10:00 am")).toBeTruthy();
    expect(screen.queryByRole("navigation", { name: "Contact message pages" })).toBeNull();
    await user.click(meera.getByRole("checkbox", { name: "Handled" }));
    await waitFor(() => expect((meera.getByRole("checkbox") as HTMLInputElement).checked).toBe(true));
  });

  it("is reached from the dashboard's Messages tile, beside the enabled Settings tile", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/messages/feedback?page=1": () => feedbackPage(1),
    });
    const user = userEvent.setup();
    const { router } = renderApp("/admin");
    expect((await screen.findByRole("link", { name: /^Settings/ })).getAttribute("href")).toBe(
      "/admin/settings",
    );
    expect(screen.queryByText("Settings (Coming Soon)")).toBeNull();
    await user.click(screen.getByRole("link", { name: /^Messages/ }));
    expect(router.state.location.pathname).toBe("/admin/messages");
  });
});
