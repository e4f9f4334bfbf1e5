/** A trend report's gallery: the palette in real rooms. */
import { graphql } from 'gatsby';
import { Heading } from '../../components/ui/Heading';
import { MediaImage, type ResponsiveImage } from '../../components/ui/MediaImage';
import './trend-gallery.css';

/** Typed by Gatsby's graphqlTypegen from the fragment below. */
export type TrendGalleryData = Queries.TrendParagraphFields_paragraph__gallery_Fragment;

export function TrendGallery({ paragraph }: { paragraph: TrendGalleryData }) {
  const images = paragraph.relationships?.field_images ?? [];
  if (images.length === 0) return null;
  return (
    <section className="trend-gallery" aria-label={paragraph.field_title ?? 'Gallery'}>
      {paragraph.field_title ? <Heading>{paragraph.field_title}</Heading> : null}
      <GalleryImages images={images} alts={paragraph.field_images} />
    </section>
  );
}

/** A CMS image field's files and, at the same index, their alt texts. */
export interface GalleryImagesProps {
  images: readonly ({ id: string; image: ResponsiveImage | null } | null)[];
  alts: readonly ({ alt: string | null } | null)[] | null | undefined;
}

/** The gallery's grid of images, which a project's gallery shows too. */
export function GalleryImages({ images, alts }: GalleryImagesProps) {
  return (
    <ul className="trend-gallery__list">
      {images.map((file, index) =>
        file ? (
          <li key={file.id}>
            <MediaImage
              image={file.image}
              alt={alts?.[index]?.alt ?? ''}
              sizes="(min-width: 1024px) 50vw, 100vw"
            />
          </li>
        ) : null,
      )}
    </ul>
  );
}

export const query = graphql`
  fragment TrendGalleryFields on paragraph__gallery {
    id
    field_title
    field_images {
      alt
    }
    relationships {
      field_images {
        id
        image(width: 720, height: 480) {
          ...Rendition
        }
      }
    }
  }
`;
