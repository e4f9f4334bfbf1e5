/**
 * The consumer types of the shapes the widgets share with the server, printed from their one
 * declaration in shared/src/<domain>/contract.ts, so a renamed field reaches host pages' types
 * without a second copy in the widgets' metas. Build-time only: no schema reaches a bundle.
 */
import { typeScriptOf } from '@gh/shared/contracts';
import { FormattedSampleSchema } from '@gh/shared/samples';
import { SearchGroupSchema, SearchItemSchema } from '@gh/shared/search';
import { StoreSchema } from '@gh/shared/stores';
import type { TSchema } from '@sinclair/typebox';

/** Each consumer type and the contract schema it is printed from. */
export const CONTRACT_TYPES: ReadonlyArray<readonly [name: string, schema: TSchema]> = [
  ['GhStore', StoreSchema],
  ['GhSearchGroup', SearchGroupSchema],
  ['GhSearchItem', SearchItemSchema],
  ['GhFormattedSample', FormattedSampleSchema],
];

/** The line width the repository's formatter keeps to (biome.json). */
const LINE_WIDTH = 100;

export function renderContractTypes(): string {
  return CONTRACT_TYPES.map(([name, schema]) => {
    const type = typeScriptOf(schema);
    if (type.startsWith('{')) return `export interface ${name} ${type}`;
    const line = `export type ${name} = ${type};`;
    // A union too long for one line is written one member a line, as the formatter writes it.
    if (line.length <= LINE_WIDTH || !type.includes(' | ')) return line;
    return `export type ${name} =\n${type
      .split(' | ')
      .map((member) => `  | ${member}`)
      .join('\n')};`;
  }).join('\n');
}
