import { deflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { pdfStreams } from "./pdf-streams.js";

/** A one-object PDF body holding `content` deflated, as PDFKit writes a stream. */
function pdfWith(content: string): Buffer {
  const data = deflateSync(Buffer.from(content, "latin1"));
  return Buffer.concat([
    Buffer.from(`1 0 obj\n<<\n/Length ${data.length}\n/Filter /FlateDecode\n>>\nstream\n`, "latin1"),
    data,
    Buffer.from("\nendstream\nendobj\n", "latin1"),
  ]);
}

describe("pdfStreams", () => {
  it("reads a compressed stream whose last byte is a carriage return", () => {
    // A content whose deflated bytes end in 0x0d (the Adler-32 checksum's last byte): found by trying.
    let content = "";
    for (let i = 0; ; i++) {
      content = `<092a 094d 0930> ${i}`;
      if (deflateSync(Buffer.from(content, "latin1")).at(-1) === 0x0d) break;
    }
    expect(pdfStreams(pdfWith(content))).toBe(content);
  });

  it("reads each of several streams", () => {
    const pdf = Buffer.concat([pdfWith("first"), pdfWith("second")]);
    expect(pdfStreams(pdf)).toBe("first\nsecond");
  });
});
