import type { Variant } from '@gh/shared/catalogue';
import { type ScenePhoto, VISUALISER_TEXT } from '@gh/shared/visualiser';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { squareImageUrl } from '../internal/media';
import { GALLERY_ROOM_CLASS } from './gallery';

// The editor is fetched when the visitor presses 'Adjust floor'.
const FloorEditor = lazy(() =>
  import('./FloorEditor').then((module) => ({ default: module.FloorEditor })),
);

export interface RoomViewProps {
  /** The rendered room's address, or null while no colour is chosen. */
  renderUrl: string | null;
  size: { w: number; h: number };
  photo: ScenePhoto | null;
  sceneId: string;
  /** Base address of the room-scene service, for the floor editor. */
  sceneApi: string;
  /** The product's colours; empty when the product is unknown. */
  variants: readonly Variant[];
  /** False when the host page has its own colour row: the room view then shows none. */
  showColours: boolean;
  variantId: string | undefined;
  productName: string | undefined;
  apiBase: string;
  /** Changes with each press of View Now: the room view is brought into sight again. */
  shownAt: number;
  onVariant(globalItemId: string): void;
  /** The visitor's floor outline was saved as the scene with this id. */
  onFloorSaved(sceneId: string): void;
  onLeave(): void;
}

/** Colour swatches in the room view: small crops of each variant's swatch image. */
const SWATCH_SIZE = 48;

function swatchUrl(variant: Variant, apiBase: string): string {
  return squareImageUrl(`swatches/${variant.globalItemId}`, SWATCH_SIZE, apiBase);
}

/**
 * Downloads the rendered room as a file. An `<a download>` is ignored for another origin's image
 * (the render comes from the scene service), so the image is fetched and saved from a blob; when
 * that fails it opens in a new tab, where the visitor can save it.
 */
async function downloadImage(url: string, filename: string): Promise<void> {
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
    const objectUrl = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = filename;
    link.click();
    setTimeout(() => URL.revokeObjectURL(objectUrl), 1000);
  } catch (error) {
    console.error('Room visualiser: the image could not be downloaded.', error);
    globalThis.open?.(url, '_blank', 'noopener');
  }
}

/**
 * The room view: the visitor's room rendered with the chosen colour, the product's colours to
 * switch between (each a new render of the same scene, no new upload), a before/after slider over
 * the photo, and a download of the rendered image.
 */
export function RoomView(props: RoomViewProps) {
  const { renderUrl, size, photo, variants, variantId, productName, apiBase, shownAt } = props;
  const [loaded, setLoaded] = useState<{ url: string; ok: boolean } | null>(null);
  const [split, setSplit] = useState(50);
  const [editing, setEditing] = useState(false);
  const legendId = useId();
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const adjustRef = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(false);

  // Shown (View Now): brought into sight, with focus on it for keyboard and screen reader users.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again for each View Now press
  useEffect(() => {
    const section = sectionRef.current;
    if (!section) return;
    section.focus({ preventScroll: true });
    // In the host page's gallery the view is the whole of its own element there: that element is
    // scrolled into view, so the page's scroll-margin for it applies (its sticky header and
    // breadcrumb are the page's to know).
    const root = section.getRootNode();
    const host = root instanceof ShadowRoot ? root.host : null;
    const target = host?.classList.contains(GALLERY_ROOM_CLASS) ? host : section;
    target.scrollIntoView?.({ block: 'start' });
  }, [shownAt]);

  // Back from the editor, focus returns to 'Adjust floor', and a status says how it ended (the
  // room view's heading stays the same).
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (wasEditing.current && !editing) adjustRef.current?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const leaveEditor = (outcome: string) => {
    setEditing(false);
    setAnnouncement(outcome);
  };

  const current = variants.find((variant) => variant.globalItemId === variantId);
  const status = !renderUrl
    ? 'none'
    : loaded?.url !== renderUrl
      ? 'loading'
      : loaded.ok
        ? 'ok'
        : 'failed';
  const description = [productName, current?.name].filter(Boolean).join(' ');

  return (
    <section
      ref={sectionRef}
      className="room-view"
      part="room-view"
      aria-labelledby={titleId}
      tabIndex={-1}
    >
      <header className="room-header">
        <h2 id={titleId} className="room-title">
          Your room
        </h2>
        <p className="scene-note" part="scene-id">
          {VISUALISER_TEXT.sceneId}: <span className="scene-id">{props.sceneId}</span>
        </p>
      </header>
      {editing ? (
        <Suspense fallback={<p role="status">Loading the floor editor…</p>}>
          <FloorEditor
            sceneApi={props.sceneApi}
            sceneId={props.sceneId}
            size={size}
            backdrop={photo?.image ?? renderUrl ?? ''}
            onSaved={(id) => {
              leaveEditor('Floor saved: your room is shown with the floor you outlined.');
              props.onFloorSaved(id);
            }}
            onCancel={() => leaveEditor('Floor not changed.')}
          />
        </Suspense>
      ) : (
        <>
          <div
            className={`stage is-${status}`}
            part="stage"
            style={{ aspectRatio: `${size.w} / ${size.h}` }}
          >
            {renderUrl && (
              <img
                className="render"
                part="render"
                src={renderUrl}
                width={size.w}
                height={size.h}
                alt={description ? `Your room with ${description}` : 'Your room'}
                onLoad={() => setLoaded({ url: renderUrl, ok: true })}
                onError={() => setLoaded({ url: renderUrl, ok: false })}
              />
            )}
            {photo && status === 'ok' && (
              <img
                className="before"
                src={photo.image}
                alt="Your room as photographed"
                style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
              />
            )}
            {status === 'ok' && photo && (
              <>
                <span className="stage-label is-before" aria-hidden="true">
                  Before
                </span>
                <span className="stage-label is-after" aria-hidden="true">
                  After
                </span>
              </>
            )}
          </div>
          {status === 'none' && <p className="notice">Choose a colour to see it in your room.</p>}
          {status === 'failed' && (
            <p className="error" part="error" role="alert">
              Your room could not be shown in this colour. Try another colour, or upload your photo
              again.
            </p>
          )}
          {photo && status === 'ok' && (
            <label className="compare" part="compare">
              <span>Before / after</span>
              <input
                type="range"
                min={0}
                max={100}
                value={split}
                aria-valuetext={`${split}% before`}
                onChange={(event) => setSplit(Number(event.currentTarget.value))}
              />
            </label>
          )}
          {props.showColours && variants.length > 0 && (
            <fieldset className="colours" part="colours" aria-labelledby={legendId}>
              <legend id={legendId}>Colour</legend>
              {variants.map((variant) => (
                <label key={variant.globalItemId} className="colour" part="colour">
                  <input
                    type="radio"
                    name={`colour-${legendId}`}
                    value={variant.globalItemId}
                    checked={variant.globalItemId === variantId}
                    onChange={() => props.onVariant(variant.globalItemId)}
                  />
                  <img
                    src={swatchUrl(variant, apiBase)}
                    alt=""
                    width={SWATCH_SIZE}
                    height={SWATCH_SIZE}
                  />
                  <span>{variant.name}</span>
                </label>
              ))}
            </fieldset>
          )}
          <div className="room-actions">
            <button
              ref={adjustRef}
              type="button"
              className="secondary"
              part="adjust-floor-button"
              onClick={() => {
                setAnnouncement('');
                setEditing(true);
              }}
            >
              Adjust floor
            </button>
            <button
              type="button"
              className="secondary"
              part="download-button"
              disabled={status !== 'ok'}
              onClick={() =>
                renderUrl && downloadImage(renderUrl, `room-${variantId ?? 'view'}.jpg`)
              }
            >
              Download Image
            </button>
            <button type="button" className="secondary" part="leave-button" onClick={props.onLeave}>
              Close Room View
            </button>
          </div>
        </>
      )}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </section>
  );
}
