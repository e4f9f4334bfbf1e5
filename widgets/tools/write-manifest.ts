// Part of `npm run build -w widgets`: writes custom-elements.json and gh-widgets.d.ts beside the
// bundles in dist/widgets/, and the package's own copy of the types (src/elements.d.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { elementMetas } from '../src/element-metas';
import { CDN_MODULE_PATH, renderManifest, renderTypes } from './manifest';

const widgetsDir = join(__dirname, '..');
const outDir = join(widgetsDir, '..', 'dist', 'widgets');
const types = renderTypes(elementMetas);

writeFileSync(
  join(outDir, 'custom-elements.json'),
  `${JSON.stringify(renderManifest(elementMetas, CDN_MODULE_PATH), null, 2)}\n`,
);
writeFileSync(join(outDir, 'gh-widgets.d.ts'), types);
writeFileSync(join(widgetsDir, 'src', 'elements.d.ts'), types);
console.log('[widgets] wrote custom-elements.json and gh-widgets.d.ts');
