import { REGIONS } from '../regions';
import {
  copyrightFor,
  DID_YOU_KNOW_FACTS,
  DID_YOU_KNOW_TITLE,
  EXTERNAL_ORIGINS,
  footerFor,
  LAND_ACKNOWLEDGEMENT,
  pickFact,
  socialLinksFor,
} from '.';

const now = new Date(2026, 5, 1);
const columnLinks = (region: (typeof REGIONS)[number]) =>
  footerFor({ region }, now).columns.flatMap((column) => column.links);

describe('footer columns', () => {
  it.each([
    {
      name: 'lists about, news, contact, careers, stores, Australian Made, retailer login, warranty registration and installation and care guides in au',
      region: 'au',
      links: [
        ['About Us', '/au/about-us'],
        ['News', '/au/news'],
        ['Contact Us', '/au/support'],
        ['Careers', EXTERNAL_ORIGINS.careers],
        ['Find a Store', '/au/find-stores'],
        ['Australian Made', '/au/features/australian-made'],
        ['Register Warranty', '/au/warranty'],
        ['Installation Guides', '/au/news/installation-standards'],
        ['Care Guides', '/au/news'],
        ['Retailer Login', `${EXTERNAL_ORIGINS.retailerLogin}/au`],
      ],
    },
    {
      name: 'lists installation guides, about, contact, stores, the commercial site, retailer login and the foundation site in nz',
      region: 'nz',
      links: [
        ['About Us', '/nz/about-us'],
        ['Contact Us', '/nz/support'],
        ['Find a Store', '/nz/find-stores'],
        ['Installation Guides', '/nz/news/installation-standards'],
        ['Commercial', `${EXTERNAL_ORIGINS.commercial}/nz`],
        ['Retailer Login', `${EXTERNAL_ORIGINS.retailerLogin}/nz`],
        ['The Flooring Foundation', `${EXTERNAL_ORIGINS.foundation}/nz`],
      ],
    },
    {
      name: 'lists contact, stores, accessibility, privacy and terms in na',
      region: 'na',
      links: [
        ['Contact Us', '/na/support'],
        ['Find a Store', '/na/find-stores'],
        ['Accessibility', '/na/accessibility'],
        ['Privacy', '/na/privacy'],
        ['Terms', '/na/terms'],
      ],
    },
  ] as const)('$name', ({ region, links }) => {
    expect(columnLinks(region).map(({ label, href }) => [label, href])).toEqual(links);
  });

  it('marks careers, retailer login and sister sites as external and the rest as in-site', () => {
    for (const region of REGIONS) {
      for (const link of columnLinks(region)) {
        expect(link.external).toBe(link.href.startsWith('https://'));
      }
    }
  });

  it('links in-site footer links to the bare path on a single-region site', () => {
    const footer = footerFor({ region: 'na', regions: ['na'] }, now);
    expect(footer.columns[0]?.links[0]?.href).toBe('/support');
    expect(footer.tertiary.map((link) => link.href)).toEqual(['/legal']);
  });
});

describe('footer tertiary links', () => {
  it('lists terms, privacy, accessibility and legal in au and nz, and legal in na', () => {
    expect(footerFor({ region: 'au' }, now).tertiary.map((link) => link.label)).toEqual([
      'Terms',
      'Privacy',
      'Accessibility',
      'Legal',
    ]);
    expect(footerFor({ region: 'nz' }, now).tertiary.map((link) => link.href)).toContain(
      '/nz/legal',
    );
    expect(footerFor({ region: 'na' }, now).tertiary.map((link) => link.label)).toEqual(['Legal']);
  });
});

describe('footer social links and copyright', () => {
  it("shows the region's social links", () => {
    for (const region of REGIONS) {
      expect(footerFor({ region }, now).social).toEqual(socialLinksFor(region));
    }
  });

  it('names the current year and the regional holder in the copyright', () => {
    expect(copyrightFor('au', now)).toBe('© 2026 GH Flooring Australia. All rights reserved.');
    expect(copyrightFor('nz', new Date(2031, 0, 1))).toBe(
      '© 2031 GH Flooring New Zealand. All rights reserved.',
    );
    expect(footerFor({ region: 'na' }, now).copyright).toBe(
      '© 2026 GH Flooring North America. All rights reserved.',
    );
  });
});

describe('footer brands and land acknowledgement', () => {
  it('shows the footer brands for au only', () => {
    expect(footerFor({ region: 'au' }, now).brands?.map((brand) => brand.code)).toEqual([
      'GHRES',
      'GHC',
      'FTX',
      'RBK',
    ]);
    expect(footerFor({ region: 'nz' }, now).brands).toBeNull();
    expect(footerFor({ region: 'na' }, now).brands).toBeNull();
  });

  it('shows the land acknowledgement for au only', () => {
    expect(footerFor({ region: 'au' }, now).landAcknowledgement).toBe(LAND_ACKNOWLEDGEMENT);
    expect(LAND_ACKNOWLEDGEMENT).toMatch(/Traditional Custodians of Country/);
    expect(footerFor({ region: 'nz' }, now).landAcknowledgement).toBeNull();
    expect(footerFor({ region: 'na' }, now).landAcknowledgement).toBeNull();
  });
});

describe("'Did you know?' facts", () => {
  it("is titled 'Did you know?'", () => {
    expect(DID_YOU_KNOW_TITLE).toBe('Did you know?');
  });

  it('holds at least 12 distinct facts, each one full sentence or two', () => {
    expect(DID_YOU_KNOW_FACTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(DID_YOU_KNOW_FACTS).size).toBe(DID_YOU_KNOW_FACTS.length);
    for (const fact of DID_YOU_KNOW_FACTS) expect(fact).toMatch(/^[A-Z].{30,200}\.$/);
  });

  it('picks the fact the random source points at', () => {
    const count = DID_YOU_KNOW_FACTS.length;
    expect(pickFact(() => 0)).toBe(DID_YOU_KNOW_FACTS[0]);
    expect(pickFact(() => 0.999999)).toBe(DID_YOU_KNOW_FACTS[count - 1]);
    expect(pickFact(() => 2.5 / count)).toBe(DID_YOU_KNOW_FACTS[2]);
  });

  it('reaches every fact over the range of the random source', () => {
    const count = DID_YOU_KNOW_FACTS.length;
    const picked = new Set(
      Array.from({ length: count }, (_, index) => pickFact(() => (index + 0.5) / count)),
    );
    expect(picked.size).toBe(count);
  });

  it('still picks a fact when the random source strays outside [0, 1)', () => {
    const count = DID_YOU_KNOW_FACTS.length;
    expect(pickFact(() => 1)).toBe(DID_YOU_KNOW_FACTS[count - 1]);
    expect(pickFact(() => -0.2)).toBe(DID_YOU_KNOW_FACTS[0]);
    expect(pickFact(() => Number.NaN)).toBe(DID_YOU_KNOW_FACTS[0]);
  });

  it('uses Math.random by default', () => {
    const random = jest.spyOn(Math, 'random').mockReturnValue(0.999999);
    try {
      expect(pickFact()).toBe(DID_YOU_KNOW_FACTS.at(-1));
      expect(random).toHaveBeenCalledTimes(1);
    } finally {
      random.mockRestore();
    }
  });

  it('refuses to pick from an empty list', () => {
    expect(() => pickFact(() => 0, [])).toThrow('pickFact needs at least one fact');
  });
});
