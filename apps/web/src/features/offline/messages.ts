/** Every text the offline feature shows, in one place (they move to react-i18next with the rest). */

const items = (n: number) => (n === 1 ? "1 item" : `${n} items`);

export const offlineMessages = {
  banner:
    "You're offline. Courses and articles you've opened are still here; anything you complete will be saved when you're back online.",
  bannerWaiting: (n: number) => `${items(n)} waiting to be saved.`,
  backOnline: (n: number) => `Back online — ${items(n)} saved`,
  refused: (title: string, reason: string) => `"${title}" could not be saved: ${reason}`,
  signInToSave: (n: number) =>
    `${items(n)} from when you were offline will be saved when you sign in again to this account.`,
  unsavedBeforeSignOut: (n: number) =>
    `${items(n)} you completed offline ${n === 1 ? "hasn't" : "haven't"} reached the server yet. Connect to the internet, then log out, so nothing is lost.`,

  // The card viewer.
  cardDoneOffline: "Done on this device. It will be saved to your account when you're back online.",
  answerSavedOffline:
    "Your answer is saved on this device. It will be checked when you're back online: only the server knows the right answer.",
  visitorAnswerOffline:
    "Your answer is kept in this browser. It will be checked when you're back online: only the server knows the right answer.",
  cardNotSaved:
    "This card isn't saved on this device. Connect to the internet to open it, or make the course available offline next time.",
  courseNotSaved: "This course isn't saved on this device. Connect to the internet to open it.",
  notSaved: "This isn't saved on this device. Connect to the internet to open it.",

  // "Available offline" on a course roadmap.
  offerTitle: "Read this course offline",
  offerText: "Save every card on this device for when you have no connection.",
  offerButton: "Make available offline",
  offerNeedsConnection: "Connect to the internet to save this course for offline reading.",
  saving: (percent: number) => `Saving for offline… ${percent}%`,
  savingLabel: "Saving the course for offline reading",
  savedTitle: "Available offline",
  savedText: (cards: number, date: string) =>
    `${cards === 1 ? "1 card" : `${cards} cards`} saved on this device on ${date}.`,
  savedToast: "This course is now available offline.",
  saveFailed: "The course could not be saved for offline reading. Check your connection and try again.",
  removeButton: "Remove",
  removeLabel: (title: string) => `Remove ${title} from this device`,
  removedToast: "Removed from this device.",

  // A new version of the app.
  updateReady: "A new version of Arthshala is ready.",
  updateButton: "Reload",
} as const;
