import { describe, expect, it } from "vitest";
import { isCorrectAnswer } from "./learning-rules.js";
import {
  hundredthsText,
  isNumberWithin,
  isSameOrder,
  readNumber,
  readSteps,
  shuffledOrder,
  shuffledSteps,
  stepsAnswer,
  storedAnswer,
  toHundredths,
} from "./question-kinds.js";

const hundredths = (typed: string) => {
  const read = readNumber(typed);
  return read.ok ? read.hundredths : read.problem;
};

describe("readNumber: what a person types, as exact hundredths", () => {
  it.each([
    ["1200", 120000],
    ["1,200", 120000],
    ["₹1,200", 120000],
    ["₹ 1,200", 120000],
    ["Rs. 1,200", 120000],
    ["rs 1200", 120000],
    ["INR 1200", 120000],
    ["1,20,000", 12000000],
    ["12,34,567", 123456700],
    ["1,200,000", 120000000],
    ["12.5%", 1250],
    ["12.5 %", 1250],
    [" 1200.50 ", 120050],
    ["1200.5", 120050],
    ["1.500", 150],
    ["0.05", 5],
    [".5", 50],
    ["5.", 500],
    ["-250", -25000],
    ["−250", -25000],
    ["-₹250", -25000],
    ["₹-250", -25000],
    ["-0", 0],
    ["००7", 700],
    ["१२००", 120000],
    ["१,२०,०००", 12000000],
    ["₹१२००.५०", 120050],
    ["0001200", 120000],
    ["9999999999999.99", 999999999999999],
  ])("%j is %d hundredths", (typed, want) => {
    expect(hundredths(typed)).toBe(want);
  });

  it.each([
    "",
    " ",
    "abc",
    "12a",
    "1 200",
    "1,2,3",
    "12,00",
    "1,2000",
    ",200",
    "1200,",
    "1.2.3",
    ".",
    "-",
    "₹",
    "%",
    "1e3",
    "0x10",
    "Infinity",
    "NaN",
    "--5",
    "+5",
    "12%%",
    "₹₹12",
    "1200\u0000",
    "10000000000000",
    `1${"0".repeat(50)}`,
  ])("%j is not a number", (typed) => {
    expect(hundredths(typed)).toBe("notANumber");
  });

  it("a third significant decimal is too precise, trailing zeros are not", () => {
    expect(hundredths("12.345")).toBe("tooPrecise");
    expect(hundredths("0.001")).toBe("tooPrecise");
    expect(hundredths("12.3400")).toBe(1234);
  });

  it("stores hundredths as a plain number and reads it back", () => {
    expect(hundredthsText(120000)).toBe("1200");
    expect(hundredthsText(120050)).toBe("1200.5");
    expect(hundredthsText(120005)).toBe("1200.05");
    expect(hundredthsText(-5)).toBe("-0.05");
    expect(hundredthsText(0)).toBe("0");
    for (const n of [0, 1, 99, 100, 12345, -12345, 999999999999999]) {
      expect(toHundredths(hundredthsText(n))).toBe(n);
    }
    expect(toHundredths(0.5)).toBe(50);
    expect(toHundredths(0.1)).toBe(10);
    expect(toHundredths(null)).toBeNull();
    expect(toHundredths("x")).toBeNull();
  });
});

describe("numeric judging within a tolerance", () => {
  it("is exact in hundredths: no float error", () => {
    // 0.1 + 0.2 is not 0.3 in floats; here it is.
    expect(isNumberWithin("0.3", 0, "0.30")).toBe(true);
    expect(isNumberWithin("1200.10", 0, "1,200.1")).toBe(true);
    expect(isNumberWithin("1200", 0, "1200.01")).toBe(false);
  });

  it("includes both ends of the tolerance and nothing past them", () => {
    expect(isNumberWithin("1200", 1000, "1190")).toBe(true);
    expect(isNumberWithin("1200", 1000, "1210")).toBe(true);
    expect(isNumberWithin("1200", 1000, "1210.01")).toBe(false);
    expect(isNumberWithin("1200", 1000, "1189.99")).toBe(false);
    expect(isNumberWithin("12.5", 50, "13%")).toBe(true);
    expect(isNumberWithin("12.5", 50, "13.01%")).toBe(false);
    expect(isNumberWithin("-5", 0, "-5")).toBe(true);
  });

  it("a negative tolerance is treated as exact; garbage and a bad key are simply wrong", () => {
    expect(isNumberWithin("1200", -100, "1199")).toBe(false);
    expect(isNumberWithin("1200", 0, "twelve hundred")).toBe(false);
    expect(isNumberWithin("not a key", 0, "1200")).toBe(false);
  });

  it("reads every way of writing the same figure as the same answer", () => {
    for (const typed of [
      "120000",
      "1,20,000",
      "120,000",
      "₹1,20,000",
      "Rs.1,20,000",
      "१,२०,०००",
      " 120000.00 ",
    ]) {
      expect(isCorrectAnswer("numeric", "120000", typed)).toBe(true);
    }
    expect(isCorrectAnswer("numeric", "120000", "12000")).toBe(false);
    expect(isCorrectAnswer("numeric", "120000", "119500", 500_00)).toBe(true);
  });
});

describe("true/false", () => {
  it("judges and stores true and false only", () => {
    expect(isCorrectAnswer("true_false", "true", "true")).toBe(true);
    expect(isCorrectAnswer("true_false", "true", "false")).toBe(false);
    expect(storedAnswer("true_false", [], " TRUE ")).toEqual({ ok: true, answer: "true" });
    expect(storedAnswer("true_false", [], "yes")).toEqual({ ok: false, problem: "answerNotTrueFalse" });
    expect(storedAnswer("true_false", [], "सही")).toEqual({ ok: false, problem: "answerNotTrueFalse" });
  });
});

describe("order", () => {
  const steps = ["Compare rates, then banks", "Open the FD", "Keep the receipt", "Note the maturity date"];

  it("sends and stores the steps as JSON (a step may hold a comma)", () => {
    expect(readSteps(stepsAnswer(steps))).toEqual(steps);
    expect(readSteps("Compare rates, Open the FD")).toBeNull();
    expect(readSteps('{"a":1}')).toBeNull();
    expect(readSteps("[1,2,3]")).toBeNull();
    expect(readSteps(JSON.stringify(Array(21).fill("x")))).toBeNull();
  });

  it("is right only in the key's order", () => {
    const key = stepsAnswer(steps);
    expect(isSameOrder(key, stepsAnswer(steps))).toBe(true);
    expect(isCorrectAnswer("order", key, stepsAnswer([...steps].reverse()))).toBe(false);
    expect(isCorrectAnswer("order", key, stepsAnswer(steps.slice(0, 3)))).toBe(false);
    expect(isCorrectAnswer("order", key, "garbage")).toBe(false);
  });

  it("refuses wrong counts, unknown steps, repeats and non-lists", () => {
    const refused = (answer: string) => storedAnswer("order", steps, answer);
    expect(refused(stepsAnswer(steps.slice(1)))).toEqual({ ok: false, problem: "answerOrderSteps" });
    expect(refused(stepsAnswer([...steps, "Extra"]))).toEqual({ ok: false, problem: "answerOrderSteps" });
    expect(refused(stepsAnswer([steps[0]!, steps[0]!, steps[1]!, steps[2]!]))).toEqual({
      ok: false,
      problem: "answerOrderSteps",
    });
    expect(refused(stepsAnswer(["Open the FD", "x", "y", "z"]))).toEqual({
      ok: false,
      problem: "answerOrderSteps",
    });
    expect(refused("Open the FD, Keep the receipt")).toEqual({ ok: false, problem: "answerOrderFormat" });
    expect(refused("[")).toEqual({ ok: false, problem: "answerOrderFormat" });
    const reversed = [...steps].reverse();
    expect(refused(JSON.stringify(reversed.map((s) => ` ${s} `)))).toEqual({
      ok: true,
      answer: stepsAnswer(reversed),
    });
  });

  it("shows steps in a fixed shuffle that is never the right order", () => {
    const bad: string[] = [];
    for (let count = 2; count <= 6; count++) {
      for (let seed = 1; seed <= 2000; seed++) {
        const order = shuffledOrder(count, seed);
        const isPermutation = [...order].sort().every((v, i) => v === i) && order.length === count;
        const identity = order.every((v, i) => v === i);
        const stable = shuffledOrder(count, seed).join() === order.join();
        if (!isPermutation || identity || !stable) bad.push(`${count}/${seed}: ${order.join()}`);
      }
    }
    expect(bad).toEqual([]);
    expect(shuffledSteps(steps, 7)).not.toEqual(steps);
    expect(shuffledOrder(1, 3)).toEqual([0]);
  });
});

describe("numeric storage", () => {
  it("stores the figure, or says why not", () => {
    expect(storedAnswer("numeric", [], "₹1,20,000.50")).toEqual({ ok: true, answer: "120000.5" });
    expect(storedAnswer("numeric", [], "lots")).toEqual({ ok: false, problem: "answerNotANumber" });
    expect(storedAnswer("numeric", [], "1.234")).toEqual({ ok: false, problem: "answerTooPrecise" });
  });
});
