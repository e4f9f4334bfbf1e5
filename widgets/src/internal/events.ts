/**
 * Every widget event is a CustomEvent that bubbles and is composed, so a host page hears it on
 * the element, on any ancestor and on document, across shadow boundaries (DESIGN.md section 5).
 */
export function emit(target: EventTarget, name: string, detail: unknown): void {
  target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
