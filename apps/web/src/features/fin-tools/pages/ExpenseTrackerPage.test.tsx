import { MONTH_NAMES as MONTHS } from "@arthshala/contracts/tracker-rules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver } from "../../../test/intersectionObserver";
import { heldAnswer, jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { currentMonth, previousMonth } from "../months";
import {
  autoTrackingOff,
  budget,
  categories,
  type Handler,
  threeMonths,
  trackerStubs,
  transaction,
} from "../test/fixtures";

const PATH = "/fin-tools/expensetracker";
const now = currentMonth();
const stubs = (over: Record<string, Handler> = {}) => trackerStubs(jsonResponse, learner, over);

// The charts are drawn when scrolled near: here every observed element counts as in view.
beforeEach(() => {
  stubIntersectionObserver({ always: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe("the expense tracker page", () => {
  it("holds its layout with a skeleton until the categories load, then shows the month", async () => {
    const categoriesAnswer = heldAnswer();
    mockApi(
      stubs({
        "T fetchcategories": categoriesAnswer.handler,
        "T fetchexpenses": () =>
          jsonResponse({
            data: threeMonths({ income: 15000, expense: 2700, investment: 1000 }, { income: 12000 }),
          }),
      }),
    );
    renderApp(PATH);
    expect(await screen.findByText("Loading your tracker")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Money in and out" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add transaction" })).toBeNull();
    await categoriesAnswer.give(jsonResponse(categories()));
    // The whole tracker renders at once here, the first time in this file: a loaded CI run took over 4 s.
    expect(await screen.findByRole("button", { name: "Add transaction" })).toBeTruthy();
    expect((await screen.findByTestId("summary-income")).textContent).toBe("₹15,000");
    expect(screen.getByTestId("summary-balance").textContent).toBe("₹11,300");
    expect(screen.getByText(`up 25% from ${previousMonth(now).month}`)).toBeTruthy();
  });

  it("shows each panel's empty state", async () => {
    mockApi(stubs());
    renderApp(PATH);
    expect(await screen.findByText("No expense data for this month")).toBeTruthy();
    expect(screen.getByText("No budgets found")).toBeTruthy();
    expect(screen.getByText("No transactions in this month")).toBeTruthy();
  });

  it("says a budget gone over once, in the page, never as a dialog, and shows every category budget as a bar", async () => {
    let warned = false;
    const calls = mockApi(
      stubs({
        "T fetchcategorybudgets": () =>
          jsonResponse({
            data: [budget("Entertainment", 1000, 1200), budget("Rent", 5000, 4100), budget("Travel", 0, 50)],
          }),
        "T fetchmonthlybudget": () => jsonResponse({ data: [budget("Monthly", 8000, 5300)] }),
        // The server answers a crossing once, then marks it warned.
        "T budgets/warnings": () => {
          const data = warned ? [] : [budget("Entertainment", 1000, 1200)];
          warned = true;
          return jsonResponse({ data });
        },
      }),
    );
    renderApp(PATH);
    const warning = await screen.findByRole("status", { name: "You've gone over a budget" });
    expect(warning.textContent).toContain(
      `Entertainment: spent ₹1,200 of ₹1,000 in ${now.month} ${now.year}.`,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    // In place: each category budget with its limit, the one over in words, names never cut.
    const bars = within(
      await screen.findByRole("list", { name: `Category budgets, ${now.month} ${now.year}` }),
    ).getAllByRole("listitem");
    expect(bars.map((li) => li.textContent)).toEqual([
      "Entertainment₹1,200 spent of ₹1,000Limit exceeded by ₹200.00",
      "Rent₹4,100 spent of ₹5,000",
    ]);
    expect(calls.find((c) => c.path.endsWith("/budgets/warnings"))?.body).toEqual({});
    // Review budgets opens Set Budget Goals, for the page's month.
    await userEvent.click(within(warning).getByRole("button", { name: "Review budgets" }));
    const goals = await screen.findByRole("dialog", { name: "Set Budget Goals" });
    expect(within(goals).getByText(`For ${now.month} ${now.year}`)).toBeTruthy();
    expect(screen.queryByRole("status", { name: "You've gone over a budget" })).toBeNull();
  });

  it('says "Failed to fetch category budgets." in place when that call fails', async () => {
    mockApi(
      stubs({
        "T fetchmonthlybudget": () => jsonResponse({ data: [budget("Monthly", 8000, 5300)] }),
        "T fetchcategorybudgets": () => jsonResponse({ error: "Internal Server Error", message: "x" }, 500),
      }),
    );
    renderApp(PATH);
    expect(await screen.findByText("Failed to fetch category budgets.")).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("has one month for the whole page, from its address, and every panel reads that month", async () => {
    const before = previousMonth(now);
    const param = `${before.year}-${String(MONTHS.indexOf(before.month) + 1).padStart(2, "0")}`;
    const calls = mockApi(stubs());
    renderApp(`${PATH}?month=${param}`);
    expect((await screen.findByTestId("page-month")).textContent).toBe(`${before.month} ${before.year}`);
    await screen.findByText("No transactions in this month");
    const asked = (path: string) => calls.filter((c) => c.path.endsWith(path)).map((c) => c.body);
    const month = { month: before.month, year: before.year };
    expect(asked("/fetchexpensesPie")).toContainEqual(month);
    expect(asked("/fetchmonthlybudget")).toContainEqual(month);
    expect(asked("/fetchcategorybudgets")).toContainEqual({ ...month, excludeMonthly: true });
    expect(asked("/fetchexpensesnew")).toContainEqual({ page: 0, limit: 30, ...month });
    expect(asked("/fetchexpenses")).toContainEqual({ monthsRange: 3, ...month });
    // One set of controls for the month, none on the panels.
    expect(screen.queryAllByRole("combobox", { name: /Month/ })).toHaveLength(0);
    await userEvent.click(screen.getByRole("link", { name: `Next month, ${now.month} ${now.year}` }));
    await waitFor(() =>
      expect(screen.getByTestId("page-month").textContent).toBe(`${now.month} ${now.year}`),
    );
    expect(screen.queryByRole("link", { name: "Back to this month" })).toBeNull();
    expect(asked("/fetchexpensesPie")).toContainEqual({ month: now.month, year: now.year });
  });

  it("draws the charts only when scrolled near them, the row's shape in grey until then", async () => {
    const observer = stubIntersectionObserver();
    const calls = mockApi(stubs());
    renderApp(PATH);
    await screen.findByText("No transactions in this month");
    expect(screen.queryByRole("heading", { name: "Expense Categories" })).toBeNull();
    expect(calls.some((c) => c.path.endsWith("/fetchexpensesPie"))).toBe(false);
    observer.trigger(true, (target) => target.textContent?.includes("Expense Categories") ?? false);
    expect(await screen.findByRole("heading", { name: "Expense Categories" })).toBeTruthy();
    expect(await screen.findByText("No expense data for this month")).toBeTruthy();
  });

  it("opens this month for a month it cannot show (a mistyped or far-off address)", async () => {
    mockApi(stubs());
    renderApp(`${PATH}?month=2026-13`);
    await waitFor(() =>
      expect(screen.getByTestId("page-month").textContent).toBe(`${now.month} ${now.year}`),
    );
  });

  it('asks before deleting, says "Deleting..." meanwhile, then refreshes the lists', async () => {
    const lunch = transaction({ title: "Lunch" });
    const deleted = heldAnswer();
    let listed = [lunch];
    const calls = mockApi(
      stubs({
        "T fetchexpensesnew": () => jsonResponse({ data: listed }),
        "T deleteTransaction": deleted.handler,
      }),
    );
    renderApp(PATH);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Lunch" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete transaction?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(within(dialog).getByRole("button", { name: "Deleting..." }).hasAttribute("disabled")).toBe(true);
    expect(calls.find((c) => c.path.endsWith("/deleteTransaction"))?.body).toEqual({
      transactionId: lunch.id,
    });
    listed = [];
    const listCalls = calls.filter((c) => c.path.endsWith("/fetchexpensesnew")).length;
    await deleted.give(jsonResponse({ message: "Transaction deleted." }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Delete transaction?" })).toBeNull());
    expect(await screen.findByText("No transactions in this month")).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith("/fetchexpensesnew")).length).toBeGreaterThan(listCalls);
  });

  it('says "Error deleting transaction." when the delete fails', async () => {
    mockApi(
      stubs({
        "T fetchexpensesnew": () => jsonResponse({ data: [transaction({ title: "Cab" })] }),
        "T deleteTransaction": () => jsonResponse({ error: "Internal Server Error", message: "x" }, 500),
      }),
    );
    renderApp(PATH);
    await userEvent.click(await screen.findByRole("button", { name: "Delete Cab" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete transaction?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Error deleting transaction.");
  });

  it('answers "Add receipts & trips" with the "Coming Soon ..." toast, and the banner with "Coming soon!"', async () => {
    mockApi(stubs());
    renderApp(PATH);
    await userEvent.click(await screen.findByRole("button", { name: "Add receipts & trips" }));
    expect(await screen.findByText("Coming Soon ...")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /Automate Tracking Expenses/ }));
    const dialog = await screen.findByRole("dialog", { name: "Automate Tracking Expenses" });
    expect(within(dialog).getByRole("button", { name: "Coming soon!" })).toBeTruthy();
    expect(within(dialog).getByText(/transaction/, { selector: "strong" })).toBeTruthy();
  });

  it("turns automatic tracking on after consent, shows the address and a row added by mail, and turns it off after a confirmation", async () => {
    const off = { ...autoTrackingOff, available: true };
    const on = {
      ...off,
      enabled: true,
      address: "t-abcdefghijklmnopqrstuvwxyz@in.arthshala.test",
      consentedAt: "2026-11-29T10:00:00.000Z",
      consentVersion: "2026-11-29",
      counts: { ...off.counts, added: 1 },
    };
    // The server's state: what the last POST left.
    let state: typeof off | typeof on = off;
    const calls = mockApi(
      stubs({
        "GET /api/fin-tools/auto-tracking": () => jsonResponse(state),
        "POST /api/fin-tools/auto-tracking/enable": () => {
          state = on;
          return jsonResponse(state);
        },
        "POST /api/fin-tools/auto-tracking/disable": () => {
          state = off;
          return jsonResponse(state);
        },
        "T fetchexpensesnew": () =>
          jsonResponse({ data: [transaction({ title: "Swiggy", source: "email", payee: "Swiggy" })] }),
      }),
    );
    renderApp(PATH);
    expect(await screen.findByText("Added by mail")).toBeTruthy();
    const banner = await screen.findByRole("button", { name: /Automate Tracking Expenses/ });
    expect(within(banner).queryByText("Coming soon")).toBeNull();
    await userEvent.click(banner);
    const dialog = await screen.findByRole("dialog", { name: "Automate Tracking Expenses" });
    const turnOn = await within(dialog).findByRole("button", { name: "Turn on" });
    expect((turnOn as HTMLButtonElement).disabled).toBe(true);
    expect(within(dialog).queryByRole("button", { name: "Coming soon!" })).toBeNull();
    await userEvent.click(within(dialog).getByLabelText("I have read this and I agree"));
    await userEvent.click(turnOn);
    const address = (await within(dialog).findByLabelText("Your forwarding address")) as HTMLInputElement;
    expect(address.value).toBe(on.address);
    expect(calls.find((c) => c.path.endsWith("/enable"))?.body).toEqual({
      consent: true,
      consentVersion: "2026-11-29",
    });
    expect(within(dialog).getByText(/Forward from the Gmail app on your phone/)).toBeTruthy();
    expect(within(dialog).getByText(/Forward from the Outlook app on your phone/)).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(within(dialog).getByText("Turn off automatic tracking?")).toBeTruthy();
    expect(calls.some((c) => c.path.endsWith("/disable"))).toBe(false);
    await userEvent.click(within(dialog).getByRole("button", { name: "Turn off" }));
    expect(await within(dialog).findByRole("button", { name: "Turn on" })).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith("/disable"))).toHaveLength(1);
  });
});
