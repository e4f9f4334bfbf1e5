import { REGIONS } from '../regions';
import {
  EXTERNAL_ORIGINS,
  headerFor,
  REGION_CHROME,
  SISTER_SITES,
  SOCIAL_NETWORKS_BY_REGION,
  sisterBrandSites,
  siteToggleFor,
  socialLinksFor,
} from '.';

describe('sister sites', () => {
  it('keeps every external address on the reserved .example domain', () => {
    for (const origin of Object.values(EXTERNAL_ORIGINS)) {
      expect(new URL(origin).hostname).toMatch(/\.example$/);
    }
    for (const region of REGIONS) {
      for (const site of SISTER_SITES[region]) expect(site.href.startsWith('https://')).toBe(true);
    }
  });

  it('links the commercial, FTX and RBK brand sites from the au header', () => {
    expect(sisterBrandSites('au').map((site) => site.id)).toEqual(['GHC', 'FTX', 'RBK']);
  });

  it('links the commercial, FTX and foundation brand sites from the nz header', () => {
    expect(sisterBrandSites('nz').map((site) => site.id)).toEqual(['GHC', 'FTX', 'TFF']);
  });

  it('links no sister site in na', () => {
    expect(SISTER_SITES.na).toEqual([]);
  });

  it("points each sister site at the region's own page", () => {
    expect(SISTER_SITES.nz.find((site) => site.id === 'GHC')?.href).toBe(
      `${EXTERNAL_ORIGINS.commercial}/nz`,
    );
    expect(SISTER_SITES.au.find((site) => site.id === 'RETAILER_LOGIN')?.href).toBe(
      `${EXTERNAL_ORIGINS.retailerLogin}/au`,
    );
  });
});

describe('site toggle', () => {
  it('shows Residential, Commercial and B2B in au and nz', () => {
    for (const region of ['au', 'nz'] as const) {
      const toggle = siteToggleFor({ region });
      expect(toggle?.map(({ label, current, external }) => [label, current, external])).toEqual([
        ['Residential', true, false],
        ['Commercial', false, true],
        ['B2B', false, true],
      ]);
    }
  });

  it('links Residential to this site and the others to their external sites', () => {
    expect(siteToggleFor({ region: 'nz' })?.map((link) => link.href)).toEqual([
      '/nz',
      `${EXTERNAL_ORIGINS.commercial}/nz`,
      `${EXTERNAL_ORIGINS.b2b}/nz`,
    ]);
  });

  it('is hidden for na', () => {
    expect(REGION_CHROME.na.siteToggle).toBe(false);
    expect(siteToggleFor({ region: 'na' })).toBeNull();
    expect(headerFor({ region: 'na' }).siteToggle).toBeNull();
  });
});

describe('Request a Sample button', () => {
  it('is hidden in na and shown in au and nz', () => {
    expect(REGIONS.map((region) => headerFor({ region }).requestSample)).toEqual([
      true,
      true,
      false,
    ]);
  });
});

describe('social links', () => {
  it('follows the networks table of each region in order', () => {
    for (const region of REGIONS) {
      expect(socialLinksFor(region).map((link) => link.network)).toEqual(
        SOCIAL_NETWORKS_BY_REGION[region],
      );
    }
  });

  it('labels and links each network as an external profile of the region', () => {
    expect(socialLinksFor('nz')[1]).toEqual({
      network: 'instagram',
      label: 'Instagram',
      href: `${EXTERNAL_ORIGINS.social}/instagram/nz`,
      external: true,
    });
  });
});

describe('header', () => {
  it('offers every region in the region toggle, marking the current one', () => {
    expect(headerFor({ region: 'nz' }).regionToggle).toEqual([
      { region: 'au', label: 'Australia', href: '/au', current: false },
      { region: 'nz', label: 'New Zealand', href: '/nz', current: true },
      { region: 'na', label: 'North America', href: '/na', current: false },
    ]);
  });

  it("links the store locator as 'Find your nearest stores', or 'Find stores' on narrow screens", () => {
    expect(headerFor({ region: 'au' }).storeLocator).toEqual({
      label: 'Find your nearest stores',
      narrowLabel: 'Find stores',
      href: '/au/find-stores',
      external: false,
    });
  });

  it('links the floor calculator to /{region}/calculator', () => {
    expect(headerFor({ region: 'na' }).calculator.href).toBe('/na/calculator');
  });

  it("uses the region's primary navigation and social links", () => {
    const header = headerFor({ region: 'na' });
    expect(header.primaryNavigation[0]?.label).toBe('Discover');
    expect(header.social).toEqual(socialLinksFor('na'));
  });
});
