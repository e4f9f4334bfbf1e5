/**
 * The shell of every landing page (news, projects, design partners, trend reports, inspiration and
 * the room pages): the CMS page's hero and text, then the sections the template puts in it; the
 * document head is the page's (nodeHead in components/Seo.tsx). A template gives its page's
 * `LandingPageFields` and its sections; nothing else differs between landing pages.
 */
import { graphql, type PageProps } from 'gatsby';
import type { ReactNode } from 'react';
import { Layout } from '../components/Layout';
import { nodeHead } from '../components/Seo';
import { CmsHtml } from '../components/ui/CmsHtml';
import type { RegionPageContext } from '../routing';
import { heroProps, PageHero, type PageHeroProps } from './PageHero';

/** A landing page's own fields, typed by Gatsby's graphqlTypegen from the fragment below. */
export type LandingPageData = Queries.LandingPageFieldsFragment;

export interface LandingPageProps {
  /** The CMS page at this path; a region without one still gets the template's sections. */
  page: LandingPageData | null | undefined;
  context: RegionPageContext;
  /** What the template shows in the hero in place of the CMS page's (a room page's picture). */
  hero?: Partial<PageHeroProps>;
  children: ReactNode;
}

export function LandingPage({ page, context, hero, children }: LandingPageProps) {
  return (
    <Layout region={context.region} basePath={context.basePath}>
      {page ? <PageHero {...heroProps(page)} {...hero} /> : null}
      <div className="page-sections">
        <CmsHtml html={page?.body?.html} />
        {children}
      </div>
    </Layout>
  );
}

/**
 * A landing template's default export: the landing page of the query's `page`, holding the
 * sections that `sections` makes from the rest of the query's data and the page's context.
 */
export function landingPage<
  Data extends { page: LandingPageData | null },
  Context extends RegionPageContext = RegionPageContext,
>(sections: (data: Data, context: Context) => ReactNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per template, at module level
  return function LandingTemplate({ data, pageContext }: PageProps<Data, Context>) {
    return (
      <LandingPage page={data.page} context={pageContext}>
        {sections(data, pageContext)}
      </LandingPage>
    );
  };
}

/**
 * A landing template's Head export: the CMS page's title and summary, or `title` for a region
 * without the page.
 */
export function landingPageHead(title: string) {
  return nodeHead(title, (data: { page: LandingPageData | null }) => ({ node: data.page }));
}

export const fragment = graphql`
  fragment LandingPageFields on node__page {
    ...PageHeroFields
    body {
      html
    }
  }
`;
