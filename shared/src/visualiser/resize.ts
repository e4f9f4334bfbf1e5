/** What to do with a room photo before it is uploaded (SPEC.md section 7, the resize paragraph). */
import {
  PREVIEW_WIDTH,
  UPLOAD_JPEG_QUALITY,
  UPLOAD_MAX_WIDTH,
  UPLOAD_MIN_HEIGHT,
  UPLOAD_MIN_WIDTH,
} from './constants';

export interface ImageFacts {
  width: number;
  height: number;
  /** The file's MIME type, e.g. 'image/png'. */
  type: string;
}

export type ResizePlan =
  | { action: 'redraw'; width: number; height: number; type: 'image/jpeg'; quality: number }
  | { action: 'sendUnchanged' };

const validSize = (width: number, height: number) =>
  Number.isFinite(width) && Number.isFinite(height) && width > 0 && height > 0;

/**
 * A photo wider than 1400 or not a PNG is redrawn as JPEG quality 0.8 at the smallest size that
 * keeps its aspect ratio and is at least 1300 wide and 700 high (so a small JPEG is scaled up,
 * and a very wide panorama may stay wider than 1400 to keep 700 of height). A PNG at or below
 * 1400 wide is sent unchanged, and so is a photo whose size cannot be read (resizing failed:
 * the original is sent).
 */
export function resizePlan({ width, height, type }: ImageFacts): ResizePlan {
  if (!validSize(width, height)) return { action: 'sendUnchanged' };
  const isPng = type.toLowerCase() === 'image/png';
  if (isPng && width <= UPLOAD_MAX_WIDTH) return { action: 'sendUnchanged' };
  const scale = Math.max(UPLOAD_MIN_WIDTH / width, UPLOAD_MIN_HEIGHT / height);
  return {
    action: 'redraw',
    width: Math.max(UPLOAD_MIN_WIDTH, Math.round(width * scale)),
    height: Math.max(UPLOAD_MIN_HEIGHT, Math.round(height * scale)),
    type: 'image/jpeg',
    quality: UPLOAD_JPEG_QUALITY,
  };
}

/** The preview thumbnail: 64 wide, height keeping the aspect ratio; null for an unreadable size. */
export function previewSize(
  width: number,
  height: number,
): { width: number; height: number } | null {
  if (!validSize(width, height)) return null;
  return {
    width: PREVIEW_WIDTH,
    height: Math.max(1, Math.round((height * PREVIEW_WIDTH) / width)),
  };
}
