/**
 * The document head of a page (Gatsby Head API): title, description, canonical link, hreflang
 * alternates and Open Graph, from the page's content.
 */
import type { Region } from '@gh/shared/regions';
import { graphql, type HeadProps, useStaticQuery } from 'gatsby';
import type { ReactNode } from 'react';
import { pagePath, type RegionPageContext } from '../routing';
import { alternateLinks } from './alternates';

export interface SeoProps {
  title: string;
  description?: string | null;
  /** The page's own path, region prefix included. */
  path: string;
  /** The regions that have this page (its context's `alternates`): hreflang links to each. */
  alternates?: readonly Region[];
  image?: string | null;
  type?: 'website' | 'article';
  noindex?: boolean;
  children?: ReactNode;
}

export function Seo({
  title,
  description,
  path,
  alternates,
  image,
  type = 'website',
  noindex,
  children,
}: SeoProps) {
  const { site } = useStaticQuery<Queries.SiteMetadataQuery>(graphql`
    query SiteMetadata {
      site {
        siteMetadata {
          title
          description
          siteUrl
        }
      }
    }
  `);
  // gatsby-config sets all three; the generated query type cannot know that.
  const meta = {
    title: site?.siteMetadata?.title ?? '',
    description: site?.siteMetadata?.description ?? '',
    siteUrl: site?.siteMetadata?.siteUrl ?? '',
  };
  const fullTitle = title === meta.title ? title : `${title} | ${meta.title}`;
  const text = description || meta.description;
  const url = new URL(path, meta.siteUrl).toString();
  const imageUrl = image ? new URL(image, meta.siteUrl).toString() : null;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {noindex
        ? null
        : alternateLinks(url, alternates).map(({ hreflang, href }) => (
            <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
          ))}
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:type" content={type} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={meta.title} />
      {imageUrl ? <meta property="og:image" content={imageUrl} /> : null}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="theme-color" content="#1f2a2e" />
      {noindex ? <meta name="robots" content="noindex" /> : null}
      {children}
    </>
  );
}

export type PageSeoProps = Omit<SeoProps, 'path' | 'alternates'> & { context: RegionPageContext };

/** A regional page's head: its path and its alternates come from the page's context. */
export function PageSeo({ context, ...seo }: PageSeoProps) {
  return <Seo {...seo} path={pagePath(context)} alternates={context.alternates} />;
}

/**
 * The Head export of a page whose title and description are fixed, not read from its data (the
 * calculator, store locator, collections, features and search pages).
 */
export function pageHead(seo: Omit<PageSeoProps, 'context'>) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per template, at module level
  return function Head({ pageContext }: HeadProps<object, RegionPageContext>) {
    return <PageSeo {...seo} context={pageContext} />;
  };
}

/** The fields of a CMS node that name its page: its title and its summary. */
interface NamedNode {
  title?: string | null;
  field_summary?: string | null;
}

export type NodeSeoProps = Omit<PageSeoProps, 'title' | 'description'> & {
  /** The CMS node the page is made from; a region without one still gets a head. */
  node: NamedNode | null | undefined;
  /** The title when there is no node. */
  title: string;
};

/** The head of a page made from one CMS node: the node's title and summary. */
export function NodeSeo({ node, title, ...seo }: NodeSeoProps) {
  return <PageSeo {...seo} title={node?.title ?? title} description={node?.field_summary} />;
}

/**
 * The Head export of a page made from one CMS node (an article, a project, a design partner, an
 * editorial page, a highlights collection, a landing page): `seo` picks the node from the page's
 * data, and the image and type its shares show; `title` names the page of a region without it.
 */
export function nodeHead<Data>(
  title: string,
  seo: (data: Data) => Omit<NodeSeoProps, 'title' | 'context'>,
) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per template, at module level
  return function Head({ data, pageContext }: HeadProps<Data, RegionPageContext>) {
    return <NodeSeo {...seo(data)} context={pageContext} title={title} />;
  };
}
