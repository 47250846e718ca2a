import { css } from '@emotion/react';
import dayjs, { type Dayjs } from 'dayjs';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { DATE_FORMAT, DATE_PICKER_MAX_YEAR, DATE_PICKER_MIN_YEAR } from '../contracts/constants';
import { color, font, layout, radius, space } from '../ui/tokens';
import { controlCss, focusVisible, labelCss, visuallyHidden } from '../ui/styles';
import { IconButton } from './controls';
import { Popper } from './Popper';

/** How a date is stored and emitted. */
export const DATE_VALUE_FORMAT = 'YYYY-MM-DD';

/** The picked day of a stored value, or null: '', '00000000' and anything not a real YYYY-MM-DD are empty. */
export function parseDateValue(value: string | null | undefined): Dayjs | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = dayjs(value);
  return date.isValid() && date.format(DATE_VALUE_FORMAT) === value ? date : null;
}

export interface DatePickerProps {
  label: string;
  hideLabel?: boolean;
  /** 'YYYY-MM-DD'; '' and '00000000' count as empty. */
  value: string | null | undefined;
  /** Gets the picked day as 'YYYY-MM-DD'. */
  onChange: (value: string) => void;
  /** How the input shows the date (default 'MMM D, YYYY'). */
  format?: string;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  id?: string;
  /** Adds a hidden form field of this name holding the stored value. */
  name?: string;
  /** 'YYYY-MM-DD': the last day that can be picked; later days show, disabled. */
  max?: string;
}

const FIRST_DAY = dayjs(`${DATE_PICKER_MIN_YEAR}-01-01`);
const LAST_DAY = dayjs(`${DATE_PICKER_MAX_YEAR}-12-31`);
const YEARS = Array.from({ length: DATE_PICKER_MAX_YEAR - DATE_PICKER_MIN_YEAR + 1 }, (_, index) => DATE_PICKER_MIN_YEAR + index);
const MONTHS = Array.from({ length: 12 }, (_, index) => dayjs().month(index).format('MMMM'));
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => dayjs().day(index));

const clampDay = (date: Dayjs, lastDay: Dayjs) => (date.isBefore(FIRST_DAY) ? FIRST_DAY : date.isAfter(lastDay) ? lastDay : date);

/** The weeks (Sunday first) of a month; days of the neighbouring months are null. */
function monthWeeks(month: Dayjs): Array<Array<Dayjs | null>> {
  const first = month.startOf('month');
  const cells: Array<Dayjs | null> = [...Array<null>(first.day()).fill(null)];
  for (let day = 1; day <= first.daysInMonth(); day++) cells.push(first.date(day));
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

// The kit's field look; read-only only because the calendar does the typing, so it keeps the editable background.
const inputStyle = css(controlCss(), { cursor: 'pointer', '&:read-only:not(select):not(button)': { background: color.surfaceRaised } });

const popupStyle = css({ padding: space[3], fontFamily: font.family, fontSize: font.size.sm });

const headerStyle = css({ display: 'flex', alignItems: 'center', gap: space[1], marginBottom: space[2] });

const selectStyle = css(
  {
    flex: 1,
    minHeight: layout.controlHeightSm,
    padding: `0 ${space[1]}`,
    border: `${layout.borderWidth} solid ${color.border}`,
    borderRadius: radius.sm,
    background: color.surfaceRaised,
    color: color.text,
    fontFamily: 'inherit',
    fontSize: font.size.sm,
  },
  focusVisible,
);

const gridStyle = css({ borderCollapse: 'collapse', margin: '0 auto' });

const weekdayStyle = css({ padding: space[1], fontSize: font.size.xs, fontWeight: font.weight.medium, color: color.textMuted, textAlign: 'center' });

const dayStyle = css(
  {
    width: layout.controlHeightSm,
    height: layout.controlHeightSm,
    padding: 0,
    border: `${layout.borderWidth} solid ${color.surfaceRaised}`,
    borderRadius: radius.pill,
    background: color.surfaceRaised,
    color: color.text,
    fontFamily: 'inherit',
    fontSize: font.size.sm,
    cursor: 'pointer',
    '&:hover': { background: color.primarySoft },
    '&[aria-current="date"]': { borderColor: color.primary },
    '&[data-selected="true"]': { background: color.primary, borderColor: color.primary, color: color.onPrimary },
    '&:disabled': { background: color.surfaceRaised, color: color.textMuted, cursor: 'not-allowed' },
  },
  focusVisible,
);

const KEY_MOVES: Record<string, (date: Dayjs) => Dayjs> = {
  ArrowLeft: (date) => date.subtract(1, 'day'),
  ArrowRight: (date) => date.add(1, 'day'),
  ArrowUp: (date) => date.subtract(1, 'week'),
  ArrowDown: (date) => date.add(1, 'week'),
  Home: (date) => date.startOf('week'),
  End: (date) => date.endOf('week').startOf('day'),
  PageUp: (date) => date.subtract(1, 'month'),
  PageDown: (date) => date.add(1, 'month'),
};

/**
 * A read-only date field with a calendar: shows 'MMM D, YYYY', stores 'YYYY-MM-DD', years
 * 1900–2099. In the calendar the arrow keys move the day, Enter picks it and Esc closes.
 */
export function DatePicker({
  label,
  hideLabel = false,
  value,
  onChange,
  format = DATE_FORMAT,
  placeholder,
  disabled,
  required,
  id,
  name,
  max,
}: DatePickerProps) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const popupId = `${autoId}-calendar`;
  const selected = parseDateValue(value);
  const maxDay = parseDateValue(max);
  const lastDay = maxDay && maxDay.isBefore(LAST_DAY) ? maxDay : LAST_DAY;
  const clamp = (date: Dayjs) => clampDay(date, lastDay);
  const [open, setOpen] = useState(false);
  const [focusDay, setFocusDay] = useState<Dayjs>(() => clamp(selected ?? dayjs().startOf('day')));
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  // Set when the focused day should take keyboard focus (on open, after an arrow key) but not after a select changes it.
  const focusDayButton = useRef(false);

  useEffect(() => {
    if (!open || !focusDayButton.current) return;
    focusDayButton.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
  }, [open, focusDay]);

  const show = () => {
    setFocusDay(clamp(selected ?? dayjs().startOf('day')));
    focusDayButton.current = true;
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) input?.focus();
  };
  const pick = (date: Dayjs) => {
    onChange(date.format(DATE_VALUE_FORMAT));
    close(true);
  };

  const onInputKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!open) show();
    }
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    focusDayButton.current = true;
    setFocusDay((day) => clamp(move(day)));
  };

  const today = dayjs().startOf('day');
  const firstMonth = focusDay.isSame(FIRST_DAY, 'month');
  const lastMonth = focusDay.isSame(lastDay, 'month');

  return (
    <div>
      <label htmlFor={inputId} css={hideLabel ? visuallyHidden : labelCss}>
        {label}
      </label>
      <input
        ref={setInput}
        id={inputId}
        type="text"
        readOnly
        // The combobox-with-dialog pattern of the WAI-ARIA date picker example.
        role="combobox"
        value={selected ? selected.format(format) : ''}
        placeholder={placeholder}
        disabled={disabled}
        required={required}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        css={inputStyle}
        onClick={() => (open ? close(false) : show())}
        onKeyDown={onInputKeyDown}
      />
      {name && <input type="hidden" name={name} value={selected ? selected.format(DATE_VALUE_FORMAT) : ''} />}
      <Popper id={popupId} role="dialog" aria-label={label} open={open} anchor={input} onClose={() => close(true)} css={popupStyle}>
        <div css={headerStyle}>
          <IconButton
            label="Previous month"
            icon="chevronLeft"
            disabled={firstMonth}
            onClick={() => setFocusDay((day) => clamp(day.subtract(1, 'month')))}
          />
          <select
            aria-label="Month"
            value={focusDay.month()}
            css={selectStyle}
            onChange={(event) => setFocusDay((day) => clamp(day.month(Number(event.target.value))))}
          >
            {MONTHS.map((month, index) => (
              <option key={month} value={index}>
                {month}
              </option>
            ))}
          </select>
          <select
            aria-label="Year"
            value={focusDay.year()}
            css={selectStyle}
            onChange={(event) => setFocusDay((day) => clamp(day.year(Number(event.target.value))))}
          >
            {YEARS.filter((year) => year <= lastDay.year()).map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
          <IconButton label="Next month" icon="chevronRight" disabled={lastMonth} onClick={() => setFocusDay((day) => clamp(day.add(1, 'month')))} />
        </div>
        <table ref={gridRef} role="grid" aria-label={focusDay.format('MMMM YYYY')} css={gridStyle} onKeyDown={onGridKeyDown}>
          <thead>
            <tr>
              {WEEKDAYS.map((weekday) => (
                <th key={weekday.day()} scope="col" abbr={weekday.format('dddd')} css={weekdayStyle}>
                  {weekday.format('dd')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthWeeks(focusDay).map((week, row) => (
              <tr key={row}>
                {week.map((day, column) =>
                  day ? (
                    <td key={column} aria-selected={selected ? day.isSame(selected, 'day') : false}>
                      <button
                        type="button"
                        tabIndex={day.isSame(focusDay, 'day') ? 0 : -1}
                        aria-label={day.format('dddd, MMMM D, YYYY')}
                        data-selected={selected ? day.isSame(selected, 'day') : false}
                        aria-current={day.isSame(today, 'day') ? 'date' : undefined}
                        disabled={day.isAfter(lastDay, 'day')}
                        css={dayStyle}
                        onClick={() => pick(day)}
                      >
                        {day.date()}
                      </button>
                    </td>
                  ) : (
                    <td key={column} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </Popper>
    </div>
  );
}
