/**
 * The site's layering (issue 11): a template is a page's data and its arrangement of sections,
 * so templates never import other templates; what two templates share lives in cards/, sections/,
 * catalogue/ or components/.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const templates = readdirSync(__dirname).filter(
  (file) => /\.tsx?$/.test(file) && !file.endsWith('.test.ts'),
);
const importsOf = (file: string) =>
  [...readFileSync(join(__dirname, file), 'utf8').matchAll(/\bfrom\s+'([^']+)'/g)].map(
    (match) => match[1] ?? '',
  );

it('finds the templates', () => {
  expect(templates).toEqual(expect.arrayContaining(['home.tsx', 'news.tsx', 'product.tsx']));
});

it.each(templates)('%s imports no template', (file) => {
  const fromTemplates = importsOf(file).filter(
    (source) => source.startsWith('./') || /(^|\/)templates(\/|$)/.test(source),
  );
  expect(fromTemplates).toEqual([]);
});
