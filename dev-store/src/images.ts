import { deflateSync, crc32 } from 'node:zlib';
import type { Request, Response } from 'express';
import { SEED_IMAGE_COLOURS } from './catalog/seed';

// Shopify's named image sizes (the `_small` suffix family) and their longest side in pixels.
const NAMED_SIZES: Record<string, number> = { pico: 16, icon: 32, thumb: 50, small: 100, compact: 160, medium: 240, large: 480, grande: 600, original: 800, master: 800 };
const MAX_SIZE = 2048;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData) >>> 0);
  return Buffer.concat([length, typeAndData, crc]);
}

function hexToRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function colourFor(stem: string): [number, number, number] {
  const known = SEED_IMAGE_COLOURS[stem];
  if (known) return hexToRgb(known);
  let h = 0;
  for (const ch of stem) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return [h & 255, (h >> 8) & 255, (h >> 16) & 255];
}

/** A width×height RGB PNG: the product colour with a lighter centre square, so sizes are visibly the same picture. */
export function placeholderPng(stem: string, width: number, height: number): Buffer {
  const [r, g, b] = colourFor(stem);
  const light = [r, g, b].map((c) => Math.round(c + (255 - c) * 0.45));
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const inner = x > width / 4 && x < (3 * width) / 4 && y > height / 4 && y < (3 * height) / 4;
      const px = inner ? light : [r, g, b];
      row.set(px, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** Parses "red-shirt_small.png", "red-shirt_200x.png", "red-shirt_100x50.png" into a stem and a size. */
export function parseImageName(file: string, widthParam?: string): { stem: string; width: number; height: number } | undefined {
  const match = /^(.+?)(?:_(pico|icon|thumb|small|compact|medium|large|grande|original|master|(\d+)?x(\d+)?))?\.(png|jpg|jpeg|webp)$/i.exec(file);
  if (!match) return undefined;
  const [, stem, suffix, w, h] = match;
  let width = NAMED_SIZES.original;
  let height = width;
  if (suffix && NAMED_SIZES[suffix] !== undefined) width = height = NAMED_SIZES[suffix];
  else if (w || h) {
    width = Number(w ?? h);
    height = Number(h ?? w);
  }
  const requested = Number(widthParam);
  if (Number.isInteger(requested) && requested > 0) width = height = requested;
  return { stem, width: Math.min(width, MAX_SIZE), height: Math.min(height, MAX_SIZE) };
}

const cache = new Map<string, Buffer>();

/** Express handler for /cdn/shop/files/:file and /cdn/shop/products/:file. */
export function serveImage(req: Request, res: Response): void {
  const width = typeof req.query.width === 'string' ? req.query.width : undefined;
  const parsed = parseImageName(String(req.params.file), width);
  if (!parsed) {
    res.status(404).type('text/plain').send('Not Found');
    return;
  }
  const key = `${parsed.stem}@${parsed.width}x${parsed.height}`;
  let png = cache.get(key);
  if (!png) {
    png = placeholderPng(parsed.stem, parsed.width, parsed.height);
    if (cache.size < 500) cache.set(key, png);
  }
  res.set('Cache-Control', 'public, max-age=31536000').type('image/png').send(png);
}
