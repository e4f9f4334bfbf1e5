/**
 * The placeholder of MediaImage (components/ui/MediaImage.tsx) where no React draws it (a page
 * without Gatsby's runtime, a product page's gallery): the build writes each image 'loading', with
 * its shimmer; here an image that loads becomes 'loaded' and one that fails 'failed' (SPEC.md
 * section 2.13), as the React component does on a page it hydrates, to the same state. One
 * listener for the page: load and error events do not bubble, but they pass the document on their
 * way down.
 */
const STATES = ['media-image--loading', 'media-image--loaded', 'media-image--failed'];

function settle(image: HTMLImageElement, failed: boolean) {
  const frame = image.parentElement;
  if (!frame?.classList.contains('media-image')) return;
  const status = failed ? 'failed' : 'loaded';
  frame.classList.remove(...STATES);
  frame.classList.add(`media-image--${status}`);
  frame.dataset.status = status;
}

export function settleMediaImages(root: Document = document): void {
  const onEvent = (event: Event) => {
    if (event.target instanceof HTMLImageElement) settle(event.target, event.type === 'error');
  };
  root.addEventListener('load', onEvent, true);
  root.addEventListener('error', onEvent, true);
  // Those that finished before this ran.
  for (const image of root.querySelectorAll<HTMLImageElement>('.media-image--loading > img')) {
    if (image.complete) settle(image, image.naturalWidth === 0);
  }
}
