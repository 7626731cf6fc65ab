import type { Recommendation } from "@arthshala/contracts/schemes";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { recommendation } from "../../schemes/test/fixtures";

afterEach(() => {
  toast.remove();
});

const signedIn = { "GET /api/auth/me": () => jsonResponse(learner) };

function serve(recommendations: Recommendation[]) {
  return mockApi({
    ...signedIn,
    "POST /api/home/recommendations": () => jsonResponse({ recommendations }),
  });
}

describe("/policies", () => {
  it("ranks the schemes with badge, names, a 40-character description, rate, reason and as-of date", async () => {
    const calls = serve([
      recommendation(),
      recommendation({
        bank_name: "A bank we do not list",
        bank_key: "yes" as Recommendation["bank_key"],
        scheme_name: "Mystery Saver",
        description: "Short one.",
        short_name: "ppf",
        reason: "Because you finished the course “Money Basics”",
        as_of: "2026-01-01",
      }),
    ]);
    renderApp("/policies");
    const list = await screen.findByRole("list", { name: "Recommended schemes" });
    expect(screen.getByRole("heading", { level: 1, name: "Discover Best Schemes For You" })).toBeTruthy();
    const rows = within(list).getAllByRole("listitem");
    expect(rows).toHaveLength(2);

    const first = within(rows[0]!).getByRole("link");
    expect(first.getAttribute("href")).toBe("/rd");
    expect(first.textContent).toContain("1");
    // "Save a fixed amount every month and earn interest…" is cut at 40 characters.
    expect(within(first).getByText("Save a fixed amount every month and earn…")).toBeTruthy();
    expect(
      within(first).getByText("Because you said you want to save for something within a year"),
    ).toBeTruthy();
    expect(first.textContent).toContain("Rate: 6.8% a year for 1 to 2 years · as of 15 December 2025");
    const sbi = within(first).getByRole("img", { name: "State Bank of India" }) as HTMLImageElement;
    expect(new URL(sbi.src).pathname).toBe("/content/banks/sbi.svg");

    const second = within(rows[1]!).getByRole("link");
    expect(second.getAttribute("href")).toBe("/ppf");
    expect(within(second).getByText("Short one.")).toBeTruthy();
    const other = within(second).getByRole("img", { name: "A bank we do not list" }) as HTMLImageElement;
    expect(new URL(other.src).pathname).toBe("/content/banks/default.svg");

    expect(screen.getByText(/not affiliated with any bank/)).toBeTruthy();
    expect(screen.getByText(/from what you tell us/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Home" }).getAttribute("href")).toBe("/home");
    expect(calls.find((c) => c.path === "/api/home/recommendations")?.body).toEqual({});
  });

  it('toasts "Coming soon !" for a scheme without a page', async () => {
    serve([recommendation({ short_name: null, scheme_name: "Future Saver" })]);
    renderApp("/policies");
    const row = await screen.findByRole("button", { name: /Future Saver/ });
    await userEvent.setup().click(row);
    expect(await screen.findByText("Coming soon !")).toBeTruthy();
  });

  it("recommends from the course in ?courseId=", async () => {
    const calls = serve([recommendation()]);
    renderApp("/policies?courseId=4");
    await screen.findByRole("list", { name: "Recommended schemes" });
    expect(calls.find((c) => c.path === "/api/home/recommendations")?.body).toEqual({ course_id: 4 });
  });

  it("says how to get recommendations when there are none", async () => {
    serve([]);
    renderApp("/policies");
    expect(await screen.findByText("Complete a course to see recommendations!")).toBeTruthy();
  });

  it('toasts "Failed to load recommended schemes." when the call fails', async () => {
    mockApi({
      ...signedIn,
      "POST /api/home/recommendations": () => jsonResponse({ error: "internal", message: "Down" }, 500),
    });
    renderApp("/policies");
    // The toast, and the same words where the list would be, with a way to try again.
    await waitFor(() => expect(screen.getAllByText("Failed to load recommended schemes.")).toHaveLength(2));
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});
