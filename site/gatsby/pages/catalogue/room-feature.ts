import type { Product } from '@gh/shared/catalogue';

/** A product laid into a room page's room: what the page shows, names and links to. */
export interface RoomFeature {
  /** The room shot's public id on the media service. */
  image: string;
  room: string;
  productName: string;
  colourName: string;
}

/**
 * The room page's picture: the first of the room's products (in the listing's order) that has a
 * colour shown in this stock room, in that colour. None when no product is shown in it (a room
 * that is no stock room, or a region with no product for it): the page keeps its CMS picture.
 */
export function roomFeature(products: readonly Product[], room: string): RoomFeature | undefined {
  for (const product of products) {
    for (const variant of product.variants) {
      const shot = variant.roomShots?.find((candidate) => candidate.room === room);
      if (shot) {
        return { image: shot.publicId, room, productName: product.name, colourName: variant.name };
      }
    }
  }
  return undefined;
}
