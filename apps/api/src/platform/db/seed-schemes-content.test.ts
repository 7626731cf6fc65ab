/**
 * The scheme content agrees with itself (issue 39): a rate or a minimum a product's own texts state must be
 * in its catalogue row, or the catalogue says "No fixed rate" and "Not listed" beside a page that says
 * "Minimum ₹100". Reads content/schemes as the seed does, for all products.
 */
import { describe, expect, it } from "vitest";
import { CONTENT_DIR } from "./seed.js";
import { readSeedSchemes } from "./seed-schemes.js";

type Product = Awaited<ReturnType<typeof readSeedSchemes>>[number]["products"][number];

/** Every string a product's page shows, from its description to its fees (labels of objects too). */
function textsOf(p: Product): string[] {
  const out: string[] = [p.description, p.rate];
  const walk = (v: unknown) => {
    if (typeof v === "string") out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        walk(k);
        walk(x);
      }
    }
  };
  [p.know_before, p.features, p.eligibility, p.fees_and_charges].forEach(walk);
  return out;
}

const rupees = (text: string) => Math.round(Number(text.replace(/,/g, "")) * 100);

/**
 * The smallest amounts to open or deposit a text states: "Minimum ₹100", "minimum deposit of ₹1,000",
 * "from ₹250 a year". A minimum balance to keep, a sum assured or a premium is another figure.
 */
export function statedMinimums(text: string): number[] {
  const found: number[] = [];
  for (const m of text.matchAll(/\b(?:min(?:imum|\.)?)\b([^₹.;:]{0,30})₹\s?([\d,]+(?:\.\d+)?)/gi)) {
    if (/balance|sum assured|premium|interest|penalty|charge/i.test(m[1]!)) continue;
    // "₹5 per ₹1,000 (minimum ₹50)" is the least a charge comes to.
    if (/per ₹|charge|fee/i.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
    found.push(rupees(m[2]!));
  }
  return found;
}

/** Yearly rates a text states: "6.60% a year", "7.1% p.a." (not "3.75% a month", not "1% lower"). */
export function statedYearlyRates(text: string): number[] {
  return [...text.matchAll(/(\d+(?:\.\d+)?)% (?:a year|p\.a\.|per annum)/g)].map((m) =>
    Math.round(Number(m[1]) * 100),
  );
}

describe("what the checks read", () => {
  it("finds minimums to open and yearly rates, and leaves other figures alone", () => {
    expect(statedMinimums("Minimum ₹100, in multiples of ₹100")).toEqual([10000]);
    expect(statedMinimums("Minimum deposit of ₹1,000")).toEqual([100000]);
    expect(statedMinimums("Minimum average balance ₹10,000")).toEqual([]);
    expect(statedMinimums("Minimum basic sum assured ₹2,00,000")).toEqual([]);
    expect(statedMinimums("then ₹5 per ₹1,000 (minimum ₹50) for full KYC accounts")).toEqual([]);
    expect(statedYearlyRates("6.60% a year for the general public; 1% lower if broken")).toEqual([660]);
    expect(statedYearlyRates("interest 3.75% a month if you carry a balance")).toEqual([]);
  });
});

describe("every product's catalogue row has the figures its own texts state", async () => {
  const lists = await readSeedSchemes(CONTENT_DIR);
  const products = lists.flatMap((l) => l.products.map((p) => ({ list: l.list, p })));
  const named = new Set(products.map(({ p }) => `${p.bank_name}|${p.product_name}`));

  it("reads all 34 products", () => {
    expect(products).toHaveLength(34);
  });

  it.each(products.map(({ list, p }) => [`${list}: ${p.product_name}`, p] as const))("%s", (_, p) => {
    const texts = textsOf(p);
    const minimums = texts.flatMap(statedMinimums);
    if (minimums.length > 0) {
      expect(p.min_amount_paise, `states a minimum of ₹${minimums[0]! / 100}`).not.toBeNull();
      expect(minimums, "the row's minimum is one the texts state").toContain(p.min_amount_paise);
    }
    const rates = statedYearlyRates(p.rate);
    // A card's interest, a pension's or a policy's returns are not a savings rate: "No fixed rate" is right.
    const saving = !["credit_card", "pension", "insurance"].includes(p.type);
    if (p.rate_bps === null && saving) {
      // No rate of its own: either its texts state none, or it names the product whose rate it takes.
      const stated = texts.flatMap(statedYearlyRates);
      const follows = /same as|as per|rate of|FD rate/i.test(p.rate);
      if (stated.length > 0 || follows) {
        expect(p.rate_follows, `its rate "${p.rate}" needs rate_follows`).not.toBeNull();
      }
    } else if (rates.length > 0) {
      expect(rates, "the headline rate is one its rate text states").toContain(p.rate_bps);
    }
    if (p.rate_follows !== null) {
      expect(named, "rate_follows names a product of the same provider").toContain(
        `${p.bank_name}|${p.rate_follows}`,
      );
    }
  });
});
