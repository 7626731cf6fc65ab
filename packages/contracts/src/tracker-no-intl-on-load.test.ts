import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

/**
 * The tracker's form code is loaded early on its first screen (lazyDialogs.tsx), and a browser's first
 * Intl formatter loads ICU's locale data in one long task. So loading the tracker's rules and schemas
 * must make no formatter (`"sideEffects": false` says as much): messages that format a number are
 * written when read. Each import here is fresh (vi.resetModules), Intl's constructors counted.
 */
const made: string[] = [];
const originals = { NumberFormat: Intl.NumberFormat, DateTimeFormat: Intl.DateTimeFormat };

function counted<T extends object>(name: string, original: T): T {
  return new Proxy(original, {
    construct(target, args, newTarget) {
      made.push(name);
      return Reflect.construct(target as never, args, newTarget);
    },
    apply(target, thisArg, args) {
      made.push(name);
      return Reflect.apply(target as never, thisArg, args);
    },
  });
}

beforeEach(() => {
  made.length = 0;
  vi.resetModules();
  Intl.NumberFormat = counted("NumberFormat", originals.NumberFormat);
  Intl.DateTimeFormat = counted("DateTimeFormat", originals.DateTimeFormat);
});
afterEach(() => {
  Intl.NumberFormat = originals.NumberFormat;
  Intl.DateTimeFormat = originals.DateTimeFormat;
});

describe("loading the tracker's rules and schemas", () => {
  it("makes no Intl formatter", async () => {
    await import("./tracker-rules.js");
    await import("./tracker.js");
    await import("./tracker-plans-rules.js");
    await import("./tracker-plans.js");
    expect(made).toEqual([]);
  });

  it("still writes the limits' messages, with Indian grouping, when they are read or an input fails", async () => {
    const { statementImportMessages, trackerMessages } = await import("./tracker-rules.js");
    const { amountSchema, importCommitBodySchema } = await import("./tracker.js");
    expect(made).toEqual([]);
    expect(trackerMessages.amountTooLarge).toBe("Amounts above ₹1,00,00,000 are not accepted.");
    // The counter sees a formatter made: the check above could fail.
    expect(made).toContain("NumberFormat");
    expect(statementImportMessages.tooManyLines).toMatch(/^That file has more than 20,000 lines\./);
    expect(statementImportMessages.tooManyToSave).toBe("Save at most 2,000 transactions at a time.");

    const tooLarge = amountSchema.safeParse(1_00_00_001);
    expect(tooLarge.error?.issues.map((i) => i.message)).toEqual([trackerMessages.amountTooLarge]);
    const transaction = {
      title: "Tea",
      category: "Food",
      type: "expense",
      amount: 10,
      date: "2026-11-05",
      fingerprint: "f",
    };
    const tooMany = importCommitBodySchema.safeParse({
      mapping: { date: 0, description: 1, amount: 2 },
      transactions: Array.from({ length: 2_001 }, () => transaction),
    });
    expect(tooMany.error?.issues.map((i) => i.message)).toContain(statementImportMessages.tooManyToSave);
  });
});
