/** Query keys of notifications, apart from the calls, so the card viewer and home can invalidate them. */
export const notificationKeys = {
  unseen: (who: string) => ["notifications", who, "unseen"] as const,
  list: (who: string) => ["notifications", who, "list"] as const,
};
