import { copyrightLine } from '../src/layout/Footer';
import { firstFontFamily } from '../src/session/startup';

describe('footer', () => {
  it("reads '© {year} {site name}. All Rights Reserved.'", () => {
    expect(copyrightLine('FreshKart', 2026)).toBe('© 2026 FreshKart. All Rights Reserved.');
  });
});

describe('font', () => {
  it('loads the first family of the font list, Inter by default', () => {
    expect(firstFontFamily("'Poppins', Inter, sans-serif")).toBe('Poppins');
    expect(firstFontFamily('')).toBe('Inter');
    expect(firstFontFamily(null)).toBe('Inter');
  });
});
