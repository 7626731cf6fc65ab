import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { product } from "../../schemes/test/fixtures";

const visitor = { "GET /api/auth/me": signedOut };

/** The figure beside its label in the result summary. */
function figure(label: string): string {
  const summary = screen.getByRole("region", { name: "Your result" });
  return within(summary).getByText(label).nextElementSibling?.textContent ?? "";
}

const box = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;
const slider = (name: string) => screen.getByRole("slider", { name }) as HTMLInputElement;

afterEach(() => {
  vi.useRealTimers();
});

describe("the shared calculator layout", () => {
  it("a slider beside each box: moving it writes the box and the result follows; typing moves it", async () => {
    mockApi(visitor);
    renderApp("/fin-tools/sip-calculator");
    await waitFor(() => expect(figure("Estimated value")).toBe("₹11,61,695"));
    expect(slider("Monthly investment").value).toBe("5000");
    expect(slider("Monthly investment").getAttribute("aria-valuetext")).toBe("₹5,000");
    expect(slider("Expected return").getAttribute("aria-valuetext")).toBe("12% a year");

    fireEvent.change(slider("Monthly investment"), { target: { value: "10000" } });
    expect(box("Monthly investment").value).toBe("10,000");
    // Twice the money, twice the value: 2 × 11,61,695.38 = 23,23,390.76.
    expect(figure("Estimated value")).toBe("₹23,23,391");

    const user = userEvent.setup();
    await user.clear(box("Years"));
    await user.type(box("Years"), "20");
    expect(slider("Years").value).toBe("20");
    // A number beyond the slider's range keeps the box's number; the slider waits at its end.
    await user.clear(box("Monthly investment"));
    await user.type(box("Monthly investment"), "5,00,000");
    expect(slider("Monthly investment").value).toBe("200000");
    expect(slider("Monthly investment").getAttribute("aria-valuetext")).toBe("₹5,00,000");
  });

  it("step-up SIP: ₹5,000 a month stepping up 10% a year at 12% for 10 years ≈ ₹16,87,163", async () => {
    mockApi(visitor);
    renderApp("/fin-tools/sip-calculator");
    await waitFor(() => expect(figure("Estimated value")).toBe("₹11,61,695"));
    fireEvent.change(slider("Yearly step-up"), { target: { value: "10" } });
    expect(box("Yearly step-up").value).toBe("10");
    // contracts' sip.test.ts works this example out month by month: 16,87,163.13 from 9,56,245.48 paid in.
    expect(figure("Estimated value")).toBe("₹16,87,163");
    expect(figure("You invest")).toBe("₹9,56,245");
    expect(figure("Estimated gain")).toBe("₹7,30,918");
    const rows = within(screen.getByRole("table", { name: "Year by year (estimated)" })).getAllByRole("row");
    // Year 2 pays ₹5,500 a month.
    expect(rows[2]?.textContent).toBe("2₹66,000₹12,574₹1,42,621");
    expect(screen.getByText("yearly step-up: how much the monthly amount goes up each year, %")).toBeTruthy();
    expect(
      screen.getByText(
        "The monthly amount goes up by 10% every year: ₹5,000 a month in year 1, ₹11,790 a month in year 10.",
      ),
    ).toBeTruthy();
    fireEvent.change(box("Yearly step-up"), { target: { value: "51" } });
    expect(screen.getByRole("alert").textContent).toBe("Yearly step-up must be from 0% to 50%.");
  });

  it("SIP and RD results link to a new savings goal in the tracker, filled in", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 27 November 2026 in India.
    vi.setSystemTime(new Date("2026-11-27T06:00:00Z"));
    mockApi(visitor);
    renderApp("/fin-tools/sip-calculator");
    await waitFor(() => expect(figure("Estimated value")).toBe("₹11,61,695"));
    expect(screen.getByRole("link", { name: "Make this a savings goal" }).getAttribute("href")).toBe(
      "/fin-tools/expensetracker?goal=new&name=SIP+for+10+years&amount=1161695&by=2036-11",
    );
  });

  it("RD's goal ends with the deposit: 18 months from November 2026 is May 2028", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-27T06:00:00Z"));
    mockApi(visitor);
    renderApp("/fin-tools/rd-calculator");
    await screen.findByRole("textbox", { name: "Monthly instalment" });
    fireEvent.change(box("Monthly instalment"), { target: { value: "5000" } });
    fireEvent.change(box("Interest rate"), { target: { value: "7.5" } });
    fireEvent.change(box("Number of months"), { target: { value: "18" } });
    expect(figure("Maturity amount")).toBe("₹95,502");
    expect(screen.getByRole("link", { name: "Make this a savings goal" }).getAttribute("href")).toBe(
      "/fin-tools/expensetracker?goal=new&name=RD+for+18+months&amount=95502&by=2028-05",
    );
  });

  it("a chart of the years, whose text alternative is the table; EMI splits principal and interest", async () => {
    mockApi(visitor);
    renderApp("/fin-tools/emi-calculator");
    await waitFor(() => expect(figure("Monthly EMI")).toBe("₹8,678"));
    const chart = screen.getByRole("img", { name: "Principal and interest paid each year" });
    const table = screen.getByRole("table", { name: "Year by year" });
    expect(chart.getAttribute("aria-details")).toBe(table.id);
    // One bar (two parts) a year.
    expect(chart.querySelectorAll("g")).toHaveLength(20);
    expect(within(table).getAllByRole("row")).toHaveLength(21);
    // The headline is kept in view on a phone, in the same words.
    expect(screen.getByTestId("sticky-result").textContent).toBe("Monthly EMI₹8,678");
  });

  it("PPF: a rate notified before this quarter says when it was last notified", async () => {
    mockApi({
      ...visitor,
      "GET /api/sbi/ppf": () =>
        jsonResponse([
          product({
            list: "sbi/ppf",
            rate: "7.1% a year (January–March 2026 quarter)",
            as_of: "2026-01-01",
            type: "small_savings",
            freshness: { state: "stale", last_notified_on: "2026-01-01" },
          }),
        ]),
    });
    renderApp("/fin-tools/ppf-calculator");
    await waitFor(() => expect(figure("Maturity amount")).toBe("₹40,68,209"));
    expect(screen.getByText(/^Rate last notified on/).textContent).toBe(
      "Rate last notified on 1 January 2026: 7.1% a year. Check for a newer one.",
    );
    expect(screen.queryByText(/^Current rate/)).toBeNull();
  });
});
