/** The landing page (/). */
export default {
  badge: "Free for every learner · Beta",
  title: "Take Control of Your Financial Future—For Free",
  intro:
    "Learn money basics in a few minutes a day: short, friendly lessons on saving, budgeting, banking and investing, made for young people in India.",
  noFees: "No fees, no hidden charges. Try a course without an account.",
  giveItAGo: "Give It a Go",
  explore: {
    title: "Explore Courses",
    text: "Short, friendly courses on the money questions you have now.",
    loading: "Loading courses",
    failed: "Courses could not be loaded right now. Please try again later.",
    empty: "No courses available.",
    signIn: "Please sign in!",
  },
  articles: {
    title: "Articles",
    text: "Plain-language reads on the money decisions young Indians face.",
  },
  benefits: {
    title: "Everything you need to get good with money",
    text: "Arthshala turns financial literacy into a habit: learn a little, practise with your own numbers, and get rewarded for showing up.",
    coursesTitle: "Bite-sized courses",
    coursesText:
      "Each course is split into modules of short cards you can finish on the bus. Quick questions check what stuck.",
    rewardsTitle: "FinStars and FinScore",
    rewardsText:
      "Earn FinStars for every card you complete, build a daily streak, and watch your FinScore (0 to 1000) grow as your habits do.",
    trackerTitle: "Expense tracker",
    trackerText:
      "Log income, spending, savings and investments, set monthly budgets, and see where your money goes with simple charts.",
    schemesTitle: "Schemes that fit you",
    schemesText:
      "Get educational suggestions of savings accounts, deposits, PPF and NPS from four banks, explained in plain words. We are not affiliated with any bank.",
  },
  closing: {
    title: "Start learning today. It's free.",
    text: "Create an account to save your progress, earn FinStars and unlock your personal dashboard.",
  },
} as const;
