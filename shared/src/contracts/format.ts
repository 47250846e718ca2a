import { CURRENCY_SYMBOL } from './constants';

// Amounts and counts are grouped here rather than by Intl.NumberFormat: the first Intl formatter a page makes loads
// the locale's data, a long task on a phone's main thread on the first screen that shows a price (docs/performance.md).

/** A whole number's digits grouped the Indian way: the last three, then pairs (1234567 → 12,34,567). */
function groupIndian(digits: string): string {
  const head = digits.slice(0, -3);
  const tail = digits.slice(-3);
  return head ? `${head.replace(/\B(?=(\d{2})+$)/g, ',')},${tail}` : tail;
}

/** A count with en-IN digit grouping: 123456 → 1,23,456 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return String(count);
  return `${count < 0 ? '-' : ''}${groupIndian(Math.round(Math.abs(count)).toString())}`;
}

/** ₹ with en-IN digit grouping; paise as two decimals, none when whole: 123456.5 → ₹1,23,456.50, 45 → ₹45 */
export function formatINR(rupees: number): string {
  if (!Number.isFinite(rupees)) return `${CURRENCY_SYMBOL}${rupees}`;
  const [whole, fraction] = Math.abs(rupees).toFixed(2).split('.');
  const paise = fraction === '00' ? '' : `.${fraction}`;
  const sign = rupees < 0 && (Number(whole) > 0 || paise) ? '-' : '';
  return `${sign}${CURRENCY_SYMBOL}${groupIndian(whole)}${paise}`;
}

/** Integer paise (how the database keeps money) to rupees (how the API speaks). */
export function paiseToRupees(paise: number): number {
  return Math.round(paise) / 100;
}

/**
 * The unit sale price the Legal Metrology (Packaged Commodities) Rules ask for beside a pack's price, read from the
 * pack's name, its declared net quantity: ₹ per kg or litre from 1 kg / 1 L up, per 100 g or 100 ml below, per
 * piece for packs of several. Null when the name states no weight, volume or count (a single piece, "1 bunch").
 * 219 for "5 kg" → ₹43.80/kg; 45 for "200 g" → ₹22.50/100 g; 60 for "6 pcs" → ₹10/pc.
 */
export function unitSalePrice(packName: string, price: number): string | null {
  const [, count, unit = ''] = /^(\d+(?:\.\d+)?) *(kg|g|l|ml|pcs?)$/i.exec(packName.trim()) ?? [];
  const name = unit.toLowerCase();
  const amount = Number(count) * (name === 'kg' || name === 'l' ? 1000 : 1);
  if (name[0] === 'p') return amount > 1 ? `${formatINR(price / amount)}/pc` : null;
  if (!amount) return null;
  const grams = name.endsWith('g');
  return amount < 1000
    ? `${formatINR((price * 100) / amount)}/100 ${grams ? 'g' : 'ml'}`
    : `${formatINR((price * 1000) / amount)}/${grams ? 'kg' : 'L'}`;
}
