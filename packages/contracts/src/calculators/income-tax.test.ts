import { describe, expect, it } from "vitest";
import {
  calculateIncomeTax,
  INCOME_TAX_MAX_RUPEES,
  INCOME_TAX_SOURCES,
  type IncomeTaxInput,
  type IncomeTaxResult,
  rulesForYear,
  TAX_YEARS,
  taxYearsOffered,
} from "./income-tax.js";

const LAKH = 1_00_000;
/** Rupees as the result's paise. */
const rs = (rupees: number) => Math.round(rupees * 100);

function tax(input: Partial<IncomeTaxInput> & { grossSalary: number }): IncomeTaxResult {
  const outcome = calculateIncomeTax({
    startYear: 2025,
    savings: 0,
    healthInsurance: 0,
    otherDeductions: 0,
    ...input,
  });
  if (!outcome.ok) throw new Error(`${outcome.field}: ${outcome.problem}`);
  return outcome.result;
}

describe("new regime: the Budget 2025-26 table of tax at different incomes", () => {
  // Source: Union Budget 2025-26, Budget Speech (1 February 2025), Part B, the table of tax under the
  // proposed slabs ("Tax on slabs" and "Rebate benefit" columns for total incomes of 8, 9, 10, 11, 12,
  // 16, 20, 24 and 50 lakh), posted again in the Income Tax Department's FAQs on the new tax regime.
  // "Total income" there is after deductions: a salary is that plus the ₹75,000 standard deduction.
  // The table's figures are before the 4% cess, which the last column here adds.
  const table: Array<[totalIncomeLakh: number, taxOnSlabs: number, rebate: number, withCess: number]> = [
    [8, 20_000, 20_000, 0],
    [9, 30_000, 30_000, 0],
    [10, 40_000, 40_000, 0],
    [11, 50_000, 50_000, 0],
    [12, 60_000, 60_000, 0],
    [16, 1_20_000, 0, 1_24_800],
    [20, 2_00_000, 0, 2_08_000],
    [24, 3_00_000, 0, 3_12_000],
    // Exactly ₹50 lakh: "above ₹50 lakh" has not started, so no surcharge.
    [50, 10_80_000, 0, 11_23_200],
  ];
  for (const startYear of [2025, 2026]) {
    for (const [lakh, onSlabs, rebate, total] of table) {
      it(`${startYear}: total income ₹${lakh} lakh → tax on slabs ₹${onSlabs}, rebate ₹${rebate}`, () => {
        const r = tax({ startYear, grossSalary: lakh * LAKH + 75_000 }).newRegime;
        expect(r.standardDeduction).toBe(rs(75_000));
        expect(r.taxableIncome).toBe(rs(lakh * LAKH));
        expect(r.taxOnSlabs).toBe(rs(onSlabs));
        expect(r.rebate).toBe(rs(rebate));
        expect(r.surcharge).toBe(0);
        expect(r.totalTax).toBe(rs(total));
      });
    }
  }

  it("the slab rows add up to the taxable income and the tax on slabs (₹16 lakh)", () => {
    const r = tax({ grossSalary: 16 * LAKH + 75_000 }).newRegime;
    expect(r.slabs.map((s) => s.tax)).toEqual([0, 20_000, 40_000, 60_000, 0, 0, 0].map(rs));
    expect(r.slabs.reduce((t, s) => t + s.income, 0)).toBe(r.taxableIncome);
    expect(r.slabs.reduce((t, s) => t + s.tax, 0)).toBe(r.taxOnSlabs);
  });
});

describe("the app's own worked examples", () => {
  it("Rohan, ₹6,00,000 salary (article 07): taxable ₹5,25,000, tax ₹6,250, wiped out by the rebate", () => {
    const r = tax({ grossSalary: 6 * LAKH }).newRegime;
    expect(r.taxableIncome).toBe(rs(5_25_000));
    expect(r.taxOnSlabs).toBe(rs(6_250));
    expect(r.totalTax).toBe(0);
    expect(r.takeHomeMonthly).toBe(rs(50_000));
  });

  it("Kavya, ₹40,000 a month (article 09): taxable ₹4,05,000, no TDS", () => {
    const r = tax({ grossSalary: 12 * 40_000 }).newRegime;
    expect(r.taxableIncome).toBe(rs(4_05_000));
    expect(r.totalTax).toBe(0);
  });
});

describe("the rebate's edges (section 87A / section 156)", () => {
  it("taxable exactly ₹12,00,000 (salary ₹12,75,000): ₹60,000 on slabs, all rebated, nothing to pay", () => {
    const r = tax({ grossSalary: 12_75_000 }).newRegime;
    expect(r.taxOnSlabs).toBe(rs(60_000));
    expect(r.rebate).toBe(rs(60_000));
    expect(r.rebateMarginalRelief).toBe(0);
    expect(r.totalTax).toBe(0);
    expect(r.takeHomeYearly).toBe(rs(12_75_000));
  });

  it("taxable ₹12,10,000: marginal relief leaves only the ₹10,000 above ₹12 lakh, plus cess", () => {
    // On slabs: ₹60,000 + 15% of ₹10,000 = ₹61,500. Tax may not exceed income above ₹12 lakh: ₹10,000.
    const r = tax({ grossSalary: 12_85_000 }).newRegime;
    expect(r.taxOnSlabs).toBe(rs(61_500));
    expect(r.rebate).toBe(rs(51_500));
    expect(r.rebateMarginalRelief).toBe(rs(51_500));
    expect(r.cess).toBe(rs(400));
    expect(r.totalTax).toBe(rs(10_400));
  });

  it("relief ends where the slab tax catches up with the income above ₹12 lakh (₹12,70,588)", () => {
    // 60,000 + 15% × x = x at x = 70,588.24: at ₹12,70,588 relief is 20 paise, a rupee later none.
    const at = tax({ grossSalary: 12_70_588 + 75_000 }).newRegime;
    expect(at.taxOnSlabs).toBe(rs(70_588.2));
    expect(at.rebateMarginalRelief).toBe(20);
    expect(at.totalTax).toBe(rs(70_588) + rs(2_823.52));
    const after = tax({ grossSalary: 12_70_589 + 75_000 }).newRegime;
    expect(after.rebate).toBe(0);
    expect(after.totalTax).toBe(rs(70_588.35) + rs(2_823.53));
  });

  it("old regime: ₹12,500 rebated at taxable ₹5,00,000, and no relief a rupee above", () => {
    expect(tax({ grossSalary: 5_50_000 }).oldRegime.totalTax).toBe(0);
    // Taxable ₹5,00,010: 5% of ₹2,50,010 = ₹12,500.50... only up to ₹5 lakh: ₹12,500 + 20% of ₹10 = ₹12,502.
    const r = tax({ grossSalary: 5_50_010 }).oldRegime;
    expect(r.taxOnSlabs).toBe(rs(12_502));
    expect(r.rebate).toBe(0);
    expect(r.cess).toBe(rs(500.08));
    expect(r.totalTax).toBe(rs(13_002.08));
  });
});

describe("old regime with a first jobber's deductions", () => {
  it("₹10 lakh salary, ₹1.5 lakh in 80C savings and ₹25,000 health cover: ₹70,200; the new regime: nil", () => {
    // 10,00,000 − 50,000 − 1,50,000 − 25,000 = 7,75,000. 5% of 2,50,000 = 12,500; 20% of 2,75,000 = 55,000.
    const r = tax({ grossSalary: 10 * LAKH, savings: 1_50_000, healthInsurance: 25_000 });
    expect(r.oldRegime.standardDeduction).toBe(rs(50_000));
    expect(r.oldRegime.taxableIncome).toBe(rs(7_75_000));
    expect(r.oldRegime.taxOnSlabs).toBe(rs(67_500));
    expect(r.oldRegime.cess).toBe(rs(2_700));
    expect(r.oldRegime.totalTax).toBe(rs(70_200));
    expect(r.newRegime.totalTax).toBe(0);
    expect(r.lower).toBe("new");
    expect(r.difference).toBe(rs(70_200));
  });

  it("deductions above their limits are cut to ₹1,50,000 and ₹25,000, and the page is told", () => {
    const r = tax({ grossSalary: 10 * LAKH, savings: 2 * LAKH, healthInsurance: 40_000 });
    expect(r.oldRegime.savingsDeduction).toBe(rs(1_50_000));
    expect(r.oldRegime.healthInsuranceDeduction).toBe(rs(25_000));
    expect(r.savingsCapped).toBe(true);
    expect(r.healthInsuranceCapped).toBe(true);
    expect(tax({ grossSalary: 10 * LAKH, savings: 1_50_000 }).savingsCapped).toBe(false);
  });

  it("with a large HRA exemption the old regime can come out lower (₹15 lakh salary, ₹4 lakh other)", () => {
    // Old: 15,00,000 − 50,000 − 1,50,000 − 25,000 − 4,00,000 = 8,75,000 → 12,500 + 75,000 = 87,500; +4% = 91,000.
    // New: 14,25,000 → 60,000 + 15% of 2,25,000 = 93,750; +4% = 97,500.
    const r = tax({
      grossSalary: 15 * LAKH,
      savings: 1_50_000,
      healthInsurance: 25_000,
      otherDeductions: 4 * LAKH,
    });
    expect(r.oldRegime.totalTax).toBe(rs(91_000));
    expect(r.newRegime.totalTax).toBe(rs(97_500));
    expect(r.lower).toBe("old");
    expect(r.difference).toBe(rs(6_500));
  });

  it("deductions never take taxable income below zero, and the new regime ignores them", () => {
    const r = tax({ grossSalary: 1_00_000, savings: 1_50_000, otherDeductions: 5 * LAKH });
    expect(r.oldRegime.standardDeduction).toBe(rs(50_000));
    expect(r.oldRegime.savingsDeduction).toBe(rs(50_000));
    expect(r.oldRegime.otherDeduction).toBe(0);
    expect(r.oldRegime.taxableIncome).toBe(0);
    expect(r.newRegime.savingsDeduction).toBe(0);
    expect(r.lower).toBe("same");
  });
});

describe("surcharge and its marginal relief", () => {
  it("taxable ₹51 lakh, new regime: 10% surcharge cut so tax grows only by the ₹1 lakh above ₹50 lakh", () => {
    // On slabs: 3,00,000 + 30% of 27,00,000 = 11,10,000; 10% = 1,11,000. At ₹50 lakh the tax was
    // 10,80,000, so tax + surcharge may be at most 11,80,000: surcharge 70,000 (relief 41,000).
    const r = tax({ grossSalary: 51 * LAKH + 75_000 }).newRegime;
    expect(r.taxOnSlabs).toBe(rs(11_10_000));
    expect(r.surchargeRateBp).toBe(1000);
    expect(r.surcharge).toBe(rs(70_000));
    expect(r.surchargeMarginalRelief).toBe(rs(41_000));
    expect(r.cess).toBe(rs(47_200));
    expect(r.totalTax).toBe(rs(12_27_200));
  });

  it("taxable ₹60 lakh: the full 10% (relief has run out)", () => {
    const r = tax({ grossSalary: 60 * LAKH + 75_000 }).newRegime;
    expect(r.taxOnSlabs).toBe(rs(13_80_000));
    expect(r.surcharge).toBe(rs(1_38_000));
    expect(r.surchargeMarginalRelief).toBe(0);
    expect(r.totalTax).toBe(rs(15_78_720));
  });

  it("above ₹5 crore the old regime pays 37% and the new regime stays at 25%", () => {
    const r = tax({ grossSalary: 6 * 100 * LAKH });
    expect(r.oldRegime.surchargeRateBp).toBe(3700);
    expect(r.newRegime.surchargeRateBp).toBe(2500);
  });

  it("just above ₹1 crore, tax + surcharge exceeds its value at ₹1 crore (with 10%) by at most the excess", () => {
    const at = tax({ grossSalary: 100 * LAKH + 75_000 }).newRegime;
    const above = tax({ grossSalary: 100 * LAKH + 75_000 + 1_000 }).newRegime;
    const before = (r: typeof at) => r.taxOnSlabs - r.rebate + r.surcharge;
    expect(above.surchargeRateBp).toBe(1500);
    expect(before(above) - before(at)).toBeLessThanOrEqual(rs(1_000));
    expect(above.surchargeMarginalRelief).toBeGreaterThan(0);
  });
});

describe("zero and bad input", () => {
  it("no salary: no tax, no rate, nothing negative", () => {
    const r = tax({ grossSalary: 0 });
    for (const regime of [r.newRegime, r.oldRegime]) {
      expect(regime.totalTax).toBe(0);
      expect(regime.standardDeduction).toBe(0);
      expect(regime.effectiveRateBp).toBe(0);
      expect(regime.takeHomeMonthly).toBe(0);
    }
    expect(r.lower).toBe("same");
  });

  it("names the first field it cannot use", () => {
    const base = {
      startYear: 2026,
      grossSalary: 5 * LAKH,
      savings: 0,
      healthInsurance: 0,
      otherDeductions: 0,
    };
    const cases: Array<[Partial<IncomeTaxInput>, string, string]> = [
      [{ grossSalary: Number.NaN }, "grossSalary", "required"],
      [{ grossSalary: Number.POSITIVE_INFINITY }, "grossSalary", "required"],
      [{ grossSalary: -1 }, "grossSalary", "negative"],
      [{ grossSalary: INCOME_TAX_MAX_RUPEES + 1 }, "grossSalary", "tooLarge"],
      [{ grossSalary: 1e300 }, "grossSalary", "tooLarge"],
      [{ savings: -5 }, "savings", "negative"],
      [{ healthInsurance: Number.NaN }, "healthInsurance", "required"],
      [{ otherDeductions: 1e12 }, "otherDeductions", "tooLarge"],
      [{ startYear: 2024 }, "startYear", "noRules"],
      [{ startYear: 2026.5 }, "startYear", "noRules"],
    ];
    for (const [change, field, problem] of cases) {
      expect(calculateIncomeTax({ ...base, ...change }), JSON.stringify(change)).toEqual({
        ok: false,
        field,
        problem,
      });
    }
  });

  it("the largest salary accepted is still exact to the paisa", () => {
    const r = tax({ grossSalary: INCOME_TAX_MAX_RUPEES });
    expect(Number.isSafeInteger(r.oldRegime.totalTax)).toBe(true);
    expect(r.oldRegime.takeHomeYearly + r.oldRegime.totalTax).toBe(rs(INCOME_TAX_MAX_RUPEES));
  });
});

describe("which years, under which law", () => {
  it("on 27 November 2026: 2025-26 (filed in 2026), 2026-27 (this year) and 2027-28 (assumed until its Budget)", () => {
    const { years, current } = taxYearsOffered("2026-11-27");
    expect(current).toBe("2026-27");
    expect(years.map((y) => y.id)).toEqual(["2025-26", "2026-27", "2027-28"]);
    expect(years.map((y) => y.act)).toEqual([1961, 2025, 2025]);
    expect(years[2]?.provisional).toEqual({ basedOn: "2026-27", budgetOn: "2027-02-01" });
    expect(years[1]?.provisional).toBeNull();
  });

  it("the year turns on 1 April, India time's day", () => {
    expect(taxYearsOffered("2027-03-31").current).toBe("2026-27");
    const april = taxYearsOffered("2027-04-01");
    expect(april.current).toBe("2027-28");
    expect(april.years.map((y) => [y.id, y.provisional !== null])).toEqual([
      ["2026-27", false],
      ["2027-28", true],
      ["2028-29", true],
    ]);
  });

  it("a provisional year computes with the rules it is based on", () => {
    const r = tax({ startYear: 2027, grossSalary: 16 * LAKH + 75_000 });
    expect(r.year.id).toBe("2027-28");
    expect(r.newRegime.totalTax).toBe(rs(1_24_800));
    expect(rulesForYear(2024)).toBeNull();
  });

  it("every rule of every year names a source that is written down", () => {
    for (const y of TAX_YEARS) {
      const sources = [
        y.cessBp.source,
        y.deductionLimits.source,
        ...[y.newRegime, y.oldRegime].flatMap((r) => [
          r.slabs.source,
          r.standardDeduction.source,
          r.rebate.source,
          r.surcharge.source,
        ]),
      ];
      for (const s of sources) expect(INCOME_TAX_SOURCES[s], `${y.id} ${s}`).toMatch(/\w/);
      // A year under the 2025 Act cites it, never the 1961 Act's section numbers alone.
      if (y.act === 2025)
        expect(INCOME_TAX_SOURCES[y.newRegime.slabs.source]).toContain("Income-tax Act, 2025");
    }
  });
});
