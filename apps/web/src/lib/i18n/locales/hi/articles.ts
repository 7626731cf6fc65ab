import type { Translation } from "../../types";
import type en from "../en/articles";

const hi: Translation<typeof en> = {
  title: "लेख",
  subtitle: "पैसों पर छोटे, काम के लेख: बजट बनाना, बैंकिंग, निवेश और स्कैम से बचना।",
  loading: "लेख लोड हो रहे हैं",
  loadFailedInline: "लेख लोड नहीं हो पाए।",
  tryAgain: "फिर से कोशिश करें",
  moreArticles: "और लेख",
  loadMore: "और लेख लोड करें",
  featured: "ख़ास",
  readArticle: "लेख पढ़ें",
  readingTime: "{{minutes}} मिनट में पढ़ें",
  reader: {
    brand: "Arthshala लेख",
    close: "लेख बंद करें",
    navigation: "लेख",
    previousArticle: "पिछला लेख",
    previous: "पिछला",
    nextArticle: "अगला लेख",
    next: "अगला",
    share: "शेयर करें",
    shareOnWhatsApp: "WhatsApp पर शेयर करें (नए टैब में खुलेगा)",
    copyLink: "लिंक कॉपी करें",
    linkCopied: "लिंक कॉपी हो गया",
    copyFailed: "लिंक कॉपी नहीं हो सका।",
  },
  rating: {
    title: "इस लेख को रेटिंग दें",
    yourRating: "आपकी रेटिंग",
    rateStars_one: "{{count}} स्टार दें",
    rateStars_other: "{{count}} स्टार दें",
    youRated: "आपने इसे 5 में से {{rating}} स्टार दिए। बदलने के लिए कोई और स्टार चुनें।",
    chooseStar: "रेटिंग देने के लिए कोई स्टार चुनें।",
    none: "अभी तक कोई रेटिंग नहीं",
    summary_one: "{{average}} · {{count}} रेटिंग",
    summary_other: "{{average}} · {{count}} रेटिंग",
  },
  messages: {
    rated: "लेख को रेटिंग देने के लिए शुक्रिया!",
    ratingFetchFailed: "लेख की रेटिंग लाते समय कुछ गड़बड़ हो गई।",
    rateFailed: "रेटिंग देते समय कुछ गड़बड़ हो गई।",
    rateRefused: "रेटिंग सेव नहीं हो पाई।",
    taskFailed: "टास्क अपलोड नहीं हो पाए।",
    loadFailed: "लेख लोड नहीं हो पाए।",
    empty: "अभी कोई लेख उपलब्ध नहीं है।",
    loadingMore: "और लेख लोड हो रहे हैं...",
    caughtUp: "✔️ आपने सब पढ़ लिया है।",
    fetchingMore: "और लेख लाए जा रहे हैं...",
  },
};

export default hi;
