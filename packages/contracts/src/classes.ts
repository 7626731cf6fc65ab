import { z } from "zod";
import { emailSchema } from "./auth.js";
import {
  CLASS_CAPACITY_MAX,
  CLASS_LANGUAGES,
  CLASS_NAME_MAX,
  CLASS_STATUSES,
  classMessages,
  JOIN_CODE_PATTERN,
  normaliseJoinCode,
  ORGANISATION_KINDS,
  ORGANISATION_NAME_MAX,
} from "./classes-rules.js";
import { idString } from "./ids.js";
import { singleLineText } from "./text.js";
import { isCalendarDay } from "./tracker-plans-rules.js";

export * from "./classes-rules.js";

/**
 * Organisations, classes and joining (issue 40), under /api/organisations, /api/classes,
 * /api/account/classes and /api/admin/facilitators. Who may call what is decided on the server by the
 * session and membership (apps/api/src/platform/institutions/access.ts); nothing here names the caller.
 */

const name = (max: number) =>
  singleLineText().trim().min(1, classMessages.nameNeeded).max(max, classMessages.nameTooLong(max));

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Use a date like 2026-11-05.")
  .refine(isCalendarDay, "That date does not exist.")
  .refine((d) => d >= "2000-01-01" && d <= "2100-12-31", classMessages.dayRange)
  .meta({ examples: ["2099-12-31"] });

const kind = z.enum(ORGANISATION_KINDS, { message: classMessages.chooseKind });
const language = z.enum(CLASS_LANGUAGES, { message: classMessages.chooseLanguage });
const capacity = z
  .number({ message: classMessages.capacityRange })
  .int(classMessages.capacityRange)
  .min(1, classMessages.capacityRange)
  .max(CLASS_CAPACITY_MAX, classMessages.capacityRange);

/** A join code as a person types it: spaces and dashes dropped, capitals made. */
export const joinCodeSchema = singleLineText()
  .max(40, classMessages.codeFormat)
  .transform(normaliseJoinCode)
  .pipe(z.string().regex(JOIN_CODE_PATTERN, classMessages.codeFormat))
  .meta({ examples: ["7KQ4MX"] });

// ── Params ──────────────────────────────────────────────────────────────────

export const organisationIdParam = z.object({ organisationId: idString });
export const classIdParam = z.object({ classId: idString });
const userId = z.uuid({ message: "must be an account id" }).meta({
  examples: ["00000000-0000-4000-8000-000000000001"],
});
export const userIdParam = z.object({ userId });
export const organisationPersonParam = z.object({ organisationId: idString, userId });
export const classMemberParam = z.object({ classId: idString, userId });
export const joinCodeParam = z.object({ code: joinCodeSchema });

// ── Bodies ──────────────────────────────────────────────────────────────────

export const emailBodySchema = z.object({ email: emailSchema });

export const organisationBodySchema = z.object({ name: name(ORGANISATION_NAME_MAX), kind });
export const organisationPatchSchema = z
  .object({ name: name(ORGANISATION_NAME_MAX).optional(), kind: kind.optional() })
  .refine((b) => b.name !== undefined || b.kind !== undefined, "Nothing to change.");

export const classBodySchema = z.object({
  name: name(CLASS_NAME_MAX),
  language,
  /** The most learners it takes; null or absent: no cap. */
  capacity: capacity.nullable().optional(),
  /** The last India day learners may join; null or absent: open-ended. */
  ends_on: day.nullable().optional(),
});
export type ClassBody = z.input<typeof classBodySchema>;

export const classPatchSchema = z
  .object({
    name: name(CLASS_NAME_MAX).optional(),
    language: language.optional(),
    capacity: capacity.nullable().optional(),
    ends_on: day.nullable().optional(),
    archived: z.boolean().optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), "Nothing to change.");
export type ClassPatch = z.input<typeof classPatchSchema>;

export const joinBodySchema = z.object({
  code: joinCodeSchema,
  /** Only when this join makes them a member (the Undo of leaving puts their choice back). */
  share_email: z.boolean().optional(),
});

export const shareEmailBodySchema = z.object({ share_email: z.boolean() });

// ── Answers ─────────────────────────────────────────────────────────────────

const status = z.enum(CLASS_STATUSES);

export const classSummarySchema = z.object({
  id: z.number(),
  organisation_id: z.number(),
  name: z.string(),
  language,
  join_code: z.string(),
  capacity: z.number().nullable(),
  ends_on: z.string().nullable(),
  archived: z.boolean(),
  members_count: z.number(),
  /** Whether it takes new learners today, or why not. */
  status,
});
export type ClassSummary = z.infer<typeof classSummarySchema>;

export const organisationSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind,
  /** The caller's part in it (an Admin counts as owner everywhere). */
  role: z.enum(["owner", "facilitator"]),
  classes: z.array(classSummarySchema),
});
export type Organisation = z.infer<typeof organisationSchema>;
export const organisationsSchema = z.object({ organisations: z.array(organisationSchema) });

export const classDetailSchema = classSummarySchema.extend({
  /** `${PUBLIC_URL}/join/<code>`: what the QR code says. */
  join_url: z.string(),
  organisation: z.object({ id: z.number(), name: z.string(), kind }),
  role: z.enum(["owner", "facilitator"]),
});
export type ClassDetail = z.infer<typeof classDetailSchema>;
export const classesListSchema = z.object({ classes: z.array(classSummarySchema) });

export const classMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  /** Only when the learner chose to share it with the class. */
  email: z.string().nullable(),
  joined_at: z.string(),
});
export type ClassMember = z.infer<typeof classMemberSchema>;
export const classMembersSchema = z.object({
  members: z.array(classMemberSchema),
  count: z.number(),
  capacity: z.number().nullable(),
});
export type ClassMembers = z.infer<typeof classMembersSchema>;

export const organisationPersonSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(["owner", "facilitator"]),
});
export type OrganisationPerson = z.infer<typeof organisationPersonSchema>;
export const organisationPeopleSchema = z.object({ people: z.array(organisationPersonSchema) });

export const facilitatorSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  /** How many organisations they run (as owner or facilitator). */
  organisations: z.number(),
});
export type Facilitator = z.infer<typeof facilitatorSchema>;
export const facilitatorsSchema = z.object({ facilitators: z.array(facilitatorSchema) });

/** GET /api/classes/join/:code: what the join page shows before anyone joins. */
export const joinLookupSchema = z.object({
  class_name: z.string(),
  organisation_name: z.string(),
  organisation_kind: kind,
  language,
  status,
  /** Why it takes nobody new, in the asker's language; null when open. */
  message: z.string().nullable(),
  /** The signed-in learner is already in it (always false for a visitor). */
  member: z.boolean(),
});
export type JoinLookup = z.infer<typeof joinLookupSchema>;

export const joinResultSchema = z.object({
  class_id: z.number(),
  class_name: z.string(),
  organisation_name: z.string(),
  language,
  already_member: z.boolean(),
  message: z.string(),
});
export type JoinResult = z.infer<typeof joinResultSchema>;

/** One assigned course or module: the content whose activity the class's facilitators see. */
export const assignedItemSchema = z.object({
  course_id: z.number(),
  course_title: z.string(),
  module_id: z.number().nullable(),
  module_title: z.string().nullable(),
  due_on: z.string().nullable(),
});

export const accountClassSchema = z.object({
  id: z.number(),
  name: z.string(),
  language,
  organisation: z.object({ name: z.string(), kind }),
  joined_at: z.string(),
  share_email: z.boolean(),
  archived: z.boolean(),
  ends_on: z.string().nullable(),
  ended: z.boolean(),
  assigned: z.array(assignedItemSchema),
});
export type AccountClass = z.infer<typeof accountClassSchema>;
export const accountClassesSchema = z.object({ classes: z.array(accountClassSchema) });

/** DELETE /api/account/classes/:classId: the code comes back so an Undo can join again. */
export const leftClassSchema = z.object({ message: z.string(), code: z.string(), share_email: z.boolean() });
export type LeftClass = z.infer<typeof leftClassSchema>;
