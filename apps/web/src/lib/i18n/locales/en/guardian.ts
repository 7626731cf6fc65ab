/**
 * Learners under 18 and their parent or guardian (issue 40, DPDP Act 2023 section 9): the age band at
 * sign-up and on arrival, the "nothing is saved" banner, and the guardian's own page (/guardian/consent).
 */
export default {
  age: {
    legend: "How old are you?",
    hint: "We ask because a parent or guardian must agree before we save anything for someone under 18 (India's data protection law). It also shows you the savings schemes you can open.",
    bands: {
      "under-18": "Under 18",
      "18-25": "18 to 25",
      "26-59": "26 to 59",
      "60-plus": "60 or over",
    },
    choose: "Please choose your age.",
    guardianEmail: "Parent or guardian's email",
    guardianHint:
      "We'll email them a link to agree. Until they do, you can read lessons and try questions, but nothing is saved.",
    guardianRequired: "Please enter your parent or guardian's email.",
    guardianSame: "Your parent or guardian's email must be different from yours.",
  },
  /** The age band on /account. */
  account: {
    locked:
      "We've asked your parent or guardian, so your age can't be changed here. If it is wrong, write to us through the contact form.",
    contact: "Write to us",
    ask: "Ask them",
    asking: "Sending…",
    saved: "Saved.",
    failed: "We couldn't save that. Please try again.",
  },
  arrival: {
    title: "One question before you start",
    save: "Continue",
    saving: "Saving…",
    failed: "We couldn't save that. Please try again.",
  },
  banner: {
    label: "Your progress isn't saved",
    title: "Nothing is saved yet",
    asked:
      "Your parent or guardian hasn't agreed yet. We emailed a link to {{email}}. Until they agree, you can read lessons and try questions, but your progress, FinStars and streak aren't saved.",
    needed:
      "Tell us your parent or guardian's email and we'll ask them to agree. Until they do, you can read lessons and try questions, but nothing is saved.",
    declinedTitle: "Nothing is saved",
    declined:
      "Your parent or guardian didn't agree, so nothing is saved. You can still read lessons and try questions. If they change their mind, they can use the link in their email.",
    revokedTitle: "Nothing new is saved",
    revoked:
      "Your parent or guardian has withdrawn their consent, so nothing new is saved. What was saved before stays until they ask us to delete it.",
    compact: "Not saved: your parent or guardian hasn't agreed yet.",
    compactStopped: "Not saved: your parent or guardian hasn't given consent.",
    resend: "Resend the link",
    resending: "Sending…",
    change: "Change guardian's email",
    name: "Add your guardian's email",
    send: "Send the link",
    sending: "Sending…",
    cancel: "Cancel",
    why: "Why we ask",
    more: "What can I do?",
  },
  page: {
    documentTitle: "Your consent for Arthshala",
    title: "Your consent for Arthshala",
    loading: "Loading…",
    noToken: "This page needs the link from our email. Please open the link in the email from Arthshala.",
    intro: "{{name}} ({{email}}) signed up for Arthshala and named you as their parent or guardian.",
    whatTitle: "What Arthshala is",
    what: "A free app for learning about money: short lessons and quizzes, a simple tracker of money earned and spent, and explanations of savings schemes. It is made for young people in India, in English and Hindi.",
    savedTitle: "What we save about your child",
    saved: {
      account: "Their name, email address and age band.",
      learning:
        "Lessons they finish, the answers they give, their scores (FinStars and FinScore) and their streak.",
      tracker:
        "What they write in the expense tracker: amounts, categories, budgets and goals. They type these in themselves: we never connect to a bank or read their SMS or email.",
      settings: "Their choices, such as the language and reminders.",
    },
    neverTitle: "What we never do",
    never: {
      ads: "No ads, so no targeted advertising.",
      sell: "We never sell anyone's data or share it for marketing.",
      track: "No tracking on other sites or apps, and no profile of your child's behaviour.",
      credit: "FinScore is a learning score, not a credit score.",
    },
    lawTitle: "Why we ask you",
    law: "India's Digital Personal Data Protection Act, 2023 (section 9) asks us to have a parent's or guardian's consent before we save anything about a child. Until you agree, nothing of theirs is saved. You can withdraw your consent at any time, ask for a copy of their data, or have their account deleted, with this same link.",
    privacy: "Read our privacy policy",
    status: {
      asked: "Waiting for your answer. This link works until {{date}}.",
      confirmed: "You gave your consent on {{date}}. Your child's progress is saved.",
      declined: "You said no on {{date}}. Nothing of your child's learning is saved.",
      revoked:
        "You withdrew your consent on {{date}}. Nothing new is saved; what was saved before stays until you delete the account.",
    },
    consent: "I consent",
    decline: "I don't consent",
    consentAgain: "Give my consent again",
    consentAfterAll: "I consent after all",
    answering: "Saving your answer…",
    manageTitle: "Manage your child's account",
    keepLink: "Keep the email with this link: it is how you manage your child's account.",
    revoke: "Withdraw my consent",
    revokeHint: "Nothing new is saved from then on. You can give your consent again later.",
    export: "Email me a copy of their data",
    exportHint: "We'll email you a link to download everything we store about your child's account.",
    delete: "Delete their account",
    deleteHint: "Deletes the account and everything saved in it. This can't be undone.",
    deleteTitle: "Delete {{name}}'s account?",
    deleteText:
      "Their progress, scores, streak and tracker data will be deleted for good. Messages they sent our team are kept without their name or email.",
    deleteConfirm: "Yes, delete the account",
    deleteCancel: "Keep the account",
    deleted: "The account has been deleted. We've emailed you to confirm.",
    working: "Please wait…",
  },
} as const;
