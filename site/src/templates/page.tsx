/**
 * A standard editorial page: sustainability, support (each region has its own), warranty,
 * about us and the legal pages. Sustainability pages share a section navigation; the warranty
 * page links to the registration form.
 */
import { resolveLinks, SUSTAINABILITY_LINKS } from '@gh/shared/navigation';
import { graphql, Link, type PageProps } from 'gatsby';
import { Layout } from '../components/Layout';
import { nodeHead } from '../components/Seo';
import { CmsHtml } from '../components/ui/CmsHtml';
import { linkHref, type RegionPageContext } from '../routing';
import { heroProps, PageHero } from '../sections/PageHero';

type PageData = Queries.PageQuery;

export default function Page({ data, pageContext }: PageProps<PageData, RegionPageContext>) {
  const { region, basePath } = pageContext;
  const page = data.page;
  const registration = page?.field_registration_link;
  const sectionLinks =
    page?.field_page_type === 'sustainability'
      ? resolveLinks(SUSTAINABILITY_LINKS, { region })
      : [];
  return (
    <Layout region={region} basePath={basePath}>
      {page ? (
        <PageHero {...heroProps(page)}>
          {registration?.uri ? (
            <a
              className="button button--primary"
              href={linkHref(registration.uri, region)}
              rel="noopener"
            >
              {registration.title || 'Register your warranty'}
            </a>
          ) : null}
        </PageHero>
      ) : null}
      <div className={`page-body page-body--${page?.field_page_type ?? 'standard'}`}>
        {sectionLinks.length ? (
          <nav className="section-nav" aria-label="Sustainability">
            <ul>
              {sectionLinks.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    aria-current={link.href === `/${region}${basePath}` ? 'page' : undefined}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <CmsHtml html={page?.body?.html} className="cms-html page-body__text" />
      </div>
    </Layout>
  );
}

export const Head = nodeHead('GH Flooring', (data: PageData) => ({
  node: data.page,
  image: data.page?.relationships?.field_hero_image?.image?.src,
}));

export const query = graphql`
  query Page($id: String!) {
    page: nodePage(id: { eq: $id }) {
      ...PageHeroFields
      field_page_type
      body {
        html
      }
      field_registration_link {
        uri
        title
      }
    }
  }
`;
