import { bankProductEditSchema } from "@arthshala/contracts/schemes";
import { SCHEME_TAG_NAMES } from "@arthshala/contracts/schemes-catalog";
import { z } from "zod";

/** The shape of a seeded course file in content/courses/*.json. Images are paths under /content/. */
const contentPath = z.string().regex(/^\/content\/[a-z0-9/_.-]+\.(svg|png|jpg|webp)$/);

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD");

const baseCard = {
  title: z.string().min(1).max(120),
  allotted_finstars: z.number().int().min(0).max(50).default(0),
  /** Where a figure or rule comes from, shown on the card. */
  source: z.string().min(1).optional(),
  /** The day the card's figures and rules were last checked against the source (India date). */
  as_of: isoDay.optional(),
  /** How long a fact stays fresh: tax rules until the financial year ends, everything else a year. */
  freshness: z.enum(["financial_year", "year"]).optional(),
  /** The card's figures are a worked example (made-up amounts, arithmetic), not a rate or rule. */
  example: z.literal(true).optional(),
};

export const seedCardSchema = z.discriminatedUnion("content_type", [
  z.object({ ...baseCard, content_type: z.literal("text"), content_text: z.string().min(1) }),
  z.object({
    ...baseCard,
    content_type: z.literal("image"),
    image: contentPath,
    content_text: z.string().min(1).optional(),
  }),
  z.object({
    ...baseCard,
    content_type: z.literal("question"),
    /**
     * mcq_single: options, correct_answer one of them. true_false: correct_answer "true" or "false", no
     * options. numeric: correct_answer a number in answer_unit, within tolerance (same unit). order:
     * options are the steps in the right order (shown shuffled), no correct_answer.
     */
    question_type: z.enum(["mcq_single", "true_false", "numeric", "order"]),
    content_text: z.string().min(1),
    options: z.array(z.string().min(1)).max(6).default([]),
    answer_unit: z.enum(["rupees", "percent", "number"]).optional(),
    tolerance: z.number().min(0).optional(),
    /** A question about the learner (no right answer, shown amber) omits these two. */
    correct_answer: z.string().min(1).optional(),
    explanation: z.string().min(1).optional(),
    /** One scheme tag (or "") per option: what choosing it says about the learner's goals. */
    options_tags: z
      .array(z.union([z.enum(SCHEME_TAG_NAMES as [string, ...string[]]), z.literal("")]))
      .optional(),
  }),
]);

const tag = z.enum(SCHEME_TAG_NAMES as [string, ...string[]]);

export const seedCourseSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1).max(120),
    description: z.string().min(1).max(400),
    /** The day this language's text was last revised: a Hindi file is never older than its English one. */
    updated: isoDay.optional(),
    thumbnail: contentPath,
    duration: z.number().int().min(1),
    /** What the course is about, as scheme tags: finishing it informs recommendations. */
    tags: z.array(tag).max(8).default([]),
    modules: z
      .array(
        z.object({
          title: z.string().min(1).max(120),
          description: z.string().max(400).optional(),
          cards: z.array(seedCardSchema).min(1),
        }),
      )
      .min(1),
  })
  .superRefine((course, ctx) => {
    for (const [mi, m] of course.modules.entries()) {
      for (const [ci, c] of m.cards.entries()) {
        if (c.content_type !== "question") continue;
        const at = ["modules", mi, "cards", ci];
        const problem = questionKindProblem(c);
        if (problem) {
          ctx.addIssue({ code: "custom", path: at, message: problem });
          continue;
        }
        if (c.question_type !== "mcq_single") continue;
        if (c.correct_answer !== undefined && !c.options.includes(c.correct_answer)) {
          ctx.addIssue({
            code: "custom",
            path: ["modules", mi, "cards", ci, "correct_answer"],
            message: "correct_answer must be one of the options",
          });
        }
        if (c.correct_answer === undefined && !c.options_tags) {
          ctx.addIssue({
            code: "custom",
            path: ["modules", mi, "cards", ci],
            message: "a question needs a correct_answer, or options_tags when it asks about the learner",
          });
        }
        if (c.correct_answer !== undefined && c.explanation === undefined) {
          ctx.addIssue({
            code: "custom",
            path: ["modules", mi, "cards", ci, "explanation"],
            message: "a question with a right answer explains it",
          });
        }
        if (c.options_tags && c.options_tags.length !== c.options.length) {
          ctx.addIssue({
            code: "custom",
            path: ["modules", mi, "cards", ci, "options_tags"],
            message: 'options_tags needs one entry (a tag or "") per option',
          });
        }
      }
    }
  });

export type SeedCourse = z.infer<typeof seedCourseSchema>;

type SeedQuestion = Extract<z.infer<typeof seedCardSchema>, { content_type: "question" }>;

/** What a question of each kind must carry beyond the common fields (null when it is complete). */
function questionKindProblem(c: SeedQuestion): string | null {
  const kind = c.question_type;
  if (kind !== "mcq_single" && c.explanation === undefined) return `a ${kind} question explains its answer`;
  if (kind !== "numeric" && (c.answer_unit !== undefined || c.tolerance !== undefined))
    return "answer_unit and tolerance belong to numeric questions";
  switch (kind) {
    case "mcq_single":
      return c.options.length < 2 ? "a multiple-choice question has 2 to 6 options" : null;
    case "true_false":
      if (c.options.length > 0) return "a true/false question has no options";
      return c.correct_answer === "true" || c.correct_answer === "false"
        ? null
        : 'a true/false question\'s correct_answer is "true" or "false"';
    case "numeric":
      if (c.options.length > 0) return "a numeric question has no options";
      if (!c.answer_unit) return "a numeric question names its answer_unit";
      return c.correct_answer !== undefined && /^-?\d+(\.\d{1,2})?$/.test(c.correct_answer)
        ? null
        : 'a numeric question\'s correct_answer is a number with at most 2 decimals, e.g. "1200"';
    case "order":
      if (c.options.length < 3) return "an order question has 3 to 6 steps";
      if (new Set(c.options).size !== c.options.length) return "an order question's steps are all different";
      return c.correct_answer === undefined
        ? null
        : "an order question's options are its answer (no correct_answer)";
  }
}

/** content/schemes/<list>.json: one scheme list's products, in the fields an admin edits later. */
export const seedSchemeListSchema = z.object({
  list: z.string().regex(/^[a-z]+(\/[a-z]+)?$/),
  products: z
    .array(
      bankProductEditSchema.extend({
        bank_name: z.string().min(1).max(120),
        /** The seed files write lists of text where the spec allows any of its shapes. */
        eligibility: bankProductEditSchema.shape.eligibility.optional().default(null),
        fees_and_charges: bankProductEditSchema.shape.fees_and_charges.optional().default(null),
        rate_note: bankProductEditSchema.shape.rate_note.optional().default(null),
        retired_on: bankProductEditSchema.shape.retired_on.optional().default(null),
        /**
         * The name of the product (same provider) whose rate this one takes, e.g. an RD at the bank's
         * FD rates: the catalogue shows that product's rate and date.
         */
        rate_follows: z.string().min(1).max(300).nullable().optional().default(null),
        /** Youngest and oldest age that may hold it in their own name (the provider's rule). */
        min_age: z.number().int().min(0).max(120).nullable().optional().default(null),
        max_age: z.number().int().min(0).max(120).nullable().optional().default(null),
        /** Names this product had in earlier content: the seed renames that row instead of adding one. */
        previous_names: z.array(z.string().min(1).max(300)).max(5).optional().default([]),
      }),
    )
    .min(1)
    .max(10),
});
export type SeedSchemeList = z.infer<typeof seedSchemeListSchema>;
