/** Streak reminders on /account (issue 27): an email and notifications at the learner's hour. */
export default {
  intro:
    "A nudge on days you have not learned yet, at the hour you choose. Never more than one a day, and none once you have learned that day.",
  loading: "Loading your reminders",
  loadFailed: "Your reminder settings could not be loaded.",
  tryAgain: "Try again",
  hour: {
    label: "Remind me at",
    hint: "India time",
  },
  email: {
    label: "Email reminders",
    on: "A reminder email at your hour, to {{email}}.",
    off: "Off.",
    unconfirmed: "Reminder emails need a confirmed address: open the link we emailed you first.",
  },
  push: {
    label: "Notifications on this device",
    checking: "Checking this browser…",
    on: "On: this device gets a notification at your hour.",
    off: "Off for this device.",
    others_one: "Also on {{count}} other device.",
    others_other: "Also on {{count}} other devices.",
    enable: "Notify this device",
    enabling: "Setting up…",
    disable: "Stop on this device",
    disabling: "Stopping…",
    unsupported: "This browser cannot show notifications from Arthshala. Email reminders work everywhere.",
    needsInstall:
      "On iPhone and iPad, add Arthshala to your Home Screen first (Share, then Add to Home Screen), then turn notifications on there.",
    blocked:
      "Notifications are blocked for this site. Allow them in your browser's site settings, then try again.",
    dismissed: "You did not allow notifications, so this device will not get reminders.",
    failed: "This browser could not set up notifications just now. Please try again later.",
  },
  stop: {
    button: "Stop all reminders",
    stopping: "Stopping…",
    done: "Reminders are off. Nothing more will be sent.",
  },
  /** The one-tap offer on the celebration of a learner's first module (issue 39). */
  offer: {
    title: "Daily reminder",
    question: "Remind me daily at {{hour}}?",
    yes: "Yes, remind me",
    no: "Not now",
    doneEmail: "Done: a reminder email at {{hour}} on days you have not learned yet.",
    donePush: "Done: a notification on this device at {{hour}} on days you have not learned yet.",
    change: "Change it on your account page",
  },
};
