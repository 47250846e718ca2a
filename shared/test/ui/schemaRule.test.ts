import * as z from 'zod/mini';
import { schemaRule, validateField } from '../../src/forms';

const pincode = z.string().check(z.regex(/^[1-9]\d{5}$/, 'Please enter a valid 6-digit pincode'));

describe('schemaRule', () => {
  it("refuses with the schema's own first message, so a screen says what the server would", () => {
    expect(validateField('56003', schemaRule(pincode))).toBe('Please enter a valid 6-digit pincode');
  });

  it('accepts what the schema accepts', () => {
    expect(validateField('560034', schemaRule(pincode))).toBeNull();
  });
});
