import { describe, expect, it } from "vitest";
import { AppError } from "../../../platform/http/errors.js";
import { CSV_MAX_BYTES, CSV_MAX_ROWS, CSV_TOO_BIG, CSV_TOO_MANY_ROWS, readCsv } from "./csv.js";

describe("readCsv", () => {
  it.each<[name: string, text: string, rows: string[][]]>([
    [
      "plain fields",
      "a,b,c\n1,2,3",
      [
        ["a", "b", "c"],
        ["1", "2", "3"],
      ],
    ],
    [
      "a final line break adds no row",
      "a,b\n1,2\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "CRLF line ends",
      "a,b\r\n1,2\r\n",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "lone CR line ends (old Mac exports)",
      "a,b\r1,2",
      [
        ["a", "b"],
        ["1", "2"],
      ],
    ],
    [
      "a byte-order mark",
      "\uFEFFDate,Amount\n01/10/26,5",
      [
        ["Date", "Amount"],
        ["01/10/26", "5"],
      ],
    ],
    ["commas inside quotes", 'x,"SHARMA, VERMA & CO",y', [["x", "SHARMA, VERMA & CO", "y"]]],
    ["escaped quotes", '"He said ""paid""",2', [['He said "paid"', "2"]]],
    [
      "a line break inside quotes",
      '"line one\r\nline two",2\n3,4',
      [
        ["line one\r\nline two", "2"],
        ["3", "4"],
      ],
    ],
    ["empty fields and empty quoted fields", ',"",a,,\n', [["", "", "a", "", ""]]],
    ["blank lines stay rows so row i is line i + 1", "a\n\nb", [["a"], [""], ["b"]]],
    ["spaces are kept as they are", " a , b ", [[" a ", " b "]]],
    ["a quote in the middle of a field is text", 'Rs 5" pipe,2', [['Rs 5" pipe', "2"]]],
    ["text after a closing quote is kept", '"1,234.00" Cr,x', [["1,234.00 Cr", "x"]]],
    ["an empty file", "", []],
    ["only a byte-order mark", "\uFEFF", []],
  ])("reads %s", (_name, text, rows) => {
    expect(readCsv(text)).toEqual(rows);
  });

  it("refuses a quoted field that never ends, naming its line", () => {
    expect(() => readCsv('a,b\n1,"never closed\n2,3')).toThrow(
      expect.objectContaining({ statusCode: 400, message: expect.stringMatching(/^Line 2: /) }),
    );
  });

  it("refuses more than 2 MB, counted in UTF-8 bytes", () => {
    const limitError = expect.objectContaining({ statusCode: 413, message: CSV_TOO_BIG });
    expect(() => readCsv("a".repeat(CSV_MAX_BYTES + 1))).toThrow(limitError);
    // "₹" is three bytes: under the limit in characters, over it in bytes.
    expect(() => readCsv("₹".repeat(Math.ceil(CSV_MAX_BYTES / 3) + 1))).toThrow(limitError);
    expect(() => readCsv("a".repeat(CSV_MAX_BYTES))).not.toThrow();
  });

  it("refuses more than 20,000 rows", () => {
    expect(readCsv("1\n".repeat(CSV_MAX_ROWS))).toHaveLength(CSV_MAX_ROWS);
    expect(() => readCsv("1\n".repeat(CSV_MAX_ROWS + 1))).toThrow(
      expect.objectContaining({ statusCode: 413, message: CSV_TOO_MANY_ROWS }),
    );
    try {
      readCsv("\n".repeat(CSV_MAX_ROWS + 1));
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(AppError);
    }
  });
});
