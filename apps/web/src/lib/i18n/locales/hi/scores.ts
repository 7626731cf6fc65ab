import type { Translation } from "../../types";
import type en from "../en/scores";

const hi: Translation<typeof en> = {
  tryAgain: "फिर से कोशिश करें",
  explainer: {
    title: "FinScore क्या है?",
    intro: "FinScore बताता है कि पैसों की आपकी समझ कितनी बढ़ रही है। ये चीज़ें इसे ऊपर-नीचे करती हैं:",
    listLabel: "FinScore कैसे कमाएँ",
    range: "आपका FinScore हमेशा {{min}} और {{max}} के बीच रहता है।",
    freezes:
      "स्ट्रीक फ़्रीज़: हर {{every}} दिन की स्ट्रीक पर एक मिलता है (आप {{max}} तक रख सकते हैं)। कोई दिन छूट जाए तो एक फ़्रीज़ खर्च होता है, और आपकी स्ट्रीक बनी रहती है।",
    laterBudgets: "महीने के बजट",
    laterTracking: "अपना खर्च लिखने",
    laterJoin: " और ",
    later: "{{parts}} के पॉइंट खर्च ट्रैकर के साथ आएँगे।",
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
    failed: "लीडरबोर्ड लोड नहीं हो पाया।",
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
    notRanked: "अभी रैंक नहीं",
    notRankedHint: "अभी रैंक नहीं: बोर्ड पर आने के लिए एक कार्ड पूरा करें।",
    rankWithMedal: "रैंक {{rank}}, {{medal}}",
    medals: {
      gold: "गोल्ड मेडल",
      silver: "सिल्वर मेडल",
      bronze: "ब्रॉन्ज़ मेडल",
    },
    showMe: "मुझे लीडरबोर्ड पर दिखाएँ",
    shownHint: "दूसरे लोग आपका नाम, हैंडल और स्कोर देखते हैं।",
    hiddenHint: "दूसरे आपको नहीं देखते। आप अपनी रैंक फिर भी देख सकते हैं।",
  },
};

export default hi;
