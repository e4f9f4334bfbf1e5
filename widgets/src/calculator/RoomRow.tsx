import type { CalculatorRow, FlooringOption, RowPatch } from '@gh/shared/calculator';
import type { Units } from '@gh/shared/regions';
import { useRef } from 'react';
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

/** One room: flooring, name, width and length, and the plus (last row) or minus icon. */
export function RoomRow(props: RoomRowProps) {
  const { id, index, row, units, flooringOptions, isLast, onChange } = props;
  const number = index + 1;
  // Typing inches is measured against the feet shown when the field took focus, so "14" carries
  // one foot once, and deleting back to "1" takes it back, rather than carrying on every key.
  const feetAtFocus = useRef<Record<Side, number>>({ width: 0, length: 0 });

  const metricField = (side: Side) => (
    <NumberField
      id={`${id}-${side}`}
      label={SIDE_LABELS[side]}
      unit="m"
      value={row[side]}
      onEdit={(text) => onChange({ [side]: text })}
    />
  );

  const imperialFields = (side: Side) => (
    <fieldset className="feet-inches">
      <legend className="visually-hidden">
        {SIDE_LABELS[side]}, room {number}
      </legend>
      <NumberField
        id={`${id}-${side}-feet`}
        label={`${SIDE_LABELS[side]} (ft)`}
        unit="ft"
        value={row[`${side}Feet`]}
        onEdit={(text) => onChange({ [`${side}Feet`]: text })}
      />
      <NumberField
        id={`${id}-${side}-inches`}
        label={`${SIDE_LABELS[side]} (in)`}
        unit="in"
        value={row[`${side}Inches`]}
        onFocus={() => {
          feetAtFocus.current[side] = row[`${side}Feet`];
        }}
        onEdit={(text) =>
          onChange({ [`${side}Feet`]: feetAtFocus.current[side], [`${side}Inches`]: text })
        }
      />
    </fieldset>
  );

  return (
    <fieldset className="room" part="room">
      <legend className="visually-hidden">Room {number}</legend>
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
            {flooringOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </span>
      )}
      <RoomNameField id={`${id}-room`} value={row.room} onChange={(room) => onChange({ room })} />
      {units === 'metric' ? metricField('width') : imperialFields('width')}
      {units === 'metric' ? metricField('length') : imperialFields('length')}
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
        <button
          type="button"
          className="icon-button"
          part="remove-button"
          aria-label={`Remove room ${number}`}
          onClick={props.onRemove}
        >
          <span aria-hidden="true">−</span>
        </button>
      )}
    </fieldset>
  );
}
