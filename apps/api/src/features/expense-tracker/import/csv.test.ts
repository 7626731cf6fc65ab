import { setImmediate as nextTurn } from "node:timers/promises";
import { statementImportMessages } from "@arthshala/contracts/tracker-rules";
import { describe, expect, it } from "vitest";
import { CSV_MAX_BYTES, CSV_MAX_COLUMNS, CSV_MAX_ROWS, readCsv } from "./csv.js";

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
    ["mixed line ends", "a\r\nb\nc\rd", [["a"], ["b"], ["c"], ["d"]]],
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
    // csv-parse's relax_quotes keeps such a field as written; readAmount reads past the quotes.
    ["text after a closing quote is kept, quotes and all", '"1,234.00" Cr,x', [['"1,234.00" Cr', "x"]]],
    [
      "characters of more than one byte",
      "₹,é\n😀,x",
      [
        ["₹", "é"],
        ["😀", "x"],
      ],
    ],
    ["an empty file", "", []],
    ["only a byte-order mark", "\uFEFF", []],
  ])("reads %s", async (_name, text, rows) => {
    expect(await readCsv(text)).toEqual(rows);
  });

  it("refuses a quoted field that never ends, naming its line", async () => {
    await expect(readCsv('a,b\n1,"never closed\n2,3')).rejects.toMatchObject({
      statusCode: 400,
      message: statementImportMessages.quoteNeverEnds(2),
    });
  });

  it("refuses more than 2 MB, counted in UTF-8 bytes", async () => {
    const limitError = { statusCode: 400, message: statementImportMessages.tooBig };
    await expect(readCsv("a".repeat(CSV_MAX_BYTES + 1))).rejects.toMatchObject(limitError);
    // "₹" is three bytes: under the limit in characters, over it in bytes.
    await expect(readCsv("₹".repeat(Math.ceil(CSV_MAX_BYTES / 3) + 1))).rejects.toMatchObject(limitError);
    expect(await readCsv("a".repeat(CSV_MAX_BYTES))).toHaveLength(1);
  });

  it("refuses more than 20,000 lines with a 400, blank lines counted", async () => {
    expect(await readCsv("1\n".repeat(CSV_MAX_ROWS))).toHaveLength(CSV_MAX_ROWS);
    const tooMany = { statusCode: 400, message: statementImportMessages.tooManyLines };
    await expect(readCsv("1\n".repeat(CSV_MAX_ROWS + 1))).rejects.toMatchObject(tooMany);
    await expect(readCsv("\n".repeat(CSV_MAX_ROWS + 1))).rejects.toMatchObject(tooMany);
  });

  it("refuses a line wider than 200 columns, naming it, without reading the rest of the file", async () => {
    const wide = ",".repeat(CSV_MAX_COLUMNS); // 201 fields
    expect(await readCsv(",".repeat(CSV_MAX_COLUMNS - 1))).toEqual([Array(CSV_MAX_COLUMNS).fill("")]);
    await expect(readCsv(`a,b\n${wide}\n1,2`)).rejects.toMatchObject({
      statusCode: 400,
      message: statementImportMessages.tooManyColumns(2),
    });
    // A 2 MB line of commas stops at the limit after one slice: the rest is never read.
    let turns = 0;
    const counting = setInterval(() => turns++, 0);
    try {
      await expect(readCsv(",".repeat(CSV_MAX_BYTES - 1))).rejects.toMatchObject({
        message: statementImportMessages.tooManyColumns(1),
      });
    } finally {
      clearInterval(counting);
    }
    expect(turns).toBeLessThan(10); // reading the whole line would take 128 slices
  });

  it("lets other work run between the slices of a big file", async () => {
    const text = "01/10/2026,UPI/DR/627512345601/SWIGGY/YESB,10.00\n".repeat(19_000); // about 1 MB
    const order: string[] = [];
    const other = nextTurn().then(() => order.push("other work"));
    const read = Promise.resolve(readCsv(text)).then((rows) => order.push(`read ${rows.length}`));
    await Promise.all([other, read]);
    expect(order).toEqual(["other work", "read 19000"]);
  });
});
