/**
 * What the samples flow tells a visitor per region and site (SPEC.md section 9): the sample
 * sizes and delivery time, the maximum, and whether the order form requires a company name.
 */
import type { BrandCode } from '../catalogue';
import { maxSamplesFor, type Region } from '../regions';

export interface SampleSize {
  flooring: 'carpet' | 'hardFlooring';
  /** Width x height as the product states it. */
  size: string;
}

export interface SampleRegionInfo {
  sizes: readonly SampleSize[];
  /** How long delivery takes. */
  delivery?: string;
}

/** SPEC.md section 9 states sizes and delivery for au only; other regions state none. */
export const SAMPLE_REGION_INFO: Readonly<Record<Region, SampleRegionInfo>> = {
  au: {
    sizes: [
      { flooring: 'carpet', size: '10cm x 12cm' },
      { flooring: 'hardFlooring', size: '10cm x 15cm' },
    ],
    delivery: '5 to 10 business days',
  },
  nz: { sizes: [] },
  na: { sizes: [] },
};

const FLOORING_LABELS: Readonly<Record<SampleSize['flooring'], string>> = {
  carpet: 'carpet',
  hardFlooring: 'hard flooring',
};

/** The sentences the colour chooser shows about sample size and delivery in a region. */
export function sampleRegionNotes(region: Region): string[] {
  const info = SAMPLE_REGION_INFO[region];
  const notes: string[] = [];
  if (info.sizes.length > 0) {
    const sizes = info.sizes.map((entry) => `${entry.size} for ${FLOORING_LABELS[entry.flooring]}`);
    notes.push(`Samples are ${sizes.join(' and ')}.`);
  }
  if (info.delivery) notes.push(`Delivery takes ${info.delivery}.`);
  return notes;
}

/** Shown when the basket holds the region's maximum (SPEC.md is silent on the wording). */
export function sampleLimitMessage(region: Region): string {
  const max = maxSamplesFor(region);
  return `You can order up to ${max} free samples at a time. Remove one to choose another.`;
}

/**
 * Sites whose sample order asks for a company name and requires it (requiredCompany): the
 * commercial site's visitors order for projects. SPEC.md names the rule but not the sites.
 */
export const COMPANY_REQUIRED_WEBSITES: readonly BrandCode[] = ['GHC'];

export function requiresCompanyName(website: string): boolean {
  return (COMPANY_REQUIRED_WEBSITES as readonly string[]).includes(website);
}
