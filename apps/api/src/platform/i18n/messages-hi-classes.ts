/** The Hindi of the classes catalog (issue 40), kept apart so the slices built side by side meet in one line. */
import type { classMessages } from "@arthshala/contracts/classes-rules";

// messages-hi.ts's HindiOf, written again: importing it from there would make an import circle.
type HindiOf<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

export const classMessagesHi: HindiOf<typeof classMessages> = {
  unknownCode: "इस कोड की कोई क्लास नहीं मिली। अपने शिक्षक से कोड जाँचें और फिर से कोशिश करें।",
  codeFormat: "क्लास का कोड लिखें: 4 से 12 अक्षर और अंक, जैसे 7KQ4MX।",
  archived: "यह क्लास बंद (आर्काइव) कर दी गई है, अब इसमें कोई नया नहीं जुड़ सकता।",
  ended: "यह क्लास खत्म हो चुकी है, अब इसमें कोई नया नहीं जुड़ सकता।",
  full: "यह क्लास भर चुकी है। अपने शिक्षक से पूछें कि क्या आपके लिए जगह बन सकती है।",
  joined: (name) => `आप ${name} से जुड़ गए।`,
  alreadyMember: (name) => `आप पहले से ${name} में हैं।`,
  left: (name) => `आपने ${name} छोड़ दी।`,
  notInClass: "आप इस क्लास में नहीं हैं।",
  noAccount: "इस ईमेल से कोई Arthshala अकाउंट नहीं है। उनसे पहले साइन अप करने को कहें, फिर उन्हें यहाँ जोड़ें।",
  alreadyAdmin: "यह अकाउंट एडमिन का है, जो पहले से वह सब कर सकता है जो एक प्रशिक्षक कर सकता है।",
  notFacilitator: "यह अकाउंट प्रशिक्षक का नहीं है।",
  ownerOnly: "यह सिर्फ़ संस्था का प्रमुख कर सकता है।",
  ownerStays: "संस्था के प्रमुख को उसकी संस्था से हटाया नहीं जा सकता।",
  notMember: "यह व्यक्ति इस संस्था में नहीं है।",
  learnerNotInClass: "यह सीखने वाला इस क्लास में नहीं है।",
  capacityBelowMembers: (members) => `इस क्लास में पहले से ${members} लोग हैं: सीमा कम से कम ${members} होनी चाहिए।`,
  endsBeforeToday: "खत्म होने की तारीख आज से पहले की नहीं हो सकती।",
  nameNeeded: "कृपया नाम लिखें।",
  nameTooLong: (max) => `नाम ज़्यादा से ज़्यादा ${max} अक्षरों का हो सकता है।`,
  capacityRange: "सीमा 1 से 10,000 के बीच का पूरा अंक होनी चाहिए।",
  chooseKind: "स्कूल, कॉलेज, नियोक्ता, बैंक या स्वयंसेवी संस्था (NGO) में से चुनें।",
  chooseLanguage: "अंग्रेज़ी या हिंदी चुनें।",
  dayRange: "2000 से 2100 के बीच की तारीख लिखें।",
  organisationNotFound: "यह संस्था मौजूद नहीं है।",
};
