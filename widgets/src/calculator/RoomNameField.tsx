import { ROOM_PRESETS } from '@gh/shared/calculator';
import { useEffect, useRef, useState } from 'react';

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
  const [active, setActive] = useState(-1);
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

  const choose = (room: string) => {
    onChange(room);
    setOpen(false);
    setActive(-1);
  };
  const move = (step: number) => {
    setOpen(true);
    setActive((current) => (current + step + ROOM_PRESETS.length) % ROOM_PRESETS.length);
  };
  const optionId = (index: number) => `${id}-preset-${index}`;

  return (
    <span className="field room-name" part="field room-name" ref={fieldRef}>
      <label htmlFor={id}>Room</label>
      <input
        id={id}
        part="input"
        type="text"
        role="combobox"
        aria-autocomplete="none"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        placeholder="Room name"
        value={value}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onChange={(event) => onChange(event.currentTarget.value)}
        onKeyDown={(event) => {
          const chosen = ROOM_PRESETS[active];
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            move(event.key === 'ArrowDown' ? 1 : -1);
          } else if (event.key === 'Enter' && open && chosen) {
            event.preventDefault();
            choose(chosen);
          } else if (event.key === 'Escape') {
            setOpen(false);
          }
        }}
      />
      {/* The WAI-ARIA combobox pattern: focus stays in the input, options are pointed at with
          aria-activedescendant, so they are neither focusable nor keyboard targets themselves. */}
      {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: see above */}
      <ul id={listId} role="listbox" aria-label="Rooms" part="presets" hidden={!open}>
        {ROOM_PRESETS.map((room, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/useFocusableInteractive: see above
          <li
            key={room}
            id={optionId(index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: see above
            role="option"
            aria-selected={index === active}
            className={index === active ? 'active' : undefined}
            // Keeps focus in the input, so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(room)}
          >
            {room}
          </li>
        ))}
      </ul>
    </span>
  );
}
