export type UploadKind = "image" | "audio" | "video";

export interface SniffedType {
  kind: UploadKind;
  mime: string;
  ext: string;
}

const ascii = (buf: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...buf.subarray(start, end));

/**
 * The type of a file from its first bytes, never from its name or the client's claim.
 * Only the formats browsers play natively are known; everything else (SVG, HTML, scripts) is null.
 */
export function sniffType(head: Uint8Array): SniffedType | null {
  if (head.length < 12) return null;
  if (head[0] === 0x89 && ascii(head, 1, 4) === "PNG")
    return { kind: "image", mime: "image/png", ext: "png" };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { kind: "image", mime: "image/jpeg", ext: "jpg" };
  if (ascii(head, 0, 6) === "GIF87a" || ascii(head, 0, 6) === "GIF89a")
    return { kind: "image", mime: "image/gif", ext: "gif" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WEBP")
    return { kind: "image", mime: "image/webp", ext: "webp" };
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 12) === "WAVE")
    return { kind: "audio", mime: "audio/wav", ext: "wav" };
  if (ascii(head, 0, 4) === "OggS") return { kind: "audio", mime: "audio/ogg", ext: "ogg" };
  if (ascii(head, 0, 4) === "fLaC") return { kind: "audio", mime: "audio/flac", ext: "flac" };
  if (ascii(head, 0, 3) === "ID3") return { kind: "audio", mime: "audio/mpeg", ext: "mp3" };
  // An MPEG audio frame header: 11 sync bits, then a valid version and layer III.
  if (head[0] === 0xff && ((head[1] ?? 0) & 0xe6) === 0xe2)
    return { kind: "audio", mime: "audio/mpeg", ext: "mp3" };
  if (head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return { kind: "video", mime: "video/webm", ext: "webm" };
  if (ascii(head, 4, 8) === "ftyp") {
    const brand = ascii(head, 8, 12);
    if (brand === "avif" || brand === "avis") return { kind: "image", mime: "image/avif", ext: "avif" };
    if (brand === "M4A " || brand === "M4B ") return { kind: "audio", mime: "audio/mp4", ext: "m4a" };
    if (/^(isom|iso[2-9]|mp41|mp42|avc1|dash|MSNV|M4V )$/.test(brand))
      return { kind: "video", mime: "video/mp4", ext: "mp4" };
  }
  return null;
}
