import {
  homeEntryTiles,
  type InspirationEntry,
  inspirationMenu,
  MENU_IMAGE_SIZES,
  type MegaMenu,
  megaMenuFor,
  PRIMARY_NAVIGATION,
  primaryNavigation,
  siteHref,
} from '.';

const au = { region: 'au' } as const;
const nz = { region: 'nz' } as const;
const na = { region: 'na' } as const;

const section = (menu: MegaMenu, id: string) => menu.sections.find((entry) => entry.id === id);
const labels = (menu: MegaMenu, id: string) => section(menu, id)?.links.map((link) => link.label);
const hrefs = (menu: MegaMenu) =>
  menu.sections.flatMap((entry) => entry.links.filter((link) => !link.external).map((l) => l.href));

describe('primary navigation', () => {
  it('has the rows of the SPEC table in order', () => {
    expect(
      PRIMARY_NAVIGATION.map(({ label, path, regions, panel }) => [label, path, regions, !!panel]),
    ).toEqual([
      ['Carpet', '/products?type=CPT', ['au', 'nz'], true],
      ['Discover', '/products?type=CPT', ['na'], true],
      ['Hard Flooring', '/products?type=HF', ['au', 'nz'], true],
      ['Inspiration', '/inspiration', ['au', 'nz'], true],
      ['Sustainability', '/sustainability', ['au', 'nz'], true],
      ['Shop', '/find-stores', ['na'], false],
      ['Plan & Install', '/news/installation-standards', ['na'], false],
      ['Cleaning & Care', '/news/carpet-care-na', ['na'], true],
      ['Support', '/support', ['au', 'nz'], true],
      ['Stores', '/find-stores', ['au', 'nz'], false],
    ]);
  });

  it('shows Carpet, Hard Flooring, Inspiration, Sustainability, Support and Stores in au and nz', () => {
    const expected = [
      'Carpet',
      'Hard Flooring',
      'Inspiration',
      'Sustainability',
      'Support',
      'Stores',
    ];
    expect(primaryNavigation(au).map((item) => item.label)).toEqual(expected);
    expect(primaryNavigation(nz).map((item) => item.label)).toEqual(expected);
  });

  it('shows Discover, Shop, Plan & Install and Cleaning & Care in na', () => {
    expect(primaryNavigation(na).map((item) => item.label)).toEqual([
      'Discover',
      'Shop',
      'Plan & Install',
      'Cleaning & Care',
    ]);
  });

  it('gives items with a dropdown no link of their own', () => {
    const dropdowns = primaryNavigation(au).filter((item) => item.panel !== null);
    expect(dropdowns.map((item) => item.label)).toEqual([
      'Carpet',
      'Hard Flooring',
      'Inspiration',
      'Sustainability',
      'Support',
    ]);
    for (const item of dropdowns) expect(item.href).toBeNull();
  });

  it('links other items to /{region}{path} when more than one region is available', () => {
    expect(primaryNavigation(au).find((item) => item.label === 'Stores')?.href).toBe(
      '/au/find-stores',
    );
    expect(
      primaryNavigation(na)
        .filter((item) => item.href)
        .map((item) => item.href),
    ).toEqual(['/na/find-stores', '/na/news/installation-standards']);
  });

  it('links other items to the bare path when only one region is available', () => {
    const single = { region: 'nz', regions: ['nz'] } as const;
    expect(primaryNavigation(single).find((item) => item.label === 'Stores')?.href).toBe(
      '/find-stores',
    );
    expect(siteHref('/support', single)).toBe('/support');
  });

  it('opens the carpet panel from Discover in na and the care panel from Cleaning & Care', () => {
    expect(primaryNavigation(na).map((item) => item.panel)).toEqual([
      'carpet',
      null,
      null,
      'cleaningCare',
    ]);
  });
});

describe('carpet mega menu', () => {
  it('links the colour shortcuts to carpet with repeated colour parameters', () => {
    const menu = megaMenuFor('carpet', au);
    expect(section(menu, 'colours')?.links.map(({ label, href }) => [label, href])).toEqual([
      ['Light', '/au/products?type=CPT&colour=orange&colour=yellow'],
      ['Grey', '/au/products?type=CPT&colour=gray'],
      ['Dark', '/au/products?type=CPT&colour=black&colour=purple'],
      ['Natural', '/au/products?type=CPT&colour=brown&colour=green'],
    ]);
  });

  it("lists each region's fibres with their labels and subType links", () => {
    expect(labels(megaMenuFor('carpet', au), 'subTypes')).toEqual([
      'Wool',
      'Triexta',
      'DuraTuft',
      'Solution Dyed Nylon',
    ]);
    expect(labels(megaMenuFor('carpet', nz), 'subTypes')).toContain('Polyester');
    const naFibres = section(megaMenuFor('carpet', na), 'subTypes')?.links;
    expect(naFibres?.at(-1)).toEqual({
      label: 'SmartStrand Silk',
      href: '/na/products?type=CPT&subType=smartstrand_silk',
      external: false,
    });
  });

  it('links the budgets with their price signs', () => {
    const budgets = section(megaMenuFor('carpet', nz), 'budgets')?.links;
    expect(budgets?.map(({ symbol, href }) => [symbol, href])).toEqual([
      ['$', '/nz/products?type=CPT&budget=affordable'],
      ['$$', '/nz/products?type=CPT&budget=mid-range'],
      ['$$$', '/nz/products?type=CPT&budget=premium'],
    ]);
  });

  it('has region-specific Learn More links', () => {
    expect(labels(megaMenuFor('carpet', au), 'learnMore')).toContain('Australian Made');
    expect(labels(megaMenuFor('carpet', nz), 'learnMore')).not.toContain('Australian Made');
    expect(labels(megaMenuFor('carpet', na), 'learnMore')).toContain('Carpet Care');
  });

  it('ends with a link to all carpet', () => {
    expect(megaMenuFor('carpet', na).viewAll).toEqual({
      label: 'View all carpet',
      href: '/na/products?type=CPT',
      external: false,
    });
  });
});

describe('hard-flooring mega menu', () => {
  it('uses the hard-flooring colour order', () => {
    expect(labels(megaMenuFor('hardFlooring', au), 'colours')).toEqual([
      'Light',
      'Natural',
      'Grey',
      'Dark',
    ]);
    expect(section(megaMenuFor('hardFlooring', au), 'colours')?.links[3]?.href).toBe(
      '/au/products?type=HF&colour=purple&colour=black',
    );
  });

  it('lists vinyl sheet in nz only', () => {
    expect(labels(megaMenuFor('hardFlooring', nz), 'subTypes')).toEqual([
      'Engineered Timber',
      'Hybrid',
      'Laminate',
      'Vinyl Plank',
      'Vinyl Sheet',
    ]);
    expect(labels(megaMenuFor('hardFlooring', au), 'subTypes')).not.toContain('Vinyl Sheet');
  });

  it('has no type or Learn More sections for na, which has no hard-flooring subtypes', () => {
    const menu = megaMenuFor('hardFlooring', na);
    expect(section(menu, 'subTypes')).toBeUndefined();
    expect(section(menu, 'learnMore')).toBeUndefined();
  });
});

describe('help and care panels', () => {
  it('offers warranty registration under Support in au only', () => {
    expect(labels(megaMenuFor('support', au), 'support')).toContain('Register Warranty');
    expect(labels(megaMenuFor('support', nz), 'support')).not.toContain('Register Warranty');
  });

  it('leads the na Cleaning & Care panel with the na carpet care guide', () => {
    const menu = megaMenuFor('cleaningCare', na);
    expect(menu.sections[0]?.links[0]).toEqual({
      label: 'Carpet Care',
      href: '/na/news/carpet-care-na',
      external: false,
    });
  });

  it("links the sustainability panel to the site's sustainability pages", () => {
    expect(hrefs(megaMenuFor('sustainability', au))).toEqual([
      '/au/sustainability',
      '/au/sustainability/people/work-force',
      '/au/sustainability/performance/design-principles',
      '/au/sustainability/planet/locally-made',
      '/au/features/red-list-free',
    ]);
  });

  it("links every panel only to the site's own routes", () => {
    const routes =
      /^\/(au|nz|na)\/(products\?.+|find-stores|support|warranty|news(\/[a-z-]+)?|sustainability(\/[a-z-]+\/[a-z-]+)?|grouped-highlights\/(cpt-styles|accs|gh-cpt-warranties|hf-warranties)|features\/[a-z-]+)$/;
    for (const context of [au, nz, na]) {
      for (const panel of [
        'carpet',
        'hardFlooring',
        'sustainability',
        'support',
        'cleaningCare',
      ] as const) {
        for (const href of hrefs(megaMenuFor(panel, context))) expect(href).toMatch(routes);
      }
    }
  });
});

describe('inspiration menu', () => {
  const reports: InspirationEntry[] = [
    { title: 'Balanced Brights', slug: 'balanced-brights' },
    { title: 'Quirky Pastels', slug: 'quirky-pastels' },
    { title: 'Natural Tactiles', slug: 'natural-tactiles' },
  ];
  const partners = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli'].map((name) => ({
    title: name,
    slug: name.toLowerCase(),
    image: `partners/${name.toLowerCase()}`,
  }));

  it('shows the first two trend reports', () => {
    const menu = inspirationMenu(nz, { trendReports: reports, designPartners: [] });
    expect(menu.trendReports).toEqual(reports.slice(0, 2));
    expect(section(menu, 'trendReports')?.links.map((link) => link.href)).toEqual([
      '/nz/inspiration/trend-reports/balanced-brights',
      '/nz/inspiration/trend-reports/quirky-pastels',
    ]);
  });

  it('shows four design partners for au only', () => {
    const auMenu = inspirationMenu(au, { trendReports: reports, designPartners: partners });
    expect(auMenu.designPartners.map((partner) => partner.image)).toEqual([
      'partners/ana',
      'partners/ben',
      'partners/cleo',
      'partners/dev',
    ]);
    expect(section(auMenu, 'designPartners')?.links[0]?.href).toBe(
      '/au/inspiration/design-partners/ana',
    );
    const nzMenu = inspirationMenu(nz, { trendReports: reports, designPartners: partners });
    expect(nzMenu.designPartners).toEqual([]);
    expect(section(nzMenu, 'designPartners')).toBeUndefined();
  });

  it('shows what there is when fewer entries are given', () => {
    const menu = inspirationMenu(au, { trendReports: reports.slice(0, 1), designPartners: [] });
    expect(menu.trendReports).toHaveLength(1);
    expect(section(menu, 'designPartners')).toBeUndefined();
  });

  it('links the six rooms and the projects', () => {
    const menu = inspirationMenu(au, { trendReports: [], designPartners: [] });
    expect(section(menu, 'rooms')?.links.map((link) => link.href.split('/').at(-1))).toEqual([
      'bedroom',
      'living-room',
      'kitchen',
      'dining-room',
      'study',
      'entry',
    ]);
    expect(labels(menu, 'more')).toContain('Projects');
    expect(menu.viewAll?.href).toBe('/au/inspiration');
  });

  it('sizes designer images 130x130, trend banners 320x140 and feature images 300 wide', () => {
    expect(MENU_IMAGE_SIZES).toEqual({
      designPartner: { width: 130, height: 130 },
      trendBanner: { width: 320, height: 140 },
      feature: { width: 300 },
    });
  });
});

describe('home entry tiles', () => {
  it('lead into Carpet and Hard Flooring in au and nz', () => {
    for (const context of [au, nz]) {
      expect(homeEntryTiles(context)).toEqual([
        { label: 'Carpet', href: `/${context.region}/products?type=CPT`, type: 'CPT' },
        { label: 'Hard Flooring', href: `/${context.region}/products?type=HF`, type: 'HF' },
      ]);
    }
  });

  it('lead into Discover in na', () => {
    expect(homeEntryTiles(na)).toEqual([
      { label: 'Discover', href: '/na/products?type=CPT', type: 'CPT' },
    ]);
  });
});
