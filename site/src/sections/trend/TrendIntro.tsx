/** A trend report's intro paragraph, with its optional heading (tag and text). */
import { graphql } from 'gatsby';
import { CmsHtml } from '../../components/ui/CmsHtml';
import { Heading, type HeadingLevel } from '../../components/ui/Heading';

/** Typed by Gatsby's graphqlTypegen from the fragment below. */
export type TrendIntroData = Queries.TrendParagraphFields_paragraph__intro_Fragment;

const LEVELS: readonly HeadingLevel[] = ['h2', 'h3', 'h4'];

export function TrendIntro({ paragraph }: { paragraph: TrendIntroData }) {
  const heading = paragraph.field_heading;
  const level = LEVELS.find((tag) => tag === heading?.tag) ?? 'h2';
  return (
    <section className="trend-intro">
      {heading?.text ? <Heading as={level}>{heading.text}</Heading> : null}
      <CmsHtml html={paragraph.field_text?.html} className="cms-html trend-intro__text" />
    </section>
  );
}

export const query = graphql`
  fragment TrendIntroFields on paragraph__intro {
    id
    field_heading {
      tag
      text
    }
    field_text {
      html
    }
  }
`;
