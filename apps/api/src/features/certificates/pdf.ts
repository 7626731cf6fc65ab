/**
 * A certificate as a one-page PDF (A4 landscape), drawn here with PDFKit and `qrcode`: no outside
 * service, no browser. The text is set in the vendored Noto Sans (apps/api/assets/fonts, OFL), whose
 * faces carry Devanagari beside Latin with their shaping tables; PDFKit lays each word out with fontkit,
 * which picks the word's script, so a Hindi course title and an English name share one line's font.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "@arthshala/contracts/locales";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { API_ROOT } from "../../platform/paths.js";
import { certificateDate } from "./certificate-date.js";
import { PDF_TEXTS } from "./pdf-texts.js";

export interface CertificateDrawing {
  id: string;
  learnerName: string;
  courseTitle: string;
  organisationName: string | null;
  /** The India day of issue, YYYY-MM-DD. */
  issuedOn: string;
  verifyUrl: string;
  language: Locale;
}

const FONT_FILES = { regular: "NotoSans_500Medium.ttf", bold: "NotoSans_700Bold.ttf" } as const;
type Face = keyof typeof FONT_FILES;
let fonts: Record<Face, Buffer> | undefined;
/** Read once: PDFKit parses them per document, but the disk is read only at the first certificate. */
const fontData = () =>
  (fonts ??= {
    regular: readFileSync(path.join(API_ROOT, "assets/fonts", FONT_FILES.regular)),
    bold: readFileSync(path.join(API_ROOT, "assets/fonts", FONT_FILES.bold)),
  });

// A4 landscape, in points.
const W = 841.89;
const H = 595.28;
const TEXT_WIDTH = 640;
const INK = "#0f172a";
const MUTED = "#475569";
const BRAND = "#13665b";
const BRAND_DARK = "#124641";
const MINT = "#d3f5ea";
const AMBER = "#fbbf24";

/** The certificate drawn into a PDF, as bytes. */
export async function certificatePdf(input: CertificateDrawing): Promise<Buffer> {
  const say = PDF_TEXTS[input.language];
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 0,
    lang: input.language === "hi" ? "hi-IN" : "en-IN",
    displayTitle: true,
    info: {
      Title: say.documentTitle(input.courseTitle),
      Author: "Arthshala",
      Subject: `${input.learnerName} · ${input.courseTitle}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  const data = fontData();
  doc.registerFont("regular", data.regular);
  doc.registerFont("bold", data.bold);

  drawFrame(doc);
  drawBrand(doc, 58);
  centred(doc, say.title, 118, "bold", fitted(doc, say.title, "bold", 30, 20, TEXT_WIDTH), BRAND);
  centred(doc, say.certifies, 178, "regular", 14, MUTED);
  const nameSize = fitted(doc, input.learnerName, "bold", 40, 20, TEXT_WIDTH);
  centred(doc, input.learnerName, 228 - nameSize * 0.7, "bold", nameSize, INK);
  doc
    .moveTo(W / 2 - 140, 262)
    .lineTo(W / 2 + 140, 262)
    .lineWidth(2)
    .strokeColor(AMBER)
    .stroke();
  centred(doc, say.completed, 276, "regular", 14, MUTED);
  const titleBottom = drawCourseTitle(doc, input.courseTitle, 302);
  if (input.organisationName) {
    const line = say.organisation(input.organisationName);
    centred(doc, line, titleBottom + 10, "regular", fitted(doc, line, "regular", 14, 10, TEXT_WIDTH), MUTED);
  }
  drawFooter(doc, input);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The largest size from `max` down to `min` at which `text` fits `width` on one line. */
function fitted(doc: PDFKit.PDFDocument, text: string, face: Face, max: number, min: number, width: number) {
  let size = max;
  doc.font(face);
  while (size > min && doc.fontSize(size).widthOfString(text) > width) size -= 1;
  return size;
}

/** One line centred on the page; `y` is its top. */
function centred(doc: PDFKit.PDFDocument, text: string, y: number, face: Face, size: number, color: string) {
  doc.font(face).fontSize(size).fillColor(color);
  const width = Math.min(doc.widthOfString(text), TEXT_WIDTH);
  doc.text(text, (W - width) / 2, y, { lineBreak: false, width: width + 1, ellipsis: true });
}

/** The course's title, in up to two centred lines, smaller if it needs to be. Returns its bottom. */
function drawCourseTitle(doc: PDFKit.PDFDocument, title: string, y: number): number {
  const options = { width: TEXT_WIDTH, align: "center" as const, lineGap: 2 };
  let size = 26;
  doc.font("bold");
  while (size > 16 && doc.fontSize(size).heightOfString(title, options) > size * 2.9) size -= 1;
  const height = Math.min(doc.heightOfString(title, options), size * 2.9);
  doc.fillColor(BRAND).text(title, (W - TEXT_WIDTH) / 2, y, { ...options, height, ellipsis: true });
  return y + height;
}

/** A double frame in the brand's greens, with a band of mint along the top. */
function drawFrame(doc: PDFKit.PDFDocument) {
  doc.rect(0, 0, W, H).fill("#fbfdfc");
  doc
    .roundedRect(18, 18, W - 36, H - 36, 14)
    .lineWidth(2.5)
    .strokeColor(BRAND)
    .stroke();
  doc
    .roundedRect(28, 28, W - 56, H - 56, 8)
    .lineWidth(0.8)
    .strokeColor("#a9e9d7")
    .stroke();
  // Confetti in the corners, as on the celebration screen.
  const dots: Array<[number, number, number, string]> = [
    [60, 66, 5, AMBER],
    [84, 96, 3.5, BRAND],
    [52, 118, 3, "#a9e9d7"],
    [W - 60, 66, 5, BRAND],
    [W - 86, 94, 3.5, AMBER],
    [W - 54, 120, 3, "#a9e9d7"],
  ];
  for (const [x, y, r, color] of dots) doc.circle(x, y, r).fill(color);
}

/** The logo (apps/web/src/assets/logo.svg's mark, as vector shapes) and the name beside it, centred. */
function drawBrand(doc: PDFKit.PDFDocument, top: number) {
  const mark = 34;
  const scale = mark / 40;
  doc.font("bold").fontSize(22);
  const name = "Arthshala";
  const nameWidth = doc.widthOfString(name);
  const left = (W - (mark + 10 + nameWidth)) / 2;
  doc.save().translate(left, top).scale(scale);
  doc.roundedRect(0, 0, 40, 40, 10).fill(BRAND);
  doc.roundedRect(9, 22, 5, 9, 1.5).fill("#a9e9d7");
  doc.roundedRect(17.5, 17, 5, 14, 1.5).fill(MINT);
  doc.roundedRect(26, 12, 5, 19, 1.5).fill("#ffffff");
  doc.lineWidth(2.4).lineCap("round").lineJoin("round").strokeColor(AMBER);
  doc.path("M8 17.5 L19 10.5 L23 13.5 L31.5 7").stroke();
  doc.path("M27.5 6.2 L32.6 6.2 L32.6 11.3").stroke();
  doc.restore();
  doc.fillColor(BRAND_DARK).text(name, left + mark + 10, top + mark / 2 - 15, { lineBreak: false });
}

/** The date and id on the left, a seal in the middle, the verification link and its QR code on the right. */
function drawFooter(doc: PDFKit.PDFDocument, input: CertificateDrawing) {
  const say = PDF_TEXTS[input.language];
  const top = 452;
  const left = 70;
  doc.font("regular").fontSize(10).fillColor(MUTED).text(say.issuedOn, left, top, { lineBreak: false });
  doc
    .font("bold")
    .fontSize(15)
    .fillColor(INK)
    .text(certificateDate(input.issuedOn, input.language), left, top + 16, { lineBreak: false });
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(MUTED)
    .text(say.certificateId, left, top + 46, { lineBreak: false });
  doc
    .font("bold")
    .fontSize(12)
    .fillColor(INK)
    .text(input.id, left, top + 62, { lineBreak: false });

  drawSeal(doc, W / 2, top + 40);

  const qrSize = 92;
  const qrLeft = W - 70 - qrSize;
  drawQr(doc, input.verifyUrl, qrLeft, top - 6, qrSize);
  // Right of the seal (which reaches W / 2 + 37), so a long address shrinks rather than overlaps it.
  const textRight = qrLeft - 12;
  const textWidth = 196;
  doc
    .font("regular")
    .fontSize(10)
    .fillColor(MUTED)
    .text(say.verify, textRight - textWidth, top + 26, {
      width: textWidth,
      align: "right",
      lineBreak: false,
    });
  const urlSize = fitted(doc, input.verifyUrl, "regular", 10, 6, textWidth);
  doc
    .font("regular")
    .fontSize(urlSize)
    .fillColor(BRAND)
    .text(input.verifyUrl, textRight - textWidth, top + 42, {
      width: textWidth,
      align: "right",
      lineBreak: false,
      link: input.verifyUrl,
    });
}

/** A rosette: a scalloped amber disc with the celebration's white star. */
function drawSeal(doc: PDFKit.PDFDocument, cx: number, cy: number) {
  const points = 18;
  for (let i = 0; i < points; i++) {
    const a = (i / points) * 2 * Math.PI;
    doc.circle(cx + Math.cos(a) * 30, cy + Math.sin(a) * 30, 7).fill(AMBER);
  }
  doc.circle(cx, cy, 31).fill(AMBER);
  doc.circle(cx, cy, 25).lineWidth(1.2).strokeColor("#b45309").stroke();
  // The star of the celebration badge (apps/web ModuleDonePage), centred on (60, 48) in its own units.
  doc
    .save()
    .translate(cx, cy)
    .scale(1.9)
    .translate(-60, -48.5)
    .path("m60 40 2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z")
    .fill("#ffffff")
    .restore();
}

/** The verification address as a QR code, drawn as vector squares (a quiet zone of two modules around). */
function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number) {
  const qr = QRCode.create(url, { errorCorrectionLevel: "M" });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + quiet * 2);
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col += 1;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col += 1;
      // A hair wider than the cell, so neighbouring squares leave no seam when a reader renders them.
      doc.rect(x + (quiet + start) * cell, y + (quiet + row) * cell, (col - start) * cell + 0.1, cell + 0.1);
    }
  }
  doc.fill(INK);
}
