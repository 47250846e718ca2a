import { css } from '@emotion/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { COMBOBOX_FOCUS_DELAY_MS, MESSAGES } from '../contracts/constants';
import { color, font, layout, radius, space } from '../ui/tokens';
import { controlCss, focusVisible, labelCss, visuallyHidden } from '../ui/styles';
import { Icon } from '../ui/Icon';
import { Popper } from './Popper';

export interface ComboBoxOption<V extends string | number = string> {
  value: V;
  label: string;
}

export interface ComboBoxProps<V extends string | number = string> {
  /** The visible label (also the accessible name of the button and the search box). */
  label: string;
  hideLabel?: boolean;
  options: readonly ComboBoxOption<V>[];
  value: V | null | undefined;
  onChange: (value: V, option: ComboBoxOption<V>) => void;
  /** Shown on the button while nothing is selected. */
  placeholder?: string;
  searchPlaceholder?: string;
  disabled?: boolean;
  id?: string;
}

// The kit's field look (height, border, focus ring) on a button that opens the list.
const triggerStyle = css(controlCss(), { display: 'flex', alignItems: 'center', gap: space[2], textAlign: 'left', cursor: 'pointer' });

const valueStyle = (placeholder: boolean) =>
  css({ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: placeholder ? color.textMuted : undefined });

const popupStyle = css({ display: 'flex', flexDirection: 'column', gap: space[2], padding: space[2] });

const searchStyle = css(
  {
    width: '100%',
    minHeight: layout.controlHeightSm,
    padding: `0 ${space[2]}`,
    border: `${layout.borderWidth} solid ${color.border}`,
    borderRadius: radius.sm,
    background: color.background,
    color: color.text,
    fontFamily: 'inherit',
    fontSize: font.size.sm,
  },
  focusVisible,
);

const listStyle = css({ maxHeight: `calc(${layout.controlHeight} * 6)`, overflowY: 'auto', margin: 0, padding: 0, listStyle: 'none' });

const optionStyle = css({
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radius.sm,
  fontSize: font.size.sm,
  cursor: 'pointer',
  '&[data-active="true"]': { background: color.primarySoft },
  '&[aria-selected="true"]': { fontWeight: font.weight.semibold, color: color.primary },
});

const emptyStyle = css({ margin: 0, padding: `${space[2]} ${space[3]}`, fontSize: font.size.sm, color: color.textMuted });

/**
 * A select with a search box: the button shows the chosen option; its list opens with focus on the search
 * after 100 ms, filters case-insensitively and says 'No matching data' when nothing matches.
 */
export function ComboBox<V extends string | number = string>({
  label,
  hideLabel = false,
  options,
  value,
  onChange,
  placeholder = 'Select',
  searchPlaceholder = 'Search',
  disabled,
  id,
}: ComboBoxProps<V>) {
  const autoId = useId();
  const buttonId = id ?? `${autoId}-button`;
  const labelId = `${autoId}-label`;
  const listboxId = `${autoId}-listbox`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState(0);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const selected = options.find((option) => option.value === value);
  const needle = query.trim().toLowerCase();
  const matches = needle ? options.filter((option) => option.label.toLowerCase().includes(needle)) : options;
  const optionId = (index: number) => `${listboxId}-${index}`;

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => searchRef.current?.focus(), COMBOBOX_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (open) listRef.current?.querySelector('[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [open, activeIndex]);

  const show = () => {
    setQuery('');
    setActiveIndex(Math.max(0, selected ? options.indexOf(selected) : 0));
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button?.focus();
  };
  const choose = (option: ComboBoxOption<V>) => {
    onChange(option.value, option);
    close(true);
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    }
  };

  const onSearchKeyDown = (event: KeyboardEvent) => {
    const last = matches.length - 1;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActiveIndex((index) => (index >= last ? 0 : index + 1));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? last : index - 1));
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActiveIndex(event.key === 'Home' ? 0 : last);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (matches[activeIndex]) choose(matches[activeIndex]);
    } else if (event.key === 'Tab') {
      // Back on the button, Tab's own move then goes on from there in page order.
      close(true);
    }
  };

  return (
    <div>
      <span id={labelId} css={hideLabel ? visuallyHidden : labelCss}>
        {label}
      </span>
      <button
        ref={setButton}
        id={buttonId}
        type="button"
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listboxId : undefined}
        aria-labelledby={`${labelId} ${buttonId}`}
        disabled={disabled}
        css={triggerStyle}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={onButtonKeyDown}
      >
        <span css={valueStyle(!selected)}>{selected ? selected.label : placeholder}</span>
        <Icon name="chevronDown" />
      </button>
      <Popper open={open} anchor={button} onClose={() => close(true)} matchAnchorWidth css={popupStyle}>
        <input
          ref={searchRef}
          type="text"
          role="combobox"
          aria-labelledby={labelId}
          aria-expanded="true"
          aria-controls={listboxId}
          aria-autocomplete="list"
          aria-activedescendant={matches[activeIndex] ? optionId(activeIndex) : undefined}
          autoComplete="off"
          placeholder={searchPlaceholder}
          value={query}
          css={searchStyle}
          onChange={(event) => {
            setQuery(event.target.value);
            setActiveIndex(0);
          }}
          onKeyDown={onSearchKeyDown}
        />
        <ul ref={listRef} id={listboxId} role="listbox" aria-labelledby={labelId} css={listStyle}>
          {matches.map((option, index) => (
            // Keys act on the search box (aria-activedescendant); the mouse acts on the option.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === value}
              data-active={index === activeIndex}
              css={optionStyle}
              // Keeps focus in the search box; the click then chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              onMouseEnter={() => setActiveIndex(index)}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {matches.length === 0 && <p css={emptyStyle}>{MESSAGES.noMatchingData}</p>}
      </Popper>
    </div>
  );
}
