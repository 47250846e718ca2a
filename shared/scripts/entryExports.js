// The public surface of each @storefront/shared entry point, and the semver rule that ties it to the entry's
// version: adding exports needs a minor bump, removing one a major bump. The runtime's surface includes the bus's
// event contracts: a new event or a payload that accepts more is a minor change, a removed event or a payload that
// accepts less a major one (and a new version of that event). `entry-exports.json` records the surface each version
// was released with; `node scripts/entryExports.js --write` refreshes it after a bump, and refuses a bump that is
// too small for the change. The rule itself is written down in shared/README.md.
const fs = require('node:fs');
const path = require('node:path');
const { isDeepStrictEqual } = require('node:util');
const ts = require('typescript');
const { toJSONSchema } = require('zod/mini');

const sharedDir = path.resolve(__dirname, '..');
const lockFile = path.join(sharedDir, 'entry-exports.json');
const packageJson = () => JSON.parse(fs.readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));

/** entry ('.', './runtime', …) → source file, from package.json `exports` (the server-only `./contracts` build is left out). */
function entrySources() {
  const { exports, storefront } = packageJson();
  return Object.fromEntries(Object.keys(storefront.entryVersions).map((entry) => [entry, path.join(sharedDir, exports[entry].source)]));
}

/** @returns {Record<string, string[]>} the sorted export names of every entry point */
function currentExports() {
  const sources = entrySources();
  const program = ts.createProgram(Object.values(sources), {
    jsx: ts.JsxEmit.ReactJSX,
    jsxImportSource: '@emotion/react',
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
  });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    Object.entries(sources).map(([entry, file]) => {
      const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(file));
      const names = moduleSymbol ? checker.getExportsOfModule(moduleSymbol).map((symbol) => symbol.name) : [];
      return [entry, [...new Set(names)].sort()];
    }),
  );
}

/**
 * Each bus event's contract version and the JSON Schema of the payload a sender must give, from the built contracts
 * (`npm run build -w @storefront/shared` writes dist/contracts/events.js).
 */
function currentEvents() {
  const { EVENT_SCHEMAS } = require(path.join(sharedDir, 'dist/contracts/events.js'));
  return Object.fromEntries(
    Object.keys(EVENT_SCHEMAS)
      .sort()
      .map((name) => {
        const { version, schema } = EVENT_SCHEMAS[name];
        const { $schema: _dialect, ...payload } = toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
        return [name, { version, payload }];
      }),
  );
}

/** Whether every payload `before` accepted is accepted by `after` (properties kept, none newly required). */
function acceptsAllOf(before, after) {
  if (isDeepStrictEqual(before, after)) return true;
  if (before?.type === 'object' && after?.type === 'object') {
    const { properties: oldProperties = {}, required: oldRequired = [], ...oldRest } = before;
    const { properties: newProperties = {}, required: newRequired = [], ...newRest } = after;
    return (
      isDeepStrictEqual(oldRest, newRest) &&
      newRequired.every((name) => oldRequired.includes(name)) &&
      Object.keys(oldProperties).every((name) => name in newProperties && acceptsAllOf(oldProperties[name], newProperties[name]))
    );
  }
  if (before?.type === 'array' && after?.type === 'array') {
    const { items: oldItems, ...oldRest } = before;
    const { items: newItems, ...newRest } = after;
    return isDeepStrictEqual(oldRest, newRest) && acceptsAllOf(oldItems, newItems);
  }
  return false;
}

/** What the events' change requires of the runtime's version, and the events whose version must go up with it. */
function eventsBump(before, after) {
  const removed = Object.keys(before).filter((name) => !(name in after));
  const narrowed = Object.keys(before).filter((name) => name in after && !acceptsAllOf(before[name].payload, after[name].payload));
  const unversioned = narrowed.filter((name) => after[name].version <= before[name].version);
  const reversioned = Object.keys(before).filter((name) => name in after && after[name].version !== before[name].version);
  const widened = Object.keys(after).some((name) => !(name in before) || !isDeepStrictEqual(before[name].payload, after[name].payload));
  const bump = removed.length > 0 || narrowed.length > 0 || reversioned.length > 0 ? 'major' : widened ? 'minor' : 'none';
  return { bump, removed, narrowed, unversioned };
}

const parse = (version) => version.split('.').map(Number);

/** What the change from `before` to `after` requires of the version: 'major', 'minor' or 'none'. */
function requiredBump(before, after) {
  if (before.some((name) => !after.includes(name))) return 'major';
  if (after.some((name) => !before.includes(name))) return 'minor';
  return 'none';
}

function bumpOf(fromVersion, toVersion) {
  const [fromMajor, fromMinor, fromPatch] = parse(fromVersion);
  const [major, minor, patch] = parse(toVersion);
  if (major > fromMajor) return 'major';
  if (major === fromMajor && minor > fromMinor) return 'minor';
  if (major === fromMajor && minor === fromMinor && patch >= fromPatch) return patch > fromPatch ? 'patch' : 'none';
  return 'downgrade';
}

const RANK = { none: 0, patch: 1, minor: 2, major: 3, downgrade: -1 };

/** Problems with the versions against the recorded surfaces: one sentence each, empty when all is well. */
function versionProblems(lock = JSON.parse(fs.readFileSync(lockFile, 'utf8')), exportsNow = currentExports(), eventsNow = currentEvents()) {
  const versions = packageJson().storefront.entryVersions;
  const problems = [];
  const events = eventsBump(lock.events ?? {}, eventsNow);
  for (const name of events.unversioned)
    problems.push(`the event ${name} accepts less than it did: give it a new version in shared/src/contracts/events.ts (and the runtime a major)`);
  const eventsMade = bumpOf(lock['./runtime']?.version ?? '0.0.0', versions['./runtime']);
  if (events.bump !== 'none' && RANK[eventsMade] < RANK[events.bump])
    problems.push(
      `the bus's events changed (removed: ${events.removed.join(', ') || '—'}; accepting less: ${events.narrowed.join(', ') || '—'}): ` +
        `bump the runtime's ${events.bump} version in shared/package.json storefront.entryVersions (now ${versions['./runtime']}), then run \`npm run exports:lock -w @storefront/shared\``,
    );
  for (const [entry, names] of Object.entries(exportsNow)) {
    const recorded = lock[entry];
    if (!recorded) {
      problems.push(`${entry} is a new entry point: run \`npm run exports:lock -w @storefront/shared\``);
      continue;
    }
    const needed = requiredBump(recorded.exports, names);
    const made = bumpOf(recorded.version, versions[entry]);
    const added = names.filter((name) => !recorded.exports.includes(name));
    const removed = recorded.exports.filter((name) => !names.includes(name));
    if (made === 'downgrade') problems.push(`${entry}: version ${versions[entry]} is lower than the released ${recorded.version}`);
    else if (needed !== 'none' && RANK[made] < RANK[needed])
      problems.push(
        `${entry} changed its exports (added: ${added.join(', ') || '—'}; removed: ${removed.join(', ') || '—'}): ` +
          `bump its ${needed} version in shared/package.json storefront.entryVersions (now ${versions[entry]}), then run \`npm run exports:lock -w @storefront/shared\``,
      );
    else if (needed !== 'none' || made !== 'none')
      problems.push(
        `${entry} is at ${versions[entry]} but entry-exports.json still records ${recorded.version}: run \`npm run exports:lock -w @storefront/shared\``,
      );
  }
  return problems;
}

function writeLock() {
  const exportsNow = currentExports();
  const eventsNow = currentEvents();
  const versions = packageJson().storefront.entryVersions;
  const lock = fs.existsSync(lockFile) ? JSON.parse(fs.readFileSync(lockFile, 'utf8')) : {};
  const tooSmall = versionProblems(lock, exportsNow, eventsNow).filter((problem) => /bump (its|the runtime)|lower than|new version/.test(problem));
  if (tooSmall.length > 0) throw new Error(tooSmall.join('\n'));
  const next = Object.fromEntries(Object.entries(exportsNow).map(([entry, names]) => [entry, { version: versions[entry], exports: names }]));
  next.events = eventsNow;
  fs.writeFileSync(lockFile, `${JSON.stringify(next, null, 2)}\n`);
}

if (require.main === module) {
  if (process.argv.includes('--write')) {
    writeLock();
    console.log(`wrote ${path.relative(process.cwd(), lockFile)}`);
  } else {
    const problems = versionProblems();
    for (const problem of problems) console.error(problem);
    process.exit(problems.length > 0 ? 1 : 0);
  }
}

module.exports = { currentExports, currentEvents, acceptsAllOf, eventsBump, requiredBump, bumpOf, versionProblems };
