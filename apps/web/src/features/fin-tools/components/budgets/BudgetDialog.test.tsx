import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi } from "../../../../test/mockApi";
import { renderApp } from "../../../../test/renderApp";
import { currentMonth } from "../../months";
import { budget, type Handler, trackerStubs } from "../../test/fixtures";

const now = currentMonth();
const stubs = (over: Record<string, Handler> = {}) => trackerStubs(jsonResponse, learner, over);
const monthly = (limit: number) => () => jsonResponse({ data: [budget("Monthly", limit, 0)] });

async function openBudgets() {
  renderApp("/fin-tools/expensetracker");
  await userEvent.click(await screen.findByRole("button", { name: "Set budget goals" }));
  const dialog = await screen.findByRole("dialog", { name: "Set Budget Goals" });
  await within(dialog).findByRole("list", { name: "Category budgets" });
  return dialog;
}
const control = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;
const setLimit = (dialog: HTMLElement, row: number, value: string) =>
  fireEvent.change(control(dialog, `Limit ${row} (₹)`), { target: { value } });

afterEach(() => {
  toast.remove();
});

describe("Set Budget Goals", () => {
  // The file's first test also opens the page cold: on a busy 2-core machine that alone took 5 s.
  it("starts with one row, Food with an empty limit, and refuses the same category twice", async () => {
    const calls = mockApi(stubs({ "T budgets": () => jsonResponse({ ok: true, saved: 1, removed: 0 }) }));
    const dialog = await openBudgets();
    expect(control(dialog, "Category 1").value).toBe("Food");
    expect(control(dialog, "Limit 1 (₹)").value).toBe("");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a category" }));
    await userEvent.selectOptions(control(dialog, "Category 2"), "Food");
    setLimit(dialog, 1, "1000");
    setLimit(dialog, 2, "500");
    await userEvent.click(within(dialog).getByRole("button", { name: "Save budgets" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Each category must be unique. Please remove duplicates.",
    );
    expect(calls.some((c) => c.path.endsWith("/budgets"))).toBe(false);
    // Removing the second row leaves one Food budget, which saves.
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove category 2" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Save budgets" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Set Budget Goals" })).toBeNull());
  });

  it('hints "Limit exceeded by ₹N" as the rows pass the monthly limit, and refuses to save them', async () => {
    const calls = mockApi(stubs({ "T fetchmonthlybudget": monthly(5000) }));
    const dialog = await openBudgets();
    setLimit(dialog, 1, "3000");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a category" }));
    await userEvent.selectOptions(control(dialog, "Category 2"), "Rent");
    setLimit(dialog, 2, "2000");
    expect(within(dialog).queryByText(/Limit exceeded by/)).toBeNull();
    setLimit(dialog, 2, "2500.5");
    expect(await within(dialog).findByText("Limit exceeded by ₹500.50")).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Save budgets" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Total category budgets (5,500.50) exceed the monthly limit (5,000).",
    );
    expect(calls.some((c) => c.path.endsWith("/budgets"))).toBe(false);
  });

  it("saves rows with a limit, removes emptied and deleted ones, closes and refetches", async () => {
    const calls = mockApi(
      stubs({
        "T fetchmonthlybudget": monthly(10000),
        "T fetchcategorybudgets": () =>
          jsonResponse({
            data: [budget("Food", 3000, 100), budget("Rent", 4000, 0), budget("Travel", 500, 0)],
          }),
        "T budgets": () => jsonResponse({ ok: true, saved: 2, removed: 2 }),
      }),
    );
    const dialog = await openBudgets();
    expect(control(dialog, "Category 3").value).toBe("Travel");
    setLimit(dialog, 1, "3500");
    setLimit(dialog, 2, "");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove category 3" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Add a category" }));
    await userEvent.selectOptions(control(dialog, "Category 3"), "Health");
    setLimit(dialog, 3, "800");
    const fetched = calls.filter((c) => c.path.endsWith("/fetchcategorybudgets")).length;
    await userEvent.click(within(dialog).getByRole("button", { name: "Save budgets" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Set Budget Goals" })).toBeNull());
    const { month, year } = now;
    expect(calls.find((c) => c.path.endsWith("/budgets"))?.body).toEqual({
      budgets: [
        { category: "Food", limit: 3500, month, year },
        { category: "Health", limit: 800, month, year },
        { category: "Rent", limit: null, month, year },
        { category: "Travel", limit: null, month, year },
      ],
    });
    expect(await screen.findByText("Budgets saved.")).toBeTruthy();
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith("/fetchcategorybudgets")).length).toBeGreaterThan(fetched),
    );
  });

  it("sets the monthly budget, which may not be below the category budgets", async () => {
    const calls = mockApi(
      stubs({
        "T fetchcategorybudgets": () => jsonResponse({ data: [budget("Food", 3000, 0)] }),
        "T budgets": () => jsonResponse({ ok: true, saved: 1, removed: 0 }),
      }),
    );
    const dialog = await openBudgets();
    await userEvent.click(within(dialog).getByRole("radio", { name: "Monthly budget" }));
    const limit = await within(dialog).findByLabelText(`Monthly limit for ${now.month} ${now.year} (₹)`);
    fireEvent.change(limit, { target: { value: "2000" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save budget" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "Total category budgets (3,000) exceed the monthly limit (2,000).",
    );
    fireEvent.change(limit, { target: { value: "6000" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save budget" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Set Budget Goals" })).toBeNull());
    expect(calls.find((c) => c.path.endsWith("/budgets"))?.body).toEqual({
      budgets: [{ category: "Monthly", limit: 6000, month: now.month, year: now.year }],
    });
  });
});
