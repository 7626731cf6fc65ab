import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubIntersectionObserver } from "../../../test/intersectionObserver";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { categories, trackerStubs, transaction } from "../test/fixtures";

const ALERT = "Rs.450.00 debited from A/c XX1234 on 05-11-26 to VPA swiggy@axis UPI Ref 631012345678";

// The charts are drawn when scrolled near: here every observed element counts as in view.
beforeEach(() => {
  stubIntersectionObserver({ always: true });
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

describe("pasting a bank alert, and the learner's categories", () => {
  it("reads the alert into Add Transaction for review, and saves it only then", async () => {
    const calls = mockApi(
      trackerStubs(jsonResponse, learner, {
        "T parsealert": () =>
          jsonResponse({
            transaction: {
              title: "Swiggy",
              category: "Food",
              type: "expense",
              amount: 450,
              date: "2026-11-05",
              payee: "Swiggy",
              narration: "Rs.450.00 debited from A/c XX1234 on 05-11-26 to VPA swiggy@axis",
            },
            details: { merchant: "Swiggy", accountHint: "1234", channel: "upi", direction: "debit" },
          }),
        "T transaction": (call) =>
          jsonResponse({
            message: "Transaction saved.",
            data: transaction((call.body as { transaction: object }).transaction),
          }),
      }),
    );
    renderApp("/fin-tools/expensetracker");
    await userEvent.click(await screen.findByRole("button", { name: "Paste a bank alert" }));
    const paste = await screen.findByRole("dialog", { name: "Paste a bank alert" });
    await userEvent.click(within(paste).getByRole("button", { name: "Read alert" }));
    expect(await within(paste).findByText("Paste your bank's alert first.")).toBeTruthy();
    await userEvent.click(within(paste).getByLabelText("Alert text"));
    await userEvent.paste(ALERT);
    await userEvent.click(within(paste).getByRole("button", { name: "Read alert" }));

    const review = await screen.findByRole("dialog", { name: "Add Transaction" });
    expect(within(review).getByText(/Money out, by UPI, to Swiggy, account ending 1234/)).toBeTruthy();
    expect((within(review).getByLabelText("Title (optional)") as HTMLInputElement).value).toBe("Swiggy");
    expect((within(review).getByLabelText("Amount (₹)") as HTMLInputElement).value).toBe("450");
    expect((within(review).getByLabelText("Date") as HTMLInputElement).value).toBe("2026-11-05");
    expect(calls.some((c) => c.path.endsWith("/transaction"))).toBe(false);
    await userEvent.click(within(review).getByRole("button", { name: "Add transaction" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Transaction" })).toBeNull());
    expect(calls.find((c) => c.path.endsWith("/transaction"))?.body).toEqual({
      transaction: {
        title: "Swiggy",
        category: "Food",
        type: "expense",
        amount: 450,
        date: "2026-11-05",
        payee: "Swiggy",
        narration: "Rs.450.00 debited from A/c XX1234 on 05-11-26 to VPA swiggy@axis",
      },
    });
  });

  it("shows the server's words when the text isn't an alert", async () => {
    const message = "Couldn't read an amount in this text. Paste the whole alert from your bank.";
    mockApi(
      trackerStubs(jsonResponse, learner, {
        "T parsealert": () => jsonResponse({ error: "Bad Request", message }, 400),
      }),
    );
    renderApp("/fin-tools/expensetracker");
    await userEvent.click(await screen.findByRole("button", { name: "Paste a bank alert" }));
    const paste = await screen.findByRole("dialog", { name: "Paste a bank alert" });
    await userEvent.type(within(paste).getByLabelText("Alert text"), "See you at 5 for chai?");
    await userEvent.click(within(paste).getByRole("button", { name: "Read alert" }));
    expect(await within(paste).findByText(message)).toBeTruthy();
  });

  it("removes an unused category of the learner's own, and says why a used one stays", async () => {
    const inUse = "This category is used by transactions or budgets, so it can't be removed.";
    const calls = mockApi(
      trackerStubs(jsonResponse, learner, {
        "T fetchcategories": () => jsonResponse(categories(["Pets", "Gifts"])),
        "T categories/remove": (call) =>
          (call.body as { name: string }).name === "Pets"
            ? jsonResponse({ error: "Conflict", message: inUse }, 409)
            : jsonResponse(categories(["Pets"])),
      }),
    );
    renderApp("/fin-tools/expensetracker");
    await userEvent.click(await screen.findByRole("button", { name: "Manage categories" }));
    const dialog = await screen.findByRole("dialog", { name: "Manage categories" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Pets" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(inUse);
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove Gifts" }));
    await waitFor(() => expect(within(dialog).queryByText("Gifts")).toBeNull());
    expect(within(dialog).getByText("Pets")).toBeTruthy();
    expect(calls.filter((c) => c.path.endsWith("/categories/remove")).map((c) => c.body)).toEqual([
      { name: "Pets" },
      { name: "Gifts" },
    ]);
  });
});
