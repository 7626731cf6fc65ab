import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { heldAnswer, jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { currentMonth, previousMonth } from "../months";
import { budget, categories, type Handler, threeMonths, trackerStubs, transaction } from "../test/fixtures";

const PATH = "/fin-tools/expensetracker";
const now = currentMonth();
const stubs = (over: Record<string, Handler> = {}) => trackerStubs(jsonResponse, learner, over);

afterEach(() => {
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
    expect(screen.getByRole("heading", { name: "Working Capital" })).toBeTruthy();
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

  it("opens Budget Limit Exceeded after the expenses load when a category of this month is over", async () => {
    const calls = mockApi(
      stubs({
        "T fetchcategorybudgets": () =>
          jsonResponse({
            data: [budget("Food", 1000, 1200), budget("Rent", 5000, 5000), budget("Travel", 0, 50)],
          }),
      }),
    );
    renderApp(PATH);
    const dialog = await screen.findByRole("dialog", { name: "Budget Limit Exceeded" });
    const items = within(within(dialog).getByRole("list", { name: "Budgets exceeded" })).getAllByRole(
      "listitem",
    );
    expect(items.map((li) => li.textContent)).toEqual([
      "FoodSpent ₹1,200 of ₹1,000. Limit exceeded by ₹200.00",
    ]);
    const paths = calls.map((c) => c.path);
    expect(paths.indexOf("/api/fin-tools/expensetracker/fetchcategorybudgets")).toBeGreaterThan(
      paths.indexOf("/api/fin-tools/expensetracker/fetchexpenses"),
    );
    expect(calls.find((c) => c.path.endsWith("/fetchcategorybudgets"))?.body).toEqual({
      month: now.month,
      year: now.year,
      excludeMonthly: true,
    });
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog", { name: "Budget Limit Exceeded" })).toBeNull();
  });

  it('warns "Failed to fetch category budgets." when that call fails', async () => {
    mockApi(
      stubs({
        "T fetchcategorybudgets": () => jsonResponse({ error: "Internal Server Error", message: "x" }, 500),
      }),
    );
    renderApp(PATH);
    const dialog = await screen.findByRole("dialog", { name: "Warning" });
    expect(within(dialog).getByText("Failed to fetch category budgets.")).toBeTruthy();
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
    const dialog = screen.getByRole("dialog", { name: "Delete transaction?" });
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
    const dialog = screen.getByRole("dialog", { name: "Delete transaction?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Error deleting transaction.");
  });

  it('answers "Add receipts & trips" with the "Coming Soon ..." toast, and the banner with "Coming soon!"', async () => {
    mockApi(stubs());
    renderApp(PATH);
    await userEvent.click(await screen.findByRole("button", { name: "Add receipts & trips" }));
    expect(await screen.findByText("Coming Soon ...")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: /Automate Tracking Expenses/ }));
    const dialog = screen.getByRole("dialog", { name: "Automate Tracking Expenses" });
    expect(within(dialog).getByRole("button", { name: "Coming soon!" })).toBeTruthy();
    expect(within(dialog).getByText(/transaction/, { selector: "strong" })).toBeTruthy();
  });
});
