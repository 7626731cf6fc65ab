import { describe, expect, it } from "vitest";
import { sniffType } from "./sniff.js";

const pad = (b: Buffer) => Buffer.concat([b, Buffer.alloc(16)]);

describe("sniffType", () => {
  it.each([
    ["png", Buffer.from("89504e470d0a1a0a", "hex"), "image/png"],
    ["jpeg", Buffer.from("ffd8ffe0", "hex"), "image/jpeg"],
    ["gif", Buffer.from("GIF89a"), "image/gif"],
    ["webp", Buffer.from("RIFF\0\0\0\0WEBP"), "image/webp"],
    ["avif", Buffer.from("\0\0\0\x1cftypavif"), "image/avif"],
    ["mp3 with ID3", Buffer.from("ID3\x04"), "audio/mpeg"],
    ["mp3 frame", Buffer.from("fffb9064", "hex"), "audio/mpeg"],
    ["wav", Buffer.from("RIFF\0\0\0\0WAVE"), "audio/wav"],
    ["ogg", Buffer.from("OggS"), "audio/ogg"],
    ["m4a", Buffer.from("\0\0\0\x20ftypM4A "), "audio/mp4"],
    ["mp4", Buffer.from("\0\0\0\x20ftypisom"), "video/mp4"],
    ["webm", Buffer.from("1a45dfa3", "hex"), "video/webm"],
  ])("recognises %s", (_name, bytes, mime) => {
    expect(sniffType(pad(bytes))?.mime).toBe(mime);
  });

  it.each([
    ["svg", '<svg xmlns="http://www.w3.org/2000/svg">'],
    ["html", "<!doctype html><html>"],
    ["script", "#!/bin/sh\nrm -rf /"],
    ["pdf", "%PDF-1.7 lots of bytes"],
  ])("refuses %s", (_name, text) => {
    expect(sniffType(Buffer.from(text))).toBeNull();
  });

  it("refuses files too short to identify", () => {
    expect(sniffType(Buffer.from("89504e47", "hex"))).toBeNull();
  });
});
