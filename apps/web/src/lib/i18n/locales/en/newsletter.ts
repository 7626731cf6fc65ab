/**
 * The newsletter's confirmation and unsubscribe pages (the footer box's texts are in common). The
 * server's answers (apps/api newsletter link-routes) are here word for word, to say them in Hindi.
 */
export default {
  title: "Newsletter",
  goHome: "Go to Homepage",
  tryAgain: "Try again",
  unsubscribe: {
    incomplete: "This unsubscribe link is incomplete. Please open the full link from your newsletter email.",
    pending: "Unsubscribing",
    pendingText: "Unsubscribing...",
    changedMind: "Changed your mind? Sign in and subscribe again from the box at the bottom of any page.",
  },
  confirm: {
    incomplete:
      "This confirmation link is incomplete. Please open the full link from your confirmation email.",
    doneNote: "Every newsletter has a one-click unsubscribe link at the bottom.",
    changedNote: "To subscribe, sign in and save your address in the box at the bottom of any page.",
    prompt: "Confirm your newsletter subscription",
    promptText: "Press the button to start getting money tips and new articles from Arthshala by email.",
    confirming: "Confirming...",
    confirm: "Confirm subscription",
  },
  /** The server's answers to the links. */
  server: {
    unsubscribed: "You have been unsubscribed from the Arthshala newsletter.",
    alreadyUnsubscribed: "This address is already unsubscribed. You will not get more newsletters.",
    badUnsubscribeLink: "This unsubscribe link is not valid. Please use the link from your latest email.",
    badConfirmLink:
      "This confirmation link is not valid. Please use the link from your latest confirmation email.",
    expiredConfirmLink:
      "This confirmation link has expired. Save your address again in the newsletter box at the bottom of any page to get a new one.",
    confirmed: "You're subscribed! The next Arthshala newsletter will reach {{address}}.",
    alreadyConfirmed: "{{address}} is already confirmed. You're subscribed to the Arthshala newsletter.",
    addressChanged:
      "{{address}} is no longer the address saved for the newsletter: it was changed or removed after this link was sent. Nothing was changed.",
  },
} as const;
