/**
 * Every @storefront/shared entry point is versioned for real: a change to its exports must come with a semver
 * bump of that entry (minor for additions, major for removals), recorded in shared/entry-exports.json.
 */
import sharedPackage from '../package.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { bumpOf, currentExports, requiredBump, versionProblems } = require('../scripts/entryExports.js');

const entryVersions: Record<string, string> = sharedPackage.storefront.entryVersions;

describe('entry point versions', () => {
  it('match the exports recorded for them (run `npm run exports:lock -w @storefront/shared` after a bump)', () => {
    expect(versionProblems()).toEqual([]);
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
    const now = currentExports();
    const runtime = now['./runtime'];
    const lockWithout = (entry: string, names: string[]) =>
      Object.fromEntries(
        Object.entries(now).map(([key, exports]) => [key, { version: entryVersions[key], exports: key === entry ? names : exports }]),
      );
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
});
