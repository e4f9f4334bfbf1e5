/**
 * Every widget event is a CustomEvent that bubbles and is composed, so a host page hears it on
 * the element, on any ancestor and on document, across shadow boundaries (DESIGN.md section 5).
 * A cancelable event's return is false when a listener called preventDefault().
 */
export function emit(target: EventTarget, name: string, detail: unknown, cancelable = false) {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable }),
  );
}
