import type { Translation } from "../../types";
import type en from "../en/fintools";

const hi: Translation<typeof en> = {
  title: "FinTools",
  subtitle: "पैसों की प्लानिंग, हिसाब और बढ़त के लिए आसान टूल।",
  tools: "टूल",
  tracker: {
    name: "FinTracker",
    about: "हर महीने के खर्च लिखें, बजट तय करें और देखें कि आपका पैसा कहाँ जाता है।",
    open: "FinTracker खोलें →",
  },
  open: "खोलें →",
  savings: {
    name: "बचत स्कीमें",
    about: "हर बचत स्कीम की ब्याज दर, लॉक-इन, न्यूनतम रकम और टैक्स की तुलना करें।",
    open: "स्कीमें देखें →",
  },
  calculators: {
    fd: { name: "FD कैलकुलेटर", about: "देखें कि आपका फ़िक्स्ड डिपॉज़िट कितना बढ़ेगा।" },
    rd: { name: "RD कैलकुलेटर", about: "हर महीने के रेकरिंग डिपॉज़िट की योजना बनाएँ।" },
    ppf: { name: "PPF कैलकुलेटर", about: "देखें कि 15 साल में PPF खाता कैसे बढ़ता है।" },
    sip: { name: "SIP कैलकुलेटर", about: "म्यूचुअल फंड की मासिक SIP का अंदाज़ा लगाएँ।" },
    emi: { name: "लोन EMI कैलकुलेटर", about: "लोन की मासिक किस्त निकालें।" },
    incomeTax: { name: "इनकम टैक्स कैलकुलेटर", about: "आपकी सैलरी पर टैक्स: नई व्यवस्था या पुरानी?" },
  },
};

export default hi;
