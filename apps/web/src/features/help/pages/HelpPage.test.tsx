import { RESPONSE_TIME } from "@arthshala/contracts/feedback-rules";
import { FINSCORE_MAX, FINSCORE_RULES, signedPoints } from "@arthshala/contracts/finscore-rules";
import { MAX_FREEZES, STREAK_BONUS_EVERY } from "@arthshala/contracts/streak-rules";
import { BUDGET_EARLY_LAST_DAY } from "@arthshala/contracts/tracker-rules";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import pages from "../../../lib/i18n/locales/en/pages";
import { mockApi, signedOut } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import { helpSections, liveRules } from "../faq";

const allText = (sections: ReturnType<typeof helpSections>) =>
  sections.flatMap((s) => s.faqs.flatMap((f) => [f.question, ...f.answer, ...(f.list ?? [])])).join("\n");

describe("/help", () => {
  it("has the spec's sections as disclosures, and says FAQs and a forum are coming soon", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    const user = userEvent.setup();
    renderApp("/help");
    expect(await screen.findByRole("heading", { level: 1, name: "Help & Support" })).toBeTruthy();
    const titles = within(screen.getByRole("main"))
      .getAllByRole("heading", { level: 2 })
      .map((h) => h.textContent);
    expect(titles).toEqual([
      "Getting started",
      "Courses and cards",
      "Tracking your finances",
      "FinStars and FinScore",
      "Streaks",
      "Scheme recommendations",
      "Tracking your progress",
      "Contact and support",
      "Tips",
    ]);
    expect(screen.getByText("More FAQs and a community forum are coming soon.")).toBeTruthy();

    // Native disclosures: closed until the question is chosen.
    const scoring = within(screen.getByRole("region", { name: "FinStars and FinScore" }));
    const question = scoring.getByText("What is FinScore and how do I earn it?");
    const details = question.closest("details") as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);

    const tips = within(screen.getByRole("region", { name: "Tips" }));
    expect(tips.getByText(/^Set a monthly budget early/)).toBeTruthy();
    expect(tips.getByText(/^Explore topics/)).toBeTruthy();
    expect(tips.getByText(/^Check the leaderboard/)).toBeTruthy();
  });

  it("answers with the rule modules' own numbers", async () => {
    mockApi({ "GET /api/auth/me": signedOut });
    renderApp("/help");
    await screen.findByRole("heading", { level: 1, name: "Help & Support" });
    const scoring = within(screen.getByRole("region", { name: "FinStars and FinScore" }));
    expect(scoring.getByText(new RegExp(`between 0 and ${FINSCORE_MAX}\\.`))).toBeTruthy();
    expect(
      scoring.getByText(`Finish a module: ${signedPoints(FINSCORE_RULES.moduleFinished.points)}.`, {
        exact: false,
      }),
    ).toBeTruthy();
    const streaks = within(screen.getByRole("region", { name: "Streaks" }));
    expect(
      streaks.getByText(
        new RegExp(
          `Every ${STREAK_BONUS_EVERY}th day of a run earns a bonus of \\+${FINSCORE_RULES.streakWeek.points} FinScore`,
        ),
      ),
    ).toBeTruthy();
    expect(streaks.getByText(new RegExp(`at most ${MAX_FREEZES} freezes`))).toBeTruthy();
    const tracking = within(screen.getByRole("region", { name: "Tracking your finances" }));
    expect(
      tracking.getByText(
        new RegExp(
          `day 1 to ${BUDGET_EARLY_LAST_DAY} of the month earns \\+${FINSCORE_RULES.budgetSetEarly.points} FinScore`,
        ),
      ),
    ).toBeTruthy();
  });

  it("says the FinScore rules and the reply time in the rule modules' own English words", () => {
    for (const [id, rule] of Object.entries(FINSCORE_RULES)) {
      const words = pages.help.rules[id as keyof typeof pages.help.rules];
      expect(words, id).toEqual({ title: rule.title, explain: rule.explain });
    }
    expect(pages.help.responseTime).toBe(RESPONSE_TIME);
  });

  it("changes its answers when a rule changes", () => {
    const changed = helpSections({
      ...liveRules,
      finScore: {
        ...liveRules.finScore,
        max: 2000,
        rules: { ...liveRules.finScore.rules, budgetSetEarly: { points: 25 }, budgetMissed: { points: -40 } },
      },
      lines: liveRules.lines.map((l) => (l.title === "Finish a module" ? { ...l, points: "+30" } : l)),
      streak: { bonusEvery: 10, maxFreezes: 1, milestones: [10, 50] },
      budgetEarlyLastDay: 3,
    });
    const text = allText(changed);
    expect(text).toContain("between 0 and 2000.");
    expect(text).toContain("Finish a module: +30.");
    expect(text).toContain("day 1 to 3 of the month earns +25 FinScore");
    expect(text).toContain("going over it changes your FinScore by −40");
    expect(text).toContain("Every 10th day of a run");
    expect(text).toContain("at most 1 freeze;");
    expect(text).toContain("at 10 and 50 days");
    const live = allText(helpSections());
    expect(live).not.toContain("+25 FinScore");
    expect(live).toContain(`at most ${MAX_FREEZES} freezes`);
  });
});
