/**
 * A product page's pictures of the chosen colour: the colour laid into a room first (its cameo),
 * its close-up, then the other rooms that suit the product, one at a time in a slider that swipes
 * (swiper), with a row of thumbnails that show each. The build writes the first colour's
 * (product-gallery-markup.ts); the page's island (src/islands/product-page.ts) makes the
 * thumbnails work, brings swiper when the visitor first touches, points, types or scrolls, and
 * writes another colour's pictures in place. The room visualiser's View Now shows the visitor's
 * room in place of the slider (its `gallery` selector names `mainId`).
 */
import { roomShotAlt, type StockRoomId, stockRoom } from '@gh/shared/catalogue';
import { type GalleryView, galleryHtml } from './product-gallery-markup';
import type { ProductPageVariant } from './product-page';

/** The colour's views: its first room, its close-up, then the rest of its rooms. */
export function galleryViews(productName: string, variant: ProductPageVariant): GalleryView[] {
  const room = ({ room, image }: { room: StockRoomId; image: string }): GalleryView => ({
    label: stockRoom(room).name.toLowerCase(),
    alt: roomShotAlt(productName, variant.name, room),
    image,
  });
  const closeUp: GalleryView = {
    label: 'close-up',
    alt: `${productName} in ${variant.name}, close up`,
    image:
      typeof variant.pattern === 'string' ? variant.pattern : `patterns/${variant.globalItemId}`,
  };
  const [first, ...rest] = variant.rooms.map(room);
  return first ? [first, closeUp, ...rest] : [closeUp];
}

export function ProductGallery({
  productName,
  variant,
  mainId,
}: {
  productName: string;
  variant: ProductPageVariant;
  mainId: string;
}) {
  return (
    <div
      className="product-gallery"
      // Markup the page's React never diffs: the island writes each colour's pictures into it.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: built from escaped catalogue fields
      dangerouslySetInnerHTML={{
        __html: galleryHtml(productName, variant.name, galleryViews(productName, variant), mainId),
      }}
    />
  );
}
