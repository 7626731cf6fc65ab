/** Notification texts from the spec (sections 2 and 8), in the interface's language when read. */
import { translate } from "../../lib/i18n";

export const notificationMessages = {
  get empty() {
    return translate("common:notifications.empty");
  },
  get loadFailed() {
    return translate("common:notifications.loadFailed");
  },
  get statusFailed() {
    return translate("common:notifications.statusFailed");
  },
  get unseenLabel() {
    return translate("common:notifications.unseenLabel");
  },
};
