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

export function renderContractTypes(): string {
  return CONTRACT_TYPES.map(([name, schema]) => {
    const type = typeScriptOf(schema);
    return type.startsWith('{')
      ? `export interface ${name} ${type}`
      : `export type ${name} = ${type};`;
  }).join('\n');
}
