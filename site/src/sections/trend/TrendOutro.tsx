/** A closing paragraph of a trend report. */
import { graphql } from 'gatsby';
import { CmsHtml } from '../../components/ui/CmsHtml';

export interface TrendOutroData {
  __typename: 'paragraph__outro';
  id: string;
  field_text: { html: string | null } | null;
}

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
