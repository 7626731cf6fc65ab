import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { admin, jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { NEWSLETTER_POLL_MS } from "../api";
import { newsletter } from "../test/articleFixtures";

const PATH = "/api/admin/newsletters";

async function openPage(stubs: Parameters<typeof mockApi>[0] = {}) {
  const calls = mockApi({
    "GET /api/auth/me": () => jsonResponse(admin),
    [`GET ${PATH}`]: () => jsonResponse([]),
    ...stubs,
  });
  const user = userEvent.setup();
  renderApp("/admin/newsletters");
  expect(await screen.findByRole("heading", { level: 1, name: "Send Newsletter" })).toBeTruthy();
  return { user, calls };
}

/** A newsletter row's delivery counts, as read: "5 sent", "1 failed", "0 pending". */
const counts = (row: HTMLElement) =>
  within(row)
    .getAllByRole("listitem")
    .map((item) => item.textContent);

const send = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole("button", { name: "Send Emails" }));

describe("newsletter form", () => {
  it("requires a title and content and sends nothing without them", async () => {
    const { user, calls } = await openPage();
    await send(user);
    expect(screen.getAllByRole("alert").map((a) => a.textContent)).toEqual([
      "Title is required.",
      "Content is required.",
    ]);
    expect(document.activeElement).toBe(screen.getByLabelText("Title"));
    expect(calls.some((c) => c.method === "POST" && c.path === PATH)).toBe(false);
  });

  it("previews the email as it will arrive: subject and plain text", async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText("Title"), "June tips");
    await user.type(screen.getByLabelText("Content"), "Save **first**.");
    const preview = screen.getByRole("region", { name: "Email preview" });
    expect(within(preview).getByText("June tips")).toBeTruthy();
    // Plain text: the asterisks stay, nothing turns bold.
    expect(within(preview).getByText("Save **first**.")).toBeTruthy();
  });

  it("sends {data:{title, content}}, shows 'Sending...' meanwhile, then the 'Sent!' alert", async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sent = false;
    const { user, calls } = await openPage({
      [`GET ${PATH}`]: () => jsonResponse(sent ? [newsletter({ title: "June tips", sent: 2 })] : []),
      [`POST ${PATH}`]: () => {
        sent = true;
        return jsonResponse({
          message: "Queued for 2 subscriber(s).",
          newsletter: newsletter({ title: "June tips", sent: 0, pending: 2 }),
        });
      },
    });
    // Hold the answer back to see the busy state.
    const answer = vi.mocked(globalThis.fetch).getMockImplementation()!;
    vi.mocked(globalThis.fetch).mockImplementation(async (input, init) => {
      if (init?.method === "POST") await held;
      return answer(input, init);
    });

    await user.type(screen.getByLabelText("Title"), " June tips ");
    await user.type(screen.getByLabelText("Content"), "Save first.");
    await send(user);
    const busy = screen.getByRole("button", { name: "Sending..." }) as HTMLButtonElement;
    expect(busy.disabled).toBe(true);
    release();

    const alert = await screen.findByRole("dialog", { name: "Alert" });
    expect(within(alert).getByText("Sent!")).toBeTruthy();
    expect(calls.find((c) => c.method === "POST" && c.path === PATH)?.body).toEqual({
      data: { title: "June tips", content: "Save first." },
    });
    // The form is empty again, and the list shows the new newsletter.
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("");
    await user.click(within(alert).getByRole("button", { name: "Close" }));
    expect(await screen.findByRole("heading", { level: 3, name: "June tips" })).toBeTruthy();
  });

  it("shows the server's message instead when nobody has subscribed, and keeps the text", async () => {
    const { user } = await openPage({
      [`POST ${PATH}`]: () =>
        jsonResponse({
          message: "There are no confirmed subscribers yet, so nothing was sent.",
          newsletter: null,
        }),
    });
    await user.type(screen.getByLabelText("Title"), "June tips");
    await user.type(screen.getByLabelText("Content"), "Save first.");
    await send(user);
    const alert = await screen.findByRole("dialog", { name: "Alert" });
    expect(
      within(alert).getByText("There are no confirmed subscribers yet, so nothing was sent."),
    ).toBeTruthy();
    expect(within(alert).queryByText("Sent!")).toBeNull();
    expect((screen.getByLabelText("Title") as HTMLInputElement).value).toBe("June tips");
  });

  it("says so when sending fails", async () => {
    const { user } = await openPage({
      [`POST ${PATH}`]: () => jsonResponse({ error: "too_many_requests", message: "Slow down." }, 429),
    });
    await user.type(screen.getByLabelText("Title"), "June tips");
    await user.type(screen.getByLabelText("Content"), "Save first.");
    await send(user);
    expect(await screen.findByText("Failed to send the newsletter. Slow down.")).toBeTruthy();
  });

  it("sends non-admins to /", async () => {
    mockApi({ "GET /api/auth/me": () => jsonResponse(learner) });
    const { router } = renderApp("/admin/newsletters");
    await waitFor(() => expect(router.state.location.pathname).toBe("/"));
  });
});

describe("recent newsletters", () => {
  it("lists sent / failed / pending and explains background sending with retries", async () => {
    await openPage({
      [`GET ${PATH}`]: () =>
        jsonResponse([
          newsletter({ id: 2, title: "July tips", sent: 5, failed: 1, pending: 0 }),
          newsletter({ id: 1, title: "June tips", sent: 3 }),
        ]),
    });
    const july = await screen.findByRole("article", { name: "July tips" });
    expect(counts(july)).toEqual(["5 sent", "1 failed", "0 pending"]);
    expect(screen.getByText(/Emails go out in the background/).textContent).toMatch(/retried automatically/);
  });

  it("counts emails that may have been delivered apart, and points to the delivery problems", async () => {
    await openPage({
      [`GET ${PATH}`]: () =>
        jsonResponse([newsletter({ title: "August tips", sent: 12, failed: 0, pending: 0, uncertain: 3 })]),
    });
    const august = await screen.findByRole("article", { name: "August tips" });
    expect(counts(august)).toEqual(["12 sent", "0 failed", "3 may have been delivered", "0 pending"]);
    const link = screen.getByRole("link", { name: "Delivery problems" });
    expect(link.getAttribute("href")).toBe("/admin/outbox");
    expect(screen.getByText(/Emails go out in the background/).textContent).toMatch(
      /never sent twice by itself/,
    );
  });

  it("asks again every 2 s while any email is pending, and stops when none is", async () => {
    let asked = 0;
    const { calls } = await openPage({
      [`GET ${PATH}`]: () => {
        asked += 1;
        return jsonResponse([newsletter({ sent: asked, pending: Math.max(0, 2 - asked) })]);
      },
    });
    const row = await screen.findByRole("article", { name: "June money tips" });
    expect(counts(row)).toEqual(["1 sent", "0 failed", "1 pending"]);
    await waitFor(() => expect(counts(row)).toEqual(["2 sent", "0 failed", "0 pending"]));
    // Nothing pending any more: no further polling.
    await new Promise((resolve) => setTimeout(resolve, NEWSLETTER_POLL_MS + 300));
    expect(calls.filter((c) => c.method === "GET" && c.path === PATH)).toHaveLength(2);
  });

  it("says when there are none yet", async () => {
    await openPage();
    expect(await screen.findByText("No newsletters sent yet.")).toBeTruthy();
  });
});
