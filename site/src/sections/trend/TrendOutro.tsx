/** A closing paragraph of a trend report. */
import { graphql } from 'gatsby';
import { CmsHtml } from '../../components/ui/CmsHtml';

/** Typed by Gatsby's graphqlTypegen from the fragment below. */
export type TrendOutroData = Queries.TrendParagraphFields_paragraph__outro_Fragment;

export function TrendOutro({ paragraph }: { paragraph: TrendOutroData }) {
  return <CmsHtml html={paragraph.field_text?.html} className="cms-html trend-outro" />;
}

export const query = graphql`
  fragment TrendOutroFields on paragraph__outro {
    id
    field_text {
      html
    }
  }
`;
