/**
 * Hindi for the learner-facing texts written inline rather than in a catalog: `notFound("…")` and the
 * like in routes, and custom messages in the contracts' zod schemas (said after a "field: " prefix).
 * Keyed by the exact English, so an English edit here or there leaves that message in English until
 * both are updated (never wrong, just untranslated). Admin-only texts are left out on purpose.
 */
import { CATEGORY_NAME_MAX } from "@arthshala/contracts/tracker-rules";

export const LITERALS_HI: Readonly<Record<string, string>> = {
  // Lookups a learner can hit (a stale link, a deleted item).
  "This account does not exist.": "यह अकाउंट मौजूद नहीं है।",
  "This article does not exist.": "यह लेख मौजूद नहीं है।",
  "This course does not exist.": "यह कोर्स मौजूद नहीं है।",
  "This module does not exist.": "यह मॉड्यूल मौजूद नहीं है।",
  "This card does not exist.": "यह कार्ड मौजूद नहीं है।",
  "This card is not a question.": "यह कार्ड कोई सवाल नहीं है।",
  "This page does not exist.": "यह पेज मौजूद नहीं है।",
  "This product does not exist.": "यह प्रोडक्ट मौजूद नहीं है।",
  "This transaction does not exist.": "यह लेन-देन मौजूद नहीं है।",
  "No such session.": "ऐसा कोई सेशन नहीं है।",
  "No such course.": "ऐसा कोई कोर्स नहीं है।",
  "No such article.": "ऐसा कोई लेख नहीं है।",
  "This certificate does not exist.": "यह प्रमाणपत्र मौजूद नहीं है।",
  "is not a certificate id": "यह प्रमाणपत्र की आईडी नहीं है",
  // Account, sign-up and profile.
  "Choose an image.": "कोई इमेज चुनें।",
  "Type DELETE to confirm.": "पुष्टि के लिए DELETE लिखें।",
  "Choose an age band: under-18, 18-25, 26-59, 60-plus.":
    "उम्र का एक दायरा चुनें: under-18, 18-25, 26-59 या 60-plus।",
  "Confirm that the account should be deleted.": "पुष्टि करें कि अकाउंट डिलीट किया जाए।",
  "Nothing to change.": "बदलने के लिए कुछ नहीं है।",
  "Password is too long.": "पासवर्ड बहुत लंबा है।",
  "Please enter your name.": "कृपया अपना नाम लिखें।",
  "Name must be at most 80 characters.": "नाम ज़्यादा से ज़्यादा 80 अक्षरों का हो सकता है।",
  "Please enter a valid email address.": "कृपया सही ईमेल पता लिखें।",
  "Enter a valid email address.": "सही ईमेल पता लिखें।",
  "Enter an email address.": "ईमेल पता लिखें।",
  "must not contain control characters": "इसमें कंट्रोल कैरेक्टर नहीं हो सकते",
  // Uploads a learner makes (the profile picture).
  "The file is empty.": "यह फ़ाइल खाली है।",
  "This file type is not allowed here. Please upload an image (PNG, JPEG, GIF, WebP or AVIF).":
    "यह फ़ाइल टाइप यहाँ नहीं चलता। कृपया कोई इमेज (PNG, JPEG, GIF, WebP या AVIF) अपलोड करें।",
  // Articles.
  "Rating must be a whole number from 1 to 5.": "रेटिंग 1 से 5 के बीच का पूरा अंक होनी चाहिए।",
  // Expense tracker.
  "That date does not exist.": "यह तारीख होती ही नहीं।",
  "Use a date like 2026-11-05.": "तारीख 2026-11-05 की तरह लिखें।",
  "Choose a month by its full name, e.g. November.": "महीने का पूरा नाम चुनें, जैसे November।",
  "Give the category a name.": "कैटेगरी का नाम लिखें।",
  [`Keep category names to ${CATEGORY_NAME_MAX} characters.`]: `कैटेगरी का नाम ${CATEGORY_NAME_MAX} अक्षरों के अंदर रखें।`,
  "You have no category of that name.": "इस नाम की कोई कैटेगरी आपके पास नहीं है।",
  "Save one month's budgets at a time.": "एक बार में एक ही महीने का बजट सेव करें।",
  "Give both month and year, or neither.": "महीना और साल दोनों दें, या दोनों में से कोई नहीं।",
  "Choose 3, 6 or 12 months.": "3, 6 या 12 महीने चुनें।",
  "That file is too large (2 MB at most).": "यह फ़ाइल बहुत बड़ी है (ज़्यादा से ज़्यादा 2 MB)।",
  "Choose the amount column, or the debit and credit columns.": "रकम वाला कॉलम चुनें, या डेबिट और क्रेडिट कॉलम।",
  "Choose at least one transaction to save.": "सेव करने के लिए कम से कम एक लेन-देन चुनें।",
  "Couldn't read an amount in this text. Paste the whole alert from your bank.":
    "इस टेक्स्ट में रकम नहीं मिली। बैंक का पूरा अलर्ट पेस्ट करें।",
  "Couldn't tell whether money left or came into your account.": "पता नहीं चला कि पैसा खाते से गया या खाते में आया।",
  "That's too long for a bank alert. Paste one alert at a time.":
    "बैंक अलर्ट के हिसाब से यह बहुत लंबा है। एक बार में एक ही अलर्ट पेस्ट करें।",
  "Pick the line that holds the column titles.": "वह लाइन चुनें जिसमें कॉलम के नाम हैं।",
  "Pick a date format from the list.": "लिस्ट में से तारीख का फ़ॉर्मैट चुनें।",
  "Pick either a debit column and a credit column, or one amount column.":
    "या तो डेबिट और क्रेडिट कॉलम चुनें, या रकम वाला एक कॉलम।",
  "Each column you pick must be one of the file's columns.":
    "आप जो भी कॉलम चुनें, वह फ़ाइल का ही कॉलम होना चाहिए।",
  "The date, the description and the amounts must each come from a different column.":
    "तारीख, विवरण और रकम, तीनों अलग-अलग कॉलम से होने चाहिए।",
  "Transaction saved.": "लेन-देन सेव हो गया।",
  "Transaction updated.": "लेन-देन अपडेट हो गया।",
  "Transaction deleted.": "लेन-देन हटा दिया गया।",
};

/**
 * Inline texts with a value in them: the English as a pattern, its Hindi built from what it caught.
 * Tried after the exact texts and the catalogs' functions.
 */
export const PATTERNS_HI: ReadonlyArray<{ pattern: RegExp; hi: (...caught: string[]) => string }> = [
  {
    // budgets.ts, after its "category: " prefix.
    pattern: /^"(.*)" is not one of your categories\.$/s,
    hi: (name) => `"${name}" आपकी कैटेगरी में से नहीं है।`,
  },
  {
    // storage.ts: only images are a learner's to upload, but the size is the same sentence for any kind.
    pattern: /^The file is too large: image files may be at most (\d+(?:\.\d+)?) MB\.$/,
    hi: (mb) => `फ़ाइल बहुत बड़ी है: इमेज ज़्यादा से ज़्यादा ${mb} MB की हो सकती है।`,
  },
  // import/statement-csv.ts: a statement line the import preview could not read (its reason, per line).
  {
    pattern: /^Line (\d+): the date is missing\.$/,
    hi: (line) => `लाइन ${line}: तारीख नहीं है।`,
  },
  {
    pattern: /^Line (\d+): couldn't read the date "(.*)" as (.+)\.$/s,
    hi: (line, date, format) => `लाइन ${line}: तारीख "${date}" को ${format} के रूप में नहीं पढ़ पाए।`,
  },
  {
    pattern: /^Line (\d+): couldn't read the amount "(.*)"\.$/s,
    hi: (line, amount) => `लाइन ${line}: रकम "${amount}" नहीं पढ़ पाए।`,
  },
  {
    pattern: /^Line (\d+): it has both a debit and a credit amount\.$/,
    hi: (line) => `लाइन ${line}: इसमें डेबिट और क्रेडिट, दोनों रकमें हैं।`,
  },
  {
    pattern: /^Line (\d+): couldn't tell debit from credit in "(.*)"\.$/s,
    hi: (line, flag) => `लाइन ${line}: "${flag}" से पता नहीं चला कि यह डेबिट है या क्रेडिट।`,
  },
];
