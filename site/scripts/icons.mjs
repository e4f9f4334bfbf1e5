#!/usr/bin/env node
// `node scripts/icons.mjs`: renders the app icons in static/ from static/favicon.svg (run it
// after changing the SVG; the PNGs are committed). Square, with the tile colour in the corners:
// iOS and Android round them themselves.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const staticDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'static');
const TILE = '#2f3b35';
const ICONS = { 'apple-touch-icon.png': 180, 'icon-192.png': 192, 'icon-512.png': 512 };

for (const [name, size] of Object.entries(ICONS)) {
  await sharp(join(staticDir, 'favicon.svg'), { density: (72 * size) / 32 })
    .resize(size, size)
    .flatten({ background: TILE })
    .png({ compressionLevel: 9 })
    .toFile(join(staticDir, name));
  console.log(`static/${name} (${size}×${size})`);
}
