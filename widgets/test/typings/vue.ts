// A Vue 3 app's view of the elements (GlobalComponents), compiled by
// tools/package-typings.test.ts against the package's generated typings: the props a template
// may bind on each element and its event handlers. Each @ts-expect-error must be an error.
import type { GlobalComponents } from 'vue';
import type {} from './types/vue';

type PropsOf<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>['$props'];

export const calculator: PropsOf<'gh-calculator'> = {
  region: 'nz',
  units: 'imperial',
  allowUnitSwitch: true,
  saveLabel: 'Save my rooms',
  onGhCalculatorSave: (event) => console.log(event.detail.totals.carpet.metres),
};

export const samples: PropsOf<'gh-samples'> = {
  productCode: 'GH1069',
  open: true,
  onGhSamplesShow: (event) => console.log(event.type),
  onGhSamplesRequestClose: (event) => console.log(event.detail.source),
};

export const locator: PropsOf<'gh-store-locator'> = { radius: 20, lat: -33.87 };

// @ts-expect-error units are 'metric' or 'imperial'
export const wrongUnits: PropsOf<'gh-calculator'> = { units: 'cubits' };

export const wrongHandler: PropsOf<'gh-search'> = {
  // @ts-expect-error the selection has a group and an item, no name
  onGhSearchSelect: (event) => console.log(event.detail.name),
};
