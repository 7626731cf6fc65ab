import { ApiError, errorMessage } from "../../lib/api";

/** A refusal as a person reads it: without the "field: " the server puts before a field's message. */
export const shownMessage = (error: unknown): string =>
  error instanceof ApiError && error.field ? error.fieldMessage : errorMessage(error);
