/**
 * Delivers the outbox and brings the page up to date: what the server accepted refreshes the queries it
 * moved (as an online completion does), what it refused is said in a toast and dropped, and what could
 * not be sent stays queued for the next try.
 */
import type { UpdateCardResponse } from "@arthshala/contracts/learning";
import type { QueryClient } from "@tanstack/react-query";
import toast from "react-hot-toast/headless";
import { ApiError } from "../../lib/api";
import { offlineMessages } from "../../lib/offline/messages";
import { outbox, type QueuedAction } from "../../lib/offline/outbox";
import { type ReplayReport, replayOutbox } from "../../lib/offline/replay";
import { recordReading } from "../articles";
import { learningKeys, refreshAfterCompletion, saveCompletedCard, updateCard } from "../courses";
import { homeKeys } from "../progress";

function send(action: QueuedAction): Promise<unknown> {
  return action.kind === "card"
    ? updateCard(action.path, action.userAnswer)
    : recordReading(action.articleId);
}

function applyReport(client: QueryClient, report: ReplayReport): void {
  const { who } = report;
  let stars = 0;
  for (const { action, result } of report.saved) {
    if (action.kind === "card") {
      const card = result as UpdateCardResponse;
      stars += card.awarded_finstars;
      void saveCompletedCard(who, action.path, card);
      refreshAfterCompletion(client, who, action.path, card);
    } else {
      void client.invalidateQueries({ queryKey: homeKeys.all(who) });
    }
  }
  if (report.saved.length > 0) {
    toast.success(offlineMessages.backOnline(report.saved.length), { id: "back-online" });
  }
  if (stars > 0) toast.success(`You earned ${stars} FinStars!`, { id: "back-online-stars" });
  for (const { action, message } of report.refused) {
    toast.error(offlineMessages.refused(action.title, message), { id: `refused-${action.id}` });
    // The device showed it done; the server's answer now stands.
    if (action.kind === "card") {
      void client.invalidateQueries({ queryKey: learningKeys.course(who, action.path.courseId) });
      void client.invalidateQueries({ queryKey: learningKeys.cards(who, action.path.courseId) });
    }
  }
  if (report.signedOut) toast(offlineMessages.signInToSave(report.remaining), { id: "outbox-signed-out" });
}

/**
 * Sends everything queued for `who`, in order, until it is all delivered or the server cannot be
 * reached; what was queued while a replay ran goes in the next round. Resolves with what is left.
 */
export async function flushOutbox(client: QueryClient, who: string): Promise<number> {
  let left = 0;
  // A few rounds at most: each takes what was queued during the one before.
  for (let round = 0; round < 5; round += 1) {
    const report = await replayOutbox(who, send);
    applyReport(client, report);
    if (report.remaining > 0) return report.remaining;
    left = (await outbox.list(who)).length;
    if (left === 0) break;
  }
  return left;
}

/** Before logging out: the learner's offline work must reach the server, or they are told why not. */
export async function deliverBeforeSignOut(client: QueryClient, who: string | undefined): Promise<void> {
  if (!who) return;
  const left = (await outbox.list(who).catch(() => [])).length === 0 ? 0 : await flushOutbox(client, who);
  if (left > 0) throw new ApiError(0, "outbox_not_delivered", offlineMessages.unsavedBeforeSignOut(left));
}
