import { z } from "zod";
import { CONSENT_VERSION } from "./auto-tracking-rules.js";

/**
 * Automatic tracking (issue 41): GET /api/fin-tools/auto-tracking (the learner's state), POST …/enable
 * (with consent: a new forwarding address) and POST …/disable (the address is revoked at once).
 */

/** Turning it on: the learner ticked the consent, and the version of the wording they were shown. */
export const enableAutoTrackingBodySchema = z
  .object({
    consent: z.literal(true, { error: "Tick the box to agree before turning automatic tracking on." }),
    consentVersion: z.literal(CONSENT_VERSION, {
      error: "The consent text has changed. Reload the page and read it again.",
    }),
  })
  .strict();

export const autoTrackingStatusSchema = z.object({
  /** False when the server takes no mail (no INBOUND_SMTP_PORT or INBOUND_MAIL_DOMAIN): nothing to turn on. */
  available: z.boolean(),
  enabled: z.boolean(),
  /** The live forwarding address; null while off. */
  address: z.string().nullable(),
  consentedAt: z.string().nullable(),
  consentVersion: z.string().nullable(),
  /** What happened to mail sent to the live address (never what it said). */
  counts: z.object({
    added: z.number(),
    duplicates: z.number(),
    dropped: z.number(),
    refused: z.number(),
  }),
  lastMailAt: z.string().nullable(),
});
export type AutoTrackingStatus = z.infer<typeof autoTrackingStatusSchema>;
