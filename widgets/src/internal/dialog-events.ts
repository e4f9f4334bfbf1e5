/**
 * The hooks by which a widget's dialog state reaches its host page: they hold no dialog, so a
 * widget whose dialog arrives in a later chunk (the samples button) keeps them in its first one.
 * Dialog.tsx re-exports them beside the dialog.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';

// The dialog opens in the commit that renders its content (no frame of content in a closed
// dialog); on the server, where there is no layout, a plain effect stands in without warnings.
export const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Calls onShow and onHide as a dialog opens and closes, however that happened (its button, the
 * `open` attribute, show() and hide(), Escape, a step that ends it); not for the closed start.
 * In the commit that opens or closes, so a host's show() then hide() is never answered late by
 * a show event (which would set the `open` attribute again). The widget's reading of its `open`
 * prop runs in the commit too (useCommitEffect), for the same reason.
 */
export function useShowHideEvents(isOpen: boolean, onShow?: () => void, onHide?: () => void) {
  const callbacks = useRef({ onShow, onHide });
  callbacks.current = { onShow, onHide };
  const shown = useRef(false);
  useCommitEffect(() => {
    if (isOpen === shown.current) return;
    shown.current = isOpen;
    (isOpen ? callbacks.current.onShow : callbacks.current.onHide)?.();
  }, [isOpen]);
}
