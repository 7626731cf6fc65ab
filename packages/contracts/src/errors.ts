import { z } from "zod";

/** The one error shape every API failure uses. */
export const apiErrorSchema = z.object({
  error: z.string(),
  message: z.string(),
  /**
   * For a 400 about one input: its path in the body ("transaction.amount"), so a form can show the
   * message next to that field. The message then starts with "<field>: ".
   */
  field: z.string().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
