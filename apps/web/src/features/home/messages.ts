/** The home page's texts from the spec's error catalogue (section 8), word for word. */
export const homeMessages = {
  dataFailed: "Failed to fetch your data.",
  leaderboardFailed: "Failed to load leaderboard.",
  historyFailed: "Failed to load fin score history.",
  historyEmpty: "No recent FinScore changes logged.",
  feedbackTitle: "We'd love your feedback!",
} as const;

/** Spec section 9: the feedback prompt waits this long after the home data loads. */
export const FEEDBACK_PROMPT_DELAY_MS = 2000;
