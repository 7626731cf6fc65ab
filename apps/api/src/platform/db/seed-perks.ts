import { sql } from "drizzle-orm";
import { type Db, selectRows } from "./client.js";

/**
 * Starter perks (issue 41), so a fresh Rewards page is not empty: instruction-only (no codes to upload),
 * clearly educational, no partner brands, in English and Hindi (each for its language's learners).
 * Seeded by title: one already there (perhaps edited or suspended by an admin) is left alone.
 */
const PERKS = [
  {
    icon: "sticker",
    price: 50,
    en: {
      title: "Arthshala sticker pack",
      description:
        "Five stickers about saving, budgeting and staying safe from fraud, for your notebook or phone.",
      instructions:
        "We will post the stickers to you. Reply to the email we sent with your postal address (India only).",
      terms: "One pack per learner every 90 days. Posted within 30 days.",
    },
    hi: {
      title: "Arthshala स्टिकर पैक",
      description: "बचत, बजट और धोखाधड़ी से बचने के बारे में पाँच स्टिकर, आपकी कॉपी या फ़ोन के लिए।",
      instructions: "हम स्टिकर डाक से भेजेंगे। हमारे भेजे ईमेल का जवाब अपने डाक पते के साथ दें (सिर्फ़ भारत में)।",
      terms: "हर 90 दिन में एक पैक। 30 दिन के अंदर भेजा जाएगा।",
    },
    limitDays: 90,
  },
  {
    icon: "donation",
    price: 100,
    en: {
      title: "Give a money lesson to a learner",
      description:
        "Your FinStars become a donation from Arthshala to a financial-literacy programme for young people.",
      instructions:
        "Thank you! Your gift is counted in this month's donation; we publish the total every month.",
      terms: "Arthshala makes the donation; it is not tax-deductible for you.",
    },
    hi: {
      title: "किसी को पैसों का एक पाठ दें",
      description: "आपके FinStars, Arthshala की ओर से युवाओं के वित्तीय साक्षरता कार्यक्रम को दान बन जाते हैं।",
      instructions: "धन्यवाद! आपका दान इस महीने के दान में जुड़ गया है; हम हर महीने कुल रकम बताते हैं।",
      terms: "दान Arthshala करता है; इस पर आपको टैक्स छूट नहीं मिलती।",
    },
    limitDays: 30,
  },
  {
    icon: "certificate",
    price: 150,
    en: {
      title: "Certificate with a gold seal",
      description: "Your next course certificate gets a gold 'with distinction' seal.",
      instructions: "Your next certificate will carry the gold seal. Finish a course to get it.",
      terms: "Applies to one certificate.",
    },
    hi: {
      title: "सुनहरी मुहर वाला प्रमाणपत्र",
      description: "आपके अगले कोर्स के प्रमाणपत्र पर सुनहरी 'विशेष योग्यता' मुहर लगेगी।",
      instructions: "आपके अगले प्रमाणपत्र पर सुनहरी मुहर होगी। इसे पाने के लिए कोई कोर्स पूरा करें।",
      terms: "एक प्रमाणपत्र पर लागू।",
    },
    limitDays: 365,
  },
] as const;

export async function seedPerks(db: Db): Promise<number> {
  let added = 0;
  for (const perk of PERKS) {
    for (const language of ["en", "hi"] as const) {
      const t = perk[language];
      const rows = await selectRows<{ id: number }>(
        db,
        sql`insert into perks (title, description, instructions, terms, price, fulfilment, icon, language,
          per_learner_limit, limit_period_days)
        select ${t.title}, ${t.description}, ${t.instructions}, ${t.terms}, ${perk.price}, 'instructions',
          ${perk.icon}, ${language}, 1, ${perk.limitDays}
        where not exists (select 1 from perks where title = ${t.title} and organisation_id is null)
        returning id`,
      );
      added += rows.length;
    }
  }
  return added;
}
