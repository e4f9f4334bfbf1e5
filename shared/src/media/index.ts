/**
 * Image and video URLs of the media delivery service (SPEC.md sections 3, 5 and 7), built with
 * Cloudinary's URL builder (@cloudinary/url-gen) so that every URL follows its delivery syntax:
 * {base}/{cloud}/{image|video}/{deliveryType}/{transformations}/v{version}/{public id}.{ext}.
 * The base is the media CDN by default; the embedded media server stands in with
 * `{origin}/media` (DESIGN.md section 4).
 */
import { format as deliveryFormat, dpr, quality } from '@cloudinary/url-gen/actions/delivery';
import { source } from '@cloudinary/url-gen/actions/overlay';
import {
  crop,
  fill,
  fit,
  limitFill,
  limitFit,
  pad,
  scale,
  thumbnail,
} from '@cloudinary/url-gen/actions/resize';
import { byRadius, max as maxRadius } from '@cloudinary/url-gen/actions/roundCorners';
import { CloudinaryImage } from '@cloudinary/url-gen/assets/CloudinaryImage';
import { CloudinaryVideo } from '@cloudinary/url-gen/assets/CloudinaryVideo';
import {
  center,
  east,
  north,
  northEast,
  northWest,
  south,
  southEast,
  southWest,
  west,
} from '@cloudinary/url-gen/qualifiers/compass';
import { autoGravity, compass } from '@cloudinary/url-gen/qualifiers/gravity';
import { Position } from '@cloudinary/url-gen/qualifiers/position';
import { text as textSource } from '@cloudinary/url-gen/qualifiers/source';
import { TextStyle } from '@cloudinary/url-gen/qualifiers/textStyle';

/** The image cloud of the default site settings (SPEC.md section 1). */
export const DEFAULT_CLOUD_NAME = 'gh';
/** The media CDN. */
export const MEDIA_CDN_BASE = 'https://res.cloudinary.com';
export const DEFAULT_DELIVERY_TYPE = 'upload';
export const DEFAULT_VERSION = 1;

/** A URL option breaks a rule of SPEC.md section 5. */
export class MediaUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MediaUrlError';
  }
}

export type ResourceType = 'image' | 'video';
/**
 * The delivery vocabulary the site, the widgets and the reference media server share (the
 * server refuses any other value with a 400): Cloudinary's crop modes and gravities as used here.
 */
export const CROP_MODES = [
  'fill',
  'fit',
  'limit',
  'lfill',
  'scale',
  'pad',
  'thumb',
  'crop',
] as const;
export type CropMode = (typeof CROP_MODES)[number];
export const COMPASS_POINTS = [
  'center',
  'north',
  'south',
  'east',
  'west',
  'north_east',
  'north_west',
  'south_east',
  'south_west',
] as const;
export type Compass = (typeof COMPASS_POINTS)[number];
/** The focus of a fill, lfill, crop or thumb: a compass point, or 'auto' (the salient part). */
export const GRAVITIES = ['auto', ...COMPASS_POINTS] as const;
export type Gravity = (typeof GRAVITIES)[number];

/**
 * Text drawn over an image. Its style is either a saved text style (`publicId`) or style
 * parameters (fontFamily and fontSize, optionally fontWeight, fontStyle, textAlign, letterSpacing,
 * lineSpacing), never both.
 */
export interface TextLayer {
  text: string;
  publicId?: string;
  fontFamily?: string;
  fontSize?: number;
  fontWeight?: 'normal' | 'bold' | 'thin' | 'light';
  fontStyle?: 'normal' | 'italic';
  textAlign?: 'left' | 'center' | 'right' | 'justify';
  letterSpacing?: number;
  lineSpacing?: number;
  /** Text colour, e.g. '#ffffff'. */
  color?: string;
  gravity?: Compass;
  x?: number;
  y?: number;
}

/** One step of the transformation chain; each set field becomes one URL component. */
export interface MediaTransformation {
  /** Crop mode; 'scale' when only a size is given. */
  crop?: CropMode;
  width?: number;
  height?: number;
  /** Focus of fill, lfill, crop and thumb crops. */
  gravity?: Gravity;
  /** Corner radius: one value, 'max' (a circle), or 1 to 4 values (clockwise from top left). */
  radius?: number | 'max' | readonly (number | null | undefined)[];
  quality?: 'auto' | number;
  format?: 'auto' | 'webp' | 'avif' | 'jpg' | 'png' | 'gif';
  dpr?: number;
  text?: TextLayer;
}

export interface MediaUrlOptions {
  transformations?: MediaTransformation | readonly MediaTransformation[];
  /** Default 'upload'. */
  deliveryType?: string;
  /** Default 1. */
  version?: number | string;
  /** File extension appended to the public id, e.g. 'jpg'. */
  ext?: string;
  /** Default 'image'. */
  resourceType?: ResourceType;
  /** A file name for search engines after the public id; no '.' or '/'. */
  suffix?: string;
  /** The short form {base}/{cloud}/{public id}; image/upload only. */
  useRootPath?: boolean;
  /** Default 'gh'; required. */
  cloudName?: string;
  /** Where the clouds live: the media CDN by default, or e.g. 'http://localhost:8000/media' or '/media'. */
  base?: string;
}

const COMPASS = {
  center,
  north,
  south,
  east,
  west,
  north_east: northEast,
  north_west: northWest,
  south_east: southEast,
  south_west: southWest,
} as const;

function compassGravity(name: Compass) {
  return compass(COMPASS[name]());
}

function resizeAction({ crop: mode = 'scale', width, height, gravity }: MediaTransformation) {
  if (width === undefined && height === undefined) return undefined;
  const focus =
    gravity === undefined
      ? undefined
      : gravity === 'auto'
        ? autoGravity()
        : compassGravity(gravity);
  switch (mode) {
    case 'fill':
      return focus ? fill(width, height).gravity(focus) : fill(width, height);
    case 'lfill':
      return focus ? limitFill(width, height).gravity(focus) : limitFill(width, height);
    case 'crop':
      return focus ? crop(width, height).gravity(focus) : crop(width, height);
    case 'thumb':
      return focus ? thumbnail(width, height).gravity(focus) : thumbnail(width, height);
    case 'fit':
      return fit(width, height);
    case 'limit':
      return limitFit(width, height);
    case 'pad':
      return pad(width, height);
    case 'scale':
      return scale(width, height);
  }
}

function radiusAction(radius: NonNullable<MediaTransformation['radius']>) {
  if (radius === 'max') return maxRadius();
  if (typeof radius === 'number') return byRadius(radius);
  if (radius.length < 1 || radius.length > 4) {
    throw new MediaUrlError('A corner radius list has 1 to 4 values');
  }
  const values = radius.map((value) => {
    if (value == null) throw new MediaUrlError('A corner radius value cannot be null');
    return value;
  });
  return byRadius(...(values as [number, number?, number?, number?]));
}

const STYLE_FIELDS = [
  'fontFamily',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'textAlign',
  'letterSpacing',
  'lineSpacing',
] as const;

function textOverlay(layer: TextLayer) {
  const hasStyle = STYLE_FIELDS.some((field) => layer[field] !== undefined);
  if (layer.publicId && hasStyle) {
    throw new MediaUrlError('A text layer takes a public id or style parameters, not both');
  }
  if (!layer.publicId && !hasStyle) {
    throw new MediaUrlError('A text layer needs a public id or style parameters');
  }
  let style: TextStyle | string;
  if (layer.publicId) {
    style = layer.publicId;
  } else {
    if (!layer.fontFamily) throw new MediaUrlError('A text layer needs a font family');
    if (!layer.fontSize) throw new MediaUrlError('A text layer needs a font size');
    const textStyle = new TextStyle(layer.fontFamily, layer.fontSize);
    if (layer.fontWeight) textStyle.fontWeight(layer.fontWeight);
    if (layer.fontStyle) textStyle.fontStyle(layer.fontStyle);
    if (layer.textAlign) textStyle.textAlignment(layer.textAlign);
    if (layer.letterSpacing !== undefined) textStyle.letterSpacing(layer.letterSpacing);
    if (layer.lineSpacing !== undefined) textStyle.lineSpacing(layer.lineSpacing);
    style = textStyle;
  }
  const text = textSource(layer.text, style);
  if (layer.color) text.textColor(layer.color);
  const overlay = source(text);
  if (layer.gravity || layer.x !== undefined || layer.y !== undefined) {
    const position = new Position();
    if (layer.gravity) position.gravity(compassGravity(layer.gravity));
    if (layer.x !== undefined) position.offsetX(layer.x);
    if (layer.y !== undefined) position.offsetY(layer.y);
    overlay.position(position);
  }
  return overlay;
}

type Asset = CloudinaryImage | CloudinaryVideo;

function applyTransformation(asset: Asset, step: MediaTransformation): void {
  const resize = resizeAction(step);
  if (resize) asset.resize(resize);
  if (step.radius !== undefined) asset.roundCorners(radiusAction(step.radius));
  if (step.quality !== undefined) asset.delivery(quality(step.quality));
  if (step.format) asset.delivery(deliveryFormat(step.format));
  if (step.dpr !== undefined) asset.delivery(dpr(step.dpr));
  if (step.text) asset.overlay(textOverlay(step.text));
}

/** Leading and repeated slashes are removed from paths (SPEC.md section 5). */
export function cleanMediaPath(path: string): string {
  return path.replace(/\/{2,}/g, '/').replace(/^\//, '');
}

// A root-relative base (the embedded server on the page's own origin) is built on this host and
// then cut back to a path.
const RELATIVE_HOST = 'relative.invalid';

/** url-gen's address settings for a base: https bases as a secure distribution, http as a cname. */
function addressFor(base: string) {
  const relative = base.startsWith('/');
  const url = new URL(relative ? `http://${RELATIVE_HOST}${base}` : base);
  const hostAndPath = `${url.host}${url.pathname.replace(/\/+$/, '')}`;
  const secure = url.protocol === 'https:';
  return {
    config: secure ? { secure, secureDistribution: hostAndPath } : { secure, cname: hostAndPath },
    strip: relative ? `http://${RELATIVE_HOST}` : '',
  };
}

/**
 * The delivery URL of an image or video by public id, e.g. a 150 px swatch:
 * `mediaUrl('swatches/GHRES-1001-03', { ext: 'jpg', transformations: { crop: 'fill', width: 150,
 * height: 150 } })`. Throws a MediaUrlError when an option breaks a rule of SPEC.md section 5.
 */
export function mediaUrl(publicId: string, options: MediaUrlOptions = {}): string {
  const {
    cloudName = DEFAULT_CLOUD_NAME,
    base = MEDIA_CDN_BASE,
    deliveryType = DEFAULT_DELIVERY_TYPE,
    version = DEFAULT_VERSION,
    resourceType = 'image',
    transformations = [],
  } = options;
  if (!cloudName) throw new MediaUrlError('A cloud name is required');
  const ext = options.ext?.replace(/^\.+/, '');
  const id = cleanMediaPath(ext ? `${publicId}.${ext}` : publicId);
  const { config, strip } = addressFor(base);
  // SPEC.md section 7: the media service is used without analytics (url-gen adds them by default).
  const urlConfig = { ...config, analytics: false, useRootPath: options.useRootPath ?? false };
  const asset =
    resourceType === 'video'
      ? new CloudinaryVideo(id, { cloudName }, urlConfig)
      : new CloudinaryImage(id, { cloudName }, urlConfig);
  asset.setDeliveryType(deliveryType).setVersion(version);
  if (options.suffix !== undefined) asset.setSuffix(options.suffix);
  const steps: readonly MediaTransformation[] = Array.isArray(transformations)
    ? transformations
    : [transformations as MediaTransformation];
  for (const step of steps) applyTransformation(asset, step);
  let url: string;
  try {
    url = asset.toURL();
  } catch (error) {
    // url-gen refuses a suffix with '.' or '/' and a root path outside image/upload, sometimes by
    // throwing a plain string.
    throw new MediaUrlError(error instanceof Error ? error.message : String(error));
  }
  return strip && url.startsWith(strip) ? url.slice(strip.length) : url;
}

/** An image URL (resource type image). */
export function imageUrl(publicId: string, options: Omit<MediaUrlOptions, 'resourceType'> = {}) {
  return mediaUrl(publicId, { ...options, resourceType: 'image' });
}

/**
 * A square crop of an image, `size` pixels a side, as a jpg in the format and quality the browser
 * is best served (the catalogue's swatches, patterns and cameos, on the site and in the widgets).
 */
export function squareImageUrl(publicId: string, size: number, base?: string): string {
  return imageUrl(publicId, {
    ...(base === undefined ? {} : { base }),
    ext: 'jpg',
    transformations: { crop: 'fill', width: size, height: size, quality: 'auto', format: 'auto' },
  });
}

export interface VideoSource {
  src: string;
  type: 'video/webm' | 'video/mp4' | 'video/ogg';
}

/** Video formats in the order a <video> should offer them (SPEC.md section 7). */
export const VIDEO_FORMATS = [
  { ext: 'webm', type: 'video/webm' },
  { ext: 'mp4', type: 'video/mp4' },
  { ext: 'ogv', type: 'video/ogg' },
] as const;

/** A video's sources (webm, mp4, ogv) and its jpg poster frame. */
export function videoSources(
  publicId: string,
  options: Omit<MediaUrlOptions, 'resourceType' | 'ext'> = {},
): { sources: VideoSource[]; poster: string } {
  const video = { ...options, resourceType: 'video' as const };
  return {
    sources: VIDEO_FORMATS.map(({ ext, type }) => ({
      src: mediaUrl(publicId, { ...video, ext }),
      type,
    })),
    poster: mediaUrl(publicId, { ...video, ext: 'jpg' }),
  };
}

/** Builders bound to one base and cloud, e.g. the embedded server's `{origin}/media`. */
export function createMediaUrls(defaults: Pick<MediaUrlOptions, 'base' | 'cloudName'>) {
  return {
    image: (publicId: string, options: Omit<MediaUrlOptions, 'resourceType'> = {}) =>
      imageUrl(publicId, { ...defaults, ...options }),
    video: (publicId: string, options: Omit<MediaUrlOptions, 'resourceType' | 'ext'> = {}) =>
      videoSources(publicId, { ...defaults, ...options }),
  };
}
