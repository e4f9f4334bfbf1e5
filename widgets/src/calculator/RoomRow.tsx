import {
  type CalculatorRow,
  type DimensionLimit,
  dimensionLimitMessage,
  dimensionLimitReached,
  type FlooringOption,
  feetAndInchesLimitReached,
  type RowPatch,
} from '@gh/shared/calculator';
import type { Units } from '@gh/shared/regions';
import { type MouseEvent, useRef, useState } from 'react';
import { SelectOptions } from '../internal/SelectOptions';
import { NumberField } from './NumberField';
import { RoomNameField } from './RoomNameField';

interface RoomRowProps {
  id: string;
  index: number;
  row: CalculatorRow;
  units: Units;
  /** The flooring choices; the selector is hidden when there is only one. */
  flooringOptions: readonly FlooringOption[];
  isLast: boolean;
  onChange(patch: RowPatch): void;
  onAdd(): void;
  onRemove(): void;
}

type Side = 'width' | 'length';
const SIDE_LABELS: Record<Side, string> = { width: 'Width', length: 'Length' };

/** The dimension fields a visitor types into, each of which may be held to a limit. */
type DimensionField = Side | `${Side}Feet` | `${Side}Inches`;
type LimitMessages = Partial<Record<DimensionField, string>>;
const FIELDS_SHOWN: Record<Units, readonly DimensionField[]> = {
  metric: ['width', 'length'],
  imperial: ['widthFeet', 'widthInches', 'lengthFeet', 'lengthInches'],
};

/**
 * One room: flooring, name, width and length, and the plus icon (last row) or the minus icon
 * (any other row). The two icons have a place each, minus then plus, and the row that does not
 * show one keeps its place empty: after a plus, the row that had it shows its minus one place to
 * the left, so a second click (or a double-click) on the spot lands on nothing, never on Remove.
 */
export function RoomRow(props: RoomRowProps) {
  const { id, index, row, units, flooringOptions, isLast, onChange } = props;
  const number = index + 1;
  // Typing inches is measured against the feet shown when the field took focus, so "14" carries
  // one foot once, and deleting back to "1" takes it back, rather than carrying on every key.
  const feetAtFocus = useRef<Record<Side, number>>({ width: 0, length: 0 });
  // What each field's last edit was held to ('Largest width is 199 m'), until its next edit; a
  // message belongs to the units it was typed in.
  const [limits, setLimits] = useState<{ units: Units; messages: LimitMessages }>({
    units,
    messages: {},
  });
  const messages: LimitMessages = limits.units === units ? limits.messages : {};

  const fieldId = (field: DimensionField) =>
    `${id}-${field.replace(/(Feet|Inches)$/, (unit) => `-${unit.toLowerCase()}`)}`;
  const limitId = (field: DimensionField) => `${fieldId(field)}-limit`;

  const tellLimit = (field: DimensionField, side: Side, limit: DimensionLimit | undefined) =>
    setLimits((current) => {
      const next: LimitMessages = { ...(current.units === units ? current.messages : {}) };
      if (limit) next[field] = dimensionLimitMessage(side, limit, units);
      else delete next[field];
      return { units, messages: next };
    });

  const metricField = (side: Side) => (
    <NumberField
      id={fieldId(side)}
      label={SIDE_LABELS[side]}
      unit="m"
      value={row[side]}
      describedBy={messages[side] ? limitId(side) : undefined}
      onEdit={(text) => {
        tellLimit(side, side, dimensionLimitReached(text));
        onChange({ [side]: text });
      }}
    />
  );

  const imperialFields = (side: Side) => (
    <fieldset className="feet-inches">
      <legend className="visually-hidden">
        {SIDE_LABELS[side]}, room {number}
      </legend>
      <NumberField
        id={fieldId(`${side}Feet`)}
        label={`${SIDE_LABELS[side]} (ft)`}
        unit="ft"
        value={row[`${side}Feet`]}
        describedBy={messages[`${side}Feet`] ? limitId(`${side}Feet`) : undefined}
        onEdit={(text) => {
          tellLimit(`${side}Feet`, side, dimensionLimitReached(text));
          onChange({ [`${side}Feet`]: text });
        }}
      />
      <NumberField
        id={fieldId(`${side}Inches`)}
        label={`${SIDE_LABELS[side]} (in)`}
        unit="in"
        value={row[`${side}Inches`]}
        describedBy={messages[`${side}Inches`] ? limitId(`${side}Inches`) : undefined}
        onFocus={() => {
          feetAtFocus.current[side] = row[`${side}Feet`];
        }}
        onEdit={(text) => {
          const feet = feetAtFocus.current[side];
          tellLimit(`${side}Inches`, side, feetAndInchesLimitReached(feet, text));
          onChange({ [`${side}Feet`]: feet, [`${side}Inches`]: text });
        }}
      />
    </fieldset>
  );

  // The second click of a double-click on a minus would land on the minus of the room that moved
  // up into its place: only the first click removes (keyboard presses have a detail of 0).
  const removeOnFirstClick = (event: MouseEvent) => {
    if (event.detail <= 1) props.onRemove();
  };

  return (
    <fieldset className="room" part="room">
      <legend className="visually-hidden">Room {number}</legend>
      <div className="room-fields">
        {flooringOptions.length > 1 && (
          <span className="field" part="field">
            <label htmlFor={`${id}-flooring`}>Flooring</label>
            <select
              id={`${id}-flooring`}
              part="input"
              value={row.flooring}
              onChange={(event) => {
                const chosen = flooringOptions.find((o) => o.value === event.currentTarget.value);
                if (chosen) onChange({ flooring: chosen.value });
              }}
            >
              <SelectOptions options={flooringOptions} />
            </select>
          </span>
        )}
        <RoomNameField id={`${id}-room`} value={row.room} onChange={(room) => onChange({ room })} />
        {units === 'metric' ? metricField('width') : imperialFields('width')}
        {units === 'metric' ? metricField('length') : imperialFields('length')}
        <span className="room-actions">
          {isLast ? (
            <span className="action-place" />
          ) : (
            <button
              type="button"
              className="icon-button"
              part="remove-button"
              aria-label={`Remove room ${number}`}
              onClick={removeOnFirstClick}
            >
              <span aria-hidden="true">−</span>
            </button>
          )}
          {isLast ? (
            <button
              type="button"
              className="icon-button"
              part="add-button"
              aria-label="Add a room"
              onClick={props.onAdd}
            >
              <span aria-hidden="true">+</span>
            </button>
          ) : (
            <span className="action-place" />
          )}
        </span>
      </div>
      <div className="limits" part="limits" aria-live="polite">
        {FIELDS_SHOWN[units].map(
          (field) =>
            messages[field] && (
              <p key={field} id={limitId(field)} className="limit">
                {messages[field]}
              </p>
            ),
        )}
      </div>
    </fieldset>
  );
}
