import { useState } from 'react';

interface NumberFieldProps {
  id: string;
  label: string;
  /** The engine's (clamped, normalised) value. */
  value: number;
  onEdit(text: string): void;
  onFocus?(): void;
  unit?: string;
  /** The id of a message about the value, such as the limit it was held to. */
  describedBy?: string;
}

/**
 * A dimension input. While it has focus it shows what the visitor typed ("4." on the way to
 * "4.5"), and every keystroke goes to the engine so the totals follow each edit; on blur it
 * shows the engine's value, clamped and normalised (250 becomes 199, 14 inches 1 ft 2 in); the
 * row says why beside it (`describedBy`).
 */
export function NumberField({
  id,
  label,
  value,
  onEdit,
  onFocus,
  unit,
  describedBy,
}: NumberFieldProps) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <span className="field" part="field">
      <label htmlFor={id}>{label}</label>
      <span className="number">
        <input
          id={id}
          part="input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={describedBy}
          value={draft ?? String(value)}
          onFocus={(event) => {
            onFocus?.();
            event.currentTarget.select();
          }}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setDraft(text);
            onEdit(text);
          }}
          onBlur={() => setDraft(null)}
        />
        {unit && (
          <span className="unit" aria-hidden="true">
            {unit}
          </span>
        )}
      </span>
    </span>
  );
}
