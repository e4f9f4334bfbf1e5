import { articleCard } from './article';
import { partnerCard } from './partner';
import { projectCard } from './project';

const image = { src: '/media/a.jpg', srcSet: '/media/a.jpg 480w', width: 480, height: 320 };

describe('the article card', () => {
  const article = {
    id: 'a1',
    title: 'Installation standards',
    created: '3 March 2026',
    field_summary: 'What a good install looks like.',
    path: { alias: '/news/installation-standards' },
    relationships: { field_image: { image }, field_category: { name: 'Guides' } },
  } as Queries.ArticleCardFieldsFragment;

  it('links to the article in the current region, with its image, title and summary', () => {
    expect(articleCard(article, 'nz')).toEqual({
      key: 'a1',
      href: '/nz/news/installation-standards',
      title: 'Installation standards',
      summary: 'What a good install looks like.',
      image,
      meta: 'Guides',
    });
  });

  it('shows the date when the article has no category, and no image when it has none', () => {
    const plain = { ...article, relationships: { field_image: null, field_category: null } };
    expect(articleCard(plain, 'au')).toMatchObject({ meta: '3 March 2026', image: null });
  });
});

describe('the project card', () => {
  const project = {
    id: 'p1',
    title: 'Coastal family home',
    field_summary: 'Wool carpet through the bedrooms.',
    field_area: '180 m²',
    path: { alias: '/inspiration/projects/coastal' },
    relationships: { field_image: { image } },
  } as Queries.ProjectCardFieldsFragment;

  it('links to the project in the current region and shows its floor area above the title', () => {
    expect(projectCard(project, 'na')).toEqual({
      key: 'p1',
      href: '/na/inspiration/projects/coastal',
      title: 'Coastal family home',
      summary: 'Wool carpet through the bedrooms.',
      meta: '180 m²',
      image,
    });
  });
});

describe('the design partner card', () => {
  const partner = {
    id: 'd1',
    title: 'Jo Hart',
    field_role: 'Interior designer',
    field_summary: null,
    path: { alias: '/inspiration/design-partners/jo-hart' },
    relationships: { field_portrait: null },
  } as Queries.PartnerCardFieldsFragment;

  it('links to the partner in the current region and shows their role', () => {
    expect(partnerCard(partner, 'au')).toEqual({
      key: 'd1',
      href: '/au/inspiration/design-partners/jo-hart',
      title: 'Jo Hart',
      meta: 'Interior designer',
      summary: null,
      image: null,
    });
  });

  it('has a title even when the CMS gave none', () => {
    expect(partnerCard({ ...partner, title: null }, 'au').title).toBe('');
  });
});
