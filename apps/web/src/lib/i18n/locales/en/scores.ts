/**
 * FinScore's explainer and the leaderboard, dialogs of /home (and the leaderboard switch of /account):
 * loaded with them, not on the home page's first screen.
 */
export default {
  tryAgain: "Try again",
  explainer: {
    title: "What is FinScore?",
    intro: "FinScore shows how your money skills are growing. Here is what moves it:",
    listLabel: "How you earn FinScore",
    range: "Your FinScore always stays between {{min}} and {{max}}.",
    freezes:
      "Streak freezes: each {{every}}-day streak earns one (you can hold {{max}}). A missed day uses one, and your streak carries on.",
    laterBudgets: "monthly budgets",
    laterTracking: "logging your spending",
    laterJoin: " and for ",
    later: "Points for {{parts}} arrive with the expense tracker.",
    // The rules of packages/contracts finscore-rules (a test keeps the English equal to them).
    rules: {
      cardCompleted: {
        title: "Complete a card",
        explain: "Each card you finish counts once.",
      },
      correctAnswer: {
        title: "Answer a question right",
        explain: "A question card answered right earns this instead of the usual card points.",
      },
      moduleFinished: {
        title: "Finish a module",
        explain: "A bonus when you complete the last card of a module.",
      },
      streakWeek: {
        title: "Keep a 7-day streak",
        explain: "A bonus on every 7th day in a row that you learn or read.",
      },
      budgetSetEarly: {
        title: "Set a monthly budget early",
        explain: "Set your monthly budget in the first 5 days of the month.",
      },
      budgetKept: {
        title: "Stay within your monthly budget",
        explain: "Counted when the month ends and your spending stayed within your monthly budget.",
      },
      budgetMissed: {
        title: "Go over your monthly budget",
        explain: "Counted when the month ends and your spending went over your monthly budget.",
      },
      trackingDay: {
        title: "Log your money",
        explain: "A small boost on each day you add at least one transaction.",
      },
    },
  },
  leaderboard: {
    // The spec's error catalogue (section 8), word for word.
    failed: "Failed to load leaderboard.",
    title: "Leaderboard",
    period: "Leaderboard period",
    allTime: "All time",
    thisWeek: "This week",
    unitAll: "FinScore",
    unitWeek: "points this week",
    sinceMonday: "Since Monday {{date}}",
    rankedByFinScore: "Ranked by FinScore",
    rank: "Rank",
    learner: "Learner",
    gained: "Gained",
    topAllTime: "Top learners of all time",
    topThisWeek: "Top learners this week",
    emptyAll: "Nobody is on the board yet. Complete a card to be the first!",
    emptyWeek: "Nobody has gained points this week yet. Complete a card to lead the week!",
    yourPlace: "Your place",
    hidden: "Hidden from others",
    loading: "Loading leaderboard",
    you: "You",
    rankOf: "Rank ",
    notRanked: "Not ranked yet",
    notRankedHint: "Not ranked yet: complete a card to join the board.",
    rankWithMedal: "Rank {{rank}}, {{medal}}",
    medals: {
      gold: "gold medal",
      silver: "silver medal",
      bronze: "bronze medal",
    },
    showMe: "Show me on the leaderboard",
    shownHint: "Others see your name, handle and score.",
    hiddenHint: "Others don't see you. You still see your rank.",
  },
};
