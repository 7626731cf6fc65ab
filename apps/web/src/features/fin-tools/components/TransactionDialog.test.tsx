import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "../../../lib/i18n";
import { jsonResponse, learner, mockApi } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { categories, type Handler, trackerStubs, transaction } from "../test/fixtures";

const stubs = (over: Record<string, Handler> = {}) => trackerStubs(jsonResponse, learner, over);
const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label) as HTMLInputElement;

async function openAdd() {
  renderApp("/fin-tools/expensetracker");
  await userEvent.click(await screen.findByRole("button", { name: "Add transaction" }));
  return screen.findByRole("dialog", { name: "Add Transaction" });
}

async function fill(dialog: HTMLElement, values: { title: string; amount: string; date: string }) {
  await userEvent.type(field(dialog, "Title"), values.title);
  fireEvent.change(field(dialog, "Amount (₹)"), { target: { value: values.amount } });
  fireEvent.change(field(dialog, "Date"), { target: { value: values.date } });
}

afterEach(() => {
  toast.remove();
});

describe("Add and Edit Transaction", () => {
  // The file's first test also opens the page cold: on a busy 2-core machine that alone took 5 s.
  it('says "Please fill in all fields." for a missing title, amount or date, and sends nothing', async () => {
    const calls = mockApi(stubs());
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole("button", { name: "Add transaction" }));
    expect(await within(dialog).findAllByText("Please fill in all fields.")).toHaveLength(3);
    for (const label of ["Title", "Amount (₹)", "Date"]) {
      expect(field(dialog, label).getAttribute("aria-invalid")).toBe("true");
    }
    // Each clears as soon as its field is filled.
    await userEvent.type(field(dialog, "Title"), "Chai");
    expect(within(dialog).getAllByText("Please fill in all fields.")).toHaveLength(2);
    expect(calls.some((c) => c.path.endsWith("/transaction"))).toBe(false);
  });

  it("puts the server's refusal next to the field it names", async () => {
    mockApi(
      stubs({
        "T transaction": () =>
          jsonResponse(
            {
              error: "Bad Request",
              message: "transaction.date: The date can be at most a year from today.",
              field: "transaction.date",
            },
            400,
          ),
      }),
    );
    const dialog = await openAdd();
    await fill(dialog, { title: "Concert", amount: "1500", date: "2030-01-01" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add transaction" }));
    const message = await within(dialog).findByText("The date can be at most a year from today.");
    const date = field(dialog, "Date");
    expect(date.getAttribute("aria-invalid")).toBe("true");
    expect(date.getAttribute("aria-describedby")).toContain(message.id);
    expect(screen.getByRole("dialog", { name: "Add Transaction" })).toBeTruthy();
  });

  it("checks the amount with the server's own rules before sending", async () => {
    const calls = mockApi(stubs());
    const dialog = await openAdd();
    await fill(dialog, { title: "Tea", amount: "10.005", date: "2026-11-05" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add transaction" }));
    expect(await within(dialog).findByText("Use at most 2 digits after the decimal point.")).toBeTruthy();
    expect(field(dialog, "Amount (₹)").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.path.endsWith("/transaction"))).toBe(false);
  });

  it("saves, toasts, closes, refreshes, and opens again as Food / expense / empty", async () => {
    const calls = mockApi(
      stubs({
        "T transaction": (call) =>
          jsonResponse({
            message: "Transaction saved.",
            data: transaction((call.body as { transaction: object }).transaction),
          }),
      }),
    );
    const dialog = await openAdd();
    await fill(dialog, { title: "Stipend", amount: "15000.5", date: "2026-11-01" });
    await userEvent.selectOptions(field(dialog, "Category"), "Salary");
    await userEvent.selectOptions(field(dialog, "Type"), "income");
    const before = calls.filter((c) => c.path.endsWith("/fetchexpensesnew")).length;
    await userEvent.click(within(dialog).getByRole("button", { name: "Add transaction" }));
    expect(await screen.findByText("Transaction saved.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Transaction" })).toBeNull());
    expect(calls.find((c) => c.path.endsWith("/transaction"))?.body).toEqual({
      transaction: {
        title: "Stipend",
        category: "Salary",
        type: "income",
        amount: 15000.5,
        date: "2026-11-01",
      },
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith("/fetchexpensesnew")).length).toBeGreaterThan(before),
    );

    await userEvent.click(screen.getByRole("button", { name: "Add transaction" }));
    const again = await screen.findByRole("dialog", { name: "Add Transaction" });
    expect(field(again, "Title").value).toBe("");
    expect(field(again, "Category").value).toBe("Food");
    expect(field(again, "Type").value).toBe("expense");
    expect(field(again, "Amount (₹)").value).toBe("");
    expect(field(again, "Date").value).toBe("");
  });

  it('keeps the dialog and says "Failed to save transaction." when saving fails', async () => {
    mockApi(stubs({ "T transaction": () => jsonResponse({ error: "x", message: "boom" }, 500) }));
    const dialog = await openAdd();
    await fill(dialog, { title: "Tea", amount: "10", date: "2026-11-05" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add transaction" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Failed to save transaction.");
  });

  it("edits a row in the same dialog, prefilled, with PUT", async () => {
    const cab = transaction({
      id: 41,
      title: "Cab",
      category: "Transportation",
      amount: 230,
      date: "2026-11-03",
    });
    const calls = mockApi(
      stubs({
        "T fetchexpensesnew": () => jsonResponse({ data: [cab] }),
        "PUT /api/fin-tools/expensetracker/transaction/41": (call) =>
          jsonResponse({
            message: "Transaction updated.",
            data: { ...cab, ...(call.body as { transaction: object }).transaction },
          }),
      }),
    );
    renderApp("/fin-tools/expensetracker");
    await userEvent.click(await screen.findByRole("button", { name: "Edit Cab" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Transaction" });
    expect(field(dialog, "Title").value).toBe("Cab");
    expect(field(dialog, "Category").value).toBe("Transportation");
    expect(field(dialog, "Amount (₹)").value).toBe("230");
    expect(field(dialog, "Date").value).toBe("2026-11-03");
    fireEvent.change(field(dialog, "Amount (₹)"), { target: { value: "260" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Transaction updated.")).toBeTruthy();
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      transaction: {
        title: "Cab",
        category: "Transportation",
        type: "expense",
        amount: 260,
        date: "2026-11-03",
      },
    });
  });

  it('adds a category from "+ Add a new category" and chooses it', async () => {
    const calls = mockApi(stubs({ "T categories/add": () => jsonResponse(categories(["Pets"])) }));
    const dialog = await openAdd();
    await userEvent.selectOptions(field(dialog, "Category"), "+ Add a new category");
    await userEvent.type(field(dialog, "New category name"), "Pets{Enter}");
    await waitFor(() => expect(field(dialog, "Category").value).toBe("Pets"));
    expect(calls.find((c) => c.path.endsWith("/categories/add"))?.body).toEqual({ name: "Pets" });
    expect(within(dialog).queryByLabelText("New category name")).toBeNull();
    expect(calls.some((c) => c.path.endsWith("/transaction"))).toBe(false);
  });

  it("reads in Hindi for a Hindi learner: labels, built-in categories, the spec's messages and the server's", async () => {
    await i18n.changeLanguage("hi");
    mockApi(
      stubs({
        "GET /api/auth/me": () => jsonResponse({ ...learner, language: "hi" }),
        "T transaction": () =>
          jsonResponse(
            {
              error: "Bad Request",
              message: "transaction.date: The date can be at most a year from today.",
              field: "transaction.date",
            },
            400,
          ),
      }),
    );
    renderApp("/fin-tools/expensetracker");
    await userEvent.click(await screen.findByRole("button", { name: "लेन-देन जोड़ें" }));
    const dialog = await screen.findByRole("dialog", { name: "लेन-देन जोड़ें" });
    const category = field(dialog, "कैटेगरी") as unknown as HTMLSelectElement;
    // Built-in categories read in Hindi; the value sent stays the category's own name.
    expect(category.value).toBe("Food");
    expect(category.selectedOptions[0]?.textContent).toBe("खाना");
    expect(within(field(dialog, "किस्म")).getByRole("option", { name: "आमदनी" })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "लेन-देन जोड़ें" }));
    expect(await within(dialog).findAllByText("कृपया सभी फ़ील्ड भरें।")).toHaveLength(3);

    await userEvent.type(field(dialog, "टाइटल"), "कॉन्सर्ट");
    fireEvent.change(field(dialog, "रकम (₹)"), { target: { value: "1500" } });
    fireEvent.change(field(dialog, "तारीख"), { target: { value: "2030-01-01" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "लेन-देन जोड़ें" }));
    expect(await within(dialog).findByText("तारीख आज से ज़्यादा से ज़्यादा एक साल आगे की हो सकती है।")).toBeTruthy();
  });
});
