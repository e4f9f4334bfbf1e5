import { squareImageUrl as squareUrl } from '@gh/shared/media';

/**
 * A square crop of a media image, `size` pixels a side, from the media delivery beside the
 * element's services (`{api-base}/media`): the swatches of the samples modal and the room view.
 */
export const squareImageUrl = (publicId: string, size: number, apiBase: string): string =>
  squareUrl(publicId, size, `${apiBase.replace(/\/+$/, '')}/media`);
