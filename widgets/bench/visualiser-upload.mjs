#!/usr/bin/env node
// Part of `npm run bench -w widgets`: how long a visitor waits between choosing a room photo in
// <gh-visualiser> and seeing their room rendered, in headless Chromium against the reference
// server (started here on a free port with a fresh database), on the built demo page.
// Each run is a new visitor (fresh browser context, no stored scene) with a 12-megapixel phone
// photo: the time is split into the upload (photo chosen → decoded, resized in a canvas, posted,
// scene stored) and the first render (View Now → rendered room loaded; the render is not cached).
// Timestamps are taken in the page (performance.now()), and View Now is pressed from the page as
// soon as it is enabled, so the test harness adds nothing to the figures.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { repoRoot } from '../tools/rollup-options.mjs';

const RUNS = Number(process.env.GH_BENCH_VISUALISER_RUNS ?? 5);

function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Same order as the Playwright config: the environment's, Debian's, else Playwright's own. */
function chromiumExecutable() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** The demo page must be built with the visualiser on it; build it when it is not. */
function ensureBuilt() {
  const demo = join(repoRoot, 'dist', 'widgets', 'demo', 'index.html');
  if (existsSync(demo) && readFileSync(demo, 'utf8').includes('room-visualiser')) return;
  console.log('[bench:visualiser] building the widgets first');
  const result = spawnSync('npm', ['run', 'build', '--workspace', 'widgets'], {
    cwd: repoRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'gh-bench-visualiser-'));
  const child = spawn('npm', ['run', 'start', '--workspace', 'server'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      GH_DB_PATH: join(dataDir, 'gh.sqlite'),
    },
    stdio: 'ignore',
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 180 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { base, stop };
}

/**
 * A 4032 × 3024 phone photo of a room (JPEG, about as heavy as a phone's), drawn in code: wall,
 * window, skirting and a plank floor receding to a horizon, with sensor noise; `seed` varies it.
 */
async function phonePhoto(seed) {
  const width = 4032;
  const height = 3024;
  const horizon = Math.round(height * (0.5 + (seed % 3) * 0.04));
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed * 7919 + 1;
  const noise = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  };
  const wall = [226 - seed * 6, 220 - seed * 3, 206];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let colour = wall;
      let shade = 1 - (y / height) * 0.15;
      if (y >= horizon) {
        const depth = (y - horizon + 80) / (height - horizon + 80);
        const u = (x - width / 2) / depth;
        colour = [150, 104, 64];
        shade = 0.8 + 0.3 * depth + (Math.abs(u % 420) < 8 ? -0.25 : 0);
      } else if (y > horizon - 70) {
        colour = [244, 243, 238];
      } else if (x > 1300 && x < 2700 && y > 500 && y < 1500) {
        colour = [246, 248, 250];
      }
      const i = (y * width + x) * 3;
      for (let c = 0; c < 3; c++) {
        pixels[i + c] = Math.max(0, Math.min(255, Math.round(colour[c] * shade + noise() * 10)));
      }
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Records in the page when the photo is chosen, the scene stored, View Now pressed and the room shown. */
function instrument() {
  const element = document.querySelector('#room-visualiser');
  const root = element.shadowRoot;
  const marks = {};
  window.visualiserMarks = marks;
  root.addEventListener(
    'change',
    () => {
      marks.chosen ??= performance.now();
    },
    true,
  );
  element.addEventListener('gh-visualiser-scene', () => {
    marks.stored = performance.now();
    const press = () => {
      const viewNow = root.querySelector('[part="view-button"]');
      if (viewNow && !viewNow.disabled) {
        marks.viewNow = performance.now();
        viewNow.click();
      } else requestAnimationFrame(press);
    };
    press();
  });
  root.addEventListener(
    'load',
    (event) => {
      if (event.target.matches?.('img.render')) marks.rendered ??= performance.now();
    },
    true,
  );
  root.addEventListener(
    'error',
    (event) => {
      if (event.target.matches?.('img.render')) marks.failed = performance.now();
    },
    true,
  );
}

async function measure(browser, base, photo, run) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${base}/widgets/demo/`);
    const element = page.locator('#room-visualiser');
    await element.getByRole('button', { name: 'Room Visualiser' }).click();
    await page.evaluate(instrument);
    await element.locator('input[type="file"]').setInputFiles({
      name: `room-${run}.jpg`,
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await page.waitForFunction(
      () => window.visualiserMarks.rendered || window.visualiserMarks.failed,
      null,
      { timeout: 120_000 },
    );
    const marks = await page.evaluate(() => window.visualiserMarks);
    if (marks.failed) throw new Error('the room could not be rendered');
    return {
      upload: marks.stored - marks.chosen,
      render: marks.rendered - marks.viewNow,
      total: marks.rendered - marks.chosen,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (value) => `${Math.round(value)} ms`.padStart(9);

ensureBuilt();
const photos = await Promise.all(Array.from({ length: RUNS }, (_, run) => phonePhoto(run)));
const server = await startServer();
const browser = await chromium.launch({
  executablePath: chromiumExecutable(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  console.log(
    `\n[bench:visualiser] upload to first render: ${RUNS} visitors, each a ${(photos[0].length / 1024 / 1024).toFixed(1)} MB 4032 × 3024 JPEG, headless Chromium, reference server`,
  );
  console.log(
    `  ${'run'.padEnd(6)} ${'upload'.padStart(9)} ${'render'.padStart(9)} ${'total'.padStart(9)}`,
  );
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await measure(browser, server.base, photos[run], run);
    results.push(result);
    console.log(
      `  ${String(run + 1).padEnd(6)} ${ms(result.upload)} ${ms(result.render)} ${ms(result.total)}`,
    );
  }
  const of = (key) => median(results.map((result) => result[key]));
  console.log(`  ${'median'.padEnd(6)} ${ms(of('upload'))} ${ms(of('render'))} ${ms(of('total'))}`);
  console.log(
    '  upload: photo chosen → resized upright in a canvas, posted, scene stored; render: View Now → the rendered room (1400 × 1050, not cached) loaded',
  );
  console.log(
    '  every run renders a new scene; run 1 also pays for the server’s first use of the colour (its floor texture is drawn once, then kept in memory)',
  );
} finally {
  await browser.close();
  server.stop();
}
