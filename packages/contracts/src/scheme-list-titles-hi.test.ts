import { describe, expect, it } from "vitest";
import { hasLatinFullStop } from "./hindi-glossary";
import {
  PROVIDER_NAMES_HI,
  providerName,
  SCHEME_LIST_TITLES_HI,
  schemeListTitle,
} from "./scheme-list-titles-hi";
import { PROVIDERS, SCHEME_LISTS } from "./schemes-catalog";

describe("scheme list titles in Hindi", () => {
  it("names every list in Hindi, and no list that does not exist", () => {
    expect(SCHEME_LISTS.filter((l) => !SCHEME_LIST_TITLES_HI[l.key]).map((l) => l.key)).toEqual([]);
    const keys = new Set(SCHEME_LISTS.map((l) => l.key));
    expect(Object.keys(SCHEME_LIST_TITLES_HI).filter((k) => !keys.has(k))).toEqual([]);
    for (const title of Object.values(SCHEME_LIST_TITLES_HI)) {
      expect(title).toMatch(/[\u0900-\u097F]/u);
      expect(hasLatinFullStop(title)).toBe(false);
    }
  });

  it("gives the reader's language, English where the interface is English", () => {
    const nsc = SCHEME_LISTS.find((l) => l.key === "govt/nsc")!;
    expect(schemeListTitle(nsc, "hi")).toBe("राष्ट्रीय बचत पत्र (NSC)");
    expect(schemeListTitle(nsc, "en")).toBe("National Savings Certificate (NSC)");
  });

  it("names every provider in Hindi", () => {
    expect(Object.keys(PROVIDERS).filter((k) => !PROVIDER_NAMES_HI[k])).toEqual([]);
    expect(providerName("sbi", PROVIDERS.sbi.name, "hi")).toBe("भारतीय स्टेट बैंक (SBI)");
    expect(providerName("sbi", PROVIDERS.sbi.name, "en")).toBe("State Bank of India");
  });
});
