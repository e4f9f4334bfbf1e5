/** The trend report's PDF download, shown only when it has a public id (not 'none') and a title (SPEC.md section 5). */
import { graphql } from 'gatsby';
import './trend-pdf.css';

/** Typed by Gatsby's graphqlTypegen from the fragment below. */
export type TrendPdfData = Queries.TrendPdfFieldsFragment;

export function usablePdf(pdf: TrendPdfData | null | undefined): pdf is TrendPdfData {
  const publicId = pdf?.field_public_id?.trim();
  return Boolean(publicId && publicId.toLowerCase() !== 'none' && pdf?.field_title?.trim());
}

export function TrendPdf({ pdf }: { pdf: TrendPdfData | null | undefined }) {
  if (!usablePdf(pdf)) return null;
  const href = pdf.relationships?.field_file?.publicUrl;
  if (!href) return null;
  return (
    <aside className="trend-pdf" aria-label="Download the report">
      <p className="trend-pdf__title">{pdf.field_title}</p>
      {pdf.field_subtitle ? <p className="trend-pdf__subtitle">{pdf.field_subtitle}</p> : null}
      <a className="button button--primary" href={href} download>
        Download the PDF
      </a>
    </aside>
  );
}

export const query = graphql`
  fragment TrendPdfFields on paragraph__pdf {
    field_title
    field_subtitle
    field_public_id
    relationships {
      field_file {
        publicUrl
      }
    }
  }
`;
