import { describe, expect, it } from "vitest";
import { shapeMismatch, withTranslatedTexts } from "./scheme-texts.js";

describe("a scheme's texts in another language", () => {
  it("must line up with the English: lists of the same length, the same nulls, objects of as many entries", () => {
    expect(shapeMismatch(["a", "b"], ["क", "ख"], "features")).toBeUndefined();
    expect(shapeMismatch(["a", "b"], ["क"], "features")).toBe("features needs 2 items, as the English has");
    expect(shapeMismatch(null, "कुछ", "rate_note")).toBe("rate_note has no English text");
    expect(shapeMismatch("a", ["क"], "rate")).toBe("rate is not a text");
    expect(shapeMismatch([{ label: "A", value: "B" }], [{ label: "क", value: "ख" }], "f")).toBeUndefined();
    expect(shapeMismatch([{ label: "A", value: "B" }], [{ label: "क" }], "f")).toBe(
      "f[0] needs 2 entries, as the English has",
    );
    // A label → text object translates its labels, in order.
    expect(
      shapeMismatch({ "Money back": "x", Term: "y" }, { "मनी बैक": "क", अवधि: "ख" }, "f"),
    ).toBeUndefined();
    expect(shapeMismatch({ A: "x", B: "y" }, { क: "क" }, "f")).toBe("f needs 2 entries, as the English has");
  });

  it("replaces only the texts it has, never a figure", () => {
    const product = { product_name: "NSC", rate: "7.7% a year", rate_bps: 770, description: "English" };
    expect(
      withTranslatedTexts(product, { product_name: "राष्ट्रीय बचत पत्र", rate_bps: 1, rate: null }),
    ).toEqual({
      product_name: "राष्ट्रीय बचत पत्र",
      rate: "7.7% a year",
      rate_bps: 770,
      description: "English",
    });
    expect(withTranslatedTexts(product, undefined)).toBe(product);
  });
});
