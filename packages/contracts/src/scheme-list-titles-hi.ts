/**
 * Each scheme list's title in Hindi (issue 29), by SCHEME_LISTS key: the page heading, its document title
 * and its loading line. The same names as the products' Hindi texts in content/hi/schemes; bank and card
 * brands stay as the banks write them (LATIN_ALLOWED in hindi-glossary.ts).
 */
export const SCHEME_LIST_TITLES_HI: Readonly<Record<string, string>> = {
  "sbi/savings": "SBI बचत खाता",
  "sbi/fd": "SBI फ़िक्स्ड डिपॉज़िट",
  "sbi/taxsaverfd": "SBI टैक्स सेवर फ़िक्स्ड डिपॉज़िट",
  "sbi/rd": "SBI रेकरिंग डिपॉज़िट",
  "sbi/ppf": "पब्लिक प्रोविडेंट फंड (PPF)",
  "sbi/nps": "राष्ट्रीय पेंशन प्रणाली (NPS)",
  "sbi/unnaticard": "SBI कार्ड उन्नति",
  "sbi/simplysave": "SimplySAVE SBI कार्ड",
  "kotak/savings": "Kotak बचत खाते",
  "kotak/acesavings": "Kotak Ace बचत खाता",
  "hdfc/savings": "HDFC बैंक रेगुलर बचत खाता",
  "hdfc/digisave": "HDFC बैंक DigiSave यूथ खाता",
  "hdfc/maxsave": "HDFC बैंक SavingsMax खाता",
  "hdfc/fd": "HDFC बैंक फ़िक्स्ड डिपॉज़िट",
  "hdfc/rd": "HDFC बैंक रेकरिंग डिपॉज़िट",
  "icici/savings": "ICICI बैंक रेगुलर बचत खाता",
  "icici/basicsavings": "ICICI बैंक बेसिक बचत खाता",
  "icici/youngsavings": "ICICI बैंक यंग सेवर्स",
  "icici/fd": "ICICI बैंक फ़िक्स्ड डिपॉज़िट",
  "icici/rd": "ICICI बैंक रेकरिंग डिपॉज़िट",
  moneyback: "मनी-बैक प्लान (बीमा)",
  "govt/ssy": "सुकन्या समृद्धि योजना (SSY)",
  "govt/scss": "वरिष्ठ नागरिक बचत योजना (SCSS)",
  "govt/nsc": "राष्ट्रीय बचत पत्र (NSC)",
  "govt/kvp": "किसान विकास पत्र (KVP)",
  "govt/mis": "पोस्ट ऑफ़िस मासिक आय योजना (MIS)",
  "govt/td": "पोस्ट ऑफ़िस टाइम डिपॉज़िट",
  "govt/rd": "पोस्ट ऑफ़िस रेकरिंग डिपॉज़िट",
};

/** Each provider's name in Hindi, as the products' Hindi texts write it (content/hi/schemes). */
export const PROVIDER_NAMES_HI: Readonly<Record<string, string>> = {
  sbi: "भारतीय स्टेट बैंक (SBI)",
  hdfc: "HDFC बैंक",
  icici: "ICICI बैंक",
  kotak: "कोटक महिंद्रा बैंक",
  govt: "भारत सरकार (छोटी बचत योजनाएँ)",
};

/** A provider's name in the reader's language. */
export function providerName(key: string, english: string, language: string): string {
  return language === "hi" ? (PROVIDER_NAMES_HI[key] ?? english) : english;
}

/** A scheme list's title in the reader's language: Hindi where it has one, else the English. */
export function schemeListTitle(list: { key: string; title: string }, language: string): string {
  return language === "hi" ? (SCHEME_LIST_TITLES_HI[list.key] ?? list.title) : list.title;
}
