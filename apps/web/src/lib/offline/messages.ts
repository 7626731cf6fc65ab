/**
 * Every text the offline feature shows, read in the interface's language when used (the texts live in
 * the common namespace, lib/i18n/locales/<language>/common.ts, as the banner is on every page).
 */
import { translateKey } from "../i18n";

const t = (key: string, values?: Record<string, unknown>): string =>
  translateKey(`common:offline.${key}`, values);
const items = (n: number) => t("items", { count: n });

export const offlineMessages = {
  get banner() {
    return t("banner");
  },
  bannerWaiting: (n: number) => t("bannerWaiting", { items: items(n) }),
  backOnline: (n: number) => t("backOnline", { items: items(n) }),
  refused: (title: string, reason: string) => t("refused", { title, reason }),
  signInToSave: (n: number) => t("signInToSave", { items: items(n) }),
  unsavedBeforeSignOut: (n: number) => t("unsavedBeforeSignOut", { count: n, items: items(n) }),

  // The card viewer.
  get cardDoneOffline() {
    return t("cardDoneOffline");
  },
  get answerSavedOffline() {
    return t("answerSavedOffline");
  },
  get visitorAnswerOffline() {
    return t("visitorAnswerOffline");
  },
  get cardNotSaved() {
    return t("cardNotSaved");
  },
  get courseNotSaved() {
    return t("courseNotSaved");
  },
  get notSaved() {
    return t("notSaved");
  },
  get regionLabel() {
    return t("regionLabel");
  },

  // "Available offline" on a course roadmap.
  get offerTitle() {
    return t("offerTitle");
  },
  get offerText() {
    return t("offerText");
  },
  get offerButton() {
    return t("offerButton");
  },
  get offerNeedsConnection() {
    return t("offerNeedsConnection");
  },
  saving: (percent: number) => t("saving", { percent }),
  get savingLabel() {
    return t("savingLabel");
  },
  get savedTitle() {
    return t("savedTitle");
  },
  savedText: (cards: number, date: string) => t("savedText", { cards: t("cards", { count: cards }), date }),
  get savedToast() {
    return t("savedToast");
  },
  get saveFailed() {
    return t("saveFailed");
  },
  get removeButton() {
    return t("removeButton");
  },
  removeLabel: (title: string) => t("removeLabel", { title }),
  get removedToast() {
    return t("removedToast");
  },

  // A new version of the app.
  get updateReady() {
    return t("updateReady");
  },
  get updateButton() {
    return t("updateButton");
  },
};
