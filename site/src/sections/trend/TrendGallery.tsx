/**
 * A trend report's gallery: the palette in real rooms. Where the report's shop the look has
 * colours in the region, the rooms are theirs: each colour laid into a room that suits it by the
 * media service, naming the product and colour and linking to it, as many as the CMS gallery
 * holds, in as many different rooms as they allow. Otherwise the CMS pictures show.
 */
import { roomShotAlt, type StockRoomId } from '@gh/shared/catalogue';
import { graphql } from 'gatsby';
import { landscapeRendition } from '../../catalogue/square-image';
import { Heading } from '../../components/ui/Heading';
import { MediaImage, type ResponsiveImage } from '../../components/ui/MediaImage';
import './trend-gallery.css';

/** Typed by Gatsby's graphqlTypegen from the fragment below. */
export type TrendGalleryData = Queries.TrendParagraphFields_paragraph__gallery_Fragment;

/** A colour of the report's shop the look, and the rooms it is shown in, best first. */
export interface LookInRooms {
  name: string;
  colourName: string;
  href: string;
  shots: readonly { room: StockRoomId; publicId: string }[];
}

/** The gallery's picture width on the widest page (CSS px), as the CMS pictures'. */
const ROOM_WIDTH = 720;

export function TrendGallery({
  paragraph,
  looks = [],
}: {
  paragraph: TrendGalleryData;
  /** The report's shop the look in this region. */
  looks?: readonly LookInRooms[];
}) {
  const images = paragraph.relationships?.field_images ?? [];
  const rooms = lookRooms(looks, Math.max(images.length, 1));
  if (images.length === 0 && rooms.length === 0) return null;
  return (
    <section className="trend-gallery" aria-label={paragraph.field_title ?? 'Gallery'}>
      {paragraph.field_title ? <Heading>{paragraph.field_title}</Heading> : null}
      {rooms.length > 0 ? (
        <ul className="trend-gallery__list">
          {rooms.map(({ look, publicId, room }) => (
            <li key={publicId}>
              <figure className="trend-gallery__room">
                <MediaImage
                  image={landscapeRendition(publicId, ROOM_WIDTH)}
                  alt={roomShotAlt(look.name, look.colourName, room)}
                  sizes="(min-width: 1024px) 50vw, 100vw"
                />
                <figcaption>
                  <a href={look.href}>
                    {look.name} in {look.colourName}
                  </a>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : (
        <GalleryImages images={images} alts={paragraph.field_images} />
      )}
    </section>
  );
}

/**
 * Up to `count` of the looks, each in one of its rooms: in the looks' order, each takes the first
 * of its rooms no look before it took, so the gallery shows as many kinds of room as it can; a look
 * whose rooms are all taken comes after, in its best room.
 */
export function lookRooms(looks: readonly LookInRooms[], count: number) {
  const taken = new Set<string>();
  const chosen: { look: LookInRooms; room: StockRoomId; publicId: string }[] = [];
  const later: typeof chosen = [];
  for (const look of looks) {
    const fresh = look.shots.find((shot) => !taken.has(shot.room));
    if (fresh) {
      taken.add(fresh.room);
      chosen.push({ look, ...fresh });
    } else if (look.shots[0]) {
      later.push({ look, ...look.shots[0] });
    }
  }
  return [...chosen, ...later].slice(0, count);
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
