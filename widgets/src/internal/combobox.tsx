import { type KeyboardEvent, type MouseEvent, type ReactNode, type Ref, useState } from 'react';

export interface ComboboxOptions<Option> {
  /** The listbox's id; option n is `${listId}-${n}`. */
  listId: string;
  /** The options shown. A new array (a new answer) starts with none active: keep it stable. */
  options: readonly Option[];
  /** Whether the listbox is showing. */
  expanded: boolean;
  onChoose(option: Option): void;
  /** Escape while the list shows: close it. */
  onDismiss(): void;
  /** Arrow keys while the list is hidden: show it (and move). Without it they do nothing then. */
  onExpand?(): void;
  /** Enter with no option active chooses the first (a search box's "go"). */
  enterChoosesFirst?: boolean;
  /** `aria-autocomplete`: 'list' when the options follow the text, 'none' for a fixed list. */
  autocomplete?: 'list' | 'none';
}

/**
 * The WAI-ARIA combobox pattern, once for every widget (the samples and store-locator address
 * boxes, the search box, the calculator's room name): focus stays in the input, options are
 * pointed at with aria-activedescendant (so they are neither focusable nor keyboard targets),
 * ArrowDown/ArrowUp move round the options, Enter chooses, Escape closes the list (and goes no
 * further, so a dialog around it stays open). A click chooses; the mousedown before it is
 * cancelled so the input keeps focus and its blur does not close the list first.
 */
export function useCombobox<Option>(settings: ComboboxOptions<Option>) {
  const { listId, options, expanded, onChoose } = settings;
  const [activeIn, setActiveIn] = useState<{ options: readonly Option[]; index: number }>({
    options,
    index: -1,
  });
  const active = activeIn.options === options && expanded ? activeIn.index : -1;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (option: Option) => {
    setActiveIn({ options, index: -1 });
    onChoose(option);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0 || (!expanded && !settings.onExpand)) return;
      event.preventDefault();
      if (!expanded) settings.onExpand?.();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const index = (active + step + options.length) % options.length;
      setActiveIn({ options, index });
    } else if (event.key === 'Enter' && expanded) {
      const option = options[active] ?? (settings.enterChoosesFirst ? options[0] : undefined);
      if (option === undefined) return;
      event.preventDefault();
      choose(option);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      event.stopPropagation();
      settings.onDismiss();
    }
  };

  return {
    /** The index of the option pointed at, or -1. */
    active,
    optionId,
    inputProps: {
      role: 'combobox',
      autoComplete: 'off',
      'aria-autocomplete': settings.autocomplete ?? 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      onKeyDown,
    } as const,
    /** With role="listbox" (written beside it, where the linter sees it). */
    listboxProps: { id: listId, hidden: !expanded } as const,
    /** With role="option" (written beside it, where the linter sees it). */
    optionProps: (index: number) =>
      ({
        id: optionId(index),
        'aria-selected': index === active,
        onMouseDown: (event: MouseEvent) => event.preventDefault(),
        onClick: () => {
          const option = options[index];
          if (option !== undefined) choose(option);
        },
      }) as const,
  };
}

export type Combobox<Option> = ReturnType<typeof useCombobox<Option>>;

export interface ComboboxListProps<Option> {
  combobox: Combobox<Option>;
  /** The options listed: the combobox's, or none while they are not to show. */
  options: readonly Option[];
  label: string;
  part: string;
  keyOf(option: Option): string;
  /** An option's own class, beside `active` on the option pointed at. */
  classOf?(option: Option): string;
  listRef?: Ref<HTMLUListElement>;
  /** What an option reads. */
  children(option: Option): ReactNode;
}

/**
 * The list of a combobox's suggestions (the calculator's room names, the store locator's places,
 * the samples order form's addresses): a listbox whose options are pointed at with
 * aria-activedescendant (useCombobox), the one pointed at of class `active`.
 */
export function ComboboxList<Option>(props: ComboboxListProps<Option>) {
  const { combobox, classOf } = props;
  return (
    <ul
      ref={props.listRef}
      {...combobox.listboxProps}
      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: useCombobox's listbox
      role="listbox"
      aria-label={props.label}
      part={props.part}
    >
      {props.options.map((option, index) => {
        const classes = [classOf?.(option), index === combobox.active && 'active'];
        return (
          // biome-ignore lint/a11y/useFocusableInteractive: options are pointed at with aria-activedescendant (useCombobox)
          <li
            key={props.keyOf(option)}
            {...combobox.optionProps(index)}
            // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: useCombobox's option
            role="option"
            className={classes.filter(Boolean).join(' ') || undefined}
          >
            {props.children(option)}
          </li>
        );
      })}
    </ul>
  );
}
