import { z } from "zod";
import {
  DETAILS_MAX,
  FEEDBACK_OPTIONS,
  feedbackMessages,
  junkMessages,
  junkReason,
  MESSAGE_MAX,
  NAME_MAX,
  TEAM_SECTORS,
} from "./feedback-rules.js";
import { idNumber } from "./ids.js";
import { multiLineText, singleLineText } from "./text.js";

/** Feedback, contact, the admin Messages area, site settings and the team (spec sections 3, 5, 7). */

const required = (max: number) =>
  singleLineText().trim().min(1, feedbackMessages.required).max(max, junkMessages.tooLong(max));
const email = singleLineText().trim().toLowerCase().pipe(z.email("Enter a valid email address.").max(254));
const requiredEmail = singleLineText()
  .trim()
  .min(1, feedbackMessages.required)
  .toLowerCase()
  .pipe(z.email("Enter a valid email address.").max(254));
const readable = (max: number) =>
  multiLineText()
    .trim()
    .max(max, junkMessages.tooLong(max))
    .refine((t) => junkReason(t) === null, { error: (issue) => junkReason(String(issue.input)) ?? "" });
const choice = <T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, { message: feedbackMessages.required });
const stars = z.number({ message: feedbackMessages.stars }).int().min(1, feedbackMessages.stars).max(5);

/** POST /api/home/feedback: the spec's fields; its two messages word for word. */
export const feedbackBodySchema = z
  .object({
    name: required(NAME_MAX),
    email: requiredEmail,
    q1_helpfulness: stars,
    q2_difficulty: choice(FEEDBACK_OPTIONS.q2_difficulty),
    q3_navigation: stars,
    q4_design: choice(FEEDBACK_OPTIONS.q4_design),
    q5_confusing: choice(FEEDBACK_OPTIONS.q5_confusing),
    q5_details: readable(DETAILS_MAX).optional().default(""),
    q6_favFeature: choice(FEEDBACK_OPTIONS.q6_favFeature),
    q7_returnLikelihood: stars,
    additionalFeedback: readable(MESSAGE_MAX).optional().default(""),
  })
  .transform((f) => ({ ...f, q5_details: f.q5_confusing === "Yes" ? f.q5_details : "" }));
export type FeedbackBody = z.input<typeof feedbackBodySchema>;

/** POST /api/contact/user. */
export const contactBodySchema = z.object({
  name: required(NAME_MAX),
  email: requiredEmail,
  message: readable(MESSAGE_MAX).refine((m) => m.length > 0, feedbackMessages.required),
});
export type ContactBody = z.input<typeof contactBodySchema>;

export const sentSchema = z.object({ message: z.string() });

// ── Admin: Messages ─────────────────────────────────────────────────────────
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export const MESSAGES_PAGE = 20;

export const adminFeedbackSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  answers: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  handled: z.boolean(),
});
export const adminFeedbackListSchema = z.object({
  items: z.array(adminFeedbackSchema),
  total: z.number(),
  /** Averages over every answer ever given, to 1 decimal (null before the first). */
  averages: z.object({
    q1_helpfulness: z.number().nullable(),
    q3_navigation: z.number().nullable(),
    q7_returnLikelihood: z.number().nullable(),
  }),
});
export const adminContactSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  created_at: z.string(),
  handled: z.boolean(),
});
export const adminContactListSchema = z.object({ items: z.array(adminContactSchema), total: z.number() });
export const handledBodySchema = z.object({ handled: z.boolean() });
export const messageIdParam = z.object({ id: idNumber });

// ── Site settings (admin Settings tile) ─────────────────────────────────────
const optionalEmail = z.union([z.literal(""), email]);
const httpsUrl = singleLineText()
  .max(300)
  .refine((u) => /^https:\/\/[^\s]+$/.test(u), "Use an https:// address.");

export const siteSettingsSchema = z.object({
  operator_name: singleLineText().trim().max(120, "Keep the operator's name under 120 characters."),
  /**
   * The operator's postal address (India's DPDP Rules: a Data Fiduciary says who it is and where). Saved
   * settings from before it existed read as "" (not yet published).
   */
  operator_address: multiLineText().trim().max(300, "Keep the address under 300 characters.").default(""),
  support_email: optionalEmail,
  grievance_officer_name: singleLineText()
    .trim()
    .max(120, "Keep the grievance officer's name under 120 characters."),
  grievance_email: optionalEmail,
  social_links: z
    .array(
      z.object({
        label: singleLineText()
          .trim()
          .min(1, "Give the link a label.")
          .max(40, "Keep the label under 40 characters."),
        url: httpsUrl,
      }),
    )
    .max(6, "Add at most 6 links."),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

// ── Team ────────────────────────────────────────────────────────────────────
export const teamMemberSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  sector: z.enum(TEAM_SECTORS),
  image_url: z.string().nullable(),
  sort_order: z.number(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** The multipart fields of add/edit team member (photo: an image file, optional). */
export const teamMemberFieldsSchema = z.object({
  name: singleLineText().trim().min(1, "Name is required.").max(NAME_MAX),
  role: singleLineText().trim().min(1, "Role is required.").max(NAME_MAX),
  sector: z.enum(TEAM_SECTORS, { message: "Choose a sector." }),
  sort_order: z.coerce.number().int().min(0).max(1000).default(0),
  remove_image: z.enum(["true", "false"]).optional(),
});
export const teamMemberIdParam = z.object({ id: idNumber });
