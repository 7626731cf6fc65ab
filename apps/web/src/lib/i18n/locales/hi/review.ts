import type { Translation } from "../../types";
import type en from "../en/review";

const hi: Translation<typeof en> = {
  documentTitle: "दोहराव · Arthshala",
  tile: {
    title: "दोहराव",
    due_one: "आज दोहराने के लिए {{count}} सवाल",
    due_other: "आज दोहराने के लिए {{count}} सवाल",
    none: "आज दोहराने के लिए कुछ नहीं — जिन सवालों में गलती हुई थी, वे अपने दिन यहाँ लौट आएँगे।",
    doneToday: "आज का दोहराव पूरा हुआ। जिन सवालों में गलती हुई थी, वे अपने दिन यहाँ लौट आएँगे।",
    pay: "हर सही जवाब पर {{stars}} FinStar, दिन में ज़्यादा से ज़्यादा {{cap}}।",
    start: "शुरू करें",
    startLabel: "अपना दोहराव शुरू करें",
  },
  page: {
    title: "दोहराव",
    intro: "जिन सवालों में गलती हुई थी, वे अपने दिन फिर आते हैं, ताकि बात याद रहे।",
    progress: "{{total}} में से सवाल {{n}}",
    progressLabel: "दोहराव की प्रगति",
    close: "दोहराव बंद करें और होम पर जाएँ",
    loading: "आपका दोहराव लोड हो रहा है",
    loadFailed: "आपका दोहराव लोड नहीं हो पाया।",
    sendFailed: "आपका जवाब जाँचा नहीं जा सका। फिर से कोशिश करें।",
    tryAgain: "फिर से कोशिश करें",
    check: "जाँचें",
    continue: "आगे बढ़ें",
    finish: "पूरा करें",
    right: "सही! अच्छा याद रखा।",
    wrong: "पूरी तरह सही नहीं।",
    correctAnswer: "सही जवाब:",
    earned_one: "+{{count}} FinStar मिला",
    earned_other: "+{{count}} FinStars मिले",
    capReached: "आज के दोहराव के सारे FinStars मिल चुके हैं।",
    nextDue: "यह सवाल {{day}} को फिर आएगा।",
    empty: "आज दोहराने के लिए कुछ नहीं — जिन सवालों में गलती हुई थी, वे अपने दिन यहाँ लौट आएँगे।",
    backHome: "होम पर लौटें",
    doneTitle: "दोहराव पूरा हुआ",
    doneStars_one: "दोहराव पूरा: +{{count}} FinStar",
    doneStars_other: "दोहराव पूरा: +{{count}} FinStars",
    doneRight: "{{total}} में से {{right}} सही।",
    doneStreak: "आज का दिन आपकी स्ट्रीक में गिना गया।",
    streakDays_one: "स्ट्रीक: {{count}} दिन",
    streakDays_other: "स्ट्रीक: {{count}} दिन",
  },
};

export default hi;
