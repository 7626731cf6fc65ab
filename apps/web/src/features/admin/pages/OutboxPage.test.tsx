import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, jsonResponse, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";

const resetLink = "http://localhost/reset-password?token=abcdefghijklmnopqrstuvwxyz";

const older = {
  id: 1,
  to: "asha@example.com",
  subject: "Welcome to Arthshala",
  text: "Hello Asha!",
  createdAt: "2025-07-21T04:30:00.000Z",
};
const newer = {
  id: 2,
  to: "asha@example.com",
  subject: "Reset your password",
  text: `Open this link to choose a new password: ${resetLink}.\nIt works for 1 hour.`,
  createdAt: "2025-07-22T10:00:00.000Z",
};

describe("mail outbox", () => {
  it("lists mail newest first with clickable links, India time, and pages", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/outbox?limit=20&offset=0": () => jsonResponse({ items: [older, newer], total: 25 }),
      "GET /api/admin/outbox?limit=20&offset=20": () => jsonResponse({ items: [], total: 25 }),
    });
    renderApp("/admin/outbox");

    expect(await screen.findByRole("heading", { level: 1, name: "Mail outbox" })).toBeTruthy();
    const items = await screen.findAllByRole("article");
    expect(items.map((item) => within(item).getByRole("heading").textContent)).toEqual([
      "Reset your password",
      "Welcome to Arthshala",
    ]);
    const first = items[0]!;
    // The link stops before the sentence's full stop.
    expect(within(first).getByRole("link", { name: resetLink }).getAttribute("href")).toBe(resetLink);
    expect(first.querySelector("pre")?.textContent).toBe(newer.text);
    // 10:00 UTC is 3:30 pm in India.
    expect(within(first).getByText(/3:30\s*pm/i)).toBeTruthy();

    expect(screen.getByText("Page 1 of 2")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 of 2")).toBeTruthy();
    expect(calls.some((call) => call.path === "/api/admin/outbox?limit=20&offset=20")).toBe(true);
  });

  it("says so when there is no mail", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/outbox": () => jsonResponse({ items: [], total: 0 }),
    });
    renderApp("/admin/outbox");
    expect(await screen.findByText("No mail in the outbox.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });
});
