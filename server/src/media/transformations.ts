import { CROP_MODES, type CropMode, GRAVITIES, type Gravity } from '@gh/shared/media';
import { badRequest } from '../errors';
import { isValidPublicId, MAX_MEDIA_DIMENSION } from './assets';

/**
 * The subset of Cloudinary's delivery-URL transformations the site and widgets use
 * (`/media/{cloud}/image/upload/{transformations}/v{version}/{public_id}.{ext}`):
 * w_, h_, c_ (the crop modes of @gh/shared/media: fill, lfill, fit, limit, scale, pad, crop,
 * thumb), g_ (its gravities, for fill, lfill, crop and thumb), dpr_,
 * q_ (auto or 1–100) and f_ (auto, jpg, png, webp, avif), comma-separated within a segment and
 * applied segment by segment. Anything else is refused with a 400 naming it.
 */
export type Crop = CropMode;
export type { Gravity };
export type ImageFormat = 'jpg' | 'png' | 'webp' | 'avif';

export interface ResizeStep {
  width?: number;
  height?: number;
  crop: Crop;
  gravity: Gravity;
}

export interface DeliveryRequest {
  publicId: string;
  /** Resize steps in the order the URL gives them. */
  steps: ResizeStep[];
  /** 'auto' or 1–100; the last q_ wins. */
  quality: number | 'auto';
  /** The f_ parameter (the last wins), else the extension. */
  format: ImageFormat | 'auto';
}

const CROPS: ReadonlySet<string> = new Set(CROP_MODES);
const GRAVITY_NAMES: ReadonlySet<string> = new Set(GRAVITIES);
const FORMATS: Record<string, ImageFormat> = {
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
};
/** q_auto and its named levels. */
const QUALITY_LEVELS: Record<string, number | 'auto'> = {
  auto: 'auto',
  'auto:best': 90,
  'auto:good': 80,
  'auto:eco': 70,
  'auto:low': 60,
};

const TRANSFORMATION = /^[a-z]{1,3}_/;
const VERSION = /^v\d{1,12}$/;

function dimension(name: string, raw: string): number {
  if (!/^\d{1,5}$/.test(raw))
    throw badRequest(`${name}_ must be a whole number of pixels, got '${raw}'`);
  const value = Number(raw);
  if (value < 1 || value > MAX_MEDIA_DIMENSION) {
    throw badRequest(`${name}_ must be between 1 and ${MAX_MEDIA_DIMENSION}, got ${value}`);
  }
  return value;
}

function parseSegment(segment: string, request: DeliveryRequest): void {
  let width: number | undefined;
  let height: number | undefined;
  let crop: Crop | undefined;
  let gravity: Gravity = 'center';
  let dpr = 1;
  for (const part of segment.split(',')) {
    const separator = part.indexOf('_');
    const key = part.slice(0, separator);
    const value = part.slice(separator + 1);
    if (separator < 1 || value === '') throw badRequest(`Malformed transformation '${part}'`);
    switch (key) {
      case 'w':
        width = dimension('w', value);
        break;
      case 'h':
        height = dimension('h', value);
        break;
      case 'c':
        if (!CROPS.has(value)) throw badRequest(`Unsupported crop mode c_${value}`);
        crop = value as Crop;
        break;
      case 'g':
        if (!GRAVITY_NAMES.has(value)) throw badRequest(`Unsupported gravity g_${value}`);
        gravity = value as Gravity;
        break;
      case 'dpr':
        if (!/^[1-4](\.\d{1,2})?$/.test(value))
          throw badRequest(`dpr_ must be 1 to 4, got '${value}'`);
        dpr = Number(value);
        break;
      case 'q': {
        const level = QUALITY_LEVELS[value];
        if (level !== undefined) request.quality = level;
        else if (/^\d{1,3}$/.test(value) && Number(value) >= 1 && Number(value) <= 100) {
          request.quality = Number(value);
        } else throw badRequest(`q_ must be auto or 1 to 100, got '${value}'`);
        break;
      }
      case 'f': {
        if (value === 'auto') request.format = 'auto';
        else {
          const format = FORMATS[value];
          if (!format) throw badRequest(`Unsupported format f_${value}`);
          request.format = format;
        }
        break;
      }
      default:
        throw badRequest(`Unsupported transformation '${part}'`);
    }
  }
  if (width !== undefined || height !== undefined) {
    const scaled = (edge: number | undefined) => {
      if (edge === undefined) return undefined;
      const value = Math.round(edge * dpr);
      if (value > MAX_MEDIA_DIMENSION) {
        throw badRequest(`Images are at most ${MAX_MEDIA_DIMENSION} px on a side`);
      }
      return value;
    };
    request.steps.push({
      width: scaled(width),
      height: scaled(height),
      crop: crop ?? 'scale',
      gravity,
    });
  } else if (crop !== undefined) {
    throw badRequest(`c_${crop} needs w_ or h_`);
  }
}

/**
 * Reads the part of a delivery URL after `/upload/`: transformation segments, an optional
 * v{version}, then the public id with its extension. Throws a 400 for anything it cannot serve,
 * including path tricks ('..', '.', empty segments, backslashes).
 */
export function parseDeliveryPath(path: string): DeliveryRequest {
  if (path.length > 1000) throw badRequest('Media path is too long');
  const segments = path.split('/');
  if (segments.some((segment) => segment === '' || segment === '.' || segment === '..')) {
    throw badRequest('Media path has an empty, "." or ".." segment');
  }
  if (/[\\\0]/.test(path)) throw badRequest('Media path has a forbidden character');
  const versionAt = segments.findIndex((segment) => VERSION.test(segment));
  let transformations: string[];
  let idSegments: string[];
  if (versionAt >= 0) {
    transformations = segments.slice(0, versionAt);
    idSegments = segments.slice(versionAt + 1);
  } else {
    // Without a version, leading segments that look like transformations are transformations.
    let split = 0;
    while (split < segments.length - 1 && TRANSFORMATION.test(segments[split] ?? '')) split++;
    transformations = segments.slice(0, split);
    idSegments = segments.slice(split);
  }
  const last = idSegments.pop();
  const dot = last?.lastIndexOf('.') ?? -1;
  if (!last || dot < 1)
    throw badRequest('Media path needs a public id with an extension, e.g. swatches/ID.jpg');
  const extension = last.slice(dot + 1).toLowerCase();
  const extensionFormat = FORMATS[extension];
  if (!extensionFormat) throw badRequest(`Unsupported image extension '.${extension}'`);
  const publicId = [...idSegments, last.slice(0, dot)].join('/');
  if (!isValidPublicId(publicId)) throw badRequest(`Invalid public id '${publicId}'`);
  const request: DeliveryRequest = {
    publicId,
    steps: [],
    quality: 'auto',
    format: extensionFormat,
  };
  for (const segment of transformations) parseSegment(segment, request);
  return request;
}

/** What f_auto delivers for an Accept header: AVIF, else WebP, else JPEG. */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpg';
}
