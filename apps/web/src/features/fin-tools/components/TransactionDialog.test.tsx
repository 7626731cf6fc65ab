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

/** Today in India, as the dialog starts its date. */
const indiaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

async function showDetails(dialog: HTMLElement) {
  const more = within(dialog).queryByRole("button", { name: "More details" });
  if (more) await userEvent.click(more);
}

async function fill(dialog: HTMLElement, values: { title?: string; amount: string; date?: string }) {
  fireEvent.change(field(dialog, "Amount (₹)"), { target: { value: values.amount } });
  if (values.title === undefined && values.date === undefined) return;
  await showDetails(dialog);
  if (values.title !== undefined) await userEvent.type(field(dialog, "Title (optional)"), values.title);
  if (values.date !== undefined) fireEvent.change(field(dialog, "Date"), { target: { value: values.date } });
}

afterEach(() => {
  toast.remove();
});

describe("Add and Edit Transaction", () => {
  // The file's first test also opens the page cold: on a busy 2-core machine that alone took 5 s.
  it("opens on the amount, with today's India date, expense and Food chosen; an empty amount is refused and nothing sent", async () => {
    const calls = mockApi(stubs());
    const dialog = await openAdd();
    const amount = field(dialog, "Amount (₹)");
    await waitFor(() => expect(document.activeElement).toBe(amount));
    expect(amount.getAttribute("inputmode")).toBe("decimal");
    expect(field(dialog, "Date").value).toBe(indiaToday());
    expect(within(dialog).getByText("Date: today")).toBeTruthy();
    expect((within(dialog).getByRole("radio", { name: "Expense" }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole("radio", { name: "Food" }) as HTMLInputElement).checked).toBe(true);
    // The title, date and full lists wait under "More details".
    expect(within(dialog).getByRole("button", { name: "More details" }).getAttribute("aria-expanded")).toBe(
      "false",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Add transaction" }));
    expect(await within(dialog).findAllByText("Please fill in all fields.")).toHaveLength(1);
    expect(amount.getAttribute("aria-invalid")).toBe("true");
    // It clears as soon as the amount is typed.
    await userEvent.type(amount, "5");
    await waitFor(() => expect(within(dialog).queryByText("Please fill in all fields.")).toBeNull());
    expect(calls.some((c) => c.path.endsWith("/transaction"))).toBe(false);
  });

  it("offers the learner's most-used categories as chips, per type, and Other category opens the full list", async () => {
    mockApi(
      stubs({
        "T fetchcategories": () =>
          jsonResponse(
            categories(["Chai"], {
              expense: ["Chai", "Food", "Health"],
              income: ["Salary", "Education"],
              investment: ["Investments"],
              saving: ["Savings"],
            }),
          ),
      }),
    );
    const dialog = await openAdd();
    const chips = () =>
      within(within(dialog).getByRole("group", { name: "Category" }))
        .getAllByRole("radio")
        .map((r) => (r as HTMLInputElement).value);
    expect(chips()).toEqual(["Chai", "Food", "Health"]);
    await userEvent.click(within(dialog).getByRole("radio", { name: "Income" }));
    // Food is no income: the category moves to the type's most used.
    expect(chips()).toEqual(["Salary", "Education"]);
    expect((within(dialog).getByRole("radio", { name: "Salary" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole("button", { name: "Other category…" }));
    expect(within(dialog).getByRole("button", { name: "Fewer details" })).toBeTruthy();
    await userEvent.selectOptions(field(dialog, "Category"), "Rent");
    // A category chosen from the list shows as a chip too.
    expect(chips()).toEqual(["Salary", "Education", "Rent"]);
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
    await fill(dialog, { amount: "1500", date: "2030-01-01" });
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
    await fill(dialog, { amount: "10.005" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Add transaction" }));
    expect(await within(dialog).findByText("Use at most 2 digits after the decimal point.")).toBeTruthy();
    expect(field(dialog, "Amount (₹)").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((c) => c.path.endsWith("/transaction"))).toBe(false);
  });

  it("saves a quick income in a few taps (its title the category's), toasts, closes, refreshes, and opens again as Food / expense / today", async () => {
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
    await userEvent.click(within(dialog).getByRole("radio", { name: "Income" }));
    await userEvent.type(field(dialog, "Amount (₹)"), "15,000.50");
    const before = calls.filter((c) => c.path.endsWith("/fetchexpensesnew")).length;
    await userEvent.click(within(dialog).getByRole("button", { name: "Add transaction" }));
    expect(await screen.findByText("Transaction saved.")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add Transaction" })).toBeNull());
    expect(calls.find((c) => c.path.endsWith("/transaction"))?.body).toEqual({
      transaction: {
        title: "Salary",
        category: "Salary",
        type: "income",
        amount: 15000.5,
        date: indiaToday(),
      },
    });
    await waitFor(() =>
      expect(calls.filter((c) => c.path.endsWith("/fetchexpensesnew")).length).toBeGreaterThan(before),
    );

    await userEvent.click(screen.getByRole("button", { name: "Add transaction" }));
    const again = await screen.findByRole("dialog", { name: "Add Transaction" });
    await showDetails(again);
    expect(field(again, "Title (optional)").value).toBe("");
    expect(field(again, "Category").value).toBe("Food");
    expect(field(again, "Type").value).toBe("expense");
    expect(field(again, "Amount (₹)").value).toBe("");
    expect(field(again, "Date").value).toBe(indiaToday());
  });

  it("sends a typed title, another date and the other types from More details", async () => {
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
    await fill(dialog, { title: "Monthly SIP", amount: "1000", date: "2026-11-01" });
    await userEvent.selectOptions(field(dialog, "Type"), "investment");
    await userEvent.selectOptions(field(dialog, "Category"), "Investments");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add transaction" }));
    expect(await screen.findByText("Transaction saved.")).toBeTruthy();
    expect(calls.find((c) => c.path.endsWith("/transaction"))?.body).toEqual({
      transaction: {
        title: "Monthly SIP",
        category: "Investments",
        type: "investment",
        amount: 1000,
        date: "2026-11-01",
      },
    });
  });

  it('keeps the dialog and says "Failed to save transaction." when saving fails', async () => {
    mockApi(stubs({ "T transaction": () => jsonResponse({ error: "x", message: "boom" }, 500) }));
    const dialog = await openAdd();
    await fill(dialog, { amount: "10" });
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
    expect(within(dialog).getByRole("button", { name: "Fewer details" })).toBeTruthy();
    expect(field(dialog, "Title (optional)").value).toBe("Cab");
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

  it("shows an imported row by its payee with the bank's text a tap away, and offers to always file the payee where the learner moves it", async () => {
    const narration = "TO TRANSFER-UPI/DR/627512345601/SWIGGY/YESB/swiggy@ybl/Payment--";
    const swiggy = transaction({ id: 42, title: "Swiggy", category: "Food", payee: "Swiggy", narration });
    const calls = mockApi(
      stubs({
        "T fetchexpensesnew": () => jsonResponse({ data: [swiggy] }),
        "PUT /api/fin-tools/expensetracker/transaction/42": (call) =>
          jsonResponse({
            message: "Transaction updated.",
            data: { ...swiggy, ...(call.body as { transaction: object }).transaction },
          }),
        "PUT /api/fin-tools/expensetracker/category-rules": () =>
          jsonResponse({ payeeKey: "swiggy", payee: "Swiggy", category: "Entertainment" }),
        "GET /api/fin-tools/expensetracker/category-rules": () => jsonResponse({ data: [] }),
      }),
    );
    renderApp("/fin-tools/expensetracker");
    const row = (await screen.findByText("Swiggy")).closest("li") as HTMLElement;
    await userEvent.click(within(row).getByText("Bank's text"));
    expect(within(row).getByText(narration)).toBeTruthy();

    await userEvent.click(within(row).getByRole("button", { name: "Edit Swiggy" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Transaction" });
    // Offered only once the category changes.
    expect(within(dialog).queryByRole("checkbox", { name: /^Always file/ })).toBeNull();
    await userEvent.selectOptions(field(dialog, "Category"), "Entertainment");
    await userEvent.click(
      within(dialog).getByRole("checkbox", { name: "Always file Swiggy as Entertainment" }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("From now on, Swiggy goes to Entertainment.")).toBeTruthy();
    // The edit leaves the payee and the bank's text to the server, which keeps them.
    expect(calls.find((c) => c.path.endsWith("/transaction/42"))?.body).toEqual({
      transaction: {
        title: "Swiggy",
        category: "Entertainment",
        type: "expense",
        amount: 120,
        date: "2026-11-02",
      },
    });
    expect(calls.find((c) => c.path.endsWith("/category-rules") && c.method === "PUT")?.body).toEqual({
      payee: "Swiggy",
      category: "Entertainment",
    });
  });

  it('adds a category from "+ Add a new category" and chooses it', async () => {
    const calls = mockApi(stubs({ "T categories/add": () => jsonResponse(categories(["Pets"])) }));
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole("button", { name: "Other category…" }));
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
    await userEvent.click(within(dialog).getByRole("button", { name: "और जानकारी" }));
    const category = field(dialog, "कैटेगरी") as unknown as HTMLSelectElement;
    // Built-in categories read in Hindi; the value sent stays the category's own name.
    expect(category.value).toBe("Food");
    expect(category.selectedOptions[0]?.textContent).toBe("खाना");
    expect(within(field(dialog, "किस्म")).getByRole("option", { name: "आमदनी" })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole("button", { name: "लेन-देन जोड़ें" }));
    expect(await within(dialog).findAllByText("कृपया सभी फ़ील्ड भरें।")).toHaveLength(1);
    expect(within(dialog).getByRole("radio", { name: "खाना" })).toBeTruthy();

    await userEvent.type(field(dialog, "टाइटल (ज़रूरी नहीं)"), "कॉन्सर्ट");
    fireEvent.change(field(dialog, "रकम (₹)"), { target: { value: "1500" } });
    fireEvent.change(field(dialog, "तारीख"), { target: { value: "2030-01-01" } });
    await userEvent.click(within(dialog).getByRole("button", { name: "लेन-देन जोड़ें" }));
    expect(await within(dialog).findByText("तारीख आज से ज़्यादा से ज़्यादा एक साल आगे की हो सकती है।")).toBeTruthy();
  });
});
