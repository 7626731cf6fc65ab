/**
 * The scheme pages (/fd, /ppf … and /sbisavings), /policies and the recommended-scheme rows. The spec's
 * own words (disclaimer, "Coming soon !" …) and the tab titles are contracts' texts, used as they are.
 * Bank, scheme and product names are names: they are not translated.
 */
import { schemeMessages, TAB_TITLES } from "@arthshala/contracts/schemes-catalog";

export default {
  spec: schemeMessages,
  tabs: TAB_TITLES,
  loadFailed: "We couldn't load this page. Please try again.",
  noProducts: "No products are listed here right now. Check back soon.",
  tryAgain: "Try again",
  loading: "Loading {{title}}",
  product: {
    rate: "Rate",
    officialPage: "Go To Official Bank Page",
    newTab: " (opens in a new tab)",
    source: "Source:",
    sources: "Where these figures come from",
    about: "About {{name}}",
    nothingListed: "Nothing listed here. Check the bank's page for details.",
  },
  recommendation: {
    rate: "Rate: ",
  },
  policies: {
    backToHome: "Back to Home",
    title: "Discover Best Schemes For You",
    subtitle:
      "We suggest savings schemes from what you tell us in the courses' questions, the courses you finish and, if you use the tracker, habits such as keeping a monthly budget. Each one says why. We only show schemes from four banks, State Bank of India, HDFC Bank, ICICI Bank and Kotak Mahindra Bank, and the Government's small-savings schemes, which post offices and these banks offer. This is for learning, not a ranking of the best product for you.",
    list: "Recommended schemes",
    loading: "Loading recommended schemes",
    browseAll: "Browse all savings schemes",
  },
} as const;
