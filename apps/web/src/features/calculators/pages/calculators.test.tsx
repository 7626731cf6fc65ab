import { SIP_WARNING } from "@arthshala/contracts/calculators";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { changeLanguage } from "../../../lib/i18n";
import { jsonResponse, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { product } from "../../schemes/test/fixtures";

const visitor = { "GET /api/auth/me": signedOut };

/** The figure beside its label in the result summary. */
function figure(label: string, heading = "Your result"): string {
  const summary = screen.getByRole("region", { name: heading });
  return within(summary).getByText(label).nextElementSibling?.textContent ?? "";
}

async function expectFigure(label: string, value: string) {
  await waitFor(() => expect(figure(label)).toBe(value));
}

/** The number box of a field (its slider shares the label). */
const box = (label: string) => screen.getByRole("textbox", { name: label }) as HTMLInputElement;

async function retype(label: string, text: string) {
  const user = userEvent.setup();
  const box = screen.getByRole("textbox", { name: label });
  await user.clear(box);
  if (text) await user.type(box, text);
}

/** A year-by-year table's body rows (the header row left out). */
function yearRows(caption = "Year by year") {
  return within(screen.getByRole("table", { name: caption }))
    .getAllByRole("row")
    .slice(1);
}

describe("the calculators, open to visitors", () => {
  it("PPF: prefills the current rate from the catalogue, ₹1,50,000 for 15 years at 7.1% is ₹40,68,209", async () => {
    mockApi({
      ...visitor,
      "GET /api/sbi/ppf": () =>
        jsonResponse([
          product({
            list: "sbi/ppf",
            rate: "7.1% a year (January–March 2026 quarter); set by the Government every quarter",
            as_of: "2026-01-01",
            type: "small_savings",
            freshness: { state: "current" },
          }),
        ]),
    });
    renderApp("/fin-tools/ppf-calculator");
    await expectFigure("Maturity amount", "₹40,68,209");
    expect(box("Interest rate").value).toBe("7.1");
    // The rate and its date, never the catalogue text's own "January–March 2026 quarter".
    expect(screen.getByText(/^Current rate:/).textContent).toBe(
      "Current rate: 7.1% a year (as of 1 January 2026)",
    );
    expect(figure("You deposit")).toBe("₹22,50,000");
    expect(yearRows()).toHaveLength(15);
    expect(screen.getByText("A = D × (1 + r/100) × ((1 + r/100)^n − 1) / (r/100)")).toBeTruthy();
    expect(screen.getByText("the amount you deposit every year")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to FinTools" }).getAttribute("href")).toBe("/fin-tools");

    await retype("Yearly deposit", "100");
    expect(box("Yearly deposit").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("alert").textContent).toBe(
      "Yearly deposit must be between ₹500 and ₹1,50,000, the PPF limits.",
    );
    expect(screen.queryByRole("table")).toBeNull();
    // The learner's own rate wins over the catalogue's.
    await retype("Yearly deposit", "1,50,000");
    await retype("Interest rate", "8");
    // 1,50,000 × 1.08 × (1.08¹⁵ − 1) / 0.08 = 1,62,000 × 27.15211393 = 43,98,642.46.
    expect(figure("Maturity amount")).toBe("₹43,98,642");
  });

  it("EMI: ₹10,00,000 at 8.5% for 20 years is ₹8,678 a month", async () => {
    mockApi(visitor);
    renderApp("/fin-tools/emi-calculator");
    await expectFigure("Monthly EMI", "₹8,678");
    // Total paid 20,82,775.76 → ₹20,82,776, less the ₹10,00,000 borrowed.
    expect(figure("Total interest")).toBe("₹10,82,776");
    expect(figure("Total you pay")).toBe("₹20,82,776");
    expect(yearRows()).toHaveLength(20);
    expect(screen.getByRole("columnheader", { name: "Loan left at year end" })).toBeTruthy();
    await retype("Interest rate", "31");
    expect(screen.getByRole("alert").textContent).toBe("Interest rate must be between 0% and 30% a year.");
    await retype("Interest rate", "8.5");
    await retype("Years", "31");
    expect(screen.getByRole("alert").textContent).toBe("Tenure must be from 1 to 360 months (30 years).");
  });

  it("FD: ₹1,00,000 at 7% for a year, compounded quarterly, is ₹1,07,186", async () => {
    mockApi(visitor);
    renderApp("/fin-tools/fd-calculator");
    await expectFigure("Maturity amount", "₹1,07,186");
    expect(screen.getByText("A = P × (1 + r/400)^(4t)")).toBeTruthy();
    await userEvent.setup().click(screen.getByRole("radio", { name: "Simple" }));
    expect(figure("Maturity amount")).toBe("₹1,07,000");
    await userEvent.setup().click(screen.getByRole("radio", { name: "Days" }));
    await retype("Number of days", "6");
    expect(screen.getByRole("alert").textContent).toBe("Days must be from 7 to 3,650 (10 years).");
  });

  it("RD: ₹5,000 a month for 18 months at 7.5% is ₹95,502 (the IBA's example: ₹95,502.35)", async () => {
    mockApi(visitor);
    renderApp("/fin-tools/rd-calculator");
    await screen.findByRole("textbox", { name: "Monthly instalment" });
    await retype("Monthly instalment", "5000");
    await retype("Interest rate", "7.5");
    await retype("Number of months", "18");
    expect(figure("Maturity amount")).toBe("₹95,502");
    // Whole rupees that still add up: 62,478 + 30,000 + 3,024 = 95,502.
    expect(yearRows().map((row) => row.textContent)).toEqual([
      "1₹60,000₹2,478₹62,478",
      "2₹30,000₹3,024₹95,502",
    ]);
    await retype("Number of months", "5");
    expect(screen.getByRole("alert").textContent).toBe("Months must be from 6 to 120.");
  });

  it("SIP: ₹5,000 a month at 12% for 10 years is about ₹11,61,695, with its warning", async () => {
    mockApi(visitor);
    renderApp("/fin-tools/sip-calculator");
    await expectFigure("Estimated value", "₹11,61,695");
    expect(screen.getByRole("note").textContent).toContain(SIP_WARNING);
    expect(yearRows("Year by year (estimated)")).toHaveLength(10);
    await retype("Years", "");
    expect(screen.getByRole("alert").textContent).toBe("Years must be a number.");
    // The warning stays while the result waits for a fix.
    expect(screen.getByRole("note").textContent).toContain(SIP_WARNING);
  });

  it("in Hindi: labels, messages, symbol meanings and notes in Hindi, ₹ in hi-IN", async () => {
    await changeLanguage("hi");
    mockApi(visitor);
    renderApp("/fin-tools/fd-calculator");
    expect(await screen.findByRole("heading", { level: 1, name: "FD कैलकुलेटर" })).toBeTruthy();
    await waitFor(() => expect(figure("मैच्योरिटी रकम", "आपका नतीजा")).toBe("₹1,07,186"));
    await userEvent.setup().click(screen.getByRole("radio", { name: "दिन" }));
    // 400 days: 4 whole quarters and 35 days left over.
    expect(screen.getByText("0.0959 (35 दिन)")).toBeTruthy();
    expect(screen.getByText("एक साल 365 दिन का माना गया है।")).toBeTruthy();
    expect(screen.getByText(/^आख़िरी 35 दिन एक तिमाही से कम है/)).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: "साल के अंत में बैलेंस" })).toBeTruthy();
    await retype("दिनों की संख्या", "6");
    expect(screen.getByRole("alert").textContent).toBe("दिन 7 से 3,650 (10 साल) के बीच रखें।");
    await retype("जमा रकम", "0");
    expect(screen.getByRole("alert").textContent).toBe("मूलधन ₹0 से ज़्यादा और ₹10,00,00,000 तक रखें।");
  });
});
