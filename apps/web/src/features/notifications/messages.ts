/** Notification texts from the spec (sections 2 and 8), in the interface's language when read. */
import { i18n } from "../../lib/i18n";

export const notificationMessages = {
  get empty() {
    return i18n.t("common:notifications.empty");
  },
  get loadFailed() {
    return i18n.t("common:notifications.loadFailed");
  },
  get statusFailed() {
    return i18n.t("common:notifications.statusFailed");
  },
  get unseenLabel() {
    return i18n.t("common:notifications.unseenLabel");
  },
};
