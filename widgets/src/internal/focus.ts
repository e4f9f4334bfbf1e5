/**
 * Focus that follows what a widget shows. When a step, a state or a list changes under the
 * visitor, the control they were on may be gone (or disabled, which in Chromium drops focus too):
 * the browser then leaves focus nowhere, on the page's body, and a keyboard or screen reader user
 * is lost. The widgets move focus on to the new content's heading (tabIndex -1) or its first
 * control; these helpers say when focus was lost and where Tab goes from a focused heading.
 */
import { focusableIn } from '@gh/shared/dialog';

/** The focused element of the tree (document or shadow root) that holds `node`, if any. */
export function focusedNear(node: Node): Element | null {
  const root = node.getRootNode() as Document | ShadowRoot;
  return root.activeElement ?? null;
}

/**
 * Whether focus is nowhere the visitor put it: on the page's body, as the browser leaves it when
 * the focused control is removed or disabled. Focus a visitor moved elsewhere on purpose, in the
 * widget or on the host page, is left alone.
 */
export function isFocusLost(node: Node): boolean {
  const document = node.ownerDocument ?? (node as Document);
  const active = document.activeElement;
  return !active || active === document.body || active === document.documentElement;
}

/**
 * Tab and Shift+Tab from a focused element that Tab itself never reaches (a heading with
 * tabIndex -1 that a step moved focus to) inside a modal: on to the next control after it, or
 * back to the one before it, wrapping round at either end as the modal's own wrapping does.
 * Returns whether it moved focus.
 */
export function tabFromUntabbable(
  container: Element,
  backwards: boolean,
  preventDefault: () => void,
): boolean {
  const active = focusedNear(container);
  if (!active || active === container || !container.contains(active)) return false;
  const controls = focusableIn(container);
  if (controls.includes(active as HTMLElement)) return false;
  const after = controls.filter(
    (control) => active.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const before = controls.filter(
    (control) => active.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING,
  );
  const target = backwards ? (before.at(-1) ?? controls.at(-1)) : (after[0] ?? controls[0]);
  if (!target) return false;
  preventDefault();
  target.focus();
  return true;
}
