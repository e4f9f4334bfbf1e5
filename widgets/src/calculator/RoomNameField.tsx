import { ROOM_PRESETS } from '@gh/shared/calculator';
import { useEffect, useRef, useState } from 'react';
import { ComboboxList, useCombobox } from '../internal/combobox';

interface RoomNameFieldProps {
  id: string;
  value: string;
  onChange(room: string): void;
}

/**
 * The room name: free text, with the preset rooms listed when it takes focus (SPEC.md section
 * 2.11). Choosing a preset fills the field and closes the list; so do a click anywhere outside
 * the field (seen through composedPath, so it works inside a shadow root), Tab and Escape.
 */
export function RoomNameField({ id, value, onChange }: RoomNameFieldProps) {
  const [open, setOpen] = useState(false);
  const fieldRef = useRef<HTMLSpanElement>(null);
  const listId = `${id}-presets`;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      const field = fieldRef.current;
      if (field && !event.composedPath().includes(field)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const combobox = useCombobox({
    listId,
    options: ROOM_PRESETS,
    expanded: open,
    autocomplete: 'none',
    onChoose: (room) => {
      onChange(room);
      setOpen(false);
    },
    onDismiss: () => setOpen(false),
    onExpand: () => setOpen(true),
  });

  return (
    <span className="field room-name" part="field room-name" ref={fieldRef}>
      <label htmlFor={id}>Room</label>
      <input
        id={id}
        part="input"
        type="text"
        {...combobox.inputProps}
        placeholder="Room name"
        value={value}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
      <ComboboxList
        combobox={combobox}
        options={ROOM_PRESETS}
        label="Rooms"
        part="presets"
        keyOf={(room) => room}
      >
        {(room) => room}
      </ComboboxList>
    </span>
  );
}
