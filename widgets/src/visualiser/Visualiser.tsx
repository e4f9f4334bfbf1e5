import type { Product } from '@gh/shared/catalogue';
import { toRegion } from '@gh/shared/regions';
import {
  renderSceneUrl,
  roomViewSize,
  SCENE_UPLOAD_ERROR,
  VISUALISER_TEXT,
} from '@gh/shared/visualiser';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { defaultApiBase } from '../internal/api-base';
import { useCommitEffect, useShowHideEvents } from '../internal/Dialog';
import type { DialogWidgetProps, WidgetProps } from '../internal/define-widget';
import type { RequestCloseDetail } from '../internal/element-meta';
import { InGallery } from './gallery';
import { useVisualiserProduct } from './product';
import { pageUploadGuard, sceneStore, useScene } from './scene-store';

// Before the visitor presses the button the page shows the button only: the modal (with the
// shared dialog), the room view (with the media address builder) and the upload pipeline are
// each fetched when first needed.
const VisualiserModal = lazy(() =>
  import('./VisualiserModal').then((module) => ({ default: module.VisualiserModal })),
);
const RoomView = lazy(() => import('./RoomView').then((module) => ({ default: module.RoomView })));

/** The stored scene as host pages hear of it; null once it is cleared. */
export interface VisualiserScene {
  scene: { id: string; filename: string; previewImage: string } | null;
}

/** The room view as host pages hear of it: shown (with what) or left. */
export interface VisualiserView {
  active: boolean;
  sceneId?: string;
  variantId?: string;
  imageUrl?: string;
}

export interface VisualiserProps extends WidgetProps, DialogWidgetProps {
  /** The product whose colours the room view offers, looked up in the catalogue API. */
  productCode?: string;
  /** The product itself, for React hosts that have it already; wins over productCode. */
  product?: Product;
  /** The colour (variant globalItemId) shown first; the product's first colour when absent. */
  variantId?: string;
  /** Base address of the room-scene service; `{apiBase}/scene` when absent. */
  sceneApi?: string;
  /**
   * A CSS selector of the host page's main product image: the room view is shown in its place
   * (the image hidden meanwhile) rather than below the button. Absent or not found: below it.
   */
  gallery?: string;
  /**
   * 'page' when the host page has its own colour row that sets variant-id: the room view then
   * shows no second row. Otherwise the room view offers the product's colours itself.
   */
  colours?: string;
  onScene?(detail: VisualiserScene): void;
  onView?(detail: VisualiserView): void;
}

/**
 * The room visualiser (SPEC.md sections 2.12, 3, 4, 7, 8 and 9): a button opening the Room
 * Visualiser modal, where the visitor uploads a photo of their room (kept 60 days as the scene),
 * and the room view, where the room is rendered with the product's colours.
 */
export function Visualiser(props: VisualiserProps) {
  const { productCode, onScene, onView } = props;
  const region = toRegion(props.region);
  const apiBase = props.apiBase ?? defaultApiBase();
  const sceneApi = props.sceneApi || `${apiBase.replace(/\/+$/, '')}/scene`;
  const { scene, photo } = useScene();
  const [isOpen, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  useEffect(() => {
    if (isOpen) setEverOpened(true);
  }, [isOpen]);
  // The product's colours are needed from the room view on; product pages carrying the element
  // do not each read the catalogue before the visitor opens it.
  const product = useVisualiserProduct(productCode, props.product, region, apiBase, everOpened);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [roomView, setRoomView] = useState(false);
  // Counts the presses of View Now: each one brings the room view into sight again.
  const [shownAt, setShownAt] = useState(0);
  const [chosenVariant, setChosenVariant] = useState<{ id: string; given?: string } | null>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // A colour the visitor picked holds until the host page gives another variant-id.
  const variantId =
    (chosenVariant && chosenVariant.given === props.variantId ? chosenVariant.id : undefined) ??
    props.variantId ??
    product?.variants[0]?.globalItemId;
  const active = roomView && scene !== null;
  const size = roomViewSize(photo?.width, photo?.height);
  const renderUrl =
    scene && variantId
      ? renderSceneUrl({ sceneApi, sceneId: scene.id, variantId, w: size.w, h: size.h })
      : null;

  const close = () => setOpen(false);
  const requestClose = (source: RequestCloseDetail['source']) => {
    if (props.onRequestClose?.({ source }) !== false) close();
  };
  useShowHideEvents(isOpen, props.onShow, props.onHide);
  const clearScene = () => {
    sceneStore().getState().clear();
    setRoomView(false);
    setError(null);
    onScene?.({ scene: null });
  };

  // The visitor's floor outline is saved as a corrected copy of the scene: every render from
  // now on (whatever the colour) uses its id.
  const correctFloor = (id: string) => {
    const stored = sceneStore().getState().correct(id);
    if (stored) {
      onScene?.({
        scene: { id: stored.id, filename: stored.filename, previewImage: stored.previewImage },
      });
    }
  };

  // The host page: the open attribute (show() and hide() set it), and the reset() method.
  const seen = useRef({ open: false, command: props.command?.seq });
  useCommitEffect(() => {
    const before = seen.current;
    seen.current = { open: Boolean(props.open), command: props.command?.seq };
    if (props.open && !before.open) setOpen(true);
    if (!props.open && before.open) setOpen(false);
    if (props.command && props.command.seq !== before.command) {
      if (props.command.name === 'reset') {
        if (sceneStore().getState().scene) clearScene();
        setRoomView(false);
        setError(null);
        setOpen(false);
      }
    }
  });

  // Tells the host page whenever the room view is shown, shows another colour, or is left: as the
  // change is committed to the screen (not after the next paint), so the last event matches it.
  const reported = useRef<string>(JSON.stringify({ active: false }));
  useLayoutEffect(() => {
    const detail: VisualiserView = active
      ? { active, sceneId: scene?.id, variantId, imageUrl: renderUrl ?? undefined }
      : { active: false };
    const key = JSON.stringify(detail);
    if (key === reported.current) return;
    reported.current = key;
    onView?.(detail);
  }, [active, scene?.id, variantId, renderUrl, onView]);

  const upload = async (file: File) => {
    // SPEC.md section 8: a second upload while one runs is ignored with a console warning.
    if (!pageUploadGuard.start()) return;
    setError(null);
    setUploading(true);
    try {
      const { uploadRoomPhoto } = await import('./upload');
      const stored = await uploadRoomPhoto(file, sceneApi);
      onScene?.({
        scene: { id: stored.id, filename: stored.filename, previewImage: stored.previewImage },
      });
    } catch (failure) {
      console.error('Room visualiser: the scene upload failed.', failure);
      if (mounted.current) setError(SCENE_UPLOAD_ERROR);
    } finally {
      pageUploadGuard.finish();
      if (mounted.current) setUploading(false);
    }
  };

  return (
    <div className="visualiser" part="visualiser">
      <button
        ref={buttonRef}
        type="button"
        className="primary open-button"
        part="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {VISUALISER_TEXT.title}
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <VisualiserModal
            isOpen={isOpen}
            scene={scene}
            uploading={uploading}
            error={error}
            onChoosePhoto={upload}
            onClearScene={clearScene}
            onViewNow={() => {
              setRoomView(true);
              setShownAt((count) => count + 1);
              close();
            }}
            onClose={requestClose}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      )}
      {active && scene && (
        <InGallery selector={props.gallery}>
          <Suspense fallback={null}>
            <RoomView
              renderUrl={renderUrl}
              size={size}
              photo={photo}
              sceneId={scene.id}
              sceneApi={sceneApi}
              variants={product?.variants ?? []}
              showColours={props.colours !== 'page'}
              variantId={variantId}
              productName={product?.name}
              apiBase={apiBase}
              shownAt={shownAt}
              onVariant={(id) => setChosenVariant({ id, given: props.variantId })}
              onFloorSaved={correctFloor}
              onLeave={() => {
                setRoomView(false);
                buttonRef.current?.focus();
              }}
            />
          </Suspense>
        </InGallery>
      )}
    </div>
  );
}
