// `npm run snippet -w widgets -- <base URL>`: prints the pinned snippet of the built release
// (dist/widgets/integrity.json) for a CDN that serves the widgets folder at <base URL>, e.g.
// https://widgets.example.com/widgets.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultOutDir } from './rollup-options.mjs';
import { pinnedSnippet } from './snippet.mjs';

const cdn = process.argv[2];
if (!cdn || !/^https?:\/\/[^/]/.test(cdn)) {
  console.error('Usage: npm run snippet -w widgets -- https://widgets.example.com/widgets');
  process.exit(2);
}
let integrity;
try {
  integrity = JSON.parse(readFileSync(join(defaultOutDir, 'integrity.json'), 'utf8'));
} catch {
  console.error(`No ${join(defaultOutDir, 'integrity.json')}: run npm run build first.`);
  process.exit(1);
}
process.stdout.write(pinnedSnippet(integrity, cdn));
