import { POPUP_STORAGE_KEY } from '../src/contracts/constants';
import { popupIsDue, rememberPopupShown } from '../src/contracts/popup';
import type { Popup } from '../src/contracts/schemas';

const popup = (overrides: Partial<Popup> = {}): Popup => ({ image: 'offers/diwali.svg', duration: 5, link: '/products', once: false, ...overrides });
const memoryStorage = (initial: Record<string, string> = {}) => {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value), values };
};

it("is due only on '/' and '/products' (a trailing slash is the same path)", () => {
  for (const path of ['/', '/products', '/products/']) expect(popupIsDue(popup(), path, memoryStorage())).toBe(true);
  for (const path of ['/about-us', '/products/onion', '/checkout', '/account']) expect(popupIsDue(popup(), path, memoryStorage())).toBe(false);
});

it('is not due without a popup or its image', () => {
  expect(popupIsDue(null, '/', memoryStorage())).toBe(false);
  expect(popupIsDue(popup({ image: '' }), '/', memoryStorage())).toBe(false);
});

it(`with once, shows a picture only while it differs from the one remembered under '${POPUP_STORAGE_KEY}'`, () => {
  const storage = memoryStorage();
  expect(popupIsDue(popup({ once: true }), '/', storage)).toBe(true);
  rememberPopupShown(popup({ once: true }), storage);
  expect(storage.values.get('popupShown')).toBe('offers/diwali.svg');
  expect(popupIsDue(popup({ once: true }), '/', storage)).toBe(false);
  expect(popupIsDue(popup({ once: true, image: 'offers/holi.svg' }), '/', storage)).toBe(true);
  // Without once it shows every time.
  expect(popupIsDue(popup(), '/', storage)).toBe(true);
});

it('treats storage the browser refuses as nothing remembered, and does not throw when remembering', () => {
  const refusing = {
    getItem: () => {
      throw new Error('SecurityError');
    },
    setItem: () => {
      throw new Error('QuotaExceededError');
    },
  };
  expect(popupIsDue(popup({ once: true }), '/', refusing)).toBe(true);
  expect(() => rememberPopupShown(popup(), refusing)).not.toThrow();
});

it("uses the page's local storage by default", () => {
  localStorage.clear();
  rememberPopupShown(popup({ once: true }));
  expect(localStorage.getItem('popupShown')).toBe('offers/diwali.svg');
  expect(popupIsDue(popup({ once: true }), '/')).toBe(false);
});
