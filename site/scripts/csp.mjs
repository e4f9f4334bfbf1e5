// The inline scripts of a built site, for the server's content security policy. Nothing on a page
// runs inline unless the policy names its SHA-256: the build lists the hashes of every inline
// script it wrote (`csp.json` in the site's output), and the server adds them to `script-src`
// for the site's pages (server/src/routes/static.ts). Gatsby's inline scripts are the same on
// every page (gatsby-ssr.tsx makes the page path one of them), so the list is a few hashes long;
// a build whose pages carry more distinct inline scripts than MAX_INLINE_SCRIPTS fails, naming
// them, because a page-specific inline script would make the header grow with the site.
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const CSP_FILE = 'csp.json';
export const MAX_INLINE_SCRIPTS = 16;

/**
 * Script types a browser runs (classic and module) or acts on under script-src (speculation
 * rules, which a content page carries); JSON-LD and other data blocks are not.
 */
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module|speculationrules)$/i;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/** The CSP source of each inline script a browser would run in this HTML. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!EXECUTABLE_TYPE.test(type)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

async function* htmlFiles(folder) {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.isFile() && entry.name.endsWith('.html')) yield path;
  }
}

/**
 * Reads every page of the built site in `folder` and writes `csp.json` there:
 * `{ "scriptHashes": ["'sha256-…'", …] }`. Answers the hashes and how many pages were read.
 */
export async function writeScriptHashes(folder) {
  const pagesOf = new Map();
  let pages = 0;
  for await (const file of htmlFiles(folder)) {
    pages += 1;
    for (const hash of inlineScriptHashes(await readFile(file, 'utf8'))) {
      if (!pagesOf.has(hash)) pagesOf.set(hash, file.slice(folder.length));
    }
  }
  if (pagesOf.size > MAX_INLINE_SCRIPTS) {
    const examples = [...pagesOf].slice(0, 5).map(([hash, page]) => `${hash} (${page})`);
    throw new Error(
      `the pages carry ${pagesOf.size} different inline scripts, more than ${MAX_INLINE_SCRIPTS}: an inline script differs from page to page; move what varies into a data attribute or a file (e.g. ${examples.join(', ')})`,
    );
  }
  const scriptHashes = [...pagesOf.keys()].sort();
  await writeFile(join(folder, CSP_FILE), `${JSON.stringify({ scriptHashes }, null, 2)}\n`);
  return { scriptHashes, pages };
}
