// What Svelte checks markup against (svelteHTML.IntrinsicElements), compiled by
// tools/package-typings.test.ts against the package's generated typings. Each @ts-expect-error
// must be an error.
import type {} from './types/svelte';

type Attributes<Tag extends keyof svelteHTML.IntrinsicElements> = svelteHTML.IntrinsicElements[Tag];

export const samples: Attributes<'gh-samples'> = {
  'product-code': 'GH1069',
  open: '',
  'ongh-samples-hide': (event) => console.log(event.type),
  'on:gh-samples-change': (event) => console.log(event.detail.count),
};

// @ts-expect-error the region is au, nz or na
export const wrongRegion: Attributes<'gh-calculator'> = { region: 'uk' };
