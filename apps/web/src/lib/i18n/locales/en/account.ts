/** The learner's account page (/account). */
export default {
  language: {
    legend: "Language",
    saved: "Your saved language:",
    notSaved: "No language saved yet: the app follows your browser.",
    savedMessage: "Your language is saved.",
    saving: "Saving…",
    save: "Save language",
    choose: "Choose a language.",
  },
} as const;
