/**
 * Image renditions from the media delivery service, computed at build time with @gh/shared/media
 * so that neither the URL builder nor any image processing runs in the browser or the build: the
 * site ships plain <img> elements with width, height and a srcset.
 */
import { loadMedia } from '../shared';

/** Where the media service lives as the browser sees it; the reference server serves /media. */
export const MEDIA_BASE = process.env.MEDIA_BASE ?? '/media';

/** Densities offered in srcset: enough for 1x to 2x screens without a huge set of files. */
const DENSITIES = [0.5, 1, 1.25, 1.5, 2] as const;

interface FileSource {
  uri?: { value?: string | null; url?: string | null } | null;
}

/** 'media://gh/content/home/au/slide-1.jpg' → { cloud: 'gh', publicId: 'content/home/au/slide-1', ext: 'jpg' } */
export function mediaReference(file: FileSource) {
  const match = /^media:\/\/([^/]+)\/(.+?)(?:\.([a-z0-9]+))?$/i.exec(file.uri?.value ?? '');
  if (!match) return null;
  return { cloud: match[1] ?? 'gh', publicId: match[2] ?? '', ext: match[3] ?? 'jpg' };
}

/**
 * Where browsers fetch Drupal's files. gatsby-source-drupal makes file URLs absolute on DRUPAL_URL;
 * when the build read a temporary reference server (scripts/build.mjs), the files are served by
 * the site's own origin instead, so DRUPAL_PUBLIC_URL is '' and the URLs become root-relative.
 */
export function publicFileUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const drupal = (process.env.DRUPAL_URL ?? '').replace(/\/+$/, '');
  const publicBase = process.env.DRUPAL_PUBLIC_URL;
  if (publicBase === undefined || !drupal || !url.startsWith(drupal)) return url;
  return `${publicBase.replace(/\/+$/, '')}${url.slice(drupal.length)}`;
}

interface ImageArgs {
  width: number;
  height?: number | null;
}

export async function mediaResolvers() {
  const { imageUrl } = await loadMedia();
  return {
    file__file: {
      publicUrl: {
        type: 'String',
        resolve: (source: FileSource) => publicFileUrl(source.uri?.url),
      },
      image: {
        type: 'ResponsiveImage',
        args: { width: 'Int!', height: 'Int' },
        resolve(source: FileSource, { width, height }: ImageArgs) {
          const reference = mediaReference(source);
          if (!reference) return null;
          const url = (scale: number) =>
            imageUrl(reference.publicId, {
              base: MEDIA_BASE,
              cloudName: reference.cloud,
              ext: reference.ext,
              transformations: {
                crop: height ? 'fill' : 'scale',
                width: Math.round(width * scale),
                ...(height ? { height: Math.round(height * scale) } : {}),
                quality: 'auto',
                format: 'auto',
              },
            });
          return {
            src: url(1),
            srcSet: DENSITIES.map((scale) => `${url(scale)} ${Math.round(width * scale)}w`).join(
              ', ',
            ),
            width,
            height: height ?? width,
          };
        },
      },
    },
  };
}
