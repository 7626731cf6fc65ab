import type { Translation } from "../../types";
import type en from "../en/assignments";

const hi: Translation<typeof en> = {
  due: {
    on: "{{date}} तक",
    today: "आज तक",
    tomorrow: "कल तक",
    overdue: "समय निकल गया · {{date}} तक करना था",
    none: "कोई तारीख़ नहीं",
    done: "पूरा हुआ",
  },
  home: {
    title: "{{name}} ने सौंपा",
    wholeCourse: "पूरा कोर्स",
    cards: "{{total}} में से {{done}} कार्ड पूरे",
    loadFailed: "आपकी कक्षा का सौंपा गया काम लोड नहीं हो पाया।",
  },
  badge: "{{name}} ने सौंपा",
  teach: {
    title: "दिया गया काम",
    intro: "अपनी कक्षा को कोई कोर्स या उसका एक मॉड्यूल दें, और पूरा करने की तारीख़ भी।",
    loading: "कक्षा का सौंपा गया काम लोड हो रहा है",
    loadFailed: "सौंपा गया काम लोड नहीं हो पाया।",
    notFound: "यह कक्षा नहीं मिली, या यह आपकी कक्षा नहीं है।",
    tryAgain: "फिर से कोशिश करें",
    archived: "यह कक्षा संग्रह में है: आप इसका सौंपा गया काम देख सकते हैं, पर नया नहीं जोड़ सकते।",
    form: {
      title: "काम सौंपें",
      course: "कोर्स",
      module: "मॉड्यूल",
      wholeCourse: "पूरा कोर्स",
      due: "पूरा करने की तारीख़",
      dueHint: "सीखने वालों को एक दिन पहले एक रिमाइंडर मिलेगा।",
      submit: "सौंपें",
      assigned: "कक्षा को सौंप दिया गया।",
      noCourses: "अभी ऐसा कोई कोर्स नहीं है जो आप इस कक्षा को सौंप सकें।",
    },
    list: {
      title: "सौंपा गया",
      empty: "इस कक्षा को अभी कुछ नहीं सौंपा गया है।",
      wholeCourse: "पूरा कोर्स",
      finished: "{{members}} में से {{finished}} सीखने वालों ने पूरा किया",
      withdrawn: "अब उपलब्ध नहीं: इसके लेखकों ने इसे हटा दिया है।",
      changeDate: "तारीख़ बदलें",
      newDate: "नई तारीख़",
      save: "सहेजें",
      cancel: "रद्द करें",
      noDate: "कोई तारीख़ नहीं",
      saved: "तारीख़ बदल दी गई।",
      remove: "हटाएँ",
      confirmRemove: "इसे कक्षा से हटाएँ? सीखने वालों ने जो किया है, वह उनके पास रहेगा।",
      confirm: "हाँ, हटाएँ",
      removed: "कक्षा से हटा दिया गया।",
    },
  },
};

export default hi;
