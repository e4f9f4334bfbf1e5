// A webpack loader for the store locator's offline-map outlines (widgets/src/store-locator/
// outlines-oceania.ts and outlines-americas.ts): each module becomes the precomputed outlines,
// made by the same step as the widget build (widgets/tools/map-outlines.mjs), so page bundles
// ship a few countries' pruned outlines (about 3 KB gzip a region) instead of the whole
// world-atlas topology and topojson-client.
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

export default function mapOutlinesLoader() {
  const done = this.async();
  // <widgets>/src/store-locator/outlines-<set>.ts
  const widgetsDir = dirname(dirname(dirname(this.resourcePath)));
  this.addDependency(join(widgetsDir, 'src', 'store-locator', 'outline-data.ts'));
  import(pathToFileURL(join(widgetsDir, 'tools', 'map-outlines.mjs')).href)
    .then(({ mapOutlines }) => mapOutlines(widgetsDir).load(this.resourcePath))
    .then((code) => {
      if (typeof code !== 'string')
        throw new Error(`${this.resourcePath} is not the outlines module`);
      done(null, code);
    }, done);
}
