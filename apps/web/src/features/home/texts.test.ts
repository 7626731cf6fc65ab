import { FINSCORE_RULES } from "@arthshala/contracts/finscore-rules";
import { schemeMessages } from "@arthshala/contracts/schemes-catalog";
import { describe, expect, it } from "vitest";
import home from "../../lib/i18n/locales/en/home";
import scores from "../../lib/i18n/locales/en/scores";

/** Texts the home and scores namespaces repeat from packages/contracts, so the two never drift apart. */
describe("home's English texts", () => {
  it("say the FinScore rules as the rules module does, one entry per rule", () => {
    expect(Object.keys(scores.explainer.rules).sort()).toEqual(Object.keys(FINSCORE_RULES).sort());
    for (const [id, rule] of Object.entries(FINSCORE_RULES)) {
      const text = scores.explainer.rules[id as keyof typeof FINSCORE_RULES];
      expect(text).toEqual({ title: rule.title, explain: rule.explain });
    }
  });

  it("use the schemes catalogue's words for the recommendations panel", () => {
    expect(home.schemes.empty).toBe(schemeMessages.emptyRecommendations);
    expect(home.schemes.loadFailed).toBe(schemeMessages.loadFailed);
  });
});
