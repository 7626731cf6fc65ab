import type { Translation } from "../../types";
import type en from "../en/account";

const hi: Translation<typeof en> = {
  language: {
    legend: "भाषा",
    saved: "आपकी सेव की हुई भाषा:",
    notSaved: "अभी कोई भाषा सेव नहीं है: ऐप आपके ब्राउज़र की भाषा में चलता है।",
    savedMessage: "आपकी भाषा सेव हो गई।",
    saving: "सेव हो रहा है…",
    save: "भाषा सेव करें",
    choose: "कोई भाषा चुनें।",
  },
};

export default hi;
