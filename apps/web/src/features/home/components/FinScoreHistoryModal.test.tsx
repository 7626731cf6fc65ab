import { explainerLines, FINSCORE_RULES, type FinScoreArea } from "@arthshala/contracts/finscore-rules";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi, type RecordedCall } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { homeData, logEntry } from "../test/fixtures";
import { comingLaterLine } from "./FinScoreExplainerModal";

afterEach(() => {
  toast.remove();
});

async function openHistory(finscorelog: (call: RecordedCall) => Response) {
  const calls = mockApi({
    "GET /api/auth/me": () => jsonResponse(learner),
    "POST /api/home/getdata": () => jsonResponse(homeData()),
    "POST /api/home/finscorelog": finscorelog,
  });
  renderApp("/home");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: /View history/ }));
  return { calls, user, dialog: await screen.findByRole("dialog", { name: "FinScore history" }) };
}

describe("FinScore history", () => {
  it("lists changes with signed points, a note without a sign, and India-time dates", async () => {
    const { calls, dialog } = await openHistory(() =>
      jsonResponse([
        logEntry(15, 'Finished the module "Needs vs wants"'),
        logEntry(-10, "Went over your monthly budget"),
        logEntry(0, "A streak freeze covered 14 Nov and kept your 9-day streak"),
      ]),
    );
    const rows = await within(dialog).findAllByRole("listitem");
    expect(rows).toHaveLength(3);
    const plus = within(rows[0]!).getByText("+15");
    expect(plus.className).toContain("text-emerald-700");
    expect(within(rows[0]!).getByText('Finished the module "Needs vs wants"')).toBeTruthy();
    expect(within(rows[0]!).getByText("22 Nov 2026, 7:05 pm")).toBeTruthy();
    const minus = within(rows[1]!).getByText("−10");
    expect(minus.className).toContain("text-red-700");
    expect(within(rows[2]!).getByText("Note")).toBeTruthy();
    expect(rows[2]!.textContent).not.toMatch(/[+−-]\s?0\b/);
    // Loaded when opened, first page of 20; a short page has no "Load more".
    expect(calls.find((c) => c.path === "/api/home/finscorelog")?.body).toEqual({ limit: 20, offset: 0 });
    expect(within(dialog).queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it('pages by 20 with "Load more"', async () => {
    const page = (offset: number, n: number) =>
      Array.from({ length: n }, (_, i) => logEntry(5, `Completed the card "Card ${offset + i + 1}"`));
    const { calls, user, dialog } = await openHistory((call) => {
      const { offset } = call.body as { offset: number };
      return jsonResponse(offset === 0 ? page(0, 20) : page(20, 3));
    });
    expect(await within(dialog).findAllByRole("listitem")).toHaveLength(20);
    await user.click(within(dialog).getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(within(dialog).getAllByRole("listitem")).toHaveLength(23));
    expect(calls.filter((c) => c.path === "/api/home/finscorelog").map((c) => c.body)).toEqual([
      { limit: 20, offset: 0 },
      { limit: 20, offset: 20 },
    ]);
    expect(within(dialog).queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it('says "No recent FinScore changes logged." in a toast and in the modal when empty', async () => {
    const { dialog } = await openHistory(() => jsonResponse([]));
    expect(await within(dialog).findByText("No recent FinScore changes logged.")).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText("No recent FinScore changes logged.")).toHaveLength(2));
  });

  it('toasts "Failed to load fin score history." when the call fails', async () => {
    const { dialog } = await openHistory(() => jsonResponse({ error: "bad", message: "Nope" }, 400));
    expect(await within(dialog).findByText("Failed to load fin score history.")).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText("Failed to load fin score history.")).toHaveLength(2));
  });
});

describe("What is FinScore?", () => {
  it("lists the live rules with their signed points, from the one rules module", async () => {
    mockApi({
      "GET /api/auth/me": () => jsonResponse(learner),
      "POST /api/home/getdata": () => jsonResponse(homeData()),
    });
    renderApp("/home");
    await userEvent.setup().click(await screen.findByRole("button", { name: "What is FinScore?" }));
    const dialog = await screen.findByRole("dialog", { name: "What is FinScore?" });
    const rules = within(within(dialog).getByRole("list", { name: "How you earn FinScore" })).getAllByRole(
      "listitem",
    );
    const lines = explainerLines();
    expect(lines.map((l) => l.title)).toEqual(expect.arrayContaining(["Complete a card", "Finish a module"]));
    expect(rules.map((r) => r.textContent)).toEqual(lines.map((l) => `${l.points}${l.title}${l.explain}`));
    expect(within(dialog).getByText("Finish a module").parentElement?.previousSibling?.textContent).toBe(
      "+15",
    );
    // Rules not live yet are not offered as earnable.
    for (const rule of Object.values(FINSCORE_RULES).filter((r) => !r.live)) {
      expect(within(dialog).queryByText(rule.title)).toBeNull();
    }
    const later = comingLaterLine();
    expect(
      within(dialog).getByText(`Your FinScore always stays between 0 and 1000.${later ? ` ${later}` : ""}`),
    ).toBeTruthy();
  });

  it("announces budget and tracking points only while those rules are not live", () => {
    const rule = (area: FinScoreArea, live: boolean) => ({ area, live });
    expect(comingLaterLine([rule("learning", true), rule("budgets", false), rule("tracking", false)])).toBe(
      "Points for monthly budgets and for logging your spending arrive with the expense tracker.",
    );
    expect(comingLaterLine([rule("budgets", false), rule("tracking", true)])).toBe(
      "Points for monthly budgets arrive with the expense tracker.",
    );
    expect(comingLaterLine([rule("budgets", true), rule("tracking", true)])).toBeNull();
  });
});
