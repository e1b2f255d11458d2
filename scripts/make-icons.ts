/**
 * Draws the PWA icons (an indigo square with a white 'H') as PNGs with node's zlib, and the SVG favicon, so the
 * repository needs no image tools. Run: node --import tsx scripts/make-icons.ts. The PNGs are committed.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const OUT_DIR = new URL('../pwa/public/', import.meta.url);
const BRAND: Rgba = [0x4f, 0x46, 0xe5, 0xff];
const WHITE: Rgba = [0xff, 0xff, 0xff, 0xff];
const CLEAR: Rgba = [0, 0, 0, 0];

type Rgba = [number, number, number, number];

/** A rectangle in units of a 32-unit square, drawn at any size. */
interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

// The 'H': two posts and a bar, in the same 32-unit grid as favicon.svg.
const LETTER_H: Rect[] = [
  { x: 9, y: 8, w: 4, h: 16 },
  { x: 19, y: 8, w: 4, h: 16 },
  { x: 13, y: 14.5, w: 6, h: 3.5 },
];

/**
 * One icon. `scale` shrinks the letter towards the centre: a maskable icon must keep its content inside the
 * central 80% circle, since launchers crop the rest. `cornerRadius` (units) rounds the square; 0 fills it.
 */
function drawIcon(size: number, { scale, cornerRadius }: { scale: number; cornerRadius: number }): Buffer {
  const unit = size / 32;
  const centre = size / 2;
  const colorAt = (x: number, y: number): Rgba => {
    if (!isInsideRoundedSquare(x, y, size, cornerRadius * unit)) return CLEAR;
    // Map the point back into the unscaled 32-unit grid of the letter.
    const gx = ((x - centre) / scale + centre) / unit;
    const gy = ((y - centre) / scale + centre) / unit;
    return LETTER_H.some((r) => gx >= r.x && gx < r.x + r.w && gy >= r.y && gy < r.y + r.h) ? WHITE : BRAND;
  };
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      pixels.set(supersample(px, py, colorAt), (py * size + px) * 4);
    }
  }
  return encodePng(size, size, pixels);
}

/** The pixel's colour averaged over a 4x4 grid of samples, so curved and scaled edges are smooth. */
function supersample(px: number, py: number, colorAt: (x: number, y: number) => Rgba): Rgba {
  const GRID = 4;
  const sum = [0, 0, 0, 0];
  for (let sy = 0; sy < GRID; sy += 1) {
    for (let sx = 0; sx < GRID; sx += 1) {
      const [r, g, b, a] = colorAt(px + (sx + 0.5) / GRID, py + (sy + 0.5) / GRID);
      // Colour weighted by alpha, so transparent samples do not darken the edge.
      sum[0] += r * a;
      sum[1] += g * a;
      sum[2] += b * a;
      sum[3] += a;
    }
  }
  const alpha = sum[3] / (GRID * GRID);
  if (sum[3] === 0) return CLEAR;
  return [sum[0] / sum[3], sum[1] / sum[3], sum[2] / sum[3], alpha].map(Math.round) as Rgba;
}

function isInsideRoundedSquare(x: number, y: number, size: number, radius: number): boolean {
  if (radius <= 0) return true;
  const cx = Math.min(Math.max(x, radius), size - radius);
  const cy = Math.min(Math.max(y, radius), size - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

function encodePng(width: number, height: number, rgba: Buffer): Buffer {
  // Each scanline starts with filter type 0 (none).
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rgba.copy(raw, y * (width * 4 + 1) + 1, y * width * 4, (y + 1) * width * 4);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="7" fill="#4f46e5"/>
  <path d="M9 8h4v6.5h6V8h4v16h-4v-6h-6v6H9z" fill="#fff"/>
</svg>
`;

mkdirSync(new URL('icons/', OUT_DIR), { recursive: true });
writeFileSync(new URL('icons/icon-192.png', OUT_DIR), drawIcon(192, { scale: 1, cornerRadius: 6 }));
writeFileSync(new URL('icons/icon-512.png', OUT_DIR), drawIcon(512, { scale: 1, cornerRadius: 6 }));
// Maskable: full bleed (the launcher supplies the shape) and the letter kept well inside the safe zone.
writeFileSync(new URL('icons/icon-512-maskable.png', OUT_DIR), drawIcon(512, { scale: 0.7, cornerRadius: 0 }));
writeFileSync(new URL('favicon.svg', OUT_DIR), FAVICON_SVG);
console.log('Wrote pwa/public/icons/icon-192.png, icon-512.png, icon-512-maskable.png and pwa/public/favicon.svg');
