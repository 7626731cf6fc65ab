import { z } from "zod";
import { idNumber } from "./ids.js";
import { multiLineText, singleLineText } from "./text.js";

/** The admin's translation calls: one item's fields in another language (Hindi). */

const line = singleLineText().trim().max(300);
const text = multiLineText().trim().max(50_000);

export const translationParamsSchema = z.object({
  entity: z.enum(["course", "module", "card", "article", "bank_product"]),
  id: idNumber,
  locale: z.literal("hi"),
});

/** Every field optional: an admin may translate the title first and the text later. */
export const translationFieldsSchema = z
  .object({
    title: line.min(1).optional(),
    description: text.optional(),
    content_title: line.optional(),
    content_text: text.optional(),
    content: text.optional(),
    explanation: text.optional(),
    /** One per option of the English card, in the same order. */
    options: z.array(line.min(1)).max(10).optional(),
  })
  .strict();
export type TranslationFields = z.infer<typeof translationFieldsSchema>;

export const translationSchema = z.object({
  entity: z.string(),
  id: z.number(),
  locale: z.literal("hi"),
  fields: translationFieldsSchema,
  updated_at: z.string().nullable(),
});
