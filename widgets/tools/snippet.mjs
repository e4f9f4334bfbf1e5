/**
 * The copy-paste snippet that loads one release of the widgets pinned with Subresource Integrity:
 * an import map whose `integrity` table holds the hash of every chunk of the release (the chunks
 * the loader imports, which carry no attribute of their own), then the release's loader with its
 * `integrity` attribute. The hashes come from integrity.json; the addresses from the CDN's base
 * URL, since an import map's table is keyed by absolute URL.
 *
 * Used by the CDN build (`{version}/snippet.html`, for the base URL of GH_WIDGETS_CDN_URL), by
 * `npm run snippet -w widgets -- <base URL>` (for any other address), by the demo page (for the
 * address it is served from; copied beside it) and by the e2e tests.
 *
 * Plain JavaScript with no imports, so that browsers and Node run the same file.
 */

/** The release whose loader integrity.json lists (`0.1.0/gh-widgets.js`), e.g. '0.1.0'. */
export function releaseIn(integrity) {
  const versions = Object.keys(integrity)
    .map((file) => /^(\d+\.\d+\.\d+[^/]*)\/gh-widgets\.js$/.exec(file)?.[1])
    .filter(Boolean);
  if (versions.length !== 1) {
    throw new Error(`integrity.json lists ${versions.length} releases, not 1`);
  }
  return versions[0];
}

/**
 * The snippet for `integrity` (integrity.json's table) served from `cdn`, the base URL of the
 * widgets folder (e.g. 'https://widgets.example.com/widgets').
 * @param {Record<string, string>} integrity
 * @param {string} cdn
 */
export function pinnedSnippet(integrity, cdn) {
  const base = cdn.replace(/\/+$/, '');
  const version = releaseIn(integrity);
  const loader = `${version}/gh-widgets.js`;
  const chunks = Object.keys(integrity)
    .filter((file) => file.startsWith(`${version}/chunks/`))
    .sort();
  const map = {
    integrity: Object.fromEntries(chunks.map((file) => [`${base}/${file}`, integrity[file]])),
  };
  return [
    `<!-- GH widgets ${version}, pinned with Subresource Integrity: paste this whole into the`,
    '     page\'s <head>, the import map before the first <script type="module"> of the page.',
    '     If the page already has an import map, copy this "integrity" table into that map',
    '     instead of adding a second one. -->',
    '<script type="importmap">',
    JSON.stringify(map, null, 2),
    '</script>',
    `<script type="module" src="${base}/${loader}"`,
    `  integrity="${integrity[loader]}" crossorigin="anonymous"></script>`,
    '',
  ].join('\n');
}
