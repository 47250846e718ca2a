/**
 * The range's two calendars (the kit's DatePicker: shows 'MMM D, YYYY', gives 'YYYY-MM-DD'), up to today in the
 * shop's time zone: the dashboard counts the shop's days, and none after today has orders.
 */
import { DatePicker } from '@storefront/shared/overlays';
import { shopToday } from '@storefront/shared/shopping';
import type { DateRange } from './salesApi';
import { SALES_TEXTS as TEXTS } from './texts';

export interface DateFieldsProps {
  /** Unknown until the first answer names the server's default range: the fields wait, disabled. */
  range: Partial<DateRange>;
  onChange: (field: keyof DateRange, value: string) => void;
}

export function DateFields({ range, onChange }: DateFieldsProps) {
  const known = Boolean(range.from && range.to);
  const today = shopToday();
  return (
    <>
      <DatePicker label={TEXTS.from} value={range.from} max={today} disabled={!known} onChange={(value) => onChange('from', value)} />
      <DatePicker label={TEXTS.to} value={range.to} max={today} disabled={!known} onChange={(value) => onChange('to', value)} />
    </>
  );
}
