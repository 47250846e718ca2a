import { cartSchema, initDataSchema } from '../src';
import { applyInitData, createEventBus, eventBus, replaceCart, sessionStore, siteStore, cartStore } from '../src/runtime';

describe('event bus', () => {
  it('delivers typed payloads with the event version to listeners until they unsubscribe', () => {
    const bus = createEventBus();
    const seen: unknown[] = [];
    const off = bus.on('pincode:changed', (payload, envelope) => seen.push([payload.pincode, envelope.version]));
    bus.emit('pincode:changed', { pincode: '560103' });
    off();
    bus.emit('pincode:changed', { pincode: '400001' });
    expect(seen).toEqual([['560103', 1]]);
  });

  it('refuses a payload that does not match the event schema', () => {
    const bus = createEventBus();
    expect(() => bus.emit('wishlist:changed', { product_id: 'x', wishlist: true } as never)).toThrow();
  });

  it("passes on what a newer app's payload adds beyond this runtime's contract, at the top and inside", () => {
    const bus = createEventBus();
    const listener = jest.fn();
    bus.on('cart:updated', listener);
    const cart = { ...cartSchema.parse({ quantity: 1, items: [] }), slot_hint: 'Tomorrow 7–10 AM' };
    bus.emit('cart:updated', { cart, source: 'mfe-cart-checkout@2' } as never);
    expect(listener).toHaveBeenCalledWith({ cart, source: 'mfe-cart-checkout@2' }, expect.objectContaining({ version: 1 }));
  });
});

describe('stores', () => {
  it('replaces the cart wholesale and announces cart:updated', () => {
    const listener = jest.fn();
    const off = eventBus.on('cart:updated', listener);
    const cart = cartSchema.parse({ quantity: 2, total: 90, items: [] });
    replaceCart(cart);
    off();
    expect(cartStore.cart).toEqual(cart);
    expect(listener).toHaveBeenCalledWith({ cart }, expect.objectContaining({ name: 'cart:updated' }));
  });

  it('fills session, cart and site from init data', () => {
    const init = initDataSchema.parse({
      user: { name: 'Priya', email: 'p@example.com', phone: '9876543210' },
      web: { id: 1, name: 'FreshKart' },
      pincode: '560103',
      categories: [],
      brands: [],
      webSeo: {},
      webAddress: {},
      popup: null,
      webPages: [],
      dynamicNavbar: null,
      navSetting: {},
      activetheme: {},
      navs: [],
      footers: [],
      cart: {},
    });
    applyInitData(init);
    expect(sessionStore.user?.name).toBe('Priya');
    expect(sessionStore.user?.isSalesAgent).toBe(false);
    expect(sessionStore.ready).toBe(true);
    expect(siteStore.pincode).toBe('560103');
    expect(siteStore.data?.web.name).toBe('FreshKart');
    expect(siteStore.data?.navSetting.navbar_height).toBe(56);
  });
});
