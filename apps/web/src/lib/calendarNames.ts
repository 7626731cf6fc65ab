/**
 * Month names exactly as ICU writes them for en-IN and hi-IN (format.test.ts checks them against Intl).
 * With them the common date formats need no Intl object: see lib/format.ts for why that matters.
 */
export const MONTH_NAMES: Record<string, { short: readonly string[]; long: readonly string[] }> = {
  "en-IN": {
    short: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
    long: [
      "January",
      "February",
      "March",
      "April",
      "May",
      "June",
      "July",
      "August",
      "September",
      "October",
      "November",
      "December",
    ],
  },
  "hi-IN": {
    short: ["जन॰", "फ़र॰", "मार्च", "अप्रैल", "मई", "जून", "जुल॰", "अग॰", "सित॰", "अक्टू॰", "नव॰", "दिस॰"],
    long: ["जनवरी", "फ़रवरी", "मार्च", "अप्रैल", "मई", "जून", "जुलाई", "अगस्त", "सितंबर", "अक्टूबर", "नवंबर", "दिसंबर"],
  },
};
