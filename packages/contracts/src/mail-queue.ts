import { z } from "zod";
import { idString } from "./ids.js";

/** Admin view of the durable mail queue: what failed or is waiting to be retried, and a retry. */

export const MAIL_QUEUE_KINDS = [
  "password_reset",
  "email_verification",
  "newsletter_confirmation",
  "newsletter",
  /** A feedback or contact message copied to the team. */
  "team_notice",
  "account_deleted",
  /** Product mail a learner opted in to: a budget gone over. */
  "budget_alert",
  /** A streak reminder the learner asked for on /account (features/reminders). */
  "streak_reminder",
  /** A class assignment due tomorrow (features/assignments), for learners with reminders on. */
  "assignment_reminder",
  /** An under-18 learner's guardian asked to consent (features/guardian): the link to answer. */
  "guardian_consent",
  /** What the guardian chose, or the download of their child's data they asked for (features/guardian). */
  "guardian_notice",
  /** A redeemed reward's code or instructions, to the learner (features/rewards). */
  "reward_issued",
  /** A perk's codes running low, to the team (features/rewards). */
  "reward_stock",
] as const;
export type MailQueueKind = (typeof MAIL_QUEUE_KINDS)[number];

/**
 * uncertain: a send that may have been delivered (the connection to the mail server was lost after the
 * message went out, or the sending instance stopped mid-send). It is never sent again by itself.
 */
export const MAIL_QUEUE_STATUSES = ["pending", "sent", "failed", "uncertain"] as const;

export const mailQueueQuerySchema = z.object({
  status: z.enum(["failed", "pending", "uncertain"]).default("failed"),
  /** With status=pending: only rows that already failed once and wait for their next try. */
  retrying: z.enum(["true", "false"]).default("false"),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

export const mailQueueItemSchema = z.object({
  id: z.number(),
  kind: z.enum(MAIL_QUEUE_KINDS),
  status: z.enum(MAIL_QUEUE_STATUSES),
  to: z.string(),
  /** The mail's subject; for a newsletter row, the newsletter's title (null if it was deleted). */
  subject: z.string().nullable(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string(),
  createdAt: z.string(),
});
export type MailQueueItem = z.infer<typeof mailQueueItemSchema>;

export const mailQueueCountsSchema = z.object({
  pending: z.number(),
  /** Pending rows whose last try failed: a subset of pending. */
  retrying: z.number(),
  failed: z.number(),
  /** May have been delivered: waits for an admin's Retry. */
  uncertain: z.number(),
  sent: z.number(),
});
export type MailQueueCounts = z.infer<typeof mailQueueCountsSchema>;

export const mailQueuePageSchema = z.object({
  items: z.array(mailQueueItemSchema),
  /** Rows matching the filter, for paging. */
  total: z.number(),
  counts: mailQueueCountsSchema,
});
export type MailQueuePage = z.infer<typeof mailQueuePageSchema>;

/** Strict: a positive decimal id only ("01", "1e3", "-1", " 1" are refused). */
export const mailQueueIdParamsSchema = z.object({ id: idString });

export const mailRetryResponseSchema = z.object({ message: z.string(), item: mailQueueItemSchema });
