/**
 * Every @storefront/shared entry point is versioned for real: a change to its exports must come with a semver
 * bump of that entry (minor for additions, major for removals), recorded in shared/entry-exports.json. So must a
 * change to the runtime bus's event contracts (shared/README.md, "Compatibility").
 */
import releasedSurfaces from '../entry-exports.json';
import sharedPackage from '../package.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { acceptsAllOf, bumpOf, currentEvents, currentExports, eventsBump, requiredBump, versionProblems } = require('../scripts/entryExports.js');

const entryVersions: Record<string, string> = sharedPackage.storefront.entryVersions;

// Reading the exports type-checks every entry, which is slow: once for the file.
let now: Record<string, string[]>;
beforeAll(() => {
  now = currentExports();
});

describe('entry point versions', () => {
  it('match the exports recorded for them (run `npm run exports:lock -w @storefront/shared` after a bump)', () => {
    expect(versionProblems(undefined, now)).toEqual([]);
  });

  it('asks for a minor bump when exports are added and a major bump when one is removed', () => {
    expect(requiredBump(['a', 'b'], ['a', 'b'])).toBe('none');
    expect(requiredBump(['a'], ['a', 'b'])).toBe('minor');
    expect(requiredBump(['a', 'b'], ['a'])).toBe('major');
    expect(requiredBump(['a', 'b'], ['a', 'c'])).toBe('major');
  });

  it('reads which bump a version change is', () => {
    expect(bumpOf('1.2.3', '1.2.3')).toBe('none');
    expect(bumpOf('1.2.3', '1.2.4')).toBe('patch');
    expect(bumpOf('1.2.3', '1.3.0')).toBe('minor');
    expect(bumpOf('1.2.3', '2.0.0')).toBe('major');
    expect(bumpOf('1.2.3', '1.1.9')).toBe('downgrade');
  });

  it('refuses an export change without a big enough bump, naming what changed', () => {
    const runtime = now['./runtime'];
    const lockWithout = (entry: string, names: string[]) =>
      Object.fromEntries([
        ...Object.entries(now).map(([key, exports]) => [key, { version: entryVersions[key], exports: key === entry ? names : exports }]),
        ['events', currentEvents()],
      ]);
    // The recorded surface lacked one name the code now exports: an addition at the same version.
    const [added, ...rest] = runtime;
    expect(versionProblems(lockWithout('./runtime', rest), now).join('\n')).toMatch(
      new RegExp(`\\./runtime changed its exports \\(added: ${added};.*bump its minor version`),
    );
    // The recorded surface had a name the code no longer exports: a removal at the same version.
    expect(versionProblems(lockWithout('./runtime', [...runtime, 'removedThing']), now).join('\n')).toMatch(
      /removed: removedThing\).*bump its major version/,
    );
  });

  it('reads a payload that accepts more as a minor change of the bus, and one that accepts less as a major one', () => {
    const object = (properties: Record<string, unknown>, required: string[]) => ({ type: 'object', properties, required });
    const cart = object({ total: { type: 'number' }, items: { type: 'array', items: object({ pack_id: { type: 'integer' } }, ['pack_id']) } }, [
      'items',
    ]);
    const withOptionalField = object(
      { total: { type: 'number' }, items: { type: 'array', items: object({ pack_id: { type: 'integer' }, slot: { type: 'string' } }, ['pack_id']) } },
      ['items'],
    );
    expect(acceptsAllOf(cart, withOptionalField)).toBe(true);
    expect(acceptsAllOf(cart, { ...cart, required: ['items', 'total'] })).toBe(false);
    expect(acceptsAllOf(cart, object({ items: cart.properties.items }, ['items']))).toBe(false);
    expect(acceptsAllOf(cart, object({ ...cart.properties, total: { type: 'string' } }, ['items']))).toBe(false);

    const before = { 'cart:updated': { version: 1, payload: cart }, 'ui:open-cart': { version: 1, payload: object({}, []) } };
    expect(eventsBump(before, before).bump).toBe('none');
    expect(eventsBump(before, { ...before, 'cart:updated': { version: 1, payload: withOptionalField } }).bump).toBe('minor');
    expect(eventsBump(before, { ...before, 'ui:open-search': { version: 1, payload: object({}, []) } }).bump).toBe('minor');
    expect(eventsBump(before, { 'cart:updated': before['cart:updated'] })).toMatchObject({ bump: 'major', removed: ['ui:open-cart'] });
    const narrowed = { ...before, 'cart:updated': { version: 1, payload: { ...cart, required: ['items', 'total'] } } };
    expect(eventsBump(before, narrowed)).toMatchObject({ bump: 'major', narrowed: ['cart:updated'], unversioned: ['cart:updated'] });
    const reversioned = { ...narrowed, 'cart:updated': { ...narrowed['cart:updated'], version: 2 } };
    expect(eventsBump(before, reversioned)).toMatchObject({ bump: 'major', unversioned: [] });
  });

  it('refuses an event change without a new event version and a runtime major', () => {
    const lock = { ...releasedSurfaces };
    const events = currentEvents();
    // The released contract required only product_id; the code's now requires wishlist too, at the same version.
    const released = { ...events['wishlist:changed'].payload, required: ['product_id'] };
    lock.events = { ...events, 'wishlist:changed': { version: 1, payload: released } };
    const problems = versionProblems(lock, now).join('\n');
    expect(problems).toMatch(/wishlist:changed accepts less than it did: give it a new version/);
    expect(problems).toMatch(/bump the runtime's major version/);
  });
});
