// How hard scripts/precompress.mjs compresses a file, and the encoders themselves. Chosen by
// measurement on a 10,000-product build (site/scripts/bench-compression.mjs; figures in
// docs/benches.md): 47,000 files, 1.7 GB of text, nearly all of it the pages' own files (HTML
// pages of 84 KB at the median, their page-data JSON). Brotli's highest quality takes some 55
// times the CPU of quality 6 (1.05 s against 19 ms a megabyte of pages) for 8% fewer bytes: half
// an hour of one core over every page, against half a minute. It pays for the files every page
// shares (the JavaScript bundles, CSS, sitemaps: a few megabytes, fetched by every visitor), not
// for one page of thousands. Size does not tell the two apart here (the pages and the largest
// bundles are both around 90 KB), so the kind of file does. Between qualities 6 and 9 brotli gains
// under 1% for up to 12 times the time, and quality 5 is 1% larger for 12% less; gzip 9 gains
// under 0.5% over 6 on pages, and only clients without brotli are sent gzip.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Brotli's quality and gzip's level for each kind of file. */
export const LEVELS = {
  /** A page's own files: thousands of them, each fetched by the visitors of one page. */
  page: { '.br': 6, '.gz': 6 },
  /** Files the pages share (bundles, stylesheets, sitemaps): few, fetched by every visitor. */
  shared: { '.br': 11, '.gz': 9 },
};

/** A page's own files: its HTML, and the page-data.json Gatsby fetches when a link is followed. */
export const PAGE_FILE = /(?:\.html|(?:^|\/)page-data\.json)$/;

/** The siblings the file at `path` gets: `[[extension, level], …]`. */
export function levelsFor(path) {
  const levels = PAGE_FILE.test(path) ? LEVELS.page : LEVELS.shared;
  return ['.br', '.gz'].map((extension) => [extension, levels[extension]]);
}

/**
 * The encoders' own versions: a sibling compressed by another brotli or zlib may differ byte for
 * byte from what this one would write, so it is never reused (scripts/deploy.mjs).
 */
export const ENCODERS = `brotli ${process.versions.brotli}, zlib ${process.versions.zlib}`;

/** What the sibling `extension` of `data` holds at `level`. */
export function encode(extension, level, data) {
  if (extension === '.br') {
    return brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: level,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
  }
  if (extension === '.gz') return gzipSync(data, { level });
  throw new Error(`no encoder for ${extension}`);
}

/** The key a compressed sibling is found by for reuse: the source's hash, the encoding, the level. */
export const reuseKey = (sha256, extension, level) => `${sha256} ${extension} ${level}`;
