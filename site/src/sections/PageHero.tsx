/** The top of an editorial page: its title, summary and hero image. */
import { graphql } from 'gatsby';
import type { ReactNode } from 'react';
import { MediaImage, type ResponsiveImage } from '../components/ui/MediaImage';
import './page-hero.css';

export interface PageHeroProps {
  title: string;
  summary?: string | null;
  image?: ResponsiveImage | null;
  alt?: string | null;
  eyebrow?: ReactNode;
  children?: ReactNode;
}

export function PageHero({ title, summary, image, alt, eyebrow, children }: PageHeroProps) {
  return (
    <header className={`page-hero${image ? ' page-hero--image' : ''}`}>
      <div className="page-hero__text">
        {eyebrow ? <p className="page-hero__eyebrow">{eyebrow}</p> : null}
        <h1 className="page-hero__title">{title}</h1>
        {summary ? <p className="page-hero__summary">{summary}</p> : null}
        {children}
      </div>
      {image ? (
        <MediaImage
          image={image}
          alt={alt ?? ''}
          className="page-hero__image"
          sizes="(min-width: 1024px) 50vw, 100vw"
          priority
        />
      ) : null}
    </header>
  );
}

/** A page's hero fields, typed by Gatsby's graphqlTypegen from the fragment below. */
export type PageHeroData = Queries.PageHeroFieldsFragment;

export const heroProps = (page: PageHeroData): PageHeroProps => ({
  title: page.title ?? '',
  summary: page.field_summary,
  image: page.relationships?.field_hero_image?.image ?? null,
  alt: page.field_hero_image?.alt,
});

export const query = graphql`
  fragment PageHeroFields on node__page {
    title
    field_summary
    field_hero_image {
      alt
    }
    relationships {
      field_hero_image {
        image(width: 720, height: 480) {
          ...Rendition
        }
      }
    }
  }
`;
