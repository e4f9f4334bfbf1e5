import {
  addRow,
  type CalculatorRow,
  type CalculatorState,
  type CutPlan,
  createCalculatorState,
  FLOORING_TYPES,
  type FlooringType,
  flooringOptionsFor,
  type PileDirection,
  removeRow,
  resetCalculator,
  restoreRow,
  setWastage,
  switchUnits,
  updateRow,
} from '@gh/shared/calculator';
import { toRegion, type Units, unitsFor } from '@gh/shared/regions';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { WidgetProps } from '../internal/define-widget';
import { useSanitisedMarkup } from '../internal/sanitise';
import { RoomRow } from './RoomRow';
import { TotalsPanel } from './TotalsPanel';

export interface CalculatorProps extends WidgetProps {
  /** Unit system to start in; the region's (imperial for na) when absent. */
  units?: Units;
  /** Shows the metric/imperial switch. */
  allowUnitSwitch?: boolean;
  /** The only flooring type allowed; both when absent (or not a flooring type). */
  flooring?: FlooringType;
  heading?: string;
  /** Paragraph above the form; may contain markup, which is sanitised. */
  description?: string;
  learnMoreHref?: string;
  /** Label of the Save button. */
  saveLabel?: string;
  /** Width of the carpet roll, metres; the region's when absent (3.66 m, or 12 ft in na). */
  rollWidth?: number;
  /** Trim allowed on each drop, metres; 0.1 m (4 in in imperial) when absent. */
  trim?: number;
  /** Square metres a box of hard flooring covers; the Boxes line shows only when it is given. */
  boxCoverage?: number;
  /** Called with the state (and the cut plan, once it is ready) after every edit. */
  onChange?(detail: CalculatorChange): void;
  /** Shows the Save button; called with the state when it is pressed. */
  onSave?(state: CalculatorState): void;
}

/** What the host hears after an edit: the state, with the cut plan and boxes once planned. */
export interface CalculatorChange extends CalculatorState {
  /** The carpet rooms' cut plan, when a carpet room has a width and a length. */
  plan?: CutPlan;
  /** Boxes of hard flooring to buy, when box-coverage is given. */
  boxes?: number;
}

/** The cut-plan choices beside the rows: the roll width chosen and each room's pile direction. */
interface PlanChoices {
  rollWidth?: number;
  /** By row key, so a choice follows its room when a room above goes. */
  piles: Readonly<Record<number, PileDirection>>;
}
const NO_CHOICES: PlanChoices = { piles: {} };

/** The cut plan's code (the planner, diagrams, share link), fetched once on first use. */
type PlanUi = typeof import('./plan-ui');
let planUiLoad: Promise<PlanUi> | undefined;
const loadPlanUi = () => {
  planUiLoad ??= import('./plan-ui');
  return planUiLoad;
};

/** The share parameter's name for the calculator whose form this is (its host's id, if any). */
function hostIdOf(form: HTMLFormElement | null): string | undefined {
  const root = form?.getRootNode();
  const host = root && 'host' in root ? (root.host as Element) : undefined;
  return host?.id || undefined;
}

const UNIT_CHOICES: readonly { value: Units; label: string }[] = [
  { value: 'metric', label: 'Metric' },
  { value: 'imperial', label: 'Imperial' },
];

function allowedFlooring(flooring: unknown): readonly FlooringType[] {
  return FLOORING_TYPES.find((type) => type === flooring)
    ? [flooring as FlooringType]
    : FLOORING_TYPES;
}

/** Rows keep to the one allowed flooring type, also after the engine adds a default row. */
function keepAllowedFlooring(state: CalculatorState, allowed: readonly FlooringType[]) {
  const only = allowed.length === 1 ? allowed[0] : undefined;
  if (!only) return state;
  return state.rows.reduce(
    (next, row, index) =>
      row.flooring === only ? next : updateRow(next, index, { flooring: only }),
    state,
  );
}

/** A room the visitor removed, offered back (with its place and its key) until the next change. */
interface RemovedRoom {
  row: CalculatorRow;
  index: number;
  key: number;
}

interface Session {
  state: CalculatorState;
  /**
   * One key per row. Rows have no identity in the engine (it addresses them by index); the keys
   * let each row's component, with its limit messages, follow its room when a room above goes.
   */
  keys: readonly number[];
  removed?: RemovedRoom;
}

let lastRowKey = 0;
const newRowKey = () => ++lastRowKey;

/** Where focus goes once the next render is on screen: a row's first field, or Undo. */
type FocusTarget = { row: number | 'last' } | 'undo';

/** The floor calculator (SPEC.md sections 2.11, 4, 5, 9): rooms in, totals per flooring type out. */
export function Calculator(props: CalculatorProps) {
  const { heading, description, learnMoreHref, allowUnitSwitch = false, onChange, onSave } = props;
  const region = toRegion(props.region);
  const id = useId();
  const allowed = useMemo(() => allowedFlooring(props.flooring), [props.flooring]);
  const flooringOptions = useMemo(() => flooringOptionsFor(allowed), [allowed]);
  const [session, setSession] = useState<Session>(() => {
    const state = createCalculatorState(props.units ?? unitsFor(region), allowed[0]);
    return { state, keys: state.rows.map(newRowKey) };
  });
  const { state, removed } = session;
  const [choices, setChoices] = useState<PlanChoices>(NO_CHOICES);
  const [planUi, setPlanUi] = useState<PlanUi>();
  // The share parameter's name, and whether the address may be written: only once a shared link
  // the page was opened with has been read, so the first write cannot wipe it.
  const shareParam = useRef<string | undefined>(undefined);
  const [shareReady, setShareReady] = useState(false);

  // Changes are applied to the latest session (not the one this render saw), so quick successive
  // events never build on a stale copy; the host hears about each new state once it is rendered.
  // A change drops the offer to undo a removal unless it makes one itself.
  const change = (edit: (current: Session) => Session) =>
    setSession((current) => {
      const next = edit(current);
      const nextState = keepAllowedFlooring(next.state, allowed);
      const keys =
        next.keys.length === nextState.rows.length ? next.keys : nextState.rows.map(newRowKey);
      return { ...next, state: nextState, keys };
    });
  const apply = (edit: (current: CalculatorState) => CalculatorState) =>
    change((current) => ({ state: edit(current.state), keys: current.keys }));

  const formRef = useRef<HTMLFormElement>(null);
  const undoRef = useRef<HTMLButtonElement>(null);
  const focusAfterRender = useRef<FocusTarget | undefined>(undefined);
  useLayoutEffect(() => {
    const target = focusAfterRender.current;
    if (!target) return;
    focusAfterRender.current = undefined;
    if (target === 'undo') {
      undoRef.current?.focus();
      return;
    }
    const last = state.rows.length - 1;
    const index = target.row === 'last' ? last : Math.min(target.row, last);
    formRef.current?.querySelector<HTMLElement>(`[id="${id}-row-${index}-room"]`)?.focus();
  });

  const addRoom = () => {
    focusAfterRender.current = { row: 'last' };
    change((current) => ({ state: addRow(current.state), keys: [...current.keys, newRowKey()] }));
  };
  const removeRoom = (index: number) => {
    focusAfterRender.current = 'undo';
    change((current) => {
      const row = current.state.rows[index];
      const key = current.keys[index];
      if (!row || key === undefined) return current;
      return {
        state: removeRow(current.state, index, allowed[0]),
        keys: current.keys.filter((_, i) => i !== index),
        removed: { row, index, key },
      };
    });
  };
  const undoRemoval = () => {
    if (!removed) return;
    focusAfterRender.current = { row: removed.index };
    change((current) => {
      if (!current.removed) return current;
      const { row, index, key } = current.removed;
      const keys = [...current.keys];
      keys.splice(index, 0, key);
      return { state: restoreRow(current.state, index, row), keys };
    });
  };
  const dismissRemoval = () => {
    if (!removed) return;
    focusAfterRender.current = { row: Math.max(removed.index - 1, 0) };
    setSession((current) => ({ state: current.state, keys: current.keys }));
  };

  // The host page changing `units`, `flooring` or `region` after the first render, or calling
  // reset(): a region change resets the rows too (DESIGN.md section 7).
  const seen = useRef({ units: props.units, allowed, region, command: props.command?.seq });
  useEffect(() => {
    const before = seen.current;
    seen.current = { units: props.units, allowed, region, command: props.command?.seq };
    const regionChanged = region !== before.region;
    const resetCalled = props.command?.name === 'reset' && props.command.seq !== before.command;
    const unitsChanged = props.units !== before.units || regionChanged;
    if (!regionChanged && !resetCalled && !unitsChanged && allowed === before.allowed) return;
    const units = props.units ?? unitsFor(region);
    if (regionChanged || resetCalled) setChoices(NO_CHOICES);
    else if (unitsChanged) setChoices((current) => ({ ...current, rollWidth: undefined }));
    change((current) => {
      const reset = regionChanged || resetCalled;
      const rows = reset ? resetCalculator(current.state) : current.state;
      return {
        state: unitsChanged && units !== rows.units ? switchUnits(rows, units) : rows,
        // A reset row is a new room, even where one row is replaced by one.
        keys: reset ? rows.rows.map(newRowKey) : current.keys,
      };
    });
  });

  // A shared link restores its rows and choices; the plan's code is fetched for it, or when a room
  // first has a width and a length.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is read once, at the start
  useEffect(() => {
    const hostId = hostIdOf(formRef.current);
    const name = hostId ? `gh-calc-${hostId}` : 'gh-calc';
    shareParam.current = name;
    if (!window.location.search.includes(`${name}=`)) {
      setShareReady(true);
      return;
    }
    let live = true;
    loadPlanUi().then((ui) => {
      if (!live) return;
      const value = ui.readParam(window.location.search, name);
      const shared = value ? ui.decodeShare(value) : undefined;
      if (shared) {
        const keys = shared.state.rows.map(newRowKey);
        change(() => ({ state: shared.state, keys }));
        setChoices({
          rollWidth: shared.rollWidth,
          piles: Object.fromEntries(
            keys.map((key, index) => [key, shared.piles[index] ?? 'either']),
          ),
        });
      }
      setPlanUi(ui);
      setShareReady(true);
    });
    return () => {
      live = false;
    };
  }, []);
  const sized = state.rows.some((row) => row.width > 0 && row.length > 0);
  useEffect(() => {
    if (!sized || planUi) return;
    let live = true;
    loadPlanUi().then((ui) => live && setPlanUi(ui));
    return () => {
      live = false;
    };
  }, [sized, planUi]);

  const { rollWidth, trim, boxCoverage } = props;
  const planned = useMemo(
    () =>
      planUi?.planFor(state, (row) => choices.piles[session.keys[row] ?? -1] ?? 'either', {
        region,
        rollWidth,
        trim,
        boxCoverage,
        chosenRollWidth: choices.rollWidth,
      }),
    [planUi, state, session.keys, choices, region, rollWidth, trim, boxCoverage],
  );
  const pileOf = (row: number) => choices.piles[session.keys[row] ?? -1] ?? 'either';

  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  // Told as the new state is committed to the screen, not after the next paint (where Preact runs
  // effects): a host that reads the widget or its last event in any later task finds them alike.
  // The cut plan joins the detail once its code is there (and is told then, too).
  const initialState = useRef(state);
  useLayoutEffect(() => {
    if (state === initialState.current && !planned) return;
    const detail: CalculatorChange = { ...state };
    if (planned?.plan) detail.plan = planned.plan;
    if (planned?.boxes !== undefined) detail.boxes = planned.boxes;
    latestOnChange.current?.(detail);
  }, [state, planned]);

  const flooringInUse = flooringOptions.filter((option) =>
    state.rows.some((row) => row.flooring === option.value),
  );
  const safeDescription = useSanitisedMarkup(description);

  return (
    <form
      ref={formRef}
      className={`calculator is-${state.units}`}
      part="form"
      aria-label={heading || 'Floor calculator'}
      onSubmit={(event) => event.preventDefault()}
    >
      {heading && (
        <h2 className="heading" part="heading">
          {heading}
        </h2>
      )}
      {safeDescription && (
        <div
          className="description"
          part="description"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by DOMPurify (sanitise.ts)
          dangerouslySetInnerHTML={{ __html: safeDescription }}
        />
      )}
      {learnMoreHref && (
        // biome-ignore lint/a11y/noAmbiguousAnchorText: the label SPEC.md section 2.11 asks for
        <a className="learn-more" part="learn-more" href={learnMoreHref}>
          Learn more
        </a>
      )}
      {allowUnitSwitch && (
        <fieldset className="unit-switch" part="unit-switch">
          <legend>Units</legend>
          {UNIT_CHOICES.map((choice) => (
            <label key={choice.value} className="unit-choice">
              <input
                type="radio"
                name={`${id}-units`}
                value={choice.value}
                checked={state.units === choice.value}
                onChange={() => {
                  setChoices((current) => ({ ...current, rollWidth: undefined }));
                  apply((current) => switchUnits(current, choice.value));
                }}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
      )}
      <div className="rooms" part="rooms">
        {state.rows.map((row, index) => (
          <RoomRow
            key={session.keys[index] ?? `index-${index}`}
            id={`${id}-row-${index}`}
            index={index}
            row={row}
            units={state.units}
            flooringOptions={flooringOptions}
            isLast={index === state.rows.length - 1}
            onChange={(patch) => apply((current) => updateRow(current, index, patch))}
            onAdd={addRoom}
            onRemove={() => removeRoom(index)}
          />
        ))}
      </div>
      <div className="removed" part="removed" aria-live="polite">
        {removed && (
          <p className="removed-message">
            Room {removed.index + 1} removed.{' '}
            <button
              ref={undoRef}
              type="button"
              className="text-button"
              part="undo-button"
              onClick={undoRemoval}
            >
              Undo
            </button>
            <button
              type="button"
              className="icon-button dismiss"
              part="dismiss-button"
              aria-label="Dismiss"
              onClick={dismissRemoval}
            >
              <span aria-hidden="true">×</span>
            </button>
          </p>
        )}
      </div>
      <div className="results" part="results">
        {flooringInUse.map((option) => (
          <TotalsPanel
            key={option.value}
            id={`${id}-${option.value}`}
            flooring={option}
            totals={state.totals[option.value]}
            units={state.units}
            onWastageChange={(value) =>
              apply((current) => setWastage(current, option.value, value))
            }
          />
        ))}
      </div>
      {planUi && planned && (
        <planUi.PlanSection
          id={id}
          planned={planned}
          units={state.units}
          pileOf={pileOf}
          share={
            shareReady && shareParam.current
              ? { param: shareParam.current, state, rollWidth: choices.rollWidth }
              : undefined
          }
          onRollWidth={(metres) => setChoices((current) => ({ ...current, rollWidth: metres }))}
          onPile={(row, pile) => {
            const key = session.keys[row];
            if (key === undefined) return;
            setChoices((current) => ({ ...current, piles: { ...current.piles, [key]: pile } }));
          }}
        />
      )}
      {onSave && (
        <button type="button" className="save" part="save-button" onClick={() => onSave(state)}>
          {props.saveLabel || 'Save'}
        </button>
      )}
    </form>
  );
}
