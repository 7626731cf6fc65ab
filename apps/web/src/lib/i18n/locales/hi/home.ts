import type { Translation } from "../../types";
import type en from "../en/home";

const hi: Translation<typeof en> = {
  documentTitle: "होम · Arthshala",
  loading: "आपका डैशबोर्ड लोड हो रहा है",
  tryAgain: "फिर से कोशिश करें",
  messages: {
    dataFailed: "आपका डेटा नहीं मिल पाया।",
    leaderboardFailed: "लीडरबोर्ड लोड नहीं हो पाया।",
    historyFailed: "FinScore का इतिहास लोड नहीं हो पाया।",
    historyEmpty: "हाल में FinScore में कोई बदलाव नहीं हुआ है।",
  },
  greeting: {
    new: "स्वागत है,",
    back: "फिर से स्वागत है,",
  },
  continue: {
    continue: "जारी रखें",
    continueEyebrow: "जहाँ छोड़ा था, वहीं से शुरू करें",
    start: "शुरू करें",
    startEyebrow: "अपना पहला कोर्स शुरू करें",
  },
  pills: {
    label: "आपकी प्रगति",
    finStars: "FinStars",
    streak: "स्ट्रीक:",
    days_one: "{{count}} दिन",
    days_other: "{{count}} दिन",
    freezes_one: "{{count}} स्ट्रीक फ़्रीज़",
    freezes_other: "{{count}} स्ट्रीक फ़्रीज़",
    freezesHeld: "आपके पास {{freezes}} हैं (ज़्यादा से ज़्यादा {{max}}): हर एक, छूटे हुए एक दिन को संभाल लेता है",
    rank: "रैंक #{{rank}}",
    openLeaderboard: ", लीडरबोर्ड खोलें",
  },
  finScore: {
    whatIs: "FinScore क्या है?",
    gaugeLabel: "FinScore {{max}} में से {{score}}: इतिहास देखें",
    viewHistory: "इतिहास देखें",
    latest: "हाल का:",
    firstPoints: "अपने पहले पॉइंट पाने के लिए एक कार्ड पूरा करें।",
    ofMax: "{{max}} में से",
    note: "नोट",
  },
  history: {
    title: "FinScore का इतिहास",
    loading: "FinScore का इतिहास लोड हो रहा है",
    listLabel: "FinScore के बदलाव, सबसे नए पहले",
    loadingMore: "लोड हो रहा है…",
    loadMore: "और देखें",
  },
  explainer: {
    intro: "FinScore बताता है कि पैसों की आपकी समझ कितनी बढ़ रही है। ये चीज़ें इसे ऊपर-नीचे करती हैं:",
    listLabel: "FinScore कैसे कमाएँ",
    range: "आपका FinScore हमेशा {{min}} और {{max}} के बीच रहता है।",
    freezes:
      "स्ट्रीक फ़्रीज़: हर {{every}} दिन की स्ट्रीक पर एक मिलता है (आप {{max}} तक रख सकते हैं)। कोई दिन छूट जाए तो एक फ़्रीज़ खर्च होता है, और आपकी स्ट्रीक बनी रहती है।",
    laterBudgets: "महीने के बजट",
    laterTracking: "अपना खर्च लिखने",
    laterJoin: " और ",
    later: "{{parts}} के पॉइंट एक्सपेंस ट्रैकर के साथ आएँगे।",
    rules: {
      cardCompleted: {
        title: "एक कार्ड पूरा करें",
        explain: "हर कार्ड जो आप पूरा करते हैं, एक बार गिना जाता है।",
      },
      correctAnswer: {
        title: "सवाल का सही जवाब दें",
        explain: "सवाल वाले कार्ड का सही जवाब देने पर आम कार्ड के पॉइंट की जगह ये पॉइंट मिलते हैं।",
      },
      moduleFinished: {
        title: "एक मॉड्यूल पूरा करें",
        explain: "किसी मॉड्यूल का आख़िरी कार्ड पूरा करने पर बोनस।",
      },
      streakWeek: {
        title: "7 दिन की स्ट्रीक बनाए रखें",
        explain: "लगातार हर 7वें दिन सीखने या पढ़ने पर बोनस।",
      },
      budgetSetEarly: {
        title: "महीने का बजट जल्दी बनाएँ",
        explain: "महीने के पहले 5 दिनों में अपना मासिक बजट सेट करें।",
      },
      budgetKept: {
        title: "महीने के बजट के अंदर रहें",
        explain: "महीना ख़त्म होने पर गिना जाता है, जब आपका खर्च मासिक बजट के अंदर रहा हो।",
      },
      budgetMissed: {
        title: "महीने का बजट पार करना",
        explain: "महीना ख़त्म होने पर गिना जाता है, जब आपका खर्च मासिक बजट से ज़्यादा हो गया हो।",
      },
      trackingDay: {
        title: "अपने पैसों का हिसाब लिखें",
        explain: "जिस दिन आप कम से कम एक ट्रांज़ैक्शन जोड़ते हैं, उस दिन थोड़ा बोनस।",
      },
    },
  },
  leaderboard: {
    title: "लीडरबोर्ड",
    period: "लीडरबोर्ड की अवधि",
    allTime: "अब तक",
    thisWeek: "इस हफ़्ते",
    unitAll: "FinScore",
    unitWeek: "पॉइंट इस हफ़्ते",
    sinceMonday: "सोमवार {{date}} से",
    rankedByFinScore: "FinScore के हिसाब से रैंक",
    rank: "रैंक",
    learner: "लर्नर",
    gained: "कमाए",
    topAllTime: "अब तक के टॉप लर्नर",
    topThisWeek: "इस हफ़्ते के टॉप लर्नर",
    emptyAll: "अभी बोर्ड पर कोई नहीं है। एक कार्ड पूरा करें और पहले बनें!",
    emptyWeek: "इस हफ़्ते अभी तक किसी ने पॉइंट नहीं कमाए। एक कार्ड पूरा करें और हफ़्ते में आगे रहें!",
    yourPlace: "आपकी जगह",
    hidden: "दूसरों से छिपा हुआ",
    loading: "लीडरबोर्ड लोड हो रहा है",
    you: "आप",
    rankOf: "रैंक ",
    rankWithMedal: "रैंक {{rank}}, {{medal}}",
    medals: {
      gold: "गोल्ड मेडल",
      silver: "सिल्वर मेडल",
      bronze: "ब्रॉन्ज़ मेडल",
    },
    showMe: "मुझे लीडरबोर्ड पर दिखाएँ",
    shownHint: "दूसरे लोग आपका नाम और स्कोर देखते हैं।",
    hiddenHint: "दूसरे आपको नहीं देखते। आप अपनी रैंक फिर भी देख सकते हैं।",
  },
  recommended: {
    title: "आपके लिए कोर्स",
    loading: "सुझाए गए कोर्स लोड हो रहे हैं",
    allDone: "आपने सारे कोर्स पूरे कर लिए हैं। नए कोर्स जल्द आ रहे हैं!",
    none: "अभी कोई कोर्स नहीं है।",
  },
  featured: {
    title: "ख़ास लेख",
    read: "लेख पढ़ें →",
  },
  schemes: {
    title: "आपके लिए सुझाव",
    viewAll: "सभी देखें",
    loading: "सुझाई गई स्कीमें लोड हो रही हैं",
    empty: "सुझाव देखने के लिए एक कोर्स पूरा करें!",
    loadFailed: "सुझाई गई स्कीमें लोड नहीं हो पाईं।",
  },
  feedback: {
    title: "हमें आपकी राय जानना अच्छा लगेगा!",
    text: "बताइए कि आपको क्या अच्छा लगा और क्या बेहतर हो सकता है। बस कुछ ही मिनट लगेंगे।",
    cancel: "रद्द करें",
    give: "राय दें",
  },
};

export default hi;
