/** The Hindi of the rewards catalog (issue 41), kept apart so the slices built side by side meet in one line. */
import type { rewardMessages } from "@arthshala/contracts/rewards-rules";

// messages-hi.ts's HindiOf, written again: importing it from there would make an import circle.
type HindiOf<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

export const rewardMessagesHi: HindiOf<typeof rewardMessages> = {
  notFound: "यह इनाम मौजूद नहीं है।",
  outOfStock: "माफ़ कीजिए, यह इनाम अभी खत्म हो गया है।",
  notEnoughStars: "इस इनाम के लिए अभी आपके पास काफ़ी FinStars नहीं हैं।",
  limitReached: (limit, days) => `यह इनाम ${days} दिनों में ${limit} बार लिया जा सकता है, और आप इतनी बार ले चुके हैं।`,
  unavailable: "यह इनाम अभी उपलब्ध नहीं है।",
  keyReused: "यह Idempotency-Key किसी दूसरे इनाम के लिए पहले ही इस्तेमाल हो चुकी है।",
  keyNeeded: "Idempotency-Key हेडर भेजें: 8 से 100 अक्षर, अंक, - या _।",
  notPending: "यह इनाम जाँच के लिए रुका हुआ नहीं है।",
  codesNeeded: "फ़ाइल में कोई कोड नहीं है।",
  tooManyCodes: (max) => `एक बार में ज़्यादा से ज़्यादा ${max} कोड अपलोड करें।`,
  codeTooLong: (line, max) => `लाइन ${line}: कोड में ज़्यादा से ज़्यादा ${max} अक्षर हो सकते हैं।`,
  codeBadCharacters: (line) => `लाइन ${line}: कोड में कंट्रोल अक्षर नहीं हो सकते।`,
  csvUnreadable: "यह फ़ाइल ऐसी CSV नहीं है जिसे हम पढ़ सकें।",
  codesOnlyForCodePerks: "यह इनाम कोड नहीं, निर्देश देता है।",
  titleNeeded: "कृपया शीर्षक लिखें।",
  priceRange: "कीमत 1 से 1,00,000 FinStars के बीच का पूरा अंक होनी चाहिए।",
  windowOrder: "आखिरी दिन पहले दिन से पहले का नहीं हो सकता।",
  instructionsNeeded: "सीखने वाले को मिलने वाले निर्देश लिखें।",
};
