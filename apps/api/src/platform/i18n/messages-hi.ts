/**
 * The Hindi of every learner-facing message catalog the server writes from. Each object is typed
 * against its English catalog, so a key added in English without Hindi fails `npm run typecheck`;
 * localize.ts pairs them by key. Wording follows the web's Hindi (apps/web/src/lib/i18n/locales/hi),
 * and where the web already says a server text in Hindi (tracker errors, newsletter links) it is the same.
 *
 * Admin-only catalogs (courseFormMessages, moduleFormMessages, articleFormMessages, cardFormMessages)
 * have no Hindi: the admin area stays English by decision (docs/ARCHITECTURE.md "Interface languages").
 */
import { accountMessages } from "@arthshala/contracts/account";
import { analyticsMessages } from "@arthshala/contracts/analytics-rules";
import {
  articleMessages,
  newsletterLinkMessages,
  newsletterMessages,
} from "@arthshala/contracts/articles-rules";
import { assignmentMessages } from "@arthshala/contracts/assignments-rules";
import { authMessages, PASSWORD_MIN_LENGTH } from "@arthshala/contracts/auth-client";
import { classMessages } from "@arthshala/contracts/classes-rules";
import { contactMessages, feedbackMessages, junkMessages } from "@arthshala/contracts/feedback-rules";
import {
  GUARDIAN_LINK_DAYS,
  GUARDIAN_MAILS_PER_HOUR,
  guardianMessages,
} from "@arthshala/contracts/guardian-rules";
import { handleMessages } from "@arthshala/contracts/handles";
import { learningMessages } from "@arthshala/contracts/learning-rules";
import { reminderMessages } from "@arthshala/contracts/reminders-rules";
import { REVIEW_DAILY_LIMIT, reviewMessages } from "@arthshala/contracts/review-rules";
import { rewardMessages } from "@arthshala/contracts/rewards-rules";
import { schemeMessages } from "@arthshala/contracts/schemes-catalog";
import {
  GOAL_NAME_MAX,
  GOALS_MAX,
  plansMessages,
  RECURRING_RULES_MAX,
} from "@arthshala/contracts/tracker-plans-rules";
import {
  AMOUNT_MAX_RUPEES,
  CUSTOM_CATEGORIES_MAX,
  formatIndianNumber,
  IMPORT_SAVE_MAX,
  STATEMENT_MAX_COLUMNS,
  STATEMENT_MAX_LINES,
  statementImportMessages,
  TITLE_MAX,
  trackerMessages,
} from "@arthshala/contracts/tracker-rules";
import { httpMessages } from "../http/messages.js";
import { classMessagesHi } from "./messages-hi-classes.js";
import { rewardMessagesHi } from "./messages-hi-rewards.js";

/** A catalog's Hindi: a string for each string, a function of the same arguments for each function. */
export type HindiOf<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};

export const httpMessagesHi: HindiOf<typeof httpMessages> = {
  signIn: "आगे बढ़ने के लिए कृपया साइन इन करें।",
  forbidden: "आपको यह करने की अनुमति नहीं है।",
  notFound: "यह नहीं मिला।",
  invalidRequest: "यह अनुरोध सही नहीं है।",
  serverError: "हमारी तरफ़ से कुछ गड़बड़ हो गई।",
  unavailable: "सेवा अभी कुछ देर के लिए उपलब्ध नहीं है। कृपया थोड़ी देर में फिर से कोशिश करें।",
  invalidJson: "अनुरोध में भेजा गया डेटा सही JSON नहीं है।",
  tooLarge: "यह अनुरोध बहुत बड़ा है।",
  mediaType: "यह कंटेंट टाइप यहाँ स्वीकार नहीं किया जाता।",
  tooManyRequests: "बहुत सारे अनुरोध आ गए हैं। कृपया एक मिनट रुककर फिर से कोशिश करें।",
  crossSite: "दूसरी साइट से आए अनुरोध स्वीकार नहीं किए जाते।",
  otherAccount: "यह अनुरोध उस अकाउंट का नहीं है जिससे आपने साइन इन किया है।",
  formInvalid: "फ़ॉर्म सही से नहीं भरा गया है।",
  multipartUnreadable:
    "फ़ॉर्म पढ़ा नहीं जा सका: वह बीच में कट गया या सही multipart/form-data नहीं है। कृपया उसे फिर से भेजें।",
};

export const authMessagesHi: HindiOf<typeof authMessages> = {
  fillAllFields: "कृपया सभी जानकारी भरें।",
  passwordsDoNotMatch: "दोनों पासवर्ड एक जैसे नहीं हैं।",
  passwordTooShort: `पासवर्ड कम से कम ${PASSWORD_MIN_LENGTH} अक्षरों का होना चाहिए।`,
  emailTaken: "इस ईमेल से पहले से एक अकाउंट बना हुआ है। इसकी जगह साइन इन करके देखें।",
  badCredentials: "ईमेल या पासवर्ड गलत है।",
  resetRequested: "अगर इस ईमेल से कोई अकाउंट है, तो हमने पासवर्ड रीसेट करने का लिंक भेज दिया है। यह 1 घंटे तक काम करेगा।",
  resetInvalid: "यह रीसेट लिंक गलत है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक माँगें।",
  resetDone: "आपका पासवर्ड बदल गया है। कृपया अपने नए पासवर्ड से साइन इन करें।",
  passwordCommon:
    "यह पासवर्ड सबसे आम पासवर्डों में से एक है, इसलिए कोई हमलावर सबसे पहले इसी को आज़माएगा। कृपया कोई दूसरा पासवर्ड चुनें।",
  passwordIsEmail: "पासवर्ड आपका ईमेल पता नहीं हो सकता। कृपया कोई दूसरा पासवर्ड चुनें।",
  passwordHasSiteName:
    'पासवर्ड में "Arthshala" शब्द नहीं हो सकता: कोई हमलावर सबसे पहले इसी को आज़माएगा। कृपया कोई दूसरा पासवर्ड चुनें।',
  passwordNearContext:
    "आपका पासवर्ड आपके नाम या इस साइट के किसी शब्द (जैसे FinStars) पर बना है, इसलिए कोई हमलावर सबसे पहले इसी को आज़माएगा। कृपया कोई दूसरा पासवर्ड चुनें।",
  accountThrottled:
    "इस अकाउंट में साइन इन की बहुत सारी कोशिशें नाकाम रहीं। कृपया 15 मिनट बाद फिर से कोशिश करें, या अपना पासवर्ड रीसेट करें।",
  verifyDone: "शुक्रिया! आपके ईमेल पते की पुष्टि हो गई है।",
  verifyInvalid: "यह पुष्टि लिंक गलत है या इसकी समय-सीमा खत्म हो गई है। साइन इन करें और अपने होम पेज से नया लिंक माँगें।",
  verifyAlready: "आपके ईमेल पते की पुष्टि पहले ही हो चुकी है।",
  verifySent: "हमने पुष्टि का नया लिंक भेज दिया है। कृपया अपना इनबॉक्स देखें।",
};

export const accountMessagesHi: HindiOf<typeof accountMessages> = {
  wrongPassword: "यह आपका मौजूदा पासवर्ड नहीं है।",
  passwordChanged: "आपका पासवर्ड बदल गया है। बाकी डिवाइस से आपको साइन आउट कर दिया गया है।",
  passwordAdded: "आपका पासवर्ड सेट हो गया है। अब आप अपने ईमेल से भी साइन इन कर सकते हैं।",
  reauthenticate: "आपकी सुरक्षा के लिए, अकाउंट डिलीट करने से पहले दोबारा साइन इन करें (पिछले 10 मिनट के अंदर)।",
  deleted: "आपका अकाउंट और आपका निजी डेटा डिलीट कर दिया गया है।",
};

export const trackerMessagesHi: HindiOf<typeof trackerMessages> = {
  fillAllFields: "कृपया सभी फ़ील्ड भरें।",
  duplicateCategories: "हर कैटेगरी एक ही बार आ सकती है। कृपया दोहराई गई कैटेगरी हटाएँ।",
  totalExceeds: (total, limit) => `कैटेगरी बजट का कुल जोड़ (${total}) मासिक सीमा (${limit}) से ज़्यादा है।`,
  limitExceededBy: (amount) => `सीमा से ₹${amount} ज़्यादा`,
  amountPositive: "₹0 से ज़्यादा रकम डालें।",
  amountDecimals: "दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक लिखें।",
  amountTooLarge: `₹${formatIndianNumber(AMOUNT_MAX_RUPEES)} से ज़्यादा की रकम नहीं ली जाती।`,
  titleTooLong: `टाइटल ${TITLE_MAX} अक्षरों के अंदर रखें।`,
  unknownCategory: "अपनी कैटेगरी में से कोई एक चुनें।",
  unknownType: "खर्च, आमदनी, निवेश या बचत में से चुनें।",
  dateTooFar: "तारीख आज से ज़्यादा से ज़्यादा एक साल आगे की हो सकती है।",
  dateTooEarly: "तारीख 2000 या उसके बाद की होनी चाहिए।",
  categoryExists: "यह कैटेगरी आपके पास पहले से है।",
  categoryInUse: "यह कैटेगरी किसी लेन-देन या बजट में इस्तेमाल हो रही है, इसलिए इसे हटाया नहीं जा सकता।",
  categoryPredefined: "पहले से बनी कैटेगरी हटाई नहीं जा सकतीं।",
  tooManyCategories: `आप ज़्यादा से ज़्यादा ${CUSTOM_CATEGORIES_MAX} अपनी कैटेगरी बना सकते हैं।`,
  saveFailed: "लेन-देन सेव नहीं हो पाया।",
  deleteFailed: "लेन-देन हटाने में गड़बड़ी हुई।",
  budgetsFailed: "कैटेगरी बजट लोड नहीं हो पाए।",
};

export const statementImportMessagesHi: HindiOf<typeof statementImportMessages> = {
  tooBig: "यह फ़ाइल 2 MB से बड़ी है। कम तारीखों की फ़ाइल एक्सपोर्ट करें और उसे हिस्सों में इम्पोर्ट करें।",
  tooManyLines: `इस फ़ाइल में ${formatIndianNumber(STATEMENT_MAX_LINES)} से ज़्यादा लाइनें हैं। कम तारीखों की फ़ाइल एक्सपोर्ट करें और उसे हिस्सों में इम्पोर्ट करें।`,
  tooManyColumns: (line) =>
    `लाइन ${line} में ${STATEMENT_MAX_COLUMNS} से ज़्यादा कॉलम हैं। देख लें कि फ़ाइल CSV में सेव किया गया बैंक स्टेटमेंट ही है।`,
  quoteNeverEnds: (line) => `लाइन ${line}: कोटेशन में शुरू हुआ फ़ील्ड कहीं खत्म नहीं होता। देख लें कि फ़ाइल CSV ही है।`,
  unreadable: "यह फ़ाइल CSV के रूप में नहीं पढ़ पाए। देख लें कि फ़ाइल CSV में सेव किया गया बैंक स्टेटमेंट ही है।",
  tooManyToSave: `एक बार में ज़्यादा से ज़्यादा ${formatIndianNumber(IMPORT_SAVE_MAX)} लेन-देन सेव करें।`,
};

export const reviewMessagesHi: HindiOf<typeof reviewMessages> = {
  notInDeck: "यह कार्ड आपके दोहराने वाले सवालों में नहीं है।",
  notDue: "इस सवाल को दोहराने का दिन अभी नहीं आया है।",
  dailyLimit: `आज आप ${REVIEW_DAILY_LIMIT} सवाल दोहरा चुके हैं, जो एक दिन में सबसे ज़्यादा है। बाकी सवाल कल फिर आएँगे।`,
};

export const learningMessagesHi: HindiOf<typeof learningMessages> = {
  cardLocked: "कार्ड लॉक है: इसे खोलने के लिए पहले पिछला कार्ड पूरा करें।",
  alreadyAnswered: "आप इस सवाल का जवाब पहले ही दे चुके हैं।",
  answerRequired: "इस सवाल को पूरा करने के लिए कोई जवाब चुनें।",
  answerNotAnOption: "यह जवाब इस सवाल के विकल्पों में से नहीं है।",
  answerNotANumber: "कोई संख्या लिखें, जैसे 1200 या 1,20,000।",
  answerTooPrecise: "दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक लिखें।",
  answerNotTrueFalse: "जवाब सही या गलत में से एक होना चाहिए।",
  answerOrderFormat: "सभी चरण अपने क्रम में एक सूची के रूप में भेजें।",
  answerOrderSteps: "सवाल का हर चरण सूची में ठीक एक बार रखें।",
  courseComplete: "आपने पूरा कोर्स पूरा कर लिया!",
};

export const newsletterMessagesHi: HindiOf<typeof newsletterMessages> = {
  subscribed: "🎉 सब्सक्राइब हो गया।",
  confirmationSent: "📩 बस एक कदम और! सब्सक्रिप्शन कन्फ़र्म करने के लिए हमारे अभी भेजे गए ईमेल में दिया लिंक खोलें।",
  confirmationThrottled: "हम पिछले एक घंटे में इस पते पर कई कन्फ़र्मेशन लिंक भेज चुके हैं। कृपया अपना इनबॉक्स और स्पैम फ़ोल्डर देखें।",
  unsubscribed: "अनसब्सक्राइब हो गया।",
  signIn: "कृपया साइन इन करें!",
  fetchFailed: "आपका सब्सक्रिप्शन ईमेल लोड नहीं हो पाया।",
  sent: "भेज दिया!",
  noSubscribers: "अभी तक कोई कन्फ़र्म सब्सक्राइबर नहीं है, इसलिए कुछ नहीं भेजा गया।",
};

export const newsletterLinkMessagesHi: HindiOf<typeof newsletterLinkMessages> = {
  unsubscribed: "आपको Arthshala न्यूज़लेटर से अनसब्सक्राइब कर दिया गया है।",
  alreadyUnsubscribed: "यह पता पहले ही अनसब्सक्राइब हो चुका है। आपको आगे कोई न्यूज़लेटर नहीं मिलेगा।",
  badUnsubscribeLink: "यह अनसब्सक्राइब लिंक सही नहीं है। कृपया अपने सबसे नए ईमेल वाला लिंक इस्तेमाल करें।",
  badConfirmLink: "यह कन्फ़र्मेशन लिंक सही नहीं है। कृपया अपने सबसे नए कन्फ़र्मेशन ईमेल वाला लिंक इस्तेमाल करें।",
  expiredConfirmLink:
    "इस कन्फ़र्मेशन लिंक की मियाद ख़त्म हो गई है। नया लिंक पाने के लिए किसी भी पेज के नीचे न्यूज़लेटर बॉक्स में अपना पता फिर से सेव करें।",
  confirmed: (address) => `आपने सब्सक्राइब कर लिया! Arthshala का अगला न्यूज़लेटर ${address} पर आएगा।`,
  alreadyConfirmed: (address) => `${address} पहले से कन्फ़र्म है। आपने Arthshala न्यूज़लेटर सब्सक्राइब किया हुआ है।`,
  addressChanged: (address) =>
    `${address} अब न्यूज़लेटर के लिए सेव किया गया पता नहीं है: यह लिंक भेजे जाने के बाद इसे बदला या हटाया गया था। कुछ भी नहीं बदला गया।`,
};

export const articleMessagesHi: HindiOf<typeof articleMessages> = {
  rated: "लेख को रेटिंग देने के लिए शुक्रिया!",
  ratingFetchFailed: "लेख की रेटिंग लोड करते समय कुछ गड़बड़ हो गई।",
  rateFailed: "रेटिंग देते समय कुछ गड़बड़ हो गई।",
  rateRefused: "रेटिंग सबमिट नहीं हो पाई।",
  taskFailed: "टास्क अपलोड नहीं हो पाए।",
  loadFailed: "लेख लोड नहीं हो पाए।",
  empty: "अभी कोई लेख उपलब्ध नहीं है।",
  loadingMore: "और लेख लोड हो रहे हैं...",
  caughtUp: "✔️ आपने सब पढ़ लिया है।",
  fetchingMore: "और लेख लाए जा रहे हैं...",
  posted: "✅ लेख पोस्ट हो गया!",
  postFailed: "लेख पोस्ट नहीं हो पाया।",
  linkCopied: "🔗 लिंक कॉपी हो गया!",
  copyFailed: "❌ लिंक कॉपी नहीं हो पाया।",
};

export const feedbackMessagesHi: HindiOf<typeof feedbackMessages> = {
  required: "कृपया सभी ज़रूरी फ़ील्ड भरें।",
  stars: "कृपया स्टार वाले सभी सवालों (Q1, Q3, Q7) को रेटिंग दें।",
  submitting: "सबमिट हो रहा है...",
  thanks: "आपके फ़ीडबैक के लिए शुक्रिया!",
  failed: "फ़ीडबैक भेजा नहीं जा सका।",
};

export const contactMessagesHi: HindiOf<typeof contactMessages> = {
  required: "कृपया सभी फ़ील्ड भरें।",
  sent: "आपका मैसेज भेज दिया गया है!",
  toast: "मैसेज भेज दिया गया!",
  failed: "सबमिट नहीं हो पाया। कृपया फिर से कोशिश करें।",
};

export const junkMessagesHi: HindiOf<typeof junkMessages> = {
  linksOnly: "कृपया हमारे लिए कुछ शब्द लिखें, सिर्फ़ लिंक नहीं।",
  tooManyLinks: "कृपया ज़्यादा से ज़्यादा 2 लिंक डालें।",
  // localize.ts may pass the number as the English wrote it ("2,000"): a string's toLocaleString is itself.
  tooLong: (max) => `कृपया इसे ${max.toLocaleString("en-IN")} अक्षरों से छोटा रखें।`,
  tooMany: (minutes) => `आपने थोड़ी ही देर में कई मैसेज भेजे हैं। कृपया ${minutes} मिनट बाद फिर से कोशिश करें।`,
};

export const schemeMessagesHi: HindiOf<typeof schemeMessages> = {
  emptyRecommendations: "सुझाव देखने के लिए कोई कोर्स पूरा करें!",
  loadFailed: "आपके लिए सुझाई गई स्कीमें लोड नहीं हो पाईं।",
  comingSoon: "जल्द आ रहा है!",
  disclaimer:
    "Arthshala किसी भी बैंक से जुड़ा नहीं है। यह जानकारी बैंक के सार्वजनिक पेजों से ली गई है और सिर्फ़ सीखने के लिए है, सलाह के तौर पर नहीं। कोई भी फ़ैसला लेने से पहले बैंक का पेज ज़रूर देखें।",
};

export const plansMessagesHi: HindiOf<typeof plansMessages> = {
  tooManyRules: `आप ज़्यादा से ज़्यादा ${RECURRING_RULES_MAX} हर बार के लेन-देन रख सकते हैं।`,
  tooManyGoals: `आप ज़्यादा से ज़्यादा ${GOALS_MAX} बचत लक्ष्य रख सकते हैं।`,
  startTooEarly: "शुरू होने की तारीख़ ज़्यादा से ज़्यादा एक साल पहले की हो सकती है।",
  startTooLate: "शुरू होने की तारीख़ आज से ज़्यादा से ज़्यादा एक साल बाद की हो सकती है।",
  endBeforeStart: "ख़त्म होने की तारीख़ शुरू होने की तारीख़ के दिन या उसके बाद की होनी चाहिए।",
  dayOfMonthNeeded: "महीने की कोई तारीख़ 1 से 31 के बीच चुनें।",
  ruleStopped: "यह हर बार का लेन-देन बंद किया जा चुका है; इसकी जगह नया बनाएँ।",
  ruleNotFound: "यह हर बार का लेन-देन मौजूद नहीं है।",
  goalNotFound: "यह बचत लक्ष्य मौजूद नहीं है।",
  goalNameNeeded: "लक्ष्य को एक नाम दें।",
  goalNameTooLong: `लक्ष्य का नाम ${GOAL_NAME_MAX} अक्षरों तक रखें।`,
  targetDatePast: "आज या उसके बाद की कोई तारीख़ चुनें।",
  contributionFuture: "बचाए गए पैसे की तारीख़ आज के बाद की नहीं हो सकती।",
};

/** Each English catalog with its Hindi: what localize.ts and the completeness test walk. */
export const reminderMessagesHi: HindiOf<typeof reminderMessages> = {
  nothingToChange: "बदलने के लिए कुछ नहीं है।",
  confirmEmailFirst: "कृपया पहले अपना ईमेल पता पुष्टि करें: रिमाइंडर ईमेल केवल पुष्टि किए गए पते पर भेजे जाते हैं।",
  noDevice: "यह डिवाइस आपके रिमाइंडर के लिए सेट नहीं है।",
  notPushService: "यह पता किसी ब्राउज़र की पुश सेवा का नहीं है।",
  badStopLink: "रिमाइंडर बंद करने का यह लिंक सही नहीं है। साइन इन करें और अपने अकाउंट के पेज पर रिमाइंडर बंद करें।",
};

export const assignmentMessagesHi: HindiOf<typeof assignmentMessages> = {
  duePast: "आज या उसके बाद का कोई दिन चुनें: पूरा करने की तारीख़ बीते दिन की नहीं हो सकती।",
  alreadyAssigned: "यह पहले से इस कक्षा को सौंपा गया है। सूची में इसकी तारीख़ बदलें।",
  courseUnavailable: "यह कोर्स इस कक्षा को नहीं सौंपा जा सकता।",
  moduleNotInCourse: "यह मॉड्यूल चुने गए कोर्स का हिस्सा नहीं है।",
  classArchived: "यह कक्षा संग्रह में है: इसे अब कुछ नया नहीं सौंपा जा सकता।",
  notFound: "इस कक्षा में ऐसा कोई सौंपा गया काम नहीं है।",
};

export const handleMessagesHi: HindiOf<typeof handleMessages> = {
  length: "हैंडल में 3 से 20 अक्षर होने चाहिए।",
  characters: "सिर्फ़ छोटे अंग्रेज़ी अक्षर (a-z), अंक, हाइफ़न (-) और अंडरस्कोर (_) इस्तेमाल करें।",
  start: "हैंडल किसी अक्षर या अंडरस्कोर से शुरू करें, अंक या हाइफ़न से नहीं।",
  email: "हैंडल कोई ईमेल पता नहीं हो सकता।",
  reserved: "यह हैंडल Arthshala के लिए रखा गया है। कृपया कोई दूसरा चुनें।",
  taken: "यह हैंडल पहले से किसी और का है। कृपया कोई दूसरा चुनें।",
};

export const analyticsMessagesHi: HindiOf<typeof analyticsMessages> = {
  notADay: "तारीख़ 2000 से 2099 के बीच का कोई दिन हो, YYYY-MM-DD के रूप में लिखा हुआ।",
  startAfterEnd: "अवधि अपने आख़िरी दिन के बाद शुरू नहीं हो सकती।",
  tooLong: "अवधि ज़्यादा से ज़्यादा 366 दिन की हो सकती है।",
  days: "दिनों की संख्या 1 से 366 तक की कोई पूरी संख्या हो।",
  daysMismatch: "दिनों की संख्या अवधि के पहले और आख़िरी दिन से मेल नहीं खाती।",
};

export const guardianMessagesHi: HindiOf<typeof guardianMessages> = {
  waiting:
    "आपके माता-पिता या अभिभावक ने अभी पुष्टि नहीं की है। हमने उन्हें एक लिंक ईमेल किया है; जब तक वे पुष्टि नहीं करते, कुछ भी सेव नहीं होगा।",
  needed: "पहले अपने माता-पिता या अभिभावक का ईमेल बताएँ: जब तक वे पुष्टि नहीं करते, कुछ भी सेव नहीं होगा।",
  declined: "आपके माता-पिता या अभिभावक ने सहमति नहीं दी, इसलिए कुछ भी सेव नहीं होता।",
  revoked: "आपके माता-पिता या अभिभावक ने अपनी सहमति वापस ले ली है, इसलिए कुछ भी सेव नहीं होता।",
  emailRequired: "कृपया अपने माता-पिता या अभिभावक का ईमेल लिखें।",
  emailSame: "माता-पिता या अभिभावक का ईमेल आपके अपने ईमेल से अलग होना चाहिए।",
  bandLocked:
    "माता-पिता या अभिभावक से पूछ लिए जाने के बाद आप अपनी उम्र यहाँ नहीं बदल सकते। अगर यह गलत है, तो संपर्क फ़ॉर्म से हमें लिखें।",
  bandRequired: "अपनी उम्र चुनें: इसी से तय होता है कि पहले माता-पिता या अभिभावक की सहमति चाहिए या नहीं।",
  notAsking:
    "आपके माता-पिता या अभिभावक जवाब दे चुके हैं। अब इसे सिर्फ़ वही बदल सकते हैं, उस लिंक से जो हमने उन्हें ईमेल किया था।",
  notUnder18: "सिर्फ़ 18 साल से कम उम्र के लर्नर को माता-पिता या अभिभावक की सहमति चाहिए।",
  sent: "हमने लिंक आपके माता-पिता या अभिभावक को ईमेल कर दिया है।",
  tooMany: (minutes) =>
    `पिछले एक घंटे में हम ${GUARDIAN_MAILS_PER_HOUR} लिंक भेज चुके हैं। अपने माता-पिता या अभिभावक से इनबॉक्स और स्पैम फ़ोल्डर देखने को कहें, या ${minutes} मिनट बाद फिर से कोशिश करें।`,
  addressBusy:
    "उस पते पर आज पहले ही कई लिंक भेजे जा चुके हैं। उनसे इनबॉक्स और स्पैम फ़ोल्डर देखने को कहें, या कल फिर से कोशिश करें।",
  linkInvalid: "यह लिंक सही नहीं है। हो सकता है इसकी जगह नया लिंक भेजा गया हो: कृपया Arthshala का सबसे नया ईमेल खोलें।",
  linkExpired: `इस लिंक की समय-सीमा ख़त्म हो गई है (लिंक ${GUARDIAN_LINK_DAYS} दिन तक काम करते हैं)। आपका बच्चा अपने Arthshala अकाउंट से नया लिंक भेज सकता है।`,
  alreadyAnswered: "आप पहले ही जवाब दे चुके हैं। यह पेज दिखाता है कि आपने क्या चुना था।",
  notConsented: "वापस लेने के लिए कोई सहमति नहीं है।",
  consented: "धन्यवाद। आपकी सहमति दर्ज हो गई है: अब से आपके बच्चे की प्रगति सेव होगी।",
  declinedDone: "आपका जवाब दर्ज हो गया है: आपके बच्चे की पढ़ाई का कुछ भी सेव नहीं होगा।",
  revokedDone:
    "आपकी सहमति वापस ले ली गई है: अब से कुछ भी नया सेव नहीं होगा। पहले जो सेव हुआ था, वह तब तक रहेगा जब तक आप अकाउंट डिलीट करने को नहीं कहते।",
  exportSent: "हमने आपको आपके बच्चे का डेटा डाउनलोड करने का लिंक ईमेल कर दिया है। यह 7 दिन तक काम करता है।",
  exportInvalid: "डाउनलोड का यह लिंक सही नहीं है या इसकी समय-सीमा ख़त्म हो गई है। सहमति वाले पेज से नया लिंक माँगें।",
  deleted: "आपके बच्चे का अकाउंट और उसका निजी डेटा डिलीट कर दिया गया है।",
};

export const HINDI_CATALOGS = [
  { name: "httpMessages", en: httpMessages, hi: httpMessagesHi },
  { name: "authMessages", en: authMessages, hi: authMessagesHi },
  { name: "accountMessages", en: accountMessages, hi: accountMessagesHi },
  { name: "handleMessages", en: handleMessages, hi: handleMessagesHi },
  { name: "trackerMessages", en: trackerMessages, hi: trackerMessagesHi },
  { name: "statementImportMessages", en: statementImportMessages, hi: statementImportMessagesHi },
  { name: "learningMessages", en: learningMessages, hi: learningMessagesHi },
  { name: "reviewMessages", en: reviewMessages, hi: reviewMessagesHi },
  { name: "reminderMessages", en: reminderMessages, hi: reminderMessagesHi },
  { name: "assignmentMessages", en: assignmentMessages, hi: assignmentMessagesHi },
  { name: "newsletterMessages", en: newsletterMessages, hi: newsletterMessagesHi },
  { name: "newsletterLinkMessages", en: newsletterLinkMessages, hi: newsletterLinkMessagesHi },
  { name: "articleMessages", en: articleMessages, hi: articleMessagesHi },
  { name: "feedbackMessages", en: feedbackMessages, hi: feedbackMessagesHi },
  { name: "contactMessages", en: contactMessages, hi: contactMessagesHi },
  { name: "junkMessages", en: junkMessages, hi: junkMessagesHi },
  { name: "schemeMessages", en: schemeMessages, hi: schemeMessagesHi },
  { name: "plansMessages", en: plansMessages, hi: plansMessagesHi },
  { name: "analyticsMessages", en: analyticsMessages, hi: analyticsMessagesHi },
  { name: "classMessages", en: classMessages, hi: classMessagesHi },
  { name: "guardianMessages", en: guardianMessages, hi: guardianMessagesHi },
  { name: "rewardMessages", en: rewardMessages, hi: rewardMessagesHi },
] as const satisfies ReadonlyArray<{
  name: string;
  en: Record<string, string | ((...args: never[]) => string)>;
  hi: Record<string, string | ((...args: never[]) => string)>;
}>;
