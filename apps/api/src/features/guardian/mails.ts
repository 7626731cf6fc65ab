import { GUARDIAN_EXPORT_LINK_DAYS, GUARDIAN_LINK_DAYS } from "@arthshala/contracts/guardian-rules";
import type { Locale } from "@arthshala/contracts/locales";
import { composeMail, greeting, signOff } from "../../platform/mail/compose.js";
import type { MailMessage } from "../../platform/mail/mailer.js";

/**
 * The mails to a learner's parent or guardian, in English and Hindi. Each is written in both languages,
 * the learner's first (the guardian may not read the language the child chose). They carry nothing the
 * learner typed (name, email): anyone can type any address as their "guardian", and must not be able to
 * write to that person in our name (as features/auth/mails.ts); the page the link opens names the child.
 */

type Lines = readonly string[];

function bilingual(first: Locale, to: string, subject: Record<Locale, string>, body: Record<Locale, Lines>) {
  const second: Locale = first === "en" ? "hi" : "en";
  return composeMail(first, to, `${subject[first]} / ${subject[second]}`, [
    ...body[first],
    "",
    "* * *",
    "",
    ...body[second],
  ]);
}

/** The link to answer: what Arthshala is, why we ask, and that nothing is saved until they answer. */
export function consentRequestMail(first: Locale, to: string, link: string): MailMessage {
  return bilingual(
    first,
    to,
    { en: "Your consent is needed for Arthshala", hi: "Arthshala के लिए आपकी सहमति चाहिए" },
    {
      en: [
        greeting(null, "en"),
        "",
        "Someone under 18 has signed up for Arthshala and named you as their parent or guardian.",
        "Arthshala is a free app for learning about money: short lessons, quizzes and a simple expense",
        "tracker. It has no ads, and we never sell anyone's data or track them on other sites.",
        "",
        "India's data protection law (the DPDP Act, 2023) asks us to have a parent's or guardian's",
        "consent before we save anything about a child. Until you answer, their account saves nothing.",
        "",
        `Open this link to see who signed up and to answer (it works for ${GUARDIAN_LINK_DAYS} days):`,
        "",
        link,
        "",
        "If you don't know who this is, you can ignore this email: nothing will be saved.",
        "",
        signOff("en"),
      ],
      hi: [
        greeting(null, "hi"),
        "",
        "18 साल से कम उम्र के किसी व्यक्ति ने Arthshala पर अकाउंट बनाया है और आपको अपना माता-पिता या अभिभावक बताया है।",
        "Arthshala पैसों के बारे में सीखने का एक मुफ़्त ऐप है: छोटे पाठ, सवाल और खर्च लिखने का एक आसान ट्रैकर। इसमें कोई विज्ञापन नहीं है, और हम किसी का डेटा न बेचते हैं, न दूसरी साइटों पर उनका पीछा करते हैं।",
        "",
        "भारत का डेटा सुरक्षा क़ानून (DPDP एक्ट, 2023) कहता है कि किसी बच्चे के बारे में कुछ भी सेव करने से पहले हम माता-पिता या अभिभावक की सहमति लें। जब तक आप जवाब नहीं देते, उनके अकाउंट में कुछ भी सेव नहीं होता।",
        "",
        `किसने अकाउंट बनाया है यह देखने और जवाब देने के लिए यह लिंक खोलें (यह ${GUARDIAN_LINK_DAYS} दिन तक काम करता है):`,
        "",
        link,
        "",
        "अगर आप नहीं जानते कि यह कौन है, तो इस ईमेल को अनदेखा कर दें: कुछ भी सेव नहीं होगा।",
        "",
        signOff("hi"),
      ],
    },
  );
}

export type GuardianChoice = "consented" | "declined" | "revoked";

const CHOICE: Record<GuardianChoice, Record<Locale, Lines>> = {
  consented: {
    en: [
      "Thank you: you gave your consent on Arthshala. Your child's progress is saved from now on.",
      "You can withdraw it at any time, get a copy of your child's data, or delete their account:",
    ],
    hi: [
      "धन्यवाद: आपने Arthshala पर अपनी सहमति दे दी है। अब से आपके बच्चे की प्रगति सेव होगी।",
      "आप कभी भी अपनी सहमति वापस ले सकते हैं, अपने बच्चे के डेटा की कॉपी ले सकते हैं, या उनका अकाउंट डिलीट कर सकते हैं:",
    ],
  },
  declined: {
    en: [
      "You chose not to give your consent on Arthshala, so nothing of your child's learning is saved.",
      "If you change your mind, or want their account deleted, use this link:",
    ],
    hi: [
      "आपने Arthshala पर सहमति न देना चुना है, इसलिए आपके बच्चे की पढ़ाई का कुछ भी सेव नहीं होता।",
      "अगर आपका मन बदले, या आप उनका अकाउंट डिलीट करवाना चाहें, तो यह लिंक खोलें:",
    ],
  },
  revoked: {
    en: [
      "You withdrew your consent on Arthshala: nothing new of your child's is saved from now on.",
      "What was saved before stays until you ask us to delete the account. To do that, to get a copy of",
      "the data, or to give your consent again, use this link:",
    ],
    hi: [
      "आपने Arthshala पर अपनी सहमति वापस ले ली है: अब से आपके बच्चे का कुछ भी नया सेव नहीं होगा।",
      "पहले जो सेव हुआ था, वह तब तक रहेगा जब तक आप अकाउंट डिलीट करने को नहीं कहते। यह करने, डेटा की कॉपी लेने, या फिर से सहमति देने के लिए यह लिंक खोलें:",
    ],
  },
};

/** What the guardian chose, with the link that keeps managing it (keep this mail, it says). */
export function choiceMail(first: Locale, to: string, choice: GuardianChoice, link: string): MailMessage {
  const body = (language: Locale): Lines => [
    greeting(null, language),
    "",
    ...CHOICE[choice][language],
    "",
    link,
    "",
    language === "hi"
      ? "इस ईमेल को सँभालकर रखें: यह लिंक आपके बच्चे का अकाउंट सँभालने का आपका तरीक़ा है। इसे किसी और को न भेजें।"
      : "Keep this email: the link is your way to manage your child's account. Don't forward it to anyone.",
    "",
    signOff(language),
  ];
  return bilingual(
    first,
    to,
    { en: "Your answer on Arthshala", hi: "Arthshala पर आपका जवाब" },
    { en: body("en"), hi: body("hi") },
  );
}

/** The download the guardian asked for: a link, so the data itself never waits in a mail queue. */
export function exportMail(first: Locale, to: string, link: string): MailMessage {
  return bilingual(
    first,
    to,
    { en: "Your child's data from Arthshala", hi: "Arthshala से आपके बच्चे का डेटा" },
    {
      en: [
        greeting(null, "en"),
        "",
        "As you asked, here is a copy of everything Arthshala stores about your child's account, as one",
        `file (JSON). Open this link to download it (it works for ${GUARDIAN_EXPORT_LINK_DAYS} days):`,
        "",
        link,
        "",
        signOff("en"),
      ],
      hi: [
        greeting(null, "hi"),
        "",
        "आपके कहने पर, Arthshala आपके बच्चे के अकाउंट के बारे में जो कुछ भी रखता है, उसकी कॉपी एक फ़ाइल (JSON) में तैयार है।",
        `इसे डाउनलोड करने के लिए यह लिंक खोलें (यह ${GUARDIAN_EXPORT_LINK_DAYS} दिन तक काम करता है):`,
        "",
        link,
        "",
        signOff("hi"),
      ],
    },
  );
}

/** The account is gone, as the guardian asked. */
export function deletedMail(first: Locale, to: string): MailMessage {
  return bilingual(
    first,
    to,
    { en: "Your child's Arthshala account is deleted", hi: "आपके बच्चे का Arthshala अकाउंट डिलीट हो गया है" },
    {
      en: [
        greeting(null, "en"),
        "",
        "As you asked, your child's Arthshala account has been deleted, with their progress, scores and",
        "tracker data. Messages they sent our team are kept without their name or email.",
        "",
        signOff("en"),
      ],
      hi: [
        greeting(null, "hi"),
        "",
        "आपके कहने पर आपके बच्चे का Arthshala अकाउंट डिलीट कर दिया गया है, उनकी प्रगति, स्कोर और ट्रैकर के डेटा के साथ। उन्होंने हमारी टीम को जो मैसेज भेजे थे, वे उनके नाम और ईमेल के बिना रखे गए हैं।",
        "",
        signOff("hi"),
      ],
    },
  );
}
