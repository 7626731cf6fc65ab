/**
 * About Us, Help & Support and the legal pages' own texts. The pages' prose (content/pages/*.md, and its
 * Hindi in content/hi/pages) comes from the API as content.
 */
export default {
  loading: "Loading",
  tryAgain: "Try again",
  about: {
    title: "About Us",
    subtitle: "Free, bite-sized financial education for young people in India.",
    buildCourse: "Contact us to build a course",
    mascotAlt: "Arthi, the Arthshala mascot: a young owl with a book and a satchel marked ₹",
    team: {
      title: "Meet the Team",
      loading: "Loading the team",
      failed: "The team could not be loaded just now. Please try again later.",
      soon: "Our team is being introduced here soon.",
    },
    /** The spec's sectors of "Meet the Team". */
    sectors: {
      Founders: "Founders",
      "Web Development": "Web Development",
      Content: "Content",
      "UI/UX": "UI/UX",
      Graphics: "Graphics",
      Marketing: "Marketing",
    },
  },
  legal: {
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    effective: "Effective: {{date}}",
    updated: "Last updated: {{date}}",
  },
  /** Who runs the site (India's DPDP Rules), as the contact page says it. <email> is a mailto link. */
  operator: {
    label: "Who runs Arthshala",
    address: "Postal address: {{address}}",
    grievance: "Grievance officer: {{name}}, <email>{{email}}</email>",
    notice:
      "The operator of this site has not yet published its name, address and grievance officer. Until then, write to us in the ways on this page.",
  },
  help: {
    title: "Help & Support",
    subtitle: "Answers to common questions about learning, scores and tools.",
    topics: "Help topics",
    comingSoon: "More FAQs and a community forum are coming soon.",
    cantFind: "Can't find your answer? We're happy to help.",
    contactUs: "Contact us",
    and: "and",
    finScorePoints: "{{points}} FinScore",
    freezes_one: "{{count}} freeze",
    freezes_other: "{{count}} freezes",
    responseTime: "24–48 hours",
    /** One FinScore rule in the list: "Finish a module: +15. A bonus when …". */
    ruleLine: "{{title}}: {{points}}. {{explain}}",
    /** The FinScore rules (packages/contracts finscore-rules: the English is theirs, word for word). */
    rules: {
      cardCompleted: { title: "Complete a card", explain: "Each card you finish counts once." },
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
    sections: {
      gettingStarted: "Getting started",
      courses: "Courses and cards",
      tracking: "Tracking your finances",
      scoring: "FinStars and FinScore",
      streaks: "Streaks",
      recommendations: "Scheme recommendations",
      progress: "Tracking your progress",
      contact: "Contact and support",
      tips: "Tips",
    },
    faq: {
      whatIs: {
        q: "What is Arthshala?",
        a: "Arthshala is a free place to learn about money in small steps: short courses made of cards, articles, an expense tracker and calculators, built for young people in India.",
      },
      needAccount: {
        q: "Do I need an account?",
        a: "You can read articles and try course cards without one, but your progress is kept only in your browser. Sign up (it's free) to save your progress, earn FinStars and FinScore, keep a streak and use the expense tracker.",
      },
      free: {
        q: "Is Arthshala really free?",
        a: "Yes. There are no fees, no ads, and we never sell your data.",
      },
      howCourses: {
        q: "How do courses work?",
        a: "Each course has modules, and each module has short cards: some to read, some with a picture, some with a question. Open a course to see its roadmap.",
        link: "Browse courses",
      },
      locked: {
        q: "Why is a card locked?",
        a: "Cards open in order: finish a card to unlock the next one in its module. The first card of every module is always open.",
      },
      questions: {
        q: "How do question cards work?",
        a: "Choose an answer and it is locked in: you see straight away whether it was right. A right answer earns the card's FinStars.",
      },
      tracker: {
        q: "What does the expense tracker do?",
        a1: "FinTracker in FinTools keeps your income, expenses, investments and savings, shows them in charts month by month, and lets you set budgets for each category and for the whole month.",
        a2: "You enter your transactions yourself. Arthshala never connects to your bank and never reads your email or SMS.",
        link: "Open FinTools",
      },
      budgets: {
        q: "How do budgets work?",
        a1: "Set a monthly budget and, if you like, a limit for each category. The category limits together cannot be more than your monthly budget. Setting your monthly budget on day 1 to {{lastDay}} of the month earns {{early}}.",
        a2: "When the month ends, staying within your monthly budget earns {{kept}}; going over it changes your FinScore by {{missed}}.",
      },
      logging: {
        q: "Does logging my money count?",
        a: "Yes: each day you add at least one transaction earns {{points}}, once that day.",
      },
      finStars: {
        q: "What are FinStars?",
        a: "FinStars are points for learning. Each card gives the FinStars shown on it; a question card gives them when you answer it right. A card pays once, however often you open it.",
      },
      finScore: {
        q: "What is FinScore and how do I earn it?",
        a: "FinScore shows how your money skills are growing. It always stays between {{min}} and {{max}}. Here is what moves it:",
      },
      creditScore: {
        q: "Is FinScore a credit score?",
        a: "No. FinScore is a learning score. Banks and lenders never see it or use it.",
      },
      streak: {
        q: "How does my streak grow?",
        a1: "Each day (India time) on which you complete a card, review a question or read an article counts as an active day. Your streak is the run of active days in a row.",
        a2: "Every {{nth}} day of a run earns a bonus of {{points}} and a streak freeze.",
        a3: "We send you a well-done note at {{milestones}} days.",
      },
      freeze: {
        q: "What is a streak freeze?",
        a: "A freeze covers a day you miss, so your streak survives. You can hold at most {{freezes}}; a frozen day keeps the run going but does not add to it.",
      },
      schemes: {
        q: "How are schemes recommended to me?",
        a: "After you complete a course, your home page suggests savings and investment schemes that fit what you learned. They come from public information from four banks, for education only: we are not affiliated with any bank, and nothing here is financial advice.",
        link: "See your recommendations",
      },
      whereProgress: {
        q: "Where do I see my progress?",
        a: "Your home page shows your FinStars, streak, rank and FinScore, the course to continue, and your FinScore history. A course's roadmap marks each card as done, current or locked.",
        link: "Go to your home page",
      },
      leaderboard: {
        q: "How does the leaderboard rank me?",
        a: "By FinScore, all time or this week. Equal scores share a rank. Others see only your first name and initial, never your email, and you can hide yourself from the leaderboard on your account page.",
      },
      reach: {
        q: "How do I reach the team?",
        a: "Write to us with the contact form; we reply within {{time}}. Tell us what you think with the feedback form.",
        link: "Contact us",
      },
      data: {
        q: "How do I download or delete my data?",
        a: 'On your account page: "Download my data" gives you a copy of everything stored about you, and "Delete my account" erases it.',
        link: "Open your account",
      },
      most: {
        q: "How do I get the most out of Arthshala?",
        tip1: "Set a monthly budget early: on day 1 to {{lastDay}} of the month it earns {{points}}.",
        tip2: "Explore topics: try a course outside your comfort zone, and read an article a day to keep your streak.",
        tip3: "Check the leaderboard: see how your FinScore compares this week and all time.",
      },
    },
  },
} as const;
