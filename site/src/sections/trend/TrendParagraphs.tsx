/**
 * The trend report's body paragraphs, rendered by type: a map from paragraph type to component,
 * with a fallback that renders nothing for a type the site does not know yet (and says so in the
 * console, so a new CMS paragraph type is noticed).
 */
import { graphql } from 'gatsby';
import type { ComponentType } from 'react';
import { TrendGallery, type TrendGalleryData } from './TrendGallery';
import { TrendIntro, type TrendIntroData } from './TrendIntro';
import { TrendOutro, type TrendOutroData } from './TrendOutro';

export type TrendParagraphData = TrendIntroData | TrendGalleryData | TrendOutroData;

const COMPONENTS: {
  [T in TrendParagraphData['__typename']]: ComponentType<{
    paragraph: Extract<TrendParagraphData, { __typename: T }>;
  }>;
} = {
  paragraph__intro: TrendIntro,
  paragraph__gallery: TrendGallery,
  paragraph__outro: TrendOutro,
};

function Fallback({ paragraph }: { paragraph: { __typename: string } }) {
  if (typeof window !== 'undefined') console.warn(`No component for ${paragraph.__typename}`);
  return null;
}

export function TrendParagraphs({ paragraphs }: { paragraphs: readonly TrendParagraphData[] }) {
  return (
    <>
      {paragraphs.map((paragraph) => {
        const Component = (COMPONENTS[paragraph.__typename] ?? Fallback) as ComponentType<{
          paragraph: TrendParagraphData;
        }>;
        return <Component key={paragraph.id} paragraph={paragraph} />;
      })}
    </>
  );
}

export const query = graphql`
  fragment TrendParagraphFields on TrendParagraph {
    __typename
    ...TrendIntroFields
    ...TrendGalleryFields
    ...TrendOutroFields
  }
`;
