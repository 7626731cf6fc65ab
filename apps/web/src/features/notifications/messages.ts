/** Notification texts from the spec (sections 2 and 8), word for word. */
export const notificationMessages = {
  empty: "No notifications yet.",
  loadFailed: "Failed to load notifications.",
  statusFailed: "Failed to fetch notifications status.",
  unseenLabel: "You have unseen notifications",
} as const;
