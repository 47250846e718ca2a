/**
 * Sends a route's fuzz cases and keeps what went wrong: every answer >= 500, and every refused request that
 * changed rows. Rows are compared by database fingerprints around batches of refused requests, since one
 * fingerprint per request would cost several times the request itself (checkRows says how batches are checked).
 */
import type { TestServer } from '../testServer';
import { setCookies, cookieValue } from '../testServer';
import { WEB_URL, type Visitor } from '../visitors';
import { preview, type FuzzCase, type IdentityName } from './cases';
import { changedTables, type Fingerprint, type Fingerprinter } from './fingerprint';
import type { Route } from './openapi';

/** Refused requests between two fingerprints. */
const BATCH = 16;

/** A request as sent and its answer. */
export interface Exchange {
  route: string;
  label: string;
  /** Who sent it, e.g. 'shopper priya@example.com' or 'guest'. */
  identity: string;
  url: string;
  /** Headers set over the identity's usual ones (x-web-url, cookie, x-xsrf-token); null: left out. */
  headers: Record<string, string | null>;
  payload?: string | Buffer;
  status: number;
  body: string;
}

export interface RowChange {
  /** The refused request that changed rows, or the batch of them when none did it alone when replayed. */
  exchanges: Exchange[];
  tables: string[];
}

export interface Findings {
  serverErrors: Exchange[];
  rowChanges: RowChange[];
}

/** How the fuzzer gets its visitors: the signed-in user a route is for (named for reports), and a guest. */
export interface Identities {
  primary(route: Route): Promise<{ name: string; visitor: Visitor }>;
  guest(): Promise<Visitor>;
  /**
   * Puts back what the route's plausible request needs (a cart to order), after the user signs in and after each
   * accepted request of theirs, so that bad input keeps reaching the code behind those checks.
   */
  prepare(route: Route, visitor: Visitor): Promise<void>;
}

interface Sender {
  visitors: Record<IdentityName, Visitor>;
  names: Record<IdentityName, string>;
}

export class Fuzzer {
  requests = 0;
  routes = 0;
  readonly serverErrors: Exchange[] = [];
  readonly rowChanges: RowChange[] = [];

  constructor(
    private readonly server: TestServer,
    private readonly fingerprints: Fingerprinter,
    private readonly identities: Identities,
  ) {}

  async fuzzRoute(route: Route, cases: FuzzCase[]): Promise<Findings> {
    this.routes += 1;
    const primary = await this.identities.primary(route);
    await this.identities.prepare(route, primary.visitor);
    const sender: Sender = {
      visitors: { primary: primary.visitor, guest: await this.identities.guest() },
      names: { primary: primary.name, guest: 'guest' },
    };
    const found: Findings = { serverErrors: [], rowChanges: [] };
    if (route.method === 'GET') {
      // GETs are not compared: some keep state on purpose (the pincode check), and none is refused for writing.
      for (const fuzzCase of cases) {
        const { exchange } = await this.send(route, fuzzCase, sender);
        if (exchange.status >= 500) found.serverErrors.push(exchange);
      }
    } else {
      const unchecked = await this.checkRows(route, cases, sender, found, true);
      await this.checkRows(route, unchecked, sender, found, false);
    }
    this.serverErrors.push(...found.serverErrors);
    this.rowChanges.push(...found.rowChanges);
    return found;
  }

  /**
   * Sends cases with a fingerprint around each batch of refused ones. A batch that changed rows is replayed one
   * request at a time to name the culprit. An accepted request may change rows, so it ends its batch unchecked: on
   * the first pass those refused requests are returned, to be sent again at the end of the route in batches of
   * their own; on that second pass they are checked one at a time.
   */
  private async checkRows(route: Route, cases: FuzzCase[], sender: Sender, found: Findings, firstPass: boolean): Promise<FuzzCase[]> {
    const unchecked: FuzzCase[] = [];
    let base: Fingerprint | null = null;
    let batch: { fuzzCase: FuzzCase; exchange: Exchange }[] = [];
    for (const [index, fuzzCase] of cases.entries()) {
      base ??= await this.fingerprints.take();
      const { exchange, renewed } = await this.send(route, fuzzCase, sender);
      if (firstPass && exchange.status >= 500) found.serverErrors.push(exchange);
      // A 5xx counts as refused: a failed request must not leave rows behind either.
      const refused = exchange.status >= 400 && !renewed;
      if (refused) batch.push({ fuzzCase, exchange });
      else if (fuzzCase.identity === 'primary') await this.identities.prepare(route, sender.visitors.primary);
      if (refused && batch.length < BATCH && index < cases.length - 1) continue;

      const after = await this.fingerprints.take();
      const tables = changedTables(base, after);
      if (!refused && firstPass) {
        unchecked.push(...batch.map((item) => item.fuzzCase));
        base = after;
      } else if (!refused) {
        await this.replaySingly(route, batch, sender, found);
        base = null;
      } else if (tables.length > 0) {
        // A batch of one names its culprit; a larger one is replayed to find it, and reported whole if none repeats it.
        const named = batch.length > 1 && (await this.replaySingly(route, batch, sender, found));
        if (!named) found.rowChanges.push({ exchanges: batch.map((item) => item.exchange), tables });
        base = null;
      } else {
        base = after;
      }
      batch = [];
    }
    return unchecked;
  }

  /** Replays refused requests one by one with a fingerprint around each; true when one of them changed rows. */
  private async replaySingly(route: Route, batch: { fuzzCase: FuzzCase }[], sender: Sender, found: Findings): Promise<boolean> {
    let named = false;
    for (const { fuzzCase } of batch) {
      const before = await this.fingerprints.take();
      const { exchange, renewed } = await this.send(route, fuzzCase, sender);
      if (exchange.status < 400 || renewed) continue;
      const tables = changedTables(before, await this.fingerprints.take());
      if (tables.length > 0) {
        found.rowChanges.push({ exchanges: [exchange], tables });
        named = true;
      }
    }
    return named;
  }

  /**
   * Sends a case with its identity's cookies and XSRF token. When the answer ends or replaces that session (sign
   * out), the identity gets a new one, so later cases still reach the handlers.
   */
  private async send(route: Route, fuzzCase: FuzzCase, sender: Sender): Promise<{ exchange: Exchange; renewed: boolean }> {
    const visitor = sender.visitors[fuzzCase.identity];
    const tokens: Record<string, string> = { '{sid}': visitor.cookies.get('sid') ?? '', '{xsrf}': visitor.cookies.get('XSRF-TOKEN') ?? '' };
    const template: Record<string, string | null> = {
      'x-web-url': WEB_URL,
      cookie: 'sid={sid}; XSRF-TOKEN={xsrf}',
      ...(route.method === 'GET' ? {} : { 'x-xsrf-token': '{xsrf}' }),
      ...fuzzCase.headers,
    };
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(template)) {
      if (value !== null) headers[name] = value.replace(/\{sid\}|\{xsrf\}/g, (token) => tokens[token]);
    }
    const response = await this.server.app.inject({ method: route.method, url: fuzzCase.url, headers, payload: fuzzCase.payload });
    this.requests += 1;
    const exchange: Exchange = {
      route: route.key,
      label: fuzzCase.label,
      identity: sender.names[fuzzCase.identity],
      url: fuzzCase.url,
      headers: fuzzCase.headers,
      payload: fuzzCase.payload,
      status: response.statusCode,
      body: response.body,
    };
    const sid = setCookies(response).sid;
    const renewed = fuzzCase.headers.cookie === undefined && sid !== undefined && cookieValue(sid) !== visitor.cookies.get('sid');
    if (renewed && fuzzCase.identity === 'primary') {
      sender.visitors.primary = (await this.identities.primary(route)).visitor;
      await this.identities.prepare(route, sender.visitors.primary);
    }
    if (renewed && fuzzCase.identity === 'guest') sender.visitors.guest = await this.identities.guest();
    return { exchange, renewed };
  }
}

const clip = (text: string, max = 400) => (text.length > max ? `${text.slice(0, max)}…(${text.length} chars)` : text);

/** A request and its answer as a reader reproduces it, under a heading. */
function describe(exchange: Exchange, heading: string): string {
  const { payload } = exchange;
  const headers = Object.keys(exchange.headers).length > 0 ? `, then ${preview(exchange.headers, 400)}` : '';
  return [
    `${heading}${exchange.label} [as ${exchange.identity}]`,
    `   ${exchange.route.split(' ')[0]} ${clip(exchange.url)}`,
    `   headers: the identity's x-web-url, cookie and x-xsrf-token${headers}`,
    ...(payload === undefined ? [] : [`   body: ${typeof payload === 'string' ? clip(payload) : preview(payload)}`]),
    `   → ${exchange.status} ${clip(exchange.body)}`,
  ].join('\n');
}

const LISTED = 25;
/** Numbered items, indented under their route; the first LISTED of them. */
function listed<T>(items: T[], describeItem: (item: T, heading: string) => string): string {
  const lines = items.slice(0, LISTED).map((item, index) => describeItem(item, `${index + 1}. `).replace(/^/gm, '  '));
  if (items.length > LISTED) lines.push(`  … and ${items.length - LISTED} more`);
  return lines.join('\n');
}

function describeChange(change: RowChange, heading: string): string {
  if (change.exchanges.length === 1) return `${describe(change.exchanges[0], heading)}\n   changed ${change.tables.join('; ')}`;
  return [
    `${heading}a batch changed ${change.tables.join('; ')}, and no request of it did so alone when replayed:`,
    ...change.exchanges.map((exchange) => describe(exchange, '- ').replace(/^/gm, '   ')),
  ].join('\n');
}

/** The findings of one route group as one readable message ('' when there are none). */
export function report(findings: Findings, seed: number): string {
  const sections: string[] = [];
  const byRoute = <T>(items: T[], route: (item: T) => string) => {
    const groups = new Map<string, T[]>();
    for (const item of items) groups.set(route(item), [...(groups.get(route(item)) ?? []), item]);
    return groups;
  };
  for (const [route, errors] of byRoute(findings.serverErrors, (exchange) => exchange.route)) {
    sections.push(`${route}: ${errors.length} answer(s) with status >= 500\n${listed(errors, describe)}`);
  }
  for (const [route, changes] of byRoute(findings.rowChanges, (change) => change.exchanges[0].route)) {
    sections.push(`${route}: ${changes.length} refused request(s) changed rows\n${listed(changes, describeChange)}`);
  }
  return sections.length === 0 ? '' : `Fuzzing with FUZZ_SEED=${seed} (set it to reproduce these exact requests):\n\n${sections.join('\n\n')}`;
}
