import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { cdnImageUrl, formatCount, formatINR, paiseToRupees, unitSalePrice } from '../src';
import { formatDate, formatDateTime, formatDeliverySlot, formatTimeOfDay } from '../src/shopping';

describe('money and dates', () => {
  it('formats rupees with ₹ and Indian digit grouping', () => {
    expect(formatINR(123456.5)).toBe('₹1,23,456.50');
    expect(formatINR(45)).toBe('₹45');
    expect(formatINR(1234567.05)).toBe('₹12,34,567.05');
    expect(formatINR(-99.9)).toBe('-₹99.90');
  });
  it('writes amounts and counts exactly as Intl en-IN does (without loading its locale data)', () => {
    // Whole rupees without decimals, anything else with two (as a bill writes paise).
    const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, 0.5, 0.05, 1, 9.99, 10.1, 99.999, 100, 999.5, 1000, 12345.678, 99999.99, 100000, 1234567.891, 987654321, -1, -1234.5];
    for (const amount of amounts) {
      const intl = Math.round(amount * 100) % 100 === 0 ? whole : withPaise;
      expect([amount, formatINR(amount)]).toEqual([amount, intl.format(amount)]);
    }
    for (const count of [0, 7, 999, 1000, 54321, 123456, 10000000, -2500])
      expect([count, formatCount(count)]).toEqual([count, count.toLocaleString('en-IN')]);
  });
  it("formats dates as 'MMM D, YYYY' and with time 'h:mm A'", () => {
    expect(formatDate('2026-11-02T10:05:00+05:30')).toBe('Nov 2, 2026');
    expect(formatDateTime('2026-11-02T16:05:00+05:30')).toBe('Nov 2, 2026 4:05 PM');
  });
  it("formats a slot's 'HH:mm' as 'h:mm A'", () => {
    expect(formatTimeOfDay('07:00')).toBe('7:00 AM');
    expect(formatTimeOfDay('18:30')).toBe('6:30 PM');
    expect(formatTimeOfDay('00:15')).toBe('12:15 AM');
    expect(formatTimeOfDay('12:00')).toBe('12:00 PM');
  });
  it('writes a delivery slot as its day and times, the day alone without times, nothing without a day', () => {
    expect(formatDeliverySlot({ del_date: '2026-11-23', del_start_time: '07:00', del_end_time: '10:00' })).toBe('Nov 23, 2026, 7:00 AM – 10:00 AM');
    expect(formatDeliverySlot({ del_date: '2026-11-23', del_start_time: null, del_end_time: null })).toBe('Nov 23, 2026');
    expect(formatDeliverySlot({ del_date: null, del_start_time: '07:00', del_end_time: '10:00' })).toBeNull();
  });
  // The time zone is fixed when a process starts: ask Node processes east and west of India, on the built contracts.
  const inZone = (timeZone: string, expression: string) => {
    const contracts = path.join(__dirname, '../dist/contracts/index.js');
    const script = `const { formatDate, formatDateTime, formatTimeOfDay } = require(${JSON.stringify(contracts)}); console.log(${expression})`;
    return execFileSync(process.execPath, ['-e', script], { env: { ...process.env, TZ: timeZone } })
      .toString()
      .trim();
  };
  it.each(['America/Los_Angeles', 'Asia/Tokyo'])('reads a date-only value and a slot time as written wherever the shopper is (%s)', (timeZone) => {
    expect(inZone(timeZone, "formatDate('2026-11-02') + '|' + formatTimeOfDay('07:00')")).toBe('Nov 2, 2026|7:00 AM');
  });
  it.each(['America/Los_Angeles', 'UTC', 'Asia/Tokyo'])('writes a moment in India time, as the shop counts its days (%s)', (timeZone) => {
    // 20:00 UTC is 1:30 AM the next day in India: the sales dashboard counts such an order on the 23rd.
    expect(inZone(timeZone, "formatDateTime('2026-11-22T20:00:00Z') + '|' + formatDate('2026-11-22T20:00:00Z')")).toBe(
      'Nov 23, 2026 1:30 AM|Nov 23, 2026',
    );
  });
  it("writes an unreadable date as dayjs did: 'Invalid Date'", () => expect(formatDate('not a date')).toBe('Invalid Date'));
  it('turns paise into rupees', () => expect(paiseToRupees(4550)).toBe(45.5));
});

describe('unitSalePrice (Legal Metrology)', () => {
  it('quotes packs of 1 kg or 1 L and more per kg or litre', () => {
    expect(unitSalePrice('5 kg', 219)).toBe('₹43.80/kg');
    expect(unitSalePrice('1 kg', 48)).toBe('₹48/kg');
    expect(unitSalePrice('1.5 L', 180)).toBe('₹120/L');
    expect(unitSalePrice('2000 ml', 150)).toBe('₹75/L');
  });
  it('quotes smaller packs per 100 g or 100 ml', () => {
    expect(unitSalePrice('200 g', 45)).toBe('₹22.50/100 g');
    expect(unitSalePrice('500 ml', 32)).toBe('₹6.40/100 ml');
    expect(unitSalePrice('0.5 kg', 40)).toBe('₹8/100 g');
  });
  it('quotes packs of several pieces per piece, whatever the spacing and case', () => {
    expect(unitSalePrice('6 pcs', 60)).toBe('₹10/pc');
    expect(unitSalePrice('12PCS', 100)).toBe('₹8.33/pc');
    expect(unitSalePrice('500g', 45)).toBe('₹9/100 g');
  });
  it('says nothing for a single piece or a name that states no net quantity', () => {
    for (const name of ['1 pc', '1 bunch', 'Family pack', '0 kg', '', '2 x 500 g']) expect(unitSalePrice(name, 40)).toBeNull();
  });
});

describe('cdnImageUrl', () => {
  it("uses the 'medium' size variant under the CDN base", () =>
    expect(cdnImageUrl('products/onion.svg', '/cdn/')).toBe('/cdn/medium/products/onion.svg'));
  it("falls back to 'no-image.png'", () => expect(cdnImageUrl('', 'https://cdn.example')).toBe('https://cdn.example/no-image.png'));
  it('passes absolute URLs through', () => expect(cdnImageUrl('https://img.example/a.jpg', '/cdn')).toBe('https://img.example/a.jpg'));
});
