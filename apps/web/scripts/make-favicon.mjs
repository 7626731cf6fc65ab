// Draws the Arthshala mark (public/favicon.svg) into a 32x32 BMP-based public/favicon.ico.
// No image library: the mark is a few rounded rectangles and strokes, rasterised with 4x4 supersampling.
import { writeFileSync } from "node:fs";

const SIZE = 32;
const SCALE = SIZE / 40; // the SVG is drawn on a 40x40 grid
const SAMPLES = 4;

const hex = (h) => [1, 3, 5].map((i) => Number.parseInt(h.slice(i, i + 2), 16));

function inRoundedRect(x, y, rx, ry, w, h, r) {
  if (x < rx || y < ry || x > rx + w || y > ry + h) return false;
  const cx = Math.min(Math.max(x, rx + r), rx + w - r);
  const cy = Math.min(Math.max(y, ry + r), ry + h - r);
  return (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
}

function nearSegment(x, y, [ax, ay], [bx, by], halfWidth) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
  return (x - (ax + t * dx)) ** 2 + (y - (ay + t * dy)) ** 2 <= halfWidth * halfWidth;
}

const nearPolyline = (points, halfWidth) => (x, y) =>
  points.slice(1).some((p, i) => nearSegment(x, y, points[i], p, halfWidth));

// Painted in order; later shapes cover earlier ones, as in the SVG.
const shapes = [
  { color: hex("#13665b"), hit: (x, y) => inRoundedRect(x, y, 0, 0, 40, 40, 10) },
  { color: hex("#a9e9d7"), hit: (x, y) => inRoundedRect(x, y, 9, 22, 5, 9, 1.5) },
  { color: hex("#d3f5ea"), hit: (x, y) => inRoundedRect(x, y, 17.5, 17, 5, 14, 1.5) },
  { color: hex("#ffffff"), hit: (x, y) => inRoundedRect(x, y, 26, 12, 5, 19, 1.5) },
  {
    color: hex("#fbbf24"),
    hit: nearPolyline(
      [
        [8, 17.5],
        [19, 10.5],
        [23, 13.5],
        [31.5, 7],
      ],
      1.4,
    ),
  },
  {
    color: hex("#fbbf24"),
    hit: nearPolyline(
      [
        [27.5, 6.2],
        [32.6, 6.2],
        [32.6, 11.3],
      ],
      1.4,
    ),
  },
];

function pixel(px, py) {
  let r = 0;
  let g = 0;
  let b = 0;
  let a = 0;
  for (let sy = 0; sy < SAMPLES; sy++) {
    for (let sx = 0; sx < SAMPLES; sx++) {
      const x = (px + (sx + 0.5) / SAMPLES) / SCALE;
      const y = (py + (sy + 0.5) / SAMPLES) / SCALE;
      const shape = shapes.findLast((s) => s.hit(x, y));
      if (!shape) continue;
      r += shape.color[0];
      g += shape.color[1];
      b += shape.color[2];
      a += 1;
    }
  }
  if (a === 0) return [0, 0, 0, 0];
  return [Math.round(r / a), Math.round(g / a), Math.round(b / a), Math.round((a / SAMPLES ** 2) * 255)];
}

// BITMAPINFOHEADER + bottom-up BGRA rows + 1-bit AND mask (all zero: alpha decides).
const maskRowBytes = Math.ceil(SIZE / 32) * 4;
const bmp = Buffer.alloc(40 + SIZE * SIZE * 4 + maskRowBytes * SIZE);
bmp.writeUInt32LE(40, 0);
bmp.writeInt32LE(SIZE, 4);
bmp.writeInt32LE(SIZE * 2, 8); // ICO bitmaps state twice the height (colour + mask)
bmp.writeUInt16LE(1, 12);
bmp.writeUInt16LE(32, 14);
bmp.writeUInt32LE(SIZE * SIZE * 4 + maskRowBytes * SIZE, 20);
for (let y = 0; y < SIZE; y++) {
  for (let x = 0; x < SIZE; x++) {
    const [r, g, b, a] = pixel(x, y);
    const offset = 40 + ((SIZE - 1 - y) * SIZE + x) * 4;
    bmp.writeUInt8(b, offset);
    bmp.writeUInt8(g, offset + 1);
    bmp.writeUInt8(r, offset + 2);
    bmp.writeUInt8(a, offset + 3);
  }
}

const header = Buffer.alloc(6 + 16);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(SIZE, 6);
header.writeUInt8(SIZE, 7);
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(bmp.length, 14);
header.writeUInt32LE(header.length, 18);

const out = new URL("../public/favicon.ico", import.meta.url);
writeFileSync(out, Buffer.concat([header, bmp]));
