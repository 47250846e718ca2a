/**
 * The requests the fuzzer sends to one route. Every case starts from a plausible request (each field's hint or a
 * value its schema accepts) and breaks one thing: some fields, the body's shape or text, its content type, or a
 * header. A fixed set covers every field and the known-dangerous headers; fast-check adds random ones from a seed.
 */
import fc from 'fast-check';
import { WEB_URL } from '../visitors';
import type { Field, Route } from './openapi';
import { CORE_BAD_VALUES, Raw, badValue, baseline, deeplyNested, jsonText, oddString, plainText, urlText } from './values';

/** Who sends a case: the route's signed-in user (a shopper, or the role the route is for) or a guest. */
export type IdentityName = 'primary' | 'guest';

export interface FuzzCase {
  /** What is wrong with this request, e.g. `body.pack_id = 2147483648`. */
  label: string;
  identity: IdentityName;
  /** The URL under the server, e.g. /s/api/orders/2147483648. */
  url: string;
  /** Headers set over the identity's own (null leaves one out); `{sid}` and `{xsrf}` stand for the identity's tokens. */
  headers: Record<string, string | null>;
  payload?: string | Buffer;
}

/** Plausible values for a field of a route (real ids of the signed-in user's rows, a serviceable pincode…). */
export type Hints = (route: Route, field: Field) => unknown[] | undefined;

/** A request before it is written out: a value per field, and what replaces the body or the headers. */
interface Draft {
  label: string;
  values: Map<Field, unknown>;
  /** Body properties the schema does not know. */
  extra: [string, unknown][];
  /** A whole JSON body replacing the fields' one. */
  body?: { value: unknown };
  rawBody?: string | Buffer;
  headers: Record<string, string | null>;
}

/** Bad headers, by label: every route gets the first CORE_HEADER_ATTACKS of them, random cases draw from all. */
const HEADER_ATTACKS: [string, Record<string, string | null>][] = [
  ['x-web-url: javascript:', { 'x-web-url': 'javascript:alert(1)' }],
  ['x-web-url: data:', { 'x-web-url': 'data:text/html,x' }],
  ['x-web-url: file:', { 'x-web-url': 'file:///etc/passwd' }],
  ['x-web-url: garbage', { 'x-web-url': '::garbage::' }],
  ['x-web-url: very long', { 'x-web-url': `${WEB_URL}/${'a'.repeat(10_000)}` }],
  ['junk cookies', { cookie: '=;;;sid;=x; XSRF-TOKEN' }],
  ['x-xsrf-token missing', { 'x-xsrf-token': null }],
  ['x-xsrf-token wrong', { 'x-xsrf-token': '{xsrf}x' }],
  ['x-web-url missing, Origin: null', { 'x-web-url': null, origin: 'null' }],
  ['x-web-url: unknown shop', { 'x-web-url': 'https://unknown.example.com' }],
  ['x-web-url missing, Origin: javascript:', { 'x-web-url': null, origin: 'javascript:alert(1)' }],
  ['Origin: another site', { origin: 'https://evil.example.com' }],
  ['cookie sid very long', { cookie: `sid=${'x'.repeat(5_000)}; XSRF-TOKEN={xsrf}` }],
  ['cookie sid twice', { cookie: 'sid=forged; sid={sid}; XSRF-TOKEN={xsrf}' }],
  ['cookie bad percent-encoding', { cookie: 'sid=%E0%A4%A; XSRF-TOKEN=%' }],
  ['no cookie', { cookie: null }],
  ['x-xsrf-token of another shape', { 'x-xsrf-token': 'a.b.c' }],
  ['x-forwarded-for junk', { 'x-forwarded-for': 'not-an-ip, 999.999.999.999' }],
  ['x-web-url missing, x-forwarded-proto junk', { 'x-web-url': null, 'x-forwarded-proto': 'javascript' }],
  ['x-web-url missing, x-forwarded-host junk', { 'x-web-url': null, 'x-forwarded-host': 'bad host' }],
  ['x-web-url missing, host junk', { 'x-web-url': null, host: 'bad host' }],
];
const CORE_HEADER_ATTACKS = 9;

const INVALID_JSON: (string | Buffer)[] = [
  '{"name": ',
  '{',
  "{'a': 1}",
  '{"a": 1,}',
  '{"a": 1} trailing',
  '{"a": 1}{"b": 2}',
  'NaN',
  'undefined',
  '\ufeff{}',
  '   ',
  '{"__proto__": {"polluted": 1}}',
  '{"constructor": {"prototype": {"polluted": 1}}}',
  '{"a": "\\ud800"}',
  '{"a": "\\u0000"}',
  '['.repeat(20_000),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
];

const CONTENT_TYPES: (string | null)[] = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/xml',
  'application/jsonx',
  'APPLICATION/JSON',
  '',
  null,
];

const EXTRA_KEYS = fc.oneof(
  fc.constantFrom(
    '__proto__',
    'constructor',
    'prototype',
    'id',
    'user_id',
    'website_id',
    'superadmin',
    'is_sales_agent',
    'status',
    'total',
    'amount',
    'quantity',
  ),
  oddString,
);

/** A short readable form of a value for labels. */
export function preview(value: unknown, max = 60): string {
  const text = value instanceof Raw ? value.text : value instanceof Buffer ? `<bytes ${value.toString('hex')}>` : jsonText(value);
  return text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text;
}

// eslint-disable-next-line no-control-regex
const HEADER_CONTROL_CHARACTERS = /[\u0000-\u0008\u000a-\u001f\u007f]/g;

/**
 * What a client can put in a header: the UTF-8 bytes read as Latin-1, without control characters (Node refuses
 * those in header values, so no real request carries them).
 */
const headerText = (value: unknown) => Buffer.from(plainText(value), 'utf8').toString('latin1').replace(HEADER_CONTROL_CHARACTERS, '?');

const fieldName = (field: Field) => `${field.in}.${field.name}`;

export function fuzzCases(
  route: Route,
  { serverUrl, hints, seed, runs }: { serverUrl: string; hints: Hints; seed: number; runs: number },
): FuzzCase[] {
  const hasBody = route.method !== 'GET';
  const plausible = (field: Field) => hints(route, field) ?? [baseline(field.schema)];
  // Optional query parameters and body properties are left out unless a hint gives them a value worth sending.
  const present = (field: Field) => field.required || field.in === 'path' || hints(route, field) !== undefined;

  const draft = (label: string, pick: (field: Field) => unknown = (field) => plausible(field)[0]): Draft => ({
    label,
    values: new Map(route.fields.filter(present).map((field) => [field, pick(field)])),
    extra: [],
    headers: {},
  });

  function write(identity: IdentityName, { label, values, extra, body, rawBody, headers }: Draft): FuzzCase {
    const path = route.path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
      const field = route.fields.find((candidate) => candidate.in === 'path' && candidate.name === name);
      return field && values.has(field) ? urlText(values.get(field)) : '';
    });
    const query: string[] = [];
    const bodyValues: [string, unknown][] = [];
    const written: Record<string, string | null> = {};
    for (const [field, value] of values) {
      if (field.in === 'query') {
        // An array is sent the way clients send lists: the parameter repeated (an empty one: the bare name).
        const items = Array.isArray(value) ? value : [value];
        if (items.length === 0) query.push(urlText(field.name));
        for (const item of items) query.push(`${urlText(field.name)}=${urlText(item)}`);
      }
      if (field.in === 'header') written[field.name] = headerText(value);
      if (field.in === 'body') bodyValues.push([field.name, value]);
    }
    let payload: string | Buffer | undefined = rawBody;
    if (payload === undefined && body) payload = jsonText(body.value);
    // Object.fromEntries keeps '__proto__' as an own property, so it reaches the JSON text.
    if (payload === undefined && (route.body || extra.length > 0)) payload = jsonText(Object.fromEntries([...bodyValues, ...extra]));
    if (payload !== undefined) written['content-type'] = 'application/json';
    return {
      label,
      identity,
      url: `${serverUrl}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`,
      headers: { ...written, ...headers },
      payload,
    };
  }

  // Every field gets the core bad values; every route the core header attacks and, with a body, the core body faults.
  const core: Draft[] = [draft('a plausible request')];
  for (const field of route.fields) {
    for (const value of CORE_BAD_VALUES) {
      const bad = draft(`${fieldName(field)} = ${preview(value)}`);
      bad.values.set(field, value);
      core.push(bad);
    }
  }
  for (const [label, headers] of HEADER_ATTACKS.slice(0, CORE_HEADER_ATTACKS)) core.push({ ...draft(label), headers });
  if (hasBody) {
    core.push({ ...draft('body: invalid JSON'), rawBody: INVALID_JSON[0] });
    core.push({ ...draft('content-type: text/plain'), headers: { 'content-type': 'text/plain' } });
    core.push({ ...draft('body: null'), body: { value: null } });
    core.push({ ...draft('body: an array'), body: { value: [] } });
    core.push({ ...draft('body: {} (every required field missing)'), body: { value: {} } });
    core.push({
      ...draft('body: unknown fields'),
      extra: [
        ['__proto__', { superadmin: true }],
        ['user_id', 1],
        ['unknown', 'x'],
      ],
    });
  }

  const randomCases = fc.sample(randomCase(route, { hasBody, plausible, present, draft }), { seed, numRuns: runs });
  return [...core.map((item) => write('primary', item)), ...randomCases.map(([identity, item]) => write(identity, item))];
}

interface Helpers {
  hasBody: boolean;
  plausible: (field: Field) => unknown[];
  present: (field: Field) => boolean;
  draft: (label: string, pick?: (field: Field) => unknown) => Draft;
}

/** A random case for a route: its kind weighted, its plausible values drawn among the hints, sent by a shopper or a guest. */
function randomCase(route: Route, { hasBody, plausible, present, draft }: Helpers): fc.Arbitrary<[IdentityName, Draft]> {
  const fields = route.fields;
  // Which of each field's plausible values this case starts from.
  const start = fc.array(fc.nat(), { minLength: fields.length, maxLength: fields.length }).map(
    (choices) => (label: string) =>
      draft(label, (field) => {
        const values = plausible(field);
        return values[choices[fields.indexOf(field)] % values.length];
      }),
  );

  // Built only for routes with fields: fast-check refuses the empty ranges.
  const mutateFields = () =>
    fc
      .uniqueArray(fc.nat({ max: fields.length - 1 }), { minLength: 1, maxLength: Math.min(3, fields.length) })
      .chain((picked) =>
        fc.tuple(
          start,
          fc.tuple(
            ...picked.map((index) => fc.tuple(fc.constant(fields[index]), badValue(fields[index].schema, { inUrl: fields[index].in !== 'body' }))),
          ),
        ),
      )
      .map(([make, changes]) => {
        const made = make(changes.map(([field, value]) => `${fieldName(field)} = ${preview(value)}`).join(', '));
        for (const [field, value] of changes) made.values.set(field, value);
        return made;
      });

  const carried = fields.filter(present);
  const dropFields = () =>
    fc.tuple(start, fc.subarray(carried, { minLength: 1 })).map(([make, dropped]) => {
      const made = make(`missing ${dropped.map(fieldName).join(', ')}`);
      for (const field of dropped) made.values.delete(field);
      return made;
    });

  const extraFields = fc
    .tuple(start, fc.uniqueArray(fc.tuple(EXTRA_KEYS, badValue({})), { selector: ([key]) => key, minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([make, entries, inQuery]) => {
      const where = hasBody && !inQuery ? 'body' : 'query';
      const made = make(`unknown ${where} fields ${entries.map(([key, value]) => `${preview(key)}=${preview(value, 30)}`).join(', ')}`);
      if (where === 'body') made.extra = entries;
      else for (const [key, value] of entries) made.values.set({ in: 'query', name: key, required: false, schema: {} }, value);
      return made;
    });

  const headerAttack = fc.tuple(start, fc.constantFrom(...HEADER_ATTACKS)).map(([make, [label, headers]]) => ({ ...make(label), headers }));

  const bodyShape = fc
    .tuple(start, fc.constantFrom<unknown>(null, [], 'text', 42, true, deeplyNested(2_000), { '': '' }, new Raw('1e400')))
    .map(([make, value]) => ({ ...make(`body = ${preview(value)}`), body: { value } }));
  const wrapInArray = start.map((make) => {
    const made = make('body = [the plausible body]');
    return {
      ...made,
      body: { value: [Object.fromEntries([...made.values].filter(([field]) => field.in === 'body').map(([field, value]) => [field.name, value]))] },
    };
  });
  const invalidJson = fc
    .tuple(start, fc.constantFrom(...INVALID_JSON))
    .map(([make, text]) => ({ ...make(`body text ${preview(text)}`), rawBody: text }));
  const contentType = fc
    .tuple(start, fc.constantFrom(...CONTENT_TYPES))
    .map(([make, type]) => ({ ...make(`content-type: ${preview(type)}`), headers: { 'content-type': type } }));

  const kinds: fc.WeightedArbitrary<Draft>[] = [
    { weight: 2, arbitrary: extraFields },
    { weight: 3, arbitrary: headerAttack },
  ];
  if (fields.length > 0) kinds.push({ weight: 8, arbitrary: mutateFields() });
  if (carried.length > 0) kinds.push({ weight: 1, arbitrary: dropFields() });
  if (hasBody) kinds.push({ weight: 1, arbitrary: bodyShape }, { weight: 1, arbitrary: invalidJson }, { weight: 1, arbitrary: contentType });
  if (hasBody && route.body) kinds.push({ weight: 1, arbitrary: wrapInArray });
  const identity = fc.oneof(
    { weight: 4, arbitrary: fc.constant<IdentityName>('primary') },
    { weight: 1, arbitrary: fc.constant<IdentityName>('guest') },
  );
  return fc.tuple(identity, fc.oneof(...kinds));
}
