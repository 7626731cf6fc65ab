import { INFINITE_SCROLL_LOCK_MS } from "@arthshala/contracts/tracker-rules";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { trackerStubs, transaction } from "../test/fixtures";

/** happy-dom lays nothing out: give the scroll box a size and a scroll position the test moves. */
function fakeScrollBox() {
  const box = { scrollHeight: 2000, clientHeight: 400, scrollTop: 0 };
  const isBox = (el: Element) => el.getAttribute("data-testid") === "all-transactions-scroll";
  for (const key of ["scrollHeight", "clientHeight", "scrollTop"] as const) {
    let proto: object | null = HTMLElement.prototype;
    while (proto && !Object.getOwnPropertyDescriptor(proto, key)) proto = Object.getPrototypeOf(proto);
    const real = Object.getOwnPropertyDescriptor(proto ?? Element.prototype, key);
    vi.spyOn(proto as HTMLElement, key, "get").mockImplementation(function (this: Element) {
      return isBox(this) ? box[key] : (real?.get?.call(this) ?? 0);
    });
  }
  return box;
}

function pagesOf(pages: Record<number, number>) {
  const asked: Array<{ page: number; at: number }> = [];
  const handler = (call: { body: unknown }) => {
    const body = call.body as { page: number; month?: string };
    if (body.month) return jsonResponse({ data: [] }); // Recent Transactions' own call
    asked.push({ page: body.page, at: Date.now() });
    const count = pages[body.page] ?? 0;
    return jsonResponse({
      data: Array.from({ length: count }, (_, i) => transaction({ title: `Txn ${body.page}-${i}` })),
    });
  };
  return { asked, handler };
}

async function openAll() {
  renderApp("/fin-tools/expensetracker");
  await userEvent.click(await screen.findByRole("button", { name: "All transactions" }));
  return screen.findByRole("dialog", { name: "All Transactions" });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("All Transactions", () => {
  it("loads 30 a page from page 0 near the bottom, waits out the 500 ms lock, and ends on an empty page", async () => {
    // The lock is measured with Date.now: the test holds the clock still and moves it by hand, so the
    // lock holds however long a busy machine takes between two scrolls (on the real clock, a CI run
    // took over 500 ms to draw page 1 and the "locked" scroll asked for page 2).
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-28T06:00:00Z") });
    const box = fakeScrollBox();
    const { asked, handler } = pagesOf({ 0: 30, 1: 5 });
    mockApi(trackerStubs(jsonResponse, learner, { "T fetchexpensesnew": handler }));
    const dialog = await openAll();
    const status = within(dialog).getByRole("status");
    await waitFor(() => expect(status.textContent).toBe("Showing 30 transactions. Scroll for more."));
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(30);
    expect(asked.map((a) => a.page)).toEqual([0]);

    // 2000 − 1450 − 400 = 150 px from the bottom: not yet.
    box.scrollTop = 1450;
    fireEvent.scroll(within(dialog).getByTestId("all-transactions-scroll"));
    expect(asked.map((a) => a.page)).toEqual([0]);
    // 50 px from the bottom, once page 0's lock is over: page 1.
    vi.setSystemTime(Date.now() + INFINITE_SCROLL_LOCK_MS);
    box.scrollTop = 1550;
    fireEvent.scroll(within(dialog).getByTestId("all-transactions-scroll"));
    await waitFor(() => expect(status.textContent).toBe("Showing 35 transactions. Scroll for more."));
    expect(asked.map((a) => a.page)).toEqual([0, 1]);
    // Still at the bottom, but locked: nothing more until 500 ms after page 1 was asked for, however
    // long the page takes to look again (its retry timer runs on the real clock).
    fireEvent.scroll(within(dialog).getByTestId("all-transactions-scroll"));
    expect(asked.map((a) => a.page)).toEqual([0, 1]);
    await new Promise((resolve) => setTimeout(resolve, INFINITE_SCROLL_LOCK_MS + 100));
    expect(asked.map((a) => a.page)).toEqual([0, 1]);
    vi.setSystemTime(Date.now() + INFINITE_SCROLL_LOCK_MS);
    await waitFor(() => expect(status.textContent).toBe("All 35 transactions shown."));
    expect(asked.map((a) => a.page)).toEqual([0, 1, 2]);
    const [, one, two] = asked;
    expect((two?.at ?? 0) - (one?.at ?? 0)).toBe(INFINITE_SCROLL_LOCK_MS);

    // The empty page ended the list: no more asking, however far it scrolls.
    vi.setSystemTime(Date.now() + INFINITE_SCROLL_LOCK_MS + 50);
    fireEvent.scroll(within(dialog).getByTestId("all-transactions-scroll"));
    expect(asked.map((a) => a.page)).toEqual([0, 1, 2]);
    expect(within(dialog).getAllByRole("listitem")).toHaveLength(35);
  });

  it('says "No records found" when there are no transactions at all', async () => {
    const { handler } = pagesOf({});
    const calls = mockApi(trackerStubs(jsonResponse, learner, { "T fetchexpensesnew": handler }));
    const dialog = await openAll();
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).toBe("No records found"));
    expect(
      calls.filter((c) => c.path.endsWith("/fetchexpensesnew") && !(c.body as { month?: string }).month),
    ).toEqual([expect.objectContaining({ body: { page: 0, limit: 30 } })]);
  });
});
