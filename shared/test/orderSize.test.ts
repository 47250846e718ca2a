import { formatOrderSize } from '../src/signedIn';

describe('formatOrderSize', () => {
  it('counts the different packs an order holds and their units, in words', () => {
    expect(formatOrderSize({ item_count: 2, unit_count: 3 })).toBe('2 items · 3 units');
    expect(formatOrderSize({ item_count: 1, unit_count: 1 })).toBe('1 item · 1 unit');
    expect(formatOrderSize({ item_count: 1, unit_count: 4 })).toBe('1 item · 4 units');
  });
});
