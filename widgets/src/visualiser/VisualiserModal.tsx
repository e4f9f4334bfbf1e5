import { type SceneRecord, VISUALISER_DISCLAIMER, VISUALISER_TEXT } from '@gh/shared/visualiser';
import { type RefObject, useId, useRef, useState } from 'react';
import { useCommitEffect, WidgetModal } from '../internal/Dialog';
import type { RequestCloseDetail } from '../internal/element-meta';
import { isFocusLost } from '../internal/focus';

export interface VisualiserModalProps {
  isOpen: boolean;
  scene: SceneRecord | null;
  uploading: boolean;
  /** The upload failure text, shown until the next upload starts. */
  error: string | null;
  onChoosePhoto(file: File): void;
  onClearScene(): void;
  onViewNow(): void;
  /** The visitor asks to close: Escape or the Close button. */
  onClose(source: RequestCloseDetail['source']): void;
  /** Where focus goes when the modal closes: the button that opened it. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/**
 * The Room Visualiser modal (SPEC.md section 2.12): the upload button, or the stored scene with
 * its preview, file name, Scene ID and clear button; Close and View Now; the disclaimer.
 * On the shared dialog (internal/Dialog.tsx): focus kept inside, Escape, focus back to the button
 * that opened it, page scroll locked.
 */
export function VisualiserModal(props: VisualiserModalProps) {
  const { isOpen, scene, uploading, error, onClose, returnFocusTo } = props;
  const inputRef = useRef<HTMLInputElement>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  const viewRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const [announcement, setAnnouncement] = useState('');

  // Focus follows the modal's state. Upload Room Photo is disabled while the photo uploads (which
  // drops focus) and gives way to the stored scene: once it is stored, focus goes on to View Now,
  // the next step, and a status says so (the title stays the same). A failed upload gives focus
  // back to Upload Room Photo under the error; clearing the scene brings it back there too.
  // Not as the modal opens, when the dialog places focus itself; nor where the visitor has moved
  // focus on to another control meanwhile.
  const before = useRef({ isOpen: false, scene: scene !== null, uploading });
  useCommitEffect(() => {
    const was = before.current;
    const now = { isOpen, scene: scene !== null, uploading };
    before.current = now;
    if (!isOpen && was.isOpen) setAnnouncement('');
    if (!isOpen || !was.isOpen) return;
    if (now.scene && !was.scene) {
      setAnnouncement(
        `${scene?.filename ?? 'Your photo'} is uploaded. Press ${VISUALISER_TEXT.viewNow} to see your room with this floor.`,
      );
      const view = viewRef.current;
      if (view && isFocusLost(view)) view.focus();
    } else if (!now.scene && was.scene) {
      setAnnouncement('Your room photo is cleared.');
      uploadRef.current?.focus();
    } else if (!now.scene && was.uploading && !now.uploading) {
      const upload = uploadRef.current;
      if (upload && isFocusLost(upload)) upload.focus();
    }
  }, [isOpen, scene, uploading]);

  return (
    <WidgetModal
      isOpen={isOpen}
      onRequestClose={() => onClose('escape')}
      returnFocusTo={returnFocusTo}
      labelledBy={titleId}
      header={<h2 id={titleId}>{VISUALISER_TEXT.title}</h2>}
    >
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
            <div className="scene-id-row">
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
            ref={uploadRef}
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
        <button
          type="button"
          className="secondary"
          part="close-button"
          onClick={() => onClose('close-button')}
        >
          {VISUALISER_TEXT.close}
        </button>
        <button
          ref={viewRef}
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
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </WidgetModal>
  );
}
