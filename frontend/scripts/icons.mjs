// Writes the web app manifest's PNG icons (public/icons/) from the favicon's drawing: a violet
// rounded square with a white note. No image library: the shapes are distance functions, sampled
// 4x4 per pixel, and the PNG is written with node:zlib. Run: node scripts/icons.mjs (the output is
// committed; run it again only when the drawing changes).
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const VIOLET = [0x7c, 0x3a, 0xed];
const WHITE = [0xff, 0xff, 0xff];

// The favicon's 32x32 drawing (public/favicon.svg).
const NOTE = {
  strokes: [
    [12, 23, 12, 9],
    [12, 9, 24, 6],
    [24, 6, 24, 20],
  ],
  strokeWidth: 2.5,
  dots: [
    [9, 23, 3],
    [21, 20, 3],
  ],
};

function segmentDistance(px, py, [ax, ay, bx, by]) {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

function inNote(x, y) {
  return (
    NOTE.dots.some(([cx, cy, r]) => Math.hypot(x - cx, y - cy) <= r) ||
    NOTE.strokes.some((s) => segmentDistance(x, y, s) <= NOTE.strokeWidth / 2)
  );
}

function inRoundedSquare(x, y, radius) {
  const cx = Math.min(Math.max(x, radius), 32 - radius);
  const cy = Math.min(Math.max(y, radius), 32 - radius);
  return Math.hypot(x - cx, y - cy) <= radius;
}

/**
 * RGBA pixels of the icon at size px. Maskable icons fill the square (the platform crops it) and
 * keep the note inside the middle 60%, well within the 80% safe zone.
 */
function draw(size, maskable) {
  const px = Buffer.alloc(size * size * 4);
  const n = 4; // samples per axis
  for (let j = 0; j < size; j++) {
    for (let i = 0; i < size; i++) {
      let bg = 0;
      let fg = 0;
      for (let sj = 0; sj < n; sj++) {
        for (let si = 0; si < n; si++) {
          const x = ((i + (si + 0.5) / n) / size) * 32;
          const y = ((j + (sj + 0.5) / n) / size) * 32;
          if (!(maskable || inRoundedSquare(x, y, 7))) continue;
          bg++;
          const scale = maskable ? 0.6 : 1;
          // Maskable: the note's own centre (15.6, 15.4) goes to the middle.
          const nx = maskable ? 15.6 + (x - 16) / scale : x;
          const ny = maskable ? 15.4 + (y - 16) / scale : y;
          if (inNote(nx, ny)) fg++;
        }
      }
      const o = (j * size + i) * 4;
      const f = bg ? fg / bg : 0;
      for (let c = 0; c < 3; c++) px[o + c] = Math.round(VIOLET[c] * (1 - f) + WHITE[c] * f);
      px[o + 3] = Math.round((bg / (n * n)) * 255);
    }
  }
  return px;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, k) => {
  let c = k;
  for (let b = 0; b < 8; b++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf) {
  let c = 0xffffffff;
  for (const byte of buf) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

function png(size, rgba) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const out = new URL('../public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon-180.png', 180, true],
]) {
  writeFileSync(new URL(name, out), png(size, draw(size, maskable)));
}
