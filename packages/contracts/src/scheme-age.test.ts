import { describe, expect, it } from "vitest";
import { ageRule, bandCanOpen, openableFirst } from "./scheme-age.js";

const scss = { name: "SCSS", min_age: 60, max_age: null };
const ssy = { name: "SSY", min_age: null, max_age: 9 };
const digisave = { name: "DigiSave", min_age: 18, max_age: 25 };
const youngStars = { name: "Young Stars", min_age: null, max_age: 17 };
const ppf = { name: "PPF", min_age: null, max_age: null };

describe("who may open a scheme by age band", () => {
  it("words each rule, and a child's account as opened by a parent", () => {
    expect(ageRule(scss)).toEqual({ kind: "from", min: 60 });
    expect(ageRule(digisave)).toEqual({ kind: "between", min: 18, max: 25 });
    expect(ageRule(ssy)).toEqual({ kind: "forChild", under: 10 });
    expect(ageRule({ min_age: null, max_age: 70 })).toEqual({ kind: "upTo", max: 70 });
    expect(ageRule(ppf)).toBeNull();
  });

  it("lets a band open what any of its ages may open", () => {
    expect(bandCanOpen(scss, "18-25")).toBe(false);
    expect(bandCanOpen(scss, "26-59")).toBe(false);
    expect(bandCanOpen(scss, "60-plus")).toBe(true);
    expect(bandCanOpen(digisave, "18-25")).toBe(true);
    expect(bandCanOpen(digisave, "under-18")).toBe(false);
    expect(bandCanOpen(digisave, "26-59")).toBe(false);
    expect(bandCanOpen(youngStars, "under-18")).toBe(true);
    expect(bandCanOpen(youngStars, "18-25")).toBe(false);
    // A girl under 10 holds SSY: no band of this app's readers holds it themselves.
    expect(bandCanOpen(ssy, "under-18")).toBe(false);
    expect(bandCanOpen(ppf, "under-18")).toBe(true);
  });

  it("puts what the band can open first, keeping the sort inside each part", () => {
    const sorted = [scss, ssy, ppf, digisave];
    expect(openableFirst(sorted, "18-25").map((p) => p.name)).toEqual(["PPF", "DigiSave", "SCSS", "SSY"]);
    expect(openableFirst(sorted, "60-plus").map((p) => p.name)).toEqual(["SCSS", "PPF", "SSY", "DigiSave"]);
    expect(openableFirst(sorted, null)).toEqual(sorted);
  });
});
