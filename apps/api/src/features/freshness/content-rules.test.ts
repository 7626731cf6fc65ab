import { describe, expect, it } from "vitest";
import {
  articleProblems,
  articleTranslationProblems,
  courseProblems,
  courseTranslationProblems,
  firstFigure,
  type LooseCard,
  type LooseCourse,
  missingTranslations,
  problemText,
} from "./content-rules.js";

const course = (cards: LooseCard[], updated: string | null = "2026-11-23"): LooseCourse => ({
  slug: "c",
  ...(updated === null ? {} : { updated }),
  modules: [{ cards }],
});
const rules = (c: LooseCourse) => courseProblems("content/courses/x.json", c).map(problemText);

describe("firstFigure", () => {
  it.each([
    ["Priya gets ₹8,000 a month", "a rupee amount"],
    ["₹ 500 a year", "a rupee amount"],
    ["PPF pays 7.1% a year", "a percentage"],
    ["about 30 % of the score", "a percentage"],
    ["ब्याज 7.1 प्रतिशत है", "a percentage"],
    ["deduction under Section 80C", "a section of a law"],
    ["under section 80E", "a section of a law"],
    ["आयकर अधिनियम की धारा 80C", "a section of a law"],
  ])("%s states %s", (text, kind) => {
    expect(firstFigure(text)).toContain(kind);
  });

  it.each(["The 48-hour rule", "Split 50/30/20", "a section of the form", "3 to 6 months", "Rs and ₹ signs"])(
    "%s states none",
    (text) => {
      expect(firstFigure(text)).toBeNull();
    },
  );
});

describe("courseProblems", () => {
  it("passes a card with source and as_of, an example, and a card without figures", () => {
    expect(
      rules(
        course([
          { title: "Rate", content_text: "PPF pays 7.1%.", source: "NSI", as_of: "2026-10-01" },
          { title: "Sum", content_text: "Save ₹500 a month.", example: true },
          { title: "Plain", content_text: "Needs come first." },
        ]),
      ),
    ).toEqual([]);
  });

  it("fails a figure without a source, naming file, card and rule", () => {
    expect(rules(course([{ title: "Rate", content_text: "PPF pays 7.1% a year." }]))).toEqual([
      expect.stringMatching(
        /^content\/courses\/x\.json — card 1\.1 "Rate": states a percentage: "PPF pays 7\.1% a year\." without a "source" and "as_of"/,
      ),
    ]);
  });

  it("finds figures in options and explanations too", () => {
    expect(
      rules(course([{ title: "Q", content_text: "How much?", options: ["₹100", "None"] }])),
    ).toHaveLength(1);
    expect(
      rules(
        course([
          { title: "Q", content_text: "Which?", options: ["a", "b"], explanation: "Under Section 80C." },
        ]),
      ),
    ).toHaveLength(1);
  });

  it("fails a source without as_of, and an as_of that is not a day", () => {
    expect(rules(course([{ title: "S", content_text: "7%", source: "RBI" }]))).toEqual([
      expect.stringContaining('has a "source" but no "as_of"'),
    ]);
    expect(rules(course([{ title: "S", content_text: "x", source: "RBI", as_of: "Nov 2026" }]))).toEqual([
      expect.stringContaining('"as_of" is a day written YYYY-MM-DD'),
    ]);
  });

  it("fails an as_of without a source on a card with figures", () => {
    expect(rules(course([{ title: "S", content_text: "₹5", as_of: "2026-01-01" }]))).toEqual([
      expect.stringContaining('without a "source"'),
    ]);
  });

  it("fails a course without updated, and unknown freshness or example values", () => {
    expect(rules(course([], null))).toEqual([expect.stringContaining('needs "updated"')]);
    expect(rules(course([{ title: "F", content_text: "x", freshness: "monthly", example: false }]))).toEqual([
      expect.stringContaining('"freshness" is'),
      expect.stringContaining('"example" is true'),
    ]);
  });
});

describe("courseTranslationProblems", () => {
  const en = course(
    [{ title: "Rate", content_text: "7.1%", source: "NSI", as_of: "2026-10-01" }],
    "2026-11-23",
  );

  it("passes a Hindi course as new as the English", () => {
    const hi = course(
      [{ title: "दर", content_text: "7.1%", source: "NSI", as_of: "2026-10-01" }],
      "2026-11-27",
    );
    expect(courseTranslationProblems("content/hi/courses/x.json", hi, en)).toEqual([]);
  });

  it("fails an older Hindi course and an older or missing Hindi as_of", () => {
    const hi = course(
      [{ title: "दर", content_text: "7.1%", source: "NSI", as_of: "2026-07-01" }],
      "2026-11-01",
    );
    expect(courseTranslationProblems("content/hi/courses/x.json", hi, en).map(problemText)).toEqual([
      expect.stringContaining('"updated" 2026-11-01 is older than the English course\'s 2026-11-23'),
      expect.stringContaining(
        'card 1.1 "दर": "as_of" 2026-07-01 is older than the English card\'s 2026-10-01',
      ),
    ]);
    const bare = course([{ title: "दर", content_text: "x" }], "2026-11-27");
    expect(courseTranslationProblems("h", bare, en).map(problemText)).toEqual([
      expect.stringContaining('"as_of" missing is older'),
    ]);
  });

  it("fails a Hindi course missing a card", () => {
    expect(courseTranslationProblems("h", course([], "2026-11-27"), en).map(problemText)).toEqual([
      expect.stringContaining("the English card has no Hindi card"),
    ]);
  });
});

const article = (front: string, body: string) => `---\nslug: a\ntitle: A\n${front}---\n${body}\n`;

describe("articleProblems", () => {
  it("passes an article with figures, a date and Sources, and one without figures", () => {
    expect(articleProblems("a.md", article("date: 2026-01-20\n", "Save ₹500.\n\n## Sources\n- RBI"))).toEqual(
      [],
    );
    expect(articleProblems("a.md", article("", "Talk about money."))).toEqual([]);
    expect(articleProblems("a.md", article("date: 2026-01-20\n", "7% भी\n\n## स्रोत\n- आरबीआई"))).toEqual([]);
  });

  it("fails figures without a Sources section, without a date, or with an empty Sources", () => {
    expect(articleProblems("a.md", article("date: 2026-01-20\n", "Save ₹500.")).map(problemText)).toEqual([
      expect.stringMatching(/^a\.md — ## Sources: states a rupee amount.*has no "## Sources"/),
    ]);
    expect(
      articleProblems("a.md", article("", "PPF pays 7.1%.\n\n## Sources\n- NSI")).map(problemText),
    ).toEqual([expect.stringContaining('has no "date"')]);
    expect(
      articleProblems("a.md", article("date: 2026-01-20\n", "7%\n\n## Sources\n")).map(problemText),
    ).toEqual([expect.stringContaining("the Sources section is empty")]);
  });

  it("does not count a section number cited under Sources as a figure", () => {
    expect(articleProblems("a.md", article("", "Plain words.\n\n## Sources\n- Section 80C"))).toEqual([]);
  });

  it("fails a missing front matter, a bad date and an unknown freshness", () => {
    expect(articleProblems("a.md", "no front matter")).toHaveLength(1);
    expect(
      articleProblems("a.md", article("date: 20 Jan\nfreshness: quarterly\n", "x")).map(problemText),
    ).toEqual([expect.stringContaining('"date" is a day'), expect.stringContaining('"freshness" is')]);
  });
});

describe("translations", () => {
  it("fails a Hindi article revised before its English one, by date or updated", () => {
    const en = article("date: 2026-05-19\nupdated: 2026-11-20\n", "x");
    expect(
      articleTranslationProblems("hi.md", article("date: 2026-05-19\n", "x"), en).map(problemText),
    ).toEqual([
      "hi.md — front matter: revised 2026-05-19, older than the English article's 2026-11-20: revise the Hindi",
    ]);
    expect(
      articleTranslationProblems("hi.md", article("date: 2026-05-19\nupdated: 2026-11-21\n", "x"), en),
    ).toEqual([]);
  });

  it("names each English file with no Hindi one", () => {
    expect(missingTranslations("articles", ["01-a.md", "02-b.md"], ["01-a.md"]).map(problemText)).toEqual([
      "content/articles/02-b.md — file: has no Hindi version: add content/hi/articles/02-b.md",
    ]);
  });
});
