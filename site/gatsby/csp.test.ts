/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inlineScriptHashes, MAX_INLINE_SCRIPTS, writeScriptHashes } from '../scripts/csp.mjs';

const hashOf = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('the inline scripts of a built page', () => {
  it('hashes the text of each script a browser runs inline, classic or module, and speculation rules, as CSP does', () => {
    const rules = '{"prefetch":[{"source":"document","eagerness":"moderate"}]}';
    const html = [
      '<script>window.a=1;</script>',
      '<script type="module">import "./x.js";</script>',
      '<script id="gatsby-script-loader" data-page-path="/au/">window.pagePath=1;</script>',
      `<script type="speculationrules">${rules}</script>`,
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      hashOf('window.a=1;'),
      hashOf('import "./x.js";'),
      hashOf('window.pagePath=1;'),
      hashOf(rules),
    ]);
  });

  it('leaves out scripts with a source and data blocks such as JSON-LD, which CSP does not run', () => {
    const html = [
      '<script src="/app-1234.js" async></script>',
      '<script type="module" src="/widgets/gh-widgets.js"></script>',
      '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe('csp.json of a build', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'gh-csp-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const page = (path: string, scripts: string[]) => {
    mkdirSync(join(folder, path), { recursive: true });
    const body = scripts.map((text) => `<script>${text}</script>`).join('');
    writeFileSync(join(folder, path, 'index.html'), `<!doctype html><body>${body}</body>`);
  };

  it('lists every distinct inline script of every page once, sorted', async () => {
    page('au', ['one();', 'two();']);
    page('nz/products', ['two();']);
    page('.', ['one();']);
    const result = await writeScriptHashes(folder);
    expect(result.pages).toBe(3);
    const written = JSON.parse(readFileSync(join(folder, 'csp.json'), 'utf8'));
    expect(written.scriptHashes).toEqual([hashOf('one();'), hashOf('two();')].sort());
  });

  it('fails the build when an inline script differs from page to page', async () => {
    for (let i = 0; i <= MAX_INLINE_SCRIPTS; i++) page(`p${i}`, [`window.pagePath="/p${i}/";`]);
    await expect(writeScriptHashes(folder)).rejects.toThrow(/differs from page to page/);
  });
});
