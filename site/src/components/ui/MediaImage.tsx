/**
 * An image from the media service with a shimmer placeholder until it loads (SPEC.md section
 * 2.13). On failure the placeholder look stays and the image counts as finished: onDone is called
 * either way, with the error on failure.
 */
import { graphql } from 'gatsby';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface ResponsiveImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export interface MediaImageProps {
  image: ResponsiveImage | null | undefined;
  alt: string;
  className?: string;
  /** CSS sizes of the slot, for srcset. */
  sizes?: string;
  /** Fill the slot the CSS gives it (a background) instead of keeping the image's proportions. */
  fill?: boolean;
  /** Above the fold (the largest image of the first screen): load at once and with priority. */
  priority?: boolean;
  onDone?: (error?: Error) => void;
}

type Status = 'loading' | 'loaded' | 'failed';

export function MediaImage({
  image,
  alt,
  className,
  sizes,
  fill,
  priority,
  onDone,
}: MediaImageProps) {
  const [status, setStatus] = useState<Status>('loading');
  const ref = useRef<HTMLImageElement>(null);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;
  const done = useCallback((next: Status, error?: Error) => {
    setStatus(next);
    onDoneRef.current?.(error);
  }, []);
  // An image that finished before hydration fires no load event for React to see.
  useEffect(() => {
    const element = ref.current;
    if (!element?.complete) return;
    if (element.naturalWidth > 0) done('loaded');
    else done('failed', new Error(`Image failed to load: ${element.currentSrc || element.src}`));
  }, [done]);
  const classes = ['media-image', `media-image--${status}`, className].filter(Boolean).join(' ');
  if (!image) return <span className={`${classes} media-image--failed`} role="presentation" />;
  return (
    <span
      className={classes}
      style={fill ? undefined : { aspectRatio: `${image.width} / ${image.height}` }}
      data-status={status}
    >
      <img
        ref={ref}
        src={image.src}
        srcSet={image.srcSet}
        sizes={sizes ?? `(max-width: ${image.width}px) 100vw, ${image.width}px`}
        width={image.width}
        height={image.height}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        {...(priority ? { fetchpriority: 'high' } : {})}
        onLoad={() => done('loaded')}
        onError={() => done('failed', new Error(`Image failed to load: ${image.src}`))}
      />
    </span>
  );
}

export const query = graphql`
  fragment Rendition on ResponsiveImage {
    src
    srcSet
    width
    height
  }
`;
