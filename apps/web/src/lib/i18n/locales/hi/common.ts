import type { Translation } from "../../types";
import type en from "../en/common";

const hi: Translation<typeof en> = {
  skipToContent: "सीधे सामग्री पर जाएँ",
  homeLink: "Arthshala होम",
  nav: {
    main: "मुख्य",
    home: "होम",
    courses: "कोर्स",
    articles: "लेख",
    about: "हमारे बारे में",
    finTools: "FinTools",
    admin: "Admin Dashboard",
  },
  menu: {
    open: "मेन्यू खोलें",
    close: "मेन्यू बंद करें",
    title: "मेन्यू",
    links: "मेन्यू के लिंक",
  },
  language: {
    label: "भाषा",
    switchTo: "{{language}} में बदलें",
    saveFailed: "आपकी भाषा सेव नहीं हो पाई। कृपया फिर से कोशिश करें।",
    contentInEnglish: "यह सामग्री अभी केवल अंग्रेज़ी में है।",
  },
  account: {
    link: "आपका अकाउंट",
    logOut: "लॉग आउट",
    loggingOut: "लॉग आउट हो रहा है…",
    signIn: "साइन अप / लॉगिन",
  },
  footer: {
    tagline: "पैसों की समझ, अब आसान",
    label: "फ़ुटर",
    learn: "सीखें",
    arthshala: "Arthshala",
    legal: "कानूनी",
    help: "मदद और सहायता",
    contact: "संपर्क करें",
    feedback: "फ़ीडबैक",
    privacy: "प्राइवेसी पॉलिसी",
    terms: "सेवा की शर्तें",
    copyright: "© {{year}} Arthshala. भारत के युवाओं के लिए मुफ़्त वित्तीय शिक्षा।",
    elsewhere: "Arthshala सोशल मीडिया पर",
    opensInNewTab: "{{label}} (नए टैब में खुलेगा)",
  },
  ui: {
    loading: "लोड हो रहा है",
    alert: "सूचना",
    close: "बंद करें",
    closeDialog: "डायलॉग बंद करें",
    scrollLeft: "बाईं ओर स्क्रॉल करें",
    scrollRight: "दाईं ओर स्क्रॉल करें",
  },
  api: {
    fallback: "कुछ गड़बड़ हो गई। कृपया फिर से कोशिश करें।",
    network: "सर्वर से जुड़ नहीं पाए। अपना इंटरनेट कनेक्शन देखें और फिर से कोशिश करें।",
  },
  courseCard: {
    modules_one: "{{count}} मॉड्यूल",
    modules_other: "{{count}} मॉड्यूल",
    meta: "{{modules}} · {{duration}} मिनट",
  },
  notFound: {
    title: "पेज नहीं मिला",
    text: "माफ़ कीजिए, आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है या कहीं और चला गया है।",
    home: "होमपेज पर जाएँ",
  },
  routeError: {
    title: "कुछ गड़बड़ हो गई",
    text: "यह पेज दिखाया नहीं जा सका। कृपया पेज रीलोड करें; अगर फिर भी ऐसा हो, तो थोड़ी देर बाद कोशिश करें।",
    reload: "पेज रीलोड करें",
  },
  notifications: {
    bell: "सूचनाएँ",
    empty: "अभी कोई सूचना नहीं है।",
    loadFailed: "सूचनाएँ लोड नहीं हो पाईं।",
    statusFailed: "सूचनाओं की स्थिति नहीं मिल पाई।",
    unseenLabel: "आपकी कुछ सूचनाएँ अभी देखी नहीं गई हैं",
  },
  offline: {
    items_one: "1 चीज़",
    items_other: "{{count}} चीज़ें",
    cards_one: "1 कार्ड",
    cards_other: "{{count}} कार्ड",
    banner:
      "आप ऑफ़लाइन हैं। जो कोर्स और लेख आप खोल चुके हैं, वे यहीं हैं; आप जो भी पूरा करेंगे, वह इंटरनेट लौटते ही सेव हो जाएगा।",
    bannerWaiting: "{{items}} सेव होने का इंतज़ार कर रही हैं।",
    backOnline: "आप फिर ऑनलाइन हैं — {{items}} सेव हो गईं",
    refused: '"{{title}}" सेव नहीं हो सका: {{reason}}',
    signInToSave: "ऑफ़लाइन रहते समय की {{items}} इस अकाउंट में फिर से साइन इन करने पर सेव होंगी।",
    unsavedBeforeSignOut_one:
      "ऑफ़लाइन पूरी की गई {{items}} अभी सर्वर तक नहीं पहुँची है। पहले इंटरनेट से जुड़ें, फिर लॉग आउट करें, ताकि कुछ भी न खोए।",
    unsavedBeforeSignOut_other:
      "ऑफ़लाइन पूरी की गई {{items}} अभी सर्वर तक नहीं पहुँची हैं। पहले इंटरनेट से जुड़ें, फिर लॉग आउट करें, ताकि कुछ भी न खोए।",
    cardDoneOffline: "इस डिवाइस पर पूरा हो गया। इंटरनेट लौटते ही यह आपके अकाउंट में सेव हो जाएगा।",
    answerSavedOffline:
      "आपका जवाब इस डिवाइस पर सेव है। इंटरनेट लौटने पर इसे जाँचा जाएगा: सही जवाब सिर्फ़ सर्वर को पता है।",
    visitorAnswerOffline:
      "आपका जवाब इस ब्राउज़र में रखा है। इंटरनेट लौटने पर इसे जाँचा जाएगा: सही जवाब सिर्फ़ सर्वर को पता है।",
    cardNotSaved:
      "यह कार्ड इस डिवाइस पर सेव नहीं है। इसे खोलने के लिए इंटरनेट से जुड़ें, या अगली बार कोर्स को ऑफ़लाइन उपलब्ध करें।",
    courseNotSaved: "यह कोर्स इस डिवाइस पर सेव नहीं है। इसे खोलने के लिए इंटरनेट से जुड़ें।",
    notSaved: "यह इस डिवाइस पर सेव नहीं है। इसे खोलने के लिए इंटरनेट से जुड़ें।",
    offerTitle: "यह कोर्स ऑफ़लाइन पढ़ें",
    offerText: "हर कार्ड इस डिवाइस पर सेव करें, ताकि इंटरनेट न होने पर भी पढ़ सकें।",
    offerButton: "ऑफ़लाइन उपलब्ध करें",
    offerNeedsConnection: "इस कोर्स को ऑफ़लाइन पढ़ने के लिए सेव करने हेतु इंटरनेट से जुड़ें।",
    saving: "ऑफ़लाइन के लिए सेव हो रहा है… {{percent}}%",
    savingLabel: "कोर्स ऑफ़लाइन पढ़ने के लिए सेव हो रहा है",
    savedTitle: "ऑफ़लाइन उपलब्ध",
    savedText: "{{date}} को इस डिवाइस पर {{cards}} सेव किए गए।",
    savedToast: "यह कोर्स अब ऑफ़लाइन उपलब्ध है।",
    saveFailed: "कोर्स ऑफ़लाइन पढ़ने के लिए सेव नहीं हो पाया। अपना कनेक्शन देखें और फिर से कोशिश करें।",
    removeButton: "हटाएँ",
    removeLabel: "{{title}} को इस डिवाइस से हटाएँ",
    removedToast: "इस डिवाइस से हटा दिया गया।",
    updateReady: "Arthshala का नया वर्ज़न तैयार है।",
    updateButton: "रीलोड करें",
  },
};

export default hi;
