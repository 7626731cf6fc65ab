import { describe, expect, it } from "vitest";
import {
  catalogueQueryString,
  EMPTY_CATALOGUE_SEARCH,
  readCatalogueSearch,
  readCompareIds,
  sortCatalogue,
} from "./scheme-catalogue-search.js";

describe("a catalogue search read from a page address", () => {
  it("keeps known values once, in one fixed order, and drops the rest", () => {
    const search = readCatalogueSearch(
      new URLSearchParams(
        "type=small_savings,stocks,fixed_deposit,small_savings&provider=govt,axis&tax=eee&max_lock_in_months=60&sort=name_asc",
      ),
    );
    expect(search).toEqual({
      types: ["fixed_deposit", "small_savings"],
      providers: ["govt"],
      tax: ["eee"],
      maxLockInMonths: 60,
      sort: "name_asc",
    });
    expect(catalogueQueryString(search)).toBe(
      "type=fixed_deposit,small_savings&provider=govt&tax=eee&max_lock_in_months=60&sort=name_asc",
    );
  });

  it("reads a bad lock-in or sort as none, and writes the default search as no query at all", () => {
    for (const q of [
      "max_lock_in_months=1201",
      "max_lock_in_months=-1",
      "max_lock_in_months=1e3",
      "sort=cheap",
    ]) {
      expect(readCatalogueSearch(new URLSearchParams(q)), q).toEqual(EMPTY_CATALOGUE_SEARCH);
    }
    expect(catalogueQueryString(EMPTY_CATALOGUE_SEARCH)).toBe("");
    expect(catalogueQueryString({ ...EMPTY_CATALOGUE_SEARCH, maxLockInMonths: 0 })).toBe(
      "max_lock_in_months=0",
    );
  });
});

describe("comparison ids", () => {
  it("are two or three distinct ids in plain digits, or nothing", () => {
    expect(readCompareIds("4,9")).toEqual([4, 9]);
    expect(readCompareIds("9,4,1")).toEqual([9, 4, 1]);
    for (const bad of [null, "", "4", "4,4", "1,2,3,4", "4, 9", "04,9", "4,0x10", "4,2147483648", "a,b"]) {
      expect(readCompareIds(bad), String(bad)).toBeNull();
    }
  });
});

describe("sorting", () => {
  const entry = (id: number, product_name: string, rate_bps: number | null) => ({
    id,
    product_name,
    rate_bps,
    lock_in_months: null,
    min_amount_paise: null,
  });
  it("puts missing figures last and breaks ties by name", () => {
    const sorted = sortCatalogue(
      [
        entry(1, "Zeta", null),
        entry(2, "Beta", 700),
        entry(3, "Alpha", 700),
        entry(4, "Gamma", 800),
        entry(5, "Delta", null),
      ],
      "rate_desc",
    );
    expect(sorted.map((e) => e.product_name)).toEqual(["Gamma", "Alpha", "Beta", "Delta", "Zeta"]);
  });

  it("sorts a rate that follows another product's by that rate (issue 39)", () => {
    const follows = { product_name: "HDFC Bank Fixed Deposit", rate_bps: 645, as_of: "2025-12-17" };
    const rd = {
      ...entry(6, "HDFC Bank Recurring Deposit", null),
      rate_follows: { ...follows, freshness: { state: "current" as const } },
    };
    const sorted = sortCatalogue(
      [entry(1, "Zeta", null), entry(2, "Beta", 700), rd, entry(4, "Gamma", 600)],
      "rate_desc",
    );
    expect(sorted.map((e) => e.product_name)).toEqual([
      "Beta",
      "HDFC Bank Recurring Deposit",
      "Gamma",
      "Zeta",
    ]);
  });
});
