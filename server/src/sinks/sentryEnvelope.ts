/**
 * Sentry envelopes (https://develop.sentry.dev/sdk/data-model/envelopes/): a JSON header line (`dsn`,
 * `event_id`, …), then items, each a JSON item header line (`type`, optional `length` in bytes) followed by its
 * payload — `length` bytes when given, else up to the next newline.
 */

export class EnvelopeError extends Error {}

export interface Dsn {
  protocol: string;
  host: string;
  pathPrefix: string;
  publicKey: string;
  projectId: string;
}

export interface ParsedEnvelope {
  dsn: Dsn;
  dsnText: string;
  eventId: string | null;
  itemTypes: string[];
}

export function parseDsn(value: string): Dsn | null {
  try {
    const url = new URL(value);
    const segments = url.pathname.split('/').filter(Boolean);
    const projectId = segments.pop();
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.username || !projectId || !/^\d+$/.test(projectId)) return null;
    return {
      protocol: url.protocol,
      host: url.host,
      pathPrefix: segments.map((segment) => `/${segment}`).join(''),
      publicKey: url.username,
      projectId,
    };
  } catch {
    return null;
  }
}

export const sameDsn = (a: Dsn, b: Dsn) =>
  a.host === b.host && a.projectId === b.projectId && a.publicKey === b.publicKey && a.pathPrefix === b.pathPrefix;

/** Where Sentry's SDKs post envelopes for this DSN. */
export const envelopeEndpoint = (dsn: Dsn) => `${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`;

const NEWLINE = 0x0a;

function jsonLine(body: Buffer, start: number): { value: Record<string, unknown>; next: number } {
  const end = body.indexOf(NEWLINE, start);
  const line = body.subarray(start, end === -1 ? body.length : end).toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new EnvelopeError('An envelope header is not valid JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new EnvelopeError('An envelope header must be a JSON object');
  return { value: value as Record<string, unknown>, next: end === -1 ? body.length : end + 1 };
}

export function parseEnvelope(body: Buffer): ParsedEnvelope {
  if (body.length === 0) throw new EnvelopeError('The envelope is empty');
  const { value: header, next } = jsonLine(body, 0);
  const dsn = typeof header.dsn === 'string' ? parseDsn(header.dsn) : null;
  if (!dsn) throw new EnvelopeError('The envelope header has no valid dsn');
  const itemTypes: string[] = [];
  let offset = next;
  while (offset < body.length) {
    // Blank lines between items are tolerated.
    if (body[offset] === NEWLINE) {
      offset += 1;
      continue;
    }
    const { value: itemHeader, next: payloadStart } = jsonLine(body, offset);
    if (typeof itemHeader.type !== 'string' || itemHeader.type === '') throw new EnvelopeError('An envelope item has no type');
    const { length } = itemHeader;
    if (length !== undefined) {
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0 || payloadStart + length > body.length) {
        throw new EnvelopeError('An envelope item length does not match its payload');
      }
      offset = payloadStart + length;
      if (body[offset] === NEWLINE) offset += 1;
    } else {
      const end = body.indexOf(NEWLINE, payloadStart);
      offset = end === -1 ? body.length : end + 1;
    }
    itemTypes.push(itemHeader.type);
  }
  const eventId = typeof header.event_id === 'string' && /^[0-9a-f-]{32,36}$/i.test(header.event_id) ? header.event_id : null;
  return { dsn, dsnText: header.dsn as string, eventId, itemTypes };
}
