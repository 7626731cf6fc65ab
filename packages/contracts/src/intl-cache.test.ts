import { afterEach, describe, expect, it } from "vitest";
import {
  dateTimeFormat,
  forgetDrawnFormats,
  keepDrawnFormats,
  numberFormat,
  setFormatRecorder,
} from "./intl-cache";

/** Counts the Intl formatters made while `run` runs. */
function countIntlMade(run: () => void): number {
  const originals = { DateTimeFormat: Intl.DateTimeFormat, NumberFormat: Intl.NumberFormat };
  let made = 0;
  for (const name of ["DateTimeFormat", "NumberFormat"] as const) {
    (Intl as Record<string, unknown>)[name] = new Proxy(originals[name], {
      construct(target, args, newTarget) {
        made++;
        return Reflect.construct(target, args, newTarget);
      },
    });
  }
  try {
    run();
  } finally {
    Object.assign(Intl, originals);
  }
  return made;
}

afterEach(() => {
  forgetDrawnFormats();
  setFormatRecorder(() => undefined);
});

describe("kept Intl formatters", () => {
  it("make one Intl object per locale and options, and format as Intl does", () => {
    const options = { minimumIntegerDigits: 2 };
    const made = countIntlMade(() => {
      expect(numberFormat("en-IN", options).format(1234567)).toBe("12,34,567");
      expect(numberFormat("en-IN", options).format(5)).toBe("05");
    });
    expect(made).toBe(1);
    expect(numberFormat("en-IN", options)).toBe(numberFormat("en-IN", { minimumIntegerDigits: 2 }));
  });

  it("note what the server's render formats, by formatter and value, in the record asked for at the time", () => {
    const day = Date.UTC(2026, 10, 14);
    const first: Record<string, Record<string, string>> = {};
    const second: Record<string, Record<string, string>> = {};
    let current: typeof first | undefined = first;
    setFormatRecorder(() => current);
    numberFormat("en-IN", { maximumFractionDigits: 1 }).format(1234.56);
    dateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(day));
    // Two renders at once each keep their own record.
    current = second;
    numberFormat("en-IN", { maximumFractionDigits: 1 }).format(7);
    current = undefined;
    numberFormat("en-IN", { maximumFractionDigits: 1 }).format(8);
    expect(first).toEqual({
      'number|en-IN|{"maximumFractionDigits":1}': { "1234.56": "1,234.6" },
      'date|en-IN|{"day":"numeric","month":"short","timeZone":"UTC"}': { [String(day)]: "14 Nov" },
    });
    expect(second).toEqual({ 'number|en-IN|{"maximumFractionDigits":1}': { "7": "7" } });
  });

  it("answer from the texts a page was drawn with, making no Intl object, until told to forget them", () => {
    const options = { minimumIntegerDigits: 3 };
    const key = `number|en-IN|${JSON.stringify(options)}`;
    // The server's ICU may write a text differently from the browser's: hydration needs the server's.
    keepDrawnFormats({ [key]: { "42": "forty-two" } });
    const made = countIntlMade(() => {
      expect(numberFormat("en-IN", options).format(42)).toBe("forty-two");
    });
    expect(made).toBe(0);
    // A value the server did not write is formatted here.
    expect(numberFormat("en-IN", options).format(7)).toBe("007");
    forgetDrawnFormats();
    expect(numberFormat("en-IN", options).format(42)).toBe("042");
  });

  it("key a date by its instant, whether given as a Date or as epoch milliseconds", () => {
    const options = { year: "numeric", timeZone: "UTC" } as const;
    const at = Date.UTC(2026, 0, 1);
    keepDrawnFormats({ [`date|en-IN|${JSON.stringify(options)}`]: { [String(at)]: "drawn" } });
    expect(dateTimeFormat("en-IN", options).format(new Date(at))).toBe("drawn");
    expect(dateTimeFormat("en-IN", options).format(at)).toBe("drawn");
  });

  it("ignore drawn texts that are not texts by formatter and value", () => {
    const options = { minimumIntegerDigits: 4 };
    const key = `number|en-IN|${JSON.stringify(options)}`;
    for (const bad of [null, "x", [], { [key]: "1" }, { [key]: { "1": 1 } }]) {
      keepDrawnFormats(bad);
      expect(numberFormat("en-IN", options).format(1)).toBe("0,001");
    }
  });
});
