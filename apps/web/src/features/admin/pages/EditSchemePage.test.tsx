import { getByLabelText, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { admin, jsonResponse, mockApi, type RecordedCall } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { translationMessages } from "../messages";
import { adminProduct } from "../test/schemeFixtures";
import type { AdminTranslation } from "../translations-api";

const ppf = adminProduct();

function server(put: (body: unknown) => Response = (body) => jsonResponse({ ...ppf, ...(body as object) })) {
  return mockApi({
    "GET /api/auth/me": () => jsonResponse(admin),
    "GET /api/admin/schemes": () => jsonResponse([adminProduct({ id: 9, list: "sbi/fd" }), ppf]),
    "PUT /api/admin/schemes/5": ({ body }) => put(body),
  });
}

async function retype(label: string | RegExp, text: string, scope: HTMLElement = document.body) {
  const user = userEvent.setup();
  const box = getByLabelText(scope, label);
  await user.clear(box);
  await user.type(box, text);
}

const save = () => userEvent.setup().click(screen.getByRole("button", { name: "Save Changes" }));
const puts = (calls: ReturnType<typeof server>) => calls.filter((c) => c.method === "PUT");

describe("admin: edit a scheme product", () => {
  it("refuses an http:// source and a date that does not exist, sending nothing", async () => {
    const calls = server();
    renderApp("/admin/schemes/5");
    await screen.findByLabelText("Product name");
    await retype("Official page", "http://sbi.co.in/ppf");
    await retype("Source 1 address", "http://sbi.co.in/faq");
    await retype("As of", "2026-02-30");
    await save();
    const official = screen.getByLabelText("Official page");
    expect(official.getAttribute("aria-invalid")).toBe("true");
    expect(within(official.parentElement!).getByRole("alert").textContent).toBe(
      "Use the bank's or regulator's https:// address.",
    );
    expect(screen.getAllByText("Use the bank's or regulator's https:// address.")).toHaveLength(2);
    expect(screen.getByText("That date does not exist.")).toBeTruthy();
    await retype("As of", "5 Nov 2026");
    expect(await screen.findByText("Use a date like 2026-11-05.")).toBeTruthy();
    // The comparable figures are checked the same way: whole basis points, a real date.
    await retype(/^Headline rate \(basis points\)/, "7.5");
    expect(await screen.findByText("Give the rate in whole basis points (710 for 7.1%).")).toBeTruthy();
    await retype(/^No longer offered since/, "2026-02-30");
    expect(await screen.findAllByText("That date does not exist.")).toHaveLength(1);
    expect(puts(calls)).toHaveLength(0);
  });

  it("sends exactly the edit body, keeping each detail's shape, and says it saved", async () => {
    const calls = server();
    renderApp("/admin/schemes/5");
    await screen.findByLabelText("Product name");
    expect(screen.getByText(/figures as of 1 January 2026/)).toBeTruthy();
    await retype("Rate in words", "7.1% a year; set by the Government every quarter");
    await retype(/^Headline rate \(basis points\)/, "720");
    await retype(/^What the headline rate is for/, "for 15 years");
    await retype("As of", "2026-04-01");
    // A list edits one point a line: add one.
    const lines = screen.getByLabelText("One point a line (up to 20 lines of 600 characters)", {
      selector: "textarea",
    });
    await userEvent.setup().type(lines, "{End}{Enter}Locked for 15 years.");
    // A source and a tag.
    await userEvent.setup().click(screen.getByRole("button", { name: "Add a source" }));
    await retype("Source 2 title", "Ministry of Finance notice");
    await retype("Source 2 address", "https://dea.gov.in/small-savings");
    await userEvent.setup().click(screen.getByRole("checkbox", { name: /you're thinking about retirement/ }));
    await save();

    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({
      product_name: ppf.product_name,
      description: ppf.description,
      know_before: ["The rate is set by the Government every quarter.", "Locked for 15 years."],
      features: ppf.features,
      // An object of label to text stays an object.
      eligibility: { Who: "Resident Indians" },
      fees_and_charges: null,
      source_url: ppf.source_url,
      rate: "7.1% a year; set by the Government every quarter",
      as_of: "2026-04-01",
      sources: [
        ...ppf.sources,
        { title: "Ministry of Finance notice", url: "https://dea.gov.in/small-savings" },
      ],
      // In the form's order.
      tags: ["long-term-goal", "retirement", "tax-saving"],
      type: "small_savings",
      rate_bps: 720,
      rate_note: "for 15 years",
      lock_in_months: 180,
      min_amount_paise: 50000,
      tax: "eee",
      retired_on: null,
    });
    const alert = await screen.findByRole("dialog", { name: "Alert" });
    expect(within(alert).getByText("✅ Product updated!")).toBeTruthy();
  });

  it("edits label/value rows and previews them as plain text", async () => {
    const calls = server();
    renderApp("/admin/schemes/5");
    const features = await screen.findByRole("group", { name: "Key Features" });
    await userEvent.setup().click(within(features).getByRole("button", { name: "Add a row" }));
    await retype("Label 2", "Lock-in", features);
    await retype("Text 2", "15 years, then blocks of 5", features);
    expect(within(features).getByText("Lock-in").tagName).toBe("DT");
    // A half-filled row is refused with where it is.
    await userEvent.setup().clear(within(features).getByLabelText("Label 1"));
    await save();
    expect(within(features).getByRole("alert").textContent).toBe("Row 1 label: Fill this in.");
    await retype("Label 1", "Deposit", features);
    await save();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect((puts(calls)[0]!.body as { features: unknown }).features).toEqual([
      { label: "Deposit", value: "₹500 to ₹1,50,000 a year" },
      { label: "Lock-in", value: "15 years, then blocks of 5" },
    ]);
  });

  it("puts the server's 400 next to its field", async () => {
    server(() =>
      jsonResponse(
        { error: "bad_request", message: "rate: Keep it to 300 characters or fewer.", field: "rate" },
        400,
      ),
    );
    renderApp("/admin/schemes/5");
    await screen.findByLabelText("Product name");
    await save();
    const rate = screen.getByLabelText("Rate in words");
    await waitFor(() => expect(rate.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getAllByText(/Keep it to 300 characters or fewer\./).length).toBeGreaterThan(0);
    const alert = await screen.findByRole("dialog", { name: "Alert" });
    expect(within(alert).getByText(/^Failed to update the product\./)).toBeTruthy();
  });

  it("has a Hindi tab for the description only, with the English beside it, saved through the translations API", async () => {
    const path = "/api/admin/translations/bank_product/5/hi";
    const translation = (
      fields: AdminTranslation["fields"],
      updated_at: string | null,
    ): AdminTranslation => ({
      entity: "bank_product",
      id: 5,
      locale: "hi",
      fields,
      updated_at,
      english: { description: ppf.description },
    });
    const calls = mockApi({
      "GET /api/auth/me": () => jsonResponse(admin),
      "GET /api/admin/schemes": () => jsonResponse([ppf]),
      [`GET ${path}`]: () => jsonResponse(translation({}, null)),
      [`PUT ${path}`]: ({ body }: RecordedCall) =>
        jsonResponse(translation(body as AdminTranslation["fields"], "2026-11-23T10:00:00Z")),
    });
    const user = userEvent.setup();
    renderApp("/admin/schemes/5");
    const tabs = await screen.findByRole("tablist", { name: "Product language" });
    expect(within(tabs).getByRole("tab", { name: "English" }).getAttribute("aria-selected")).toBe("true");
    await screen.findByLabelText("Product name");
    // No call for the Hindi version until its tab opens.
    expect(calls.some((c) => c.path === path)).toBe(false);

    await user.click(within(tabs).getByRole("tab", { name: "हिंदी (Hindi)" }));
    const panel = await screen.findByRole("tabpanel", { name: "हिंदी (Hindi)" });
    expect(await within(panel).findByText(/This product has no Hindi version yet/)).toBeTruthy();
    expect(within(panel).getByText(ppf.description, { selector: "p" })).toBeTruthy();
    // A product translates its description, nothing else.
    expect(within(panel).getAllByRole("textbox")).toHaveLength(1);
    const box = within(panel).getByLabelText(/^Description in Hindi/);
    expect(box.closest("[lang]")?.getAttribute("lang")).toBe("hi");

    await user.type(box, "15 साल की सरकारी बचत योजना।");
    await user.click(within(panel).getByRole("button", { name: "Save Hindi version" }));
    const alert = await screen.findByRole("dialog", { name: "Alert" });
    expect(alert.textContent).toContain(translationMessages.saved);
    expect(calls.filter((c) => c.method === "PUT").map((c) => [c.path, c.body])).toEqual([
      [path, { description: "15 साल की सरकारी बचत योजना।" }],
    ]);
    await user.click(within(alert).getByRole("button", { name: "Close" }));
    // Still on the product's Hindi tab, which now offers to remove the version.
    expect(await within(panel).findByRole("button", { name: "Remove Hindi version" })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Edit Product" })).toBeTruthy();
  });
});
