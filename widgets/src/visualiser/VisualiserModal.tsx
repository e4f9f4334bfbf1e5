import { type SceneRecord, VISUALISER_DISCLAIMER, VISUALISER_TEXT } from '@gh/shared/visualiser';
import { type RefObject, useEffect, useId, useRef } from 'react';

export interface VisualiserModalProps {
  isOpen: boolean;
  scene: SceneRecord | null;
  uploading: boolean;
  /** The upload failure text, shown until the next upload starts. */
  error: string | null;
  onChoosePhoto(file: File): void;
  onClearScene(): void;
  onViewNow(): void;
  onClose(): void;
  /** Where focus goes when the modal closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The Room Visualiser modal (SPEC.md section 2.12): the upload button, or the stored scene with
 * its preview, file name, Scene ID and clear button; Close and View Now; the disclaimer.
 * A native <dialog> opened with showModal(), which keeps focus inside and the page inert and turns
 * Escape into a cancel event; where showModal() does not exist (jsdom) it opens as a plain dialog.
 */
export function VisualiserModal(props: VisualiserModalProps) {
  const { isOpen, scene, uploading, error, onClose, returnFocusTo } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const cancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    dialog.addEventListener('cancel', cancel);
    return () => dialog.removeEventListener('cancel', cancel);
  }, []);

  const wasOpen = useRef(false);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!isOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (!isOpen && wasOpen.current) returnFocusTo.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen, returnFocusTo]);

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      part="modal"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) {
          event.preventDefault();
          onClose();
        }
      }}
    >
      {isOpen && (
        <div className="modal-body">
          <header className="modal-header">
            <h2 id={titleId}>{VISUALISER_TEXT.title}</h2>
          </header>
          {scene ? (
            <div className="scene" part="scene">
              {scene.previewImage ? (
                <img className="scene-preview" src={scene.previewImage} alt="" width={64} />
              ) : (
                <span className="scene-preview is-empty" />
              )}
              <dl className="scene-facts">
                <div>
                  <dt className="visually-hidden">File name</dt>
                  <dd className="scene-filename">{scene.filename}</dd>
                </div>
                <div>
                  <dt>{VISUALISER_TEXT.sceneId}</dt>
                  <dd className="scene-id">{scene.id}</dd>
                </div>
              </dl>
              <button
                type="button"
                className="clear"
                part="clear-button"
                aria-label="Clear room photo"
                onClick={props.onClearScene}
              >
                ×
              </button>
            </div>
          ) : (
            <div className="upload">
              <button
                type="button"
                className="primary"
                part="upload-button"
                disabled={uploading}
                aria-busy={uploading}
                onClick={() => inputRef.current?.click()}
              >
                {uploading ? VISUALISER_TEXT.uploading : VISUALISER_TEXT.upload}
              </button>
              {/*
                Images only, one file. No `capture` attribute: it would make phones open the camera
                and nothing else, whereas accept="image/*" lets them offer the camera beside the
                photo library, so capture is allowed without forbidding a photo taken earlier.
              */}
              <input
                ref={inputRef}
                type="file"
                accept="image/*"
                aria-label="Room photo"
                tabIndex={-1}
                hidden
                onChange={(event) => {
                  const input = event.currentTarget;
                  const file = input.files?.[0];
                  // Emptied so that choosing the same file again after an error fires again.
                  input.value = '';
                  if (file) props.onChoosePhoto(file);
                }}
              />
            </div>
          )}
          {error && (
            <p className="error" part="error" role="alert">
              {error}
            </p>
          )}
          <footer className="modal-footer">
            <button type="button" className="secondary" part="close-button" onClick={onClose}>
              {VISUALISER_TEXT.close}
            </button>
            <button
              type="button"
              className="primary"
              part="view-button"
              disabled={!scene}
              onClick={props.onViewNow}
            >
              {VISUALISER_TEXT.viewNow}
            </button>
          </footer>
          <p className="disclaimer" part="disclaimer">
            {VISUALISER_DISCLAIMER}
          </p>
        </div>
      )}
    </dialog>
  );
}
