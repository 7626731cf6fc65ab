/** The learner's home (/home): pills, FinScore, leaderboard, recommendations, the feedback prompt. */
export default {
  documentTitle: "Home · Arthshala",
  loading: "Loading your dashboard",
  tryAgain: "Try again",
  // The spec's error catalogue (section 8), word for word.
  messages: {
    dataFailed: "Failed to fetch your data.",
    historyFailed: "Failed to load fin score history.",
    historyEmpty: "No recent FinScore changes logged.",
  },
  greeting: {
    new: "Welcome,",
    back: "Welcome back,",
  },
  /** Today's streak beside the next step (issue 39). */
  today: {
    label: "Today:",
    done: "learning done, a {{days}}-day streak.",
    keep: "one card keeps your {{days}}-day streak.",
    start: "one card starts a streak.",
  },
  /** The fold over what FinStars and FinScore are (issue 39). */
  scoresToggle: "How FinStars and FinScore work",
  continue: {
    continue: "Continue",
    continueEyebrow: "Pick up where you left off",
    start: "Start",
    startEyebrow: "Start your first course",
  },
  pills: {
    label: "Your progress",
    finStars: "FinStars",
    streak: "Streak:",
    days_one: "{{count}} day",
    days_other: "{{count}} days",
    freezes_one: "{{count}} streak freeze",
    freezes_other: "{{count}} streak freezes",
    freezesHeld: "{{freezes}} held (up to {{max}}): each covers one missed day",
    rank: "Rank #{{rank}}",
    notRanked: "Not ranked yet",
    openLeaderboard: ", open the leaderboard",
    openRewards: ", spend them on Rewards",
  },
  scores: {
    finStarsName: "FinStars",
    finStars: "are points for learning, in the star pill: each card pays its FinStars once.",
    finScoreName: "FinScore",
    finScore:
      "is your money-skills score from {{min}} to {{max}}, on the FinScore card: cards, streaks and budgets move it, and the leaderboard ranks by it.",
    howTheyWork: "How they work",
  },
  finScore: {
    whatIs: "What is FinScore?",
    viewHistory: "View history",
    latest: "Latest:",
    firstPoints: "Complete a card to earn your first points.",
    ofMax: "of {{max}}",
    note: "Note",
  },
  history: {
    title: "FinScore history",
    loading: "Loading FinScore history",
    listLabel: "FinScore changes, newest first",
    loadingMore: "Loading…",
    loadMore: "Load more",
    lines: {
      cardCompleted: 'Completed the card "{{title}}"',
      correctAnswer: 'Answered "{{title}}" correctly',
      moduleFinished: 'Finished the module "{{title}}"',
      streakWeek: "{{days}}-day streak bonus",
      streakFreezeUsed: "A streak freeze covered {{day}} and kept your {{days}}-day streak",
      budgetSetEarly: "Set your monthly budget for {{month}} early",
      budgetKept: "Stayed within your monthly budget for {{month}}",
      budgetMissed: "Went over your monthly budget for {{month}}",
      trackingDay: "Logged your money on {{day}}",
    },
  },
  recommended: {
    title: "Recommended Courses",
    loading: "Loading recommended courses",
    allDone: "You have finished every course. New ones are on the way!",
    none: "No courses available.",
  },
  featured: {
    title: "Featured article",
    read: "Read the article →",
  },
  schemes: {
    title: "Recommended for you",
    viewAll: "View All",
    loading: "Loading recommended schemes",
    empty: "Complete a course to see recommendations!",
    loadFailed: "Failed to load recommended schemes.",
  },
  feedback: {
    title: "We'd love your feedback!",
    text: "Tell us what works for you and what could be better. It only takes a few minutes.",
    cancel: "Cancel",
    give: "Give Feedback",
  },
} as const;
