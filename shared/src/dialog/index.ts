/**
 * What every modal on a page does beside showModal(), in plain DOM (given the elements: shared/
 * reaches for no globals): Tab wraps inside it, and the page behind it does not scroll. One copy
 * for the widgets' Dialog and the site's own modals (the menu drawer, the filter drawer, the
 * header's calculator). For a modal opened without showModal() (the menu drawer), the page
 * behind is made inert here too.
 */

const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

/** The controls Tab can reach inside `container`, in document order. */
export function focusableIn(container: Element): HTMLElement[] {
  const laidOut = typeof (container as HTMLDialogElement).showModal === 'function';
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (control) =>
      !control.matches(':disabled, [tabindex="-1"], [hidden]') &&
      // jsdom lays nothing out (and has no showModal), so there every control counts as shown.
      (control.getClientRects().length > 0 || !laidOut),
  );
}

/**
 * For a Tab keydown in a modal: from the last control to the first, and with Shift from the
 * first to the last. showModal() makes the page behind inert; without this, focus would still
 * leave for the browser's own controls between the last control and the first.
 */
export function wrapFocus(container: Element, backwards: boolean, preventDefault: () => void) {
  const controls = focusableIn(container);
  const first = controls[0];
  const last = controls.at(-1);
  const active = (container.getRootNode() as Document | ShadowRoot).activeElement;
  if (!first || !last) return;
  if (backwards && (active === first || active === container)) {
    preventDefault();
    last.focus();
  } else if (!backwards && active === last) {
    preventDefault();
    first.focus();
  }
}

let scrollLocks = 0;
let pageOverflow = '';

/**
 * Stops the page behind an open modal from scrolling (the wheel and touch would otherwise move
 * it): `root` is the page's document element. Returns the unlock. Counted, so two modals open at
 * once unlock only when both have closed, and the page's own overflow style comes back as it was.
 */
export function lockPageScroll(root: HTMLElement): () => void {
  if (scrollLocks === 0) {
    pageOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  scrollLocks += 1;
  let unlocked = false;
  return () => {
    if (unlocked) return;
    unlocked = true;
    scrollLocks -= 1;
    if (scrollLocks === 0) root.style.overflow = pageOverflow;
  };
}

/**
 * Makes everything in `element`'s document inert except `element` itself and its ancestors (the
 * siblings of each, up to the body's children), as showModal() does for a modal dialog: the page
 * behind cannot be clicked, focused or read by a screen reader. Returns the restore, which frees
 * only the elements this made inert (one already inert stays so), once.
 */
export function inertOthers(element: Element): () => void {
  const made: Element[] = [];
  for (let node = element; node.parentElement; node = node.parentElement) {
    if (node === node.ownerDocument.body) break;
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('inert')) continue;
      sibling.setAttribute('inert', '');
      made.push(sibling);
    }
  }
  return () => {
    for (const sibling of made.splice(0)) sibling.removeAttribute('inert');
  };
}
