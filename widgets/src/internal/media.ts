import { imageUrl } from '@gh/shared/media';

/**
 * A square crop of a media image, `size` pixels a side, from the media delivery beside the
 * element's services (`{api-base}/media`): the swatches of the samples modal and the room view.
 */
export function squareImageUrl(publicId: string, size: number, apiBase: string): string {
  return imageUrl(publicId, {
    base: `${apiBase.replace(/\/+$/, '')}/media`,
    ext: 'jpg',
    transformations: { crop: 'fill', width: size, height: size, quality: 'auto', format: 'auto' },
  });
}
