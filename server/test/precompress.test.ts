import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants,
  gunzipSync,
  gzipSync,
} from 'node:zlib';
import { LEVELS, levelsFor } from '../../scripts/precompress-levels.mjs';

/**
 * Precompressing a release (scripts/deploy.mjs with scripts/precompress.mjs): levels chosen by the
 * kind of file, unchanged files sharing the live release's siblings, changed files compressed
 * again, and a sibling compressed before for the same bytes and level copied rather than
 * compressed. The scripts run in a child process, as the deploy does, over real folders.
 */

const repoRoot = join(__dirname, '..', '..');
const DEPLOY = join(repoRoot, 'scripts', 'deploy.mjs');
const PRECOMPRESS = join(repoRoot, 'scripts', 'precompress.mjs');

interface Deployed {
  release: string;
  copied: number;
  linked: number;
  compressed: { files: number; written: number; reused: number; bytes: number };
}

/** The brotli and gzip siblings scripts/precompress.mjs writes at these levels. */
const brotli = (data: Buffer, quality: number) =>
  brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });

/** A page of `bytes` bytes of HTML, different for each `seed`, compressible as pages are. */
function page(seed: string, bytes: number): string {
  let text = `<!doctype html><title>${seed}</title>`;
  for (let line = 0; text.length < bytes; line += 1) {
    text += `<p class="row-${line % 7}">${seed} oak plank ${line * 7919} in natural matt</p>\n`;
  }
  return text.slice(0, bytes);
}

describe('precompressing a release', () => {
  let dir: string;
  let source: string;
  let releases: string;

  const write = (path: string, text: string | Buffer) => {
    mkdirSync(dirname(join(source, path)), { recursive: true });
    writeFileSync(join(source, path), text);
  };
  /** Deploys `source` into `releases` as the site build does, in a process of its own. */
  const deploy = (): Deployed => {
    const script = join(dir, 'deploy.mjs');
    writeFileSync(
      script,
      `import { deploySite } from ${JSON.stringify(DEPLOY)};
       const [source, releases] = process.argv.slice(2);
       console.log(JSON.stringify(await deploySite({ source, releases })));`,
    );
    return JSON.parse(
      execFileSync(process.execPath, [script, source, releases], { encoding: 'utf8' }),
    );
  };
  const live = (path: string) => join(releases, 'current', path);
  const manifest = () =>
    JSON.parse(readFileSync(live('.gh-precompressed.json'), 'utf8')).files as Record<
      string,
      { sha256: string; '.br'?: number; '.gz'?: number }
    >;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'gh-precompress-'));
    source = join(dir, 'public');
    releases = join(dir, 'releases');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('gives pages and their page data brotli 6, and the bundles every page shares brotli 11', () => {
    expect(levelsFor('au/products/oak/index.html')).toEqual([
      ['.br', 6],
      ['.gz', 6],
    ]);
    expect(levelsFor('page-data/au/products/oak/page-data.json')).toEqual([
      ['.br', 6],
      ['.gz', 6],
    ]);
    for (const shared of ['app-3f9a2b1c.js', 'styles.6a1b2c3d.css', 'au/sitemap-0.xml']) {
      expect(levelsFor(shared)).toEqual([
        ['.br', 11],
        ['.gz', 9],
      ]);
    }

    write('au/products/oak/index.html', page('oak', 90 * 1024));
    write('app-3f9a2b1c.js', page('bundle', 90 * 1024));
    deploy();
    const pageBytes = readFileSync(live('au/products/oak/index.html'));
    const bundleBytes = readFileSync(live('app-3f9a2b1c.js'));
    expect(readFileSync(live('au/products/oak/index.html.br'))).toEqual(brotli(pageBytes, 6));
    expect(readFileSync(live('au/products/oak/index.html.gz'))).toEqual(
      gzipSync(pageBytes, { level: 6 }),
    );
    expect(readFileSync(live('app-3f9a2b1c.js.br'))).toEqual(brotli(bundleBytes, 11));
    expect(readFileSync(live('app-3f9a2b1c.js.gz'))).toEqual(gzipSync(bundleBytes, { level: 9 }));
    expect(manifest()).toMatchObject({
      'au/products/oak/index.html': { '.br': 6, '.gz': 6 },
      'app-3f9a2b1c.js': { '.br': 11, '.gz': 9 },
    });
  });

  it('leaves files under 1 KB, and siblings that would not be smaller, unwritten', () => {
    write('robots.txt', 'User-agent: *\n');
    // Random bytes: neither encoder makes them smaller.
    write('noise.txt', randomBytes(4096));
    deploy();
    for (const path of ['robots.txt', 'noise.txt']) {
      for (const extension of ['.br', '.gz']) {
        expect(statSync(live(`${path}${extension}`), { throwIfNoEntry: false })).toBeUndefined();
      }
    }
    expect(manifest()['noise.txt']).toEqual({ sha256: expect.any(String) });
  });

  it('shares an unchanged file and its siblings with the live release, compressing nothing', () => {
    write('au/index.html', page('home', 20 * 1024));
    write('au/news/index.html', page('news', 20 * 1024));
    deploy();
    const before = statSync(live('au/index.html.br')).ino;
    const again = deploy();
    expect(again).toMatchObject({ copied: 0, linked: 2 });
    expect(again.compressed.files).toBe(0);
    expect(statSync(live('au/index.html.br')).ino).toBe(before);
    expect(manifest()['au/index.html']).toBeDefined();
  });

  it('compresses a changed file again, so its siblings never hold the old bytes', () => {
    write('au/index.html', page('home', 20 * 1024));
    write('au/news/index.html', page('news', 20 * 1024));
    deploy();
    write('au/news/index.html', page('news, edited', 20 * 1024));
    const changed = deploy();
    expect(changed).toMatchObject({ copied: 1, linked: 1 });
    expect(changed.compressed).toMatchObject({ files: 1, written: 2, reused: 0 });
    const text = readFileSync(live('au/news/index.html'));
    expect(brotliDecompressSync(readFileSync(live('au/news/index.html.br')))).toEqual(text);
    expect(gunzipSync(readFileSync(live('au/news/index.html.gz')))).toEqual(text);
    expect(text.toString()).toContain('news, edited');
  });

  it('copies a sibling compressed before for the same bytes and level, byte for byte', () => {
    const original = page('news', 20 * 1024);
    write('au/news/index.html', original);
    deploy();
    write('au/news/index.html', page('news, edited', 20 * 1024));
    deploy();
    // Put back as it was: the previous release has its siblings.
    write('au/news/index.html', original);
    write('au/news/copy/index.html', original);
    const restored = deploy();
    expect(restored.compressed).toMatchObject({ files: 2, written: 4, reused: 4 });
    const text = readFileSync(live('au/news/index.html'));
    for (const path of ['au/news/index.html', 'au/news/copy/index.html']) {
      expect(readFileSync(live(`${path}.br`))).toEqual(brotli(text, LEVELS.page['.br']));
      expect(readFileSync(live(`${path}.gz`))).toEqual(
        gzipSync(text, { level: LEVELS.page['.gz'] }),
      );
      // Newer than the file beside it: the server sends no sibling older than its file.
      expect(statSync(live(`${path}.br`)).mtimeMs).toBeGreaterThanOrEqual(
        statSync(live(path)).mtimeMs,
      );
    }
  });

  it('never reuses a sibling listed by other encoders than these', () => {
    const original = page('news', 20 * 1024);
    write('au/news/index.html', original);
    deploy();
    // A release precompressed by another brotli and zlib, with a sibling this one would not write.
    const manifestPath = live('.gh-precompressed.json');
    const listed = JSON.parse(readFileSync(manifestPath, 'utf8'));
    writeFileSync(manifestPath, JSON.stringify({ ...listed, encoders: 'brotli 0.1, zlib 0.1' }));
    writeFileSync(live('au/news/index.html.br'), 'from another brotli');
    write('au/news/moved/index.html', original);
    const moved = deploy();
    expect(moved.compressed.reused).toBe(0);
    expect(brotliDecompressSync(readFileSync(live('au/news/moved/index.html.br')))).toEqual(
      Buffer.from(original),
    );
  });

  it('precompresses a folder, leaving siblings newer than their file as they are', () => {
    write('gh-widgets.js', page('loader', 4 * 1024));
    const run = () =>
      execFileSync(process.execPath, [PRECOMPRESS, source], { encoding: 'utf8' }).trim();
    expect(run()).toMatch(/: 2 siblings written for 1 text files/);
    expect(run()).toMatch(/: 0 siblings written for 1 text files/);
    // Rebuilt: the file is newer than its siblings, which are written again.
    const later = Date.now() / 1000 + 5;
    utimesSync(join(source, 'gh-widgets.js'), later, later);
    expect(run()).toMatch(/: 2 siblings written for 1 text files/);
  });
});
