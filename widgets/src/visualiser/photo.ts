/**
 * The room photo made ready in the browser before it is uploaded (SPEC.md section 7, the resize
 * paragraph): decoded upright, redrawn in a canvas when the shared resize plan says so, a 64 px
 * preview, and the "before" photo of the comparison. Every step that fails falls back as SPEC.md
 * section 8 says: the original is sent, the preview is left empty (logged).
 */
import {
  PREVIEW_FAILED_MESSAGE,
  previewSize,
  resizePlan,
  SCENE_PHOTO_MAX_WIDTH,
  UPLOAD_JPEG_QUALITY,
} from '@gh/shared/visualiser';

export interface PreparedPhoto {
  /** What is sent as vfile: the redrawn JPEG, or the original file. */
  upload: Blob;
  /** The preview thumbnail as a data URL; '' when it could not be made. */
  previewImage: string;
  /** The upright photo for the before/after comparison, or null when it could not be made. */
  photo: { image: string; width: number; height: number } | null;
}

/** JPEG quality of the stored "before" photo: it is only ever seen beside the render. */
const BEFORE_PHOTO_QUALITY = 0.75;

/**
 * Decodes the photo upright. A phone stores a portrait photo as landscape pixels with an EXIF
 * orientation tag; `from-image` turns it as the tag says (Chromium's default too, spelled out for
 * browsers that defaulted to 'none'), so every size below is the upright one and the redrawn JPEG,
 * which carries no tag, is upright as well.
 */
function decode(file: Blob): Promise<ImageBitmap> {
  if (typeof createImageBitmap !== 'function') {
    return Promise.reject(new Error('createImageBitmap is not available'));
  }
  return createImageBitmap(file, { imageOrientation: 'from-image' });
}

function draw(bitmap: ImageBitmap, width: number, height: number): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas context');
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  return canvas;
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no image'))),
      'image/jpeg',
      quality,
    ),
  );
}

function dataUrl(canvas: HTMLCanvasElement, quality: number): string {
  const url = canvas.toDataURL('image/jpeg', quality);
  if (!url.startsWith('data:image/')) throw new Error('the canvas gave no image');
  return url;
}

export async function prepareScenePhoto(file: File): Promise<PreparedPhoto> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(file);
  } catch (error) {
    console.error('Room visualiser: the photo could not be resized; sending the original.', error);
    console.error(PREVIEW_FAILED_MESSAGE, error);
    return { upload: file, previewImage: '', photo: null };
  }
  try {
    const { width, height } = bitmap;
    let upload: Blob = file;
    const plan = resizePlan({ width, height, type: file.type });
    if (plan.action === 'redraw') {
      try {
        upload = await toJpeg(draw(bitmap, plan.width, plan.height), plan.quality);
      } catch (error) {
        console.error(
          'Room visualiser: the photo could not be resized; sending the original.',
          error,
        );
      }
    }

    let previewImage = '';
    const preview = previewSize(width, height);
    try {
      if (!preview) throw new Error(`unreadable photo size ${width} × ${height}`);
      previewImage = dataUrl(draw(bitmap, preview.width, preview.height), UPLOAD_JPEG_QUALITY);
    } catch (error) {
      console.error(PREVIEW_FAILED_MESSAGE, error);
    }

    let photo: PreparedPhoto['photo'] = null;
    try {
      const scale = Math.min(1, SCENE_PHOTO_MAX_WIDTH / width);
      const w = Math.round(width * scale);
      const h = Math.max(1, Math.round(height * scale));
      photo = { image: dataUrl(draw(bitmap, w, h), BEFORE_PHOTO_QUALITY), width, height };
    } catch (error) {
      console.error('Room visualiser: the before photo could not be made.', error);
    }
    return { upload, previewImage, photo };
  } finally {
    bitmap.close();
  }
}
