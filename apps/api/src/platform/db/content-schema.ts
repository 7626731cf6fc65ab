import { z } from "zod";

/** The shape of a seeded course file in content/courses/*.json. Images are paths under /content/. */
const contentPath = z.string().regex(/^\/content\/[a-z0-9/_.-]+\.(svg|png|jpg|webp)$/);

const baseCard = {
  title: z.string().min(1).max(120),
  allotted_finstars: z.number().int().min(0).max(50).default(0),
  /** Where a figure or rule comes from, shown on the card. */
  source: z.string().min(1).optional(),
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
    question_type: z.literal("mcq_single"),
    content_text: z.string().min(1),
    options: z.array(z.string().min(1)).min(2).max(6),
    correct_answer: z.string().min(1),
    explanation: z.string().min(1),
  }),
]);

export const seedCourseSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1).max(120),
    description: z.string().min(1).max(400),
    thumbnail: contentPath,
    duration: z.number().int().min(1),
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
        if (c.content_type === "question" && !c.options.includes(c.correct_answer)) {
          ctx.addIssue({
            code: "custom",
            path: ["modules", mi, "cards", ci, "correct_answer"],
            message: "correct_answer must be one of the options",
          });
        }
      }
    }
  });

export type SeedCourse = z.infer<typeof seedCourseSchema>;
