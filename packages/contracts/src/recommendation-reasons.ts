/**
 * Why a scheme is recommended, in the reader's language (issue 29): the server keeps the reason as a
 * kind and its facts, and writes it here in English or Hindi when it answers.
 */
import type { Locale } from "./locales.js";
import { SCHEME_TAGS, type SchemeTag } from "./schemes-catalog.js";

export type RecommendationReason =
  | { kind: "answer"; tag: SchemeTag }
  | { kind: "course"; title: string }
  | { kind: "saves-monthly" }
  | { kind: "keeps-budget" };

/** What a learner's chosen option says about them, in Hindi (SCHEME_TAGS is the English). */
export const SCHEME_TAGS_HI: Record<SchemeTag, string> = {
  "short-term-goal": "आप एक साल के अंदर किसी चीज़ के लिए बचत करना चाहते हैं",
  "medium-term-goal": "आपका लक्ष्य एक से पाँच साल दूर है",
  "long-term-goal": "आप पाँच साल या उससे ज़्यादा के लिए बचत कर रहे हैं",
  retirement: "आप रिटायरमेंट के बारे में सोच रहे हैं",
  "tax-saving": "आप टैक्स बचाना चाहते हैं",
  "regular-saving": "आप हर महीने थोड़ी बचत करना चाहते हैं",
  "lump-sum": "आपके पास एक साथ रखने के लिए कुछ रकम है",
  "emergency-fund": "आप ऐसा पैसा चाहते हैं जो मुश्किल वक्त में तुरंत मिल जाए",
  "first-account": "आप अपना पहला बैंक खाता खोल रहे हैं",
  student: "आप स्टूडेंट हैं",
  "credit-building": "आप अपनी क्रेडिट हिस्ट्री बनाना चाहते हैं",
  insurance: "आप अपने परिवार को सुरक्षा देना चाहते हैं",
  digital: "आप फ़ोन से बैंकिंग करना पसंद करते हैं",
  "low-risk": "आप चाहते हैं कि आपका पैसा सुरक्षित रहे",
  "market-linked": "आप बाज़ार के उतार-चढ़ाव से घबराते नहीं",
};

/** The reason line a learner reads under a recommended scheme. */
export function reasonText(reason: RecommendationReason, locale: Locale): string {
  const hindi = locale === "hi";
  switch (reason.kind) {
    case "answer":
      return hindi
        ? `क्योंकि आपने बताया कि ${SCHEME_TAGS_HI[reason.tag]}`
        : `Because you said ${SCHEME_TAGS[reason.tag]}`;
    case "course":
      return hindi
        ? `क्योंकि आपने “${reason.title}” कोर्स पूरा किया`
        : `Because you finished the course “${reason.title}”`;
    case "saves-monthly":
      return hindi ? "क्योंकि आप अपने ट्रैकर में हर महीने बचत करते हैं" : "Because you save every month in your tracker";
    case "keeps-budget":
      return hindi ? "क्योंकि आप हर महीने का बजट रखते हैं" : "Because you keep a monthly budget";
  }
}
