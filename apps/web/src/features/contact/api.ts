/** The contact form's call (spec section 7). */
import { api } from "../../lib/api";

export const sendContactMessage = (body: unknown) =>
  api<{ message: string }>("/api/contact/user", { method: "POST", body });
