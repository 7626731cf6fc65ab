import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import toast from "react-hot-toast/headless";
import { afterEach, describe, expect, it } from "vitest";
import { jsonResponse, learner, mockApi, type RecordedCall } from "../../../test/mockApi";
import { renderApp } from "../../../test/renderApp";
import type { Leaderboard } from "../../progress/api";
import { entry, homeData, leaderboard } from "../test/fixtures";

afterEach(() => {
  toast.remove();
});

async function openBoard(handlers: Record<string, (call: RecordedCall) => Response>) {
  const calls = mockApi({
    "GET /api/auth/me": () => jsonResponse(learner),
    "POST /api/home/getdata": () => jsonResponse(homeData({ userData: { rank: 2 } })),
    ...handlers,
  });
  renderApp("/home");
  const user = userEvent.setup();
  await user.click(await screen.findByRole("button", { name: /^Rank #2/ }));
  return { calls, user, dialog: await screen.findByRole("dialog", { name: "Leaderboard" }) };
}

describe("leaderboard", () => {
  it("loads when opened: medals for 1 to 3 and the learner's own row highlighted", async () => {
    const { calls, dialog } = await openBoard({
      "GET /api/home/leaderboard?board=all": () => jsonResponse(leaderboard()),
    });
    const list = await within(dialog).findByRole("list", { name: "Top learners of all time" });
    const rows = within(list).getAllByRole("listitem");
    expect(within(rows[0]!).getByRole("img", { name: "Rank 1, gold medal" }).textContent).toBe("🥇");
    expect(within(rows[1]!).getByRole("img", { name: "Rank 2, silver medal" }).textContent).toBe("🥈");
    expect(within(rows[2]!).getByRole("img", { name: "Rank 3, bronze medal" }).textContent).toBe("🥉");
    expect(within(rows[3]!).queryByRole("img")).toBeNull();
    expect(rows[3]!.textContent).toContain("Rank 4");
    // Only the learner's own row is marked and highlighted.
    const mine = rows.filter((r) => r.getAttribute("aria-current") === "true");
    expect(mine).toEqual([rows[1]]);
    expect(within(rows[1]!).getByText("You")).toBeTruthy();
    expect(rows[1]!.className).toContain("bg-brand-50");
    // The spec's 400 px, or less on a short phone so the learner's own row stays on screen.
    expect(list.style.maxHeight).toContain("min(400px, calc(100dvh - 24rem))");
    expect(within(dialog).queryByTestId("own-rank")).toBeNull();
    expect(calls.filter((c) => c.path.startsWith("/api/home/leaderboard"))).toHaveLength(1);
  });

  it("tells two learners of the same name apart by their @handles and avatars, never an email", async () => {
    const board = leaderboard({
      entries: [
        { ...entry(1, "Asha J.", 300), handle: "asha-j-4821" },
        { ...entry(2, "Asha J.", 250), handle: "asha-j-1093", picture: "/uploads/asha.png" },
        { ...entry(3, "Meera K.", 200, true), handle: "meera_k" },
      ],
      you: { ...leaderboard().you, rank: 3, name: "Meera K.", handle: "meera_k" },
    });
    const { dialog } = await openBoard({ "GET /api/home/leaderboard?board=all": () => jsonResponse(board) });
    const list = await within(dialog).findByRole("list", { name: "Top learners of all time" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows[0]!.textContent).toContain("@asha-j-4821");
    expect(rows[1]!.textContent).toContain("@asha-j-1093");
    expect(within(rows[0]!).getByTestId("avatar").textContent).toBe("AJ");
    expect(rows[1]!.querySelector("img")?.getAttribute("src")).toBe("/uploads/asha.png");
    expect(rows[2]!.getAttribute("aria-current")).toBe("true");
    expect(rows[2]!.textContent).toContain("@meera_k");
    expect(list.textContent).not.toContain("@example");
  });

  it("shows the learner's own row below the list when outside it, and 'Hidden from others' when hidden", async () => {
    const board = leaderboard({
      entries: [entry(1, "Priya S.", 300), entry(2, "Kabir", 200)],
      you: {
        rank: 57,
        name: "Asha",
        handle: "asha-5700",
        picture: null,
        score: 12,
        hidden: true,
        in_list: false,
      },
    });
    const { dialog } = await openBoard({ "GET /api/home/leaderboard?board=all": () => jsonResponse(board) });
    const own = await within(dialog).findByTestId("own-rank");
    expect(own.textContent).toContain("Rank 57");
    expect(own.textContent).toContain("Asha");
    expect(own.textContent).toContain("Hidden from others");
    expect(within(own).getByText("You")).toBeTruthy();
    const list = within(dialog).getByRole("list", { name: "Top learners of all time" });
    expect(within(list).queryByText("Asha")).toBeNull();
    expect(
      within(dialog).getByRole("switch", { name: "Show me on the leaderboard" }).getAttribute("aria-checked"),
    ).toBe("false");
  });

  it("switches to This week, which says since which Monday it counts", async () => {
    const week: Leaderboard = leaderboard({ board: "week", since: "2026-11-16" });
    const { calls, user, dialog } = await openBoard({
      "GET /api/home/leaderboard?board=all": () => jsonResponse(leaderboard()),
      "GET /api/home/leaderboard?board=week": () => jsonResponse(week),
    });
    await within(dialog).findByRole("list", { name: "Top learners of all time" });
    const tab = within(dialog).getByRole("tab", { name: "This week" });
    await user.click(tab);
    expect(tab.getAttribute("aria-selected")).toBe("true");
    expect(await within(dialog).findByText("Since Monday 16 Nov")).toBeTruthy();
    expect(within(dialog).getByRole("list", { name: "Top learners this week" })).toBeTruthy();
    expect(calls.some((c) => c.path === "/api/home/leaderboard?board=week")).toBe(true);
    // Arrow keys move between the tabs.
    await user.keyboard("{ArrowLeft}");
    expect(within(dialog).getByRole("tab", { name: "All time" }).getAttribute("aria-selected")).toBe("true");
  });

  it("the switch saves the choice and refetches the board", async () => {
    let hidden = false;
    const { calls, user, dialog } = await openBoard({
      "GET /api/home/leaderboard?board=all": () =>
        jsonResponse(
          hidden
            ? leaderboard({
                entries: [entry(1, "Priya S.", 300)],
                you: {
                  rank: 2,
                  name: "Asha",
                  handle: "asha-1002",
                  picture: null,
                  score: 250,
                  hidden: true,
                  in_list: false,
                },
              })
            : leaderboard(),
        ),
      "POST /api/home/leaderboard/visibility": (call) => {
        hidden = (call.body as { hidden: boolean }).hidden;
        return jsonResponse({ hidden });
      },
    });
    const toggle = await within(dialog).findByRole("switch", { name: "Show me on the leaderboard" });
    await within(dialog).findByRole("list");
    expect(toggle.getAttribute("aria-checked")).toBe("true");
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute("aria-checked")).toBe("false"));
    expect(calls.find((c) => c.path === "/api/home/leaderboard/visibility")?.body).toEqual({ hidden: true });
    expect(await within(dialog).findByText("Hidden from others")).toBeTruthy();
    expect(calls.filter((c) => c.path === "/api/home/leaderboard?board=all")).toHaveLength(2);
  });

  it('toasts "Failed to load leaderboard." when the board cannot be loaded', async () => {
    const { dialog } = await openBoard({
      "GET /api/home/leaderboard?board=all": () => jsonResponse({ error: "bad", message: "Nope" }, 400),
    });
    expect(await within(dialog).findByText("Failed to load leaderboard.")).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText("Failed to load leaderboard.")).toHaveLength(2));
  });
});
