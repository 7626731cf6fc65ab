import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
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

afterEach(() => {
  toast.remove();
});

const counts = { pending: 0, retrying: 0, failed: 0, uncertain: 0, sent: 4 };
const noProblems = {
  "GET /api/admin/mail-queue": () => jsonResponse({ items: [], total: 0, counts }),
};
const FAILED_QUERY = "GET /api/admin/mail-queue?status=failed&limit=20";
const RETRYING_QUERY = "GET /api/admin/mail-queue?status=pending&retrying=true&limit=20";
const UNCERTAIN_QUERY = "GET /api/admin/mail-queue?status=uncertain&limit=20";

const failedMail = {
  id: 7,
  kind: "newsletter_confirmation",
  status: "failed",
  to: "meera@example.in",
  subject: "Confirm your Arthshala newsletter subscription",
  attempts: 12,
  lastError: "550 5.1.1 Mailbox does not exist",
  nextAttemptAt: "2025-07-22T09:00:00.000Z",
  createdAt: "2025-07-22T08:00:00.000Z",
};
const uncertainMail = {
  id: 8,
  kind: "newsletter",
  status: "uncertain",
  to: "kabir@example.in",
  subject: "Festival budgeting",
  attempts: 1,
  lastError: "Connection closed unexpectedly",
  nextAttemptAt: "2025-07-22T09:10:00.000Z",
  createdAt: "2025-07-22T08:10:00.000Z",
};
const waitingMail = {
  id: 9,
  kind: "newsletter",
  status: "pending",
  to: "ravi@example.in",
  subject: "Monsoon savings",
  attempts: 2,
  lastError: "connect ECONNREFUSED 127.0.0.1:25",
  nextAttemptAt: "2025-07-22T10:00:00.000Z",
  createdAt: "2025-07-22T08:30:00.000Z",
};

describe("delivery problems", () => {
  it("lists failed mail with its error and a Retry, and mail waiting to retry with its next try", async () => {
    let retried = false;
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/outbox": () => jsonResponse({ items: [], total: 0 }),
      [FAILED_QUERY]: () =>
        jsonResponse({
          items: retried ? [] : [failedMail],
          total: retried ? 0 : 1,
          counts: { pending: 1, retrying: 1, failed: retried ? 0 : 1, uncertain: 0, sent: 3 },
        }),
      [UNCERTAIN_QUERY]: () => jsonResponse({ items: [], total: 0, counts: { ...counts, failed: 1 } }),
      [RETRYING_QUERY]: () =>
        jsonResponse({
          items: [waitingMail],
          total: 1,
          counts: { pending: 1, retrying: 1, failed: 1, uncertain: 0, sent: 3 },
        }),
      "POST /api/admin/mail-queue/7/retry": () => {
        retried = true;
        return jsonResponse({
          message: "Queued again: it will be sent in a moment.",
          item: { ...failedMail, status: "pending", attempts: 0 },
        });
      },
    });
    renderApp("/admin/outbox");
    const section = within(await screen.findByRole("region", { name: "Delivery problems" }));
    const failedCard = await section.findByRole("article", {
      name: "Confirm your Arthshala newsletter subscription",
    });
    expect(within(failedCard).getByText("Newsletter confirmation")).toBeTruthy();
    expect(within(failedCard).getByText("Failed")).toBeTruthy();
    expect(within(failedCard).getByText("meera@example.in")).toBeTruthy();
    expect(within(failedCard).getByText("550 5.1.1 Mailbox does not exist")).toBeTruthy();
    expect(within(failedCard).queryByText("Next try")).toBeNull();

    const waitingCard = section.getByRole("article", { name: "Monsoon savings" });
    expect(within(waitingCard).getByText("Waiting to retry")).toBeTruthy();
    expect(within(waitingCard).getByText("connect ECONNREFUSED 127.0.0.1:25")).toBeTruthy();
    // 10:00 UTC is 3:30 pm in India.
    expect(within(waitingCard).getByText(/3:30\s*pm/i)).toBeTruthy();
    expect(within(waitingCard).queryByRole("button", { name: "Retry" })).toBeNull();
    expect(section.getByTestId("mail-queue-counts").textContent).toBe(
      "1 failed · 0 may have been delivered · 1 waiting to retry · 0 queued · 3 sent",
    );

    await userEvent.setup().click(within(failedCard).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Queued again: it will be sent in a moment.")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/admin/mail-queue/7/retry")).toHaveLength(1);
    await waitFor(() => expect(section.queryByRole("article", { name: failedMail.subject })).toBeNull());
  });

  it("shows mail that may have been delivered apart, says why it was not resent, and retries it on request", async () => {
    let retried = false;
    const problemCounts = () => ({ pending: 0, retrying: 0, failed: 0, uncertain: retried ? 0 : 1, sent: 9 });
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/outbox": () => jsonResponse({ items: [], total: 0 }),
      [FAILED_QUERY]: () => jsonResponse({ items: [], total: 0, counts: problemCounts() }),
      [RETRYING_QUERY]: () => jsonResponse({ items: [], total: 0, counts: problemCounts() }),
      [UNCERTAIN_QUERY]: () =>
        jsonResponse({
          items: retried ? [] : [uncertainMail],
          total: retried ? 0 : 1,
          counts: problemCounts(),
        }),
      "POST /api/admin/mail-queue/8/retry": () => {
        retried = true;
        return jsonResponse({
          message: "Queued again: it will be sent in a moment.",
          item: { ...uncertainMail, status: "pending", attempts: 0 },
        });
      },
    });
    renderApp("/admin/outbox");
    const section = within(await screen.findByRole("region", { name: "Delivery problems" }));
    const card = await section.findByRole("article", { name: "Festival budgeting" });
    expect(within(card).getByText("May have been delivered")).toBeTruthy();
    expect(within(card).getByText("Connection closed unexpectedly")).toBeTruthy();
    expect(
      within(card).getByText(/We cannot tell whether the mail server accepted this mail/).textContent,
    ).toBe(
      "We cannot tell whether the mail server accepted this mail, so it was not sent again by itself. Retry only if kabir@example.in did not get it; otherwise it arrives twice.",
    );
    expect(within(card).queryByText("Next try")).toBeNull();
    expect(section.getByTestId("mail-queue-counts").textContent).toBe(
      "0 failed · 1 may have been delivered · 0 waiting to retry · 0 queued · 9 sent",
    );

    await userEvent.setup().click(within(card).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Queued again: it will be sent in a moment.")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/admin/mail-queue/8/retry")).toHaveLength(1);
    await waitFor(() => expect(section.queryByRole("article", { name: "Festival budgeting" })).toBeNull());
  });

  it("says so when nothing failed, above the kept mail", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/outbox": () => jsonResponse({ items: [newer], total: 1 }),
      ...noProblems,
    });
    renderApp("/admin/outbox");
    const section = within(await screen.findByRole("region", { name: "Delivery problems" }));
    expect(await section.findByText("No delivery problems.")).toBeTruthy();
    await screen.findByRole("heading", { name: newer.subject });
    const headings = within(screen.getByRole("main"))
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(headings).toEqual(["Delivery problems", "Kept mail"]);
  });

  it("shows a failed lookup with a way to try again", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/outbox": () => jsonResponse({ items: [], total: 0 }),
      "GET /api/admin/mail-queue": () => jsonResponse({ error: "x", message: "The database is busy." }, 503),
    });
    renderApp("/admin/outbox");
    const section = within(await screen.findByRole("region", { name: "Delivery problems" }));
    expect((await section.findByRole("alert")).textContent).toBe("The database is busy.");
    expect(section.getByRole("button", { name: "Try again" })).toBeTruthy();
  });
});

describe("mail outbox", () => {
  it("lists mail newest first with clickable links, India time, and pages", async () => {
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/outbox?limit=20&offset=0": () => jsonResponse({ items: [older, newer], total: 25 }),
      "GET /api/admin/outbox?limit=20&offset=20": () => jsonResponse({ items: [], total: 25 }),
      ...noProblems,
    });
    renderApp("/admin/outbox");

    expect(await screen.findByRole("heading", { level: 1, name: "Mail outbox" })).toBeTruthy();
    const kept = within(await screen.findByRole("region", { name: "Kept mail" }));
    const items = await kept.findAllByRole("article");
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
      ...noProblems,
    });
    renderApp("/admin/outbox");
    expect(await screen.findByText("No mail in the outbox.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
  });
});
