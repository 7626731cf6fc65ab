import type { Translation } from "../../types";
import type en from "../en/home";

const hi: Translation<typeof en> = {
  documentTitle: "होम · Arthshala",
  loading: "आपका डैशबोर्ड लोड हो रहा है",
  tryAgain: "फिर से कोशिश करें",
  messages: {
    dataFailed: "आपका डेटा नहीं मिल पाया।",
    historyFailed: "FinScore का इतिहास लोड नहीं हो पाया।",
    historyEmpty: "हाल में FinScore में कोई बदलाव नहीं हुआ है।",
  },
  greeting: {
    new: "स्वागत है,",
    back: "फिर से स्वागत है,",
  },
  today: {
    label: "आज:",
    done: "सीखना हो गया, {{days}} दिन की स्ट्रीक।",
    keep: "एक कार्ड सीखें और अपनी {{days}} दिन की स्ट्रीक बनाए रखें।",
    start: "एक कार्ड सीखें और स्ट्रीक शुरू करें।",
  },
  scoresToggle: "FinStars और FinScore कैसे काम करते हैं",
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
    freezesHeld: "आपके पास {{freezes}} हैं (ज़्यादा से ज़्यादा {{max}}): हर फ़्रीज़ एक छूटे हुए दिन की भरपाई कर देता है",
    rank: "रैंक #{{rank}}",
    notRanked: "अभी रैंक नहीं",
    openLeaderboard: ", लीडरबोर्ड खोलें",
    openRewards: ", इनाम पाने में खर्च करें",
  },
  scores: {
    finStarsName: "FinStars",
    finStars: "सीखने के पॉइंट हैं, जो स्टार वाले छोटे बैज में दिखते हैं: हर कार्ड अपने FinStars एक ही बार देता है।",
    finScoreName: "FinScore",
    finScore:
      "{{min}} से {{max}} तक का आपका स्कोर है, जो बताता है कि पैसे संभालना आपने कितना सीखा है। यह FinScore कार्ड में दिखता है: कार्ड, स्ट्रीक और बजट इसे ऊपर-नीचे करते हैं, और लीडरबोर्ड पर रैंक इसी से तय होती है।",
    howTheyWork: "ये कैसे काम करते हैं",
  },
  finScore: {
    whatIs: "FinScore क्या है?",
    viewHistory: "इतिहास देखें",
    latest: "ताज़ा बदलाव:",
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
    lines: {
      cardCompleted: "कार्ड “{{title}}” पूरा किया",
      correctAnswer: "“{{title}}” का सही जवाब दिया",
      moduleFinished: "मॉड्यूल “{{title}}” पूरा किया",
      streakWeek: "{{days}} दिन की स्ट्रीक का बोनस",
      streakFreezeUsed: "{{day}} को एक स्ट्रीक फ़्रीज़ इस्तेमाल हुआ और आपकी {{days}} दिन की स्ट्रीक बनी रही",
      budgetSetEarly: "{{month}} का मासिक बजट समय से पहले तय किया",
      budgetKept: "{{month}} में खर्च मासिक बजट के अंदर रहा",
      budgetMissed: "{{month}} में खर्च मासिक बजट से ज़्यादा हुआ",
      trackingDay: "{{day}} को अपने पैसों का हिसाब लिखा",
    },
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
    title: "अपनी राय ज़रूर बताएँ!",
    text: "बताएँ कि आपको क्या अच्छा लगा और क्या बेहतर हो सकता है। इसमें बस कुछ मिनट लगेंगे।",
    cancel: "रद्द करें",
    give: "राय दें",
  },
};

export default hi;
