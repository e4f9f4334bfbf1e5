/**
 * 'Adjust floor' (issue 12): the floor the scene service found, drawn as an outline over the photo
 * with a handle on each corner, for the visitor to correct by hand. A handle moves by mouse and
 * touch (pointer events) and by keyboard (arrow keys, Shift for bigger steps; Delete or Backspace
 * removes it); 'Add corner' adds one in the middle of the longest edge, and a double-click (or
 * double-tap) on an edge adds one where it landed. 'Save floor' sends the
 * outline to scene_floor.php, which stores a corrected copy of the scene; its id is what the room
 * view renders from then on. A lazy chunk: fetched when the visitor presses 'Adjust floor'.
 */
import {
  addFloorCorner,
  addFloorCornerOnEdge,
  FALLBACK_FLOOR_OUTLINE,
  FLOOR_CORNER_BIG_STEP,
  FLOOR_CORNER_STEP,
  FLOOR_OUTLINE_MAX_CORNERS,
  FLOOR_OUTLINE_MIN_CORNERS,
  type FloorOutline,
  fetchSceneFloor,
  moveFloorCorner,
  placeFloorCorner,
  removeFloorCorner,
  saveSceneFloor,
} from '@gh/shared/visualiser';
import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';

export interface FloorEditorProps {
  sceneApi: string;
  sceneId: string;
  /** The render size: the photo's proportions. */
  size: { w: number; h: number };
  /** The picture the outline is drawn over: the room as photographed. */
  backdrop: string;
  /** The outline was saved: the corrected scene's id. */
  onSaved(sceneId: string): void;
  onCancel(): void;
}

const ARROWS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

const percent = (value: number) => `${Math.round(value * 100)}%`;

type Loaded =
  | { state: 'loading' }
  | { state: 'ready'; start: FloorOutline; found: boolean }
  | { state: 'failed'; reason: string };

export function FloorEditor(props: FloorEditorProps) {
  const { sceneApi, sceneId, size } = props;
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [outline, setOutline] = useState<FloorOutline>([]);
  const [selected, setSelected] = useState(0);
  const [status, setStatus] = useState('');
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  const stageRef = useRef<HTMLDivElement>(null);
  const handles = useRef<(HTMLButtonElement | null)[]>([]);
  const focusNext = useRef<number | null>(null);
  const dragging = useRef<number | null>(null);
  // The outline as last rendered, for the end of a drag (whose moves were set as updates).
  const latest = useRef(outline);
  latest.current = outline;
  const helpId = useId();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The editor takes the room view's place, 'Adjust floor' with it: focus goes to its heading,
  // which a screen reader reads out, with the instructions under it.
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    fetchSceneFloor({ sceneApi, sceneId, signal: controller.signal }).then(
      ({ floor }) => {
        const start = floor ?? FALLBACK_FLOOR_OUTLINE;
        setLoaded({ state: 'ready', start, found: floor !== null });
        setOutline(start);
      },
      (failure: Error) => {
        if (controller.signal.aborted) return;
        console.error('Room visualiser: the floor outline could not be read.', failure);
        setLoaded({ state: 'failed', reason: failure.message });
      },
    );
    return () => controller.abort();
  }, [sceneApi, sceneId]);

  // Focus follows the corner a key added or removed, once its handle is rendered.
  useEffect(() => {
    if (focusNext.current === null) return;
    handles.current[focusNext.current]?.focus();
    focusNext.current = null;
  });

  const corners = outline.length;
  const label = (index: number) => `Floor corner ${index + 1} of ${corners}`;

  const add = (added = addFloorCorner(outline)) => {
    if (added.index < 0) {
      setStatus(`A floor has at most ${FLOOR_OUTLINE_MAX_CORNERS} corners.`);
      return;
    }
    setOutline(added.outline);
    setSelected(added.index);
    focusNext.current = added.index;
    setStatus(`Corner ${added.index + 1} added: ${added.outline.length} corners.`);
  };

  const remove = (index: number) => {
    if (corners <= FLOOR_OUTLINE_MIN_CORNERS) {
      setStatus(`A floor needs at least ${FLOOR_OUTLINE_MIN_CORNERS} corners.`);
      return;
    }
    const next = removeFloorCorner(outline, index);
    const focus = Math.max(0, index - 1);
    setOutline(next);
    setSelected(focus);
    focusNext.current = focus;
    setStatus(`Corner ${index + 1} removed: ${next.length} corners.`);
  };

  const onHandleKey = (index: number, event: KeyboardEvent<HTMLButtonElement>) => {
    const arrow = ARROWS[event.key];
    if (arrow) {
      event.preventDefault();
      const step = event.shiftKey ? FLOOR_CORNER_BIG_STEP : FLOOR_CORNER_STEP;
      const next = moveFloorCorner(outline, index, arrow[0] * step, arrow[1] * step);
      setOutline(next);
      const [x, y] = next[index] ?? [0, 0];
      setStatus(`Corner ${index + 1}: ${percent(x)} across, ${percent(y)} down.`);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      remove(index);
    }
  };

  /** Where a pointer is, as a share of the photo's width and height. */
  const pointerAt = (event: { clientX: number; clientY: number }): [number, number] | null => {
    const box = stageRef.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return null;
    return [(event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height];
  };

  const onEdgeDoubleClick = (edge: number, event: MouseEvent<SVGLineElement>) => {
    const at = pointerAt(event);
    if (at) add(addFloorCornerOnEdge(outline, edge, at[0], at[1]));
  };

  const onPointerDown = (index: number, event: PointerEvent<HTMLButtonElement>) => {
    event.preventDefault();
    dragging.current = index;
    setSelected(index);
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (index: number, event: PointerEvent<HTMLButtonElement>) => {
    if (dragging.current !== index) return;
    const at = pointerAt(event);
    if (at) setOutline((current) => placeFloorCorner(current, index, at[0], at[1]));
  };
  const onPointerUp = (index: number, event: PointerEvent<HTMLButtonElement>) => {
    if (dragging.current !== index) return;
    dragging.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
    const [x, y] = latest.current[index] ?? [0, 0];
    setStatus(`Corner ${index + 1}: ${percent(x)} across, ${percent(y)} down.`);
  };

  const save = async () => {
    setSaving(true);
    setError('');
    try {
      const id = await saveSceneFloor({ sceneApi, sceneId, floor: outline });
      props.onSaved(id);
    } catch (failure) {
      console.error('Room visualiser: the floor outline was not saved.', failure);
      setError(`The floor was not saved: ${(failure as Error).message}`);
      setSaving(false);
    }
  };

  const reset = () => {
    if (loaded.state !== 'ready') return;
    setOutline(loaded.start);
    setSelected(0);
    setError('');
    setStatus(`Back to the outline you started from: ${loaded.start.length} corners.`);
  };

  const points = outline.map(([x, y]) => `${x * size.w},${y * size.h}`).join(' ');

  return (
    <section className="floor-editor" part="floor-editor" aria-labelledby={titleId}>
      <h3 id={titleId} ref={titleRef} className="floor-editor-title" tabIndex={-1}>
        Adjust floor
      </h3>
      <p id={helpId} className="notice">
        Drag a corner to where the floor meets the wall or furniture, or focus it and use the arrow
        keys (hold Shift for bigger steps). Delete removes the focused corner; double-click an edge
        to add one there.
      </p>
      <div
        ref={stageRef}
        className="stage floor-stage"
        // As wide as fits with room for the handles on its edges, and no taller than most of
        // the screen, in the photo's proportions.
        style={{
          aspectRatio: `${size.w} / ${size.h}`,
          width: `min(100% - 28px, calc(75vh * ${size.w / size.h}))`,
        }}
      >
        {props.backdrop && (
          <img className="backdrop" src={props.backdrop} alt="Your room as photographed" />
        )}
        {loaded.state === 'ready' && (
          <>
            <svg
              className="floor-outline"
              viewBox={`0 0 ${size.w} ${size.h}`}
              preserveAspectRatio="none"
              aria-hidden="true"
            >
              <polygon points={points} />
              {/* Wide invisible strokes over the edges: a double-click there adds a corner. */}
              {outline.map(([x, y], edge) => {
                const [nx, ny] = outline[(edge + 1) % corners] ?? [x, y];
                return (
                  // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut in an aria-hidden drawing; 'Add corner' is its keyboard equivalent
                  <line
                    // biome-ignore lint/suspicious/noArrayIndexKey: an edge is its place in the outline
                    key={edge}
                    className="floor-edge"
                    data-edge={edge}
                    x1={x * size.w}
                    y1={y * size.h}
                    x2={nx * size.w}
                    y2={ny * size.h}
                    onDoubleClick={(event) => onEdgeDoubleClick(edge, event)}
                  />
                );
              })}
            </svg>
            {outline.map(([x, y], index) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: a corner is its place in the outline
                key={index}
                ref={(element) => {
                  handles.current[index] = element;
                }}
                type="button"
                className={`corner${index === selected ? ' is-selected' : ''}`}
                part="floor-corner"
                aria-label={label(index)}
                aria-describedby={helpId}
                style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
                onFocus={() => setSelected(index)}
                onKeyDown={(event) => onHandleKey(index, event)}
                onPointerDown={(event) => onPointerDown(index, event)}
                onPointerMove={(event) => onPointerMove(index, event)}
                onPointerUp={(event) => onPointerUp(index, event)}
                onPointerCancel={(event) => onPointerUp(index, event)}
              />
            ))}
          </>
        )}
      </div>
      {loaded.state === 'loading' && <p role="status">Loading the floor outline…</p>}
      {loaded.state === 'ready' && !loaded.found && (
        <p className="notice">
          No floor was found in your photo: move the corners around the floor.
        </p>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      <p className="error" part="error" role="alert">
        {loaded.state === 'failed'
          ? `The floor outline could not be loaded: ${loaded.reason}`
          : error}
      </p>
      <div className="room-actions floor-actions">
        <button
          type="button"
          className="secondary"
          onClick={() => add()}
          disabled={loaded.state !== 'ready' || corners >= FLOOR_OUTLINE_MAX_CORNERS}
        >
          Add corner
        </button>
        <button
          type="button"
          className="secondary"
          onClick={() => remove(selected)}
          disabled={loaded.state !== 'ready' || corners <= FLOOR_OUTLINE_MIN_CORNERS}
        >
          Remove corner {loaded.state === 'ready' ? selected + 1 : ''}
        </button>
        <button
          type="button"
          className="secondary"
          onClick={reset}
          disabled={loaded.state !== 'ready'}
        >
          Reset
        </button>
        <button type="button" className="secondary" onClick={props.onCancel}>
          Cancel
        </button>
        <button
          type="button"
          className="primary"
          part="save-floor-button"
          onClick={save}
          disabled={loaded.state !== 'ready' || saving}
          aria-busy={saving}
        >
          {saving ? 'Saving…' : 'Save floor'}
        </button>
      </div>
    </section>
  );
}
