/** The feedback form's call (spec section 7). Types only from contracts: zod loads with the form. */
import { api } from "../../lib/api";

export type SentMessage = { message: string };

export const sendFeedback = (body: unknown) =>
  api<SentMessage>("/api/home/feedback", { method: "POST", body });
