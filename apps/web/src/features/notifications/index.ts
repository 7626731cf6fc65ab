/** What the notifications feature offers the rest of the app; nothing else of it is imported from outside. */
export { unseenQuery, useHasUnseen } from "./api";
export { notificationKeys } from "./keys";
