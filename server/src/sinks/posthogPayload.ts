/**
 * Decodes what posthog-js sends to its capture endpoints (/e/, /i/v0/e/, /batch/, /s/ …), as its request.ts
 * encodes it:
 * - JSON (application/json): an event, an array of events, or `{api_key, batch: [...], sent_at}`;
 * - gzip (`compression=gzip-js`, text/plain body; newer versions drop the query parameter, so the gzip magic
 *   bytes are trusted too);
 * - base64 (`compression=base64`): `data=<urlencoded base64 of the UTF-8 JSON>` as a form (sendBeacon), or the
 *   base64 text alone.
 */
import { gunzipSync } from 'node:zlib';
import { wellFormed } from '@storefront/shared/contracts';

/** Inflated bodies larger than this are refused (a 1 MB gzip body could otherwise expand without bound). */
const MAX_INFLATED_BYTES = 16 * 1024 * 1024;
const MAX_EVENT_NAME_LENGTH = 400;

export class PayloadError extends Error {}

export interface DecodedEvent {
  event: string;
  distinctId: string | null;
  token: string | null;
  properties: Record<string, unknown>;
  eventAt: Date | null;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isGzip(body: Buffer): boolean {
  return body.length >= 2 && body[0] === 0x1f && body[1] === 0x8b;
}

function inflate(body: Buffer): Buffer {
  try {
    return gunzipSync(body, { maxOutputLength: MAX_INFLATED_BYTES });
  } catch {
    throw new PayloadError('The gzip body could not be decompressed');
  }
}

function fromBase64(text: string): string {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(compact)) throw new PayloadError('The body is not valid base64');
  return Buffer.from(compact, compact.includes('-') || compact.includes('_') ? 'base64url' : 'base64').toString('utf8');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new PayloadError('The body is not valid JSON');
  }
}

/** The JSON document a request carries, whichever of posthog-js's encodings it uses. */
export function decodeBody(body: Buffer, contentType: string | undefined, compression: string | undefined): unknown {
  if (body.length === 0) throw new PayloadError('The body is empty');
  const raw = compression === 'gzip-js' || isGzip(body) ? inflate(body) : body;
  let text = raw.toString('utf8').trim();
  const isForm = (contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded') || text.startsWith('data=');
  if (isForm) {
    const data = new URLSearchParams(text).get('data');
    if (data === null) throw new PayloadError('The form has no data field');
    text = data.trim();
  }
  if (compression === 'base64' || !(text.startsWith('{') || text.startsWith('['))) text = fromBase64(text);
  return parseJson(text);
}

/** Text PostgreSQL can store: NUL characters dropped, lone surrogates replaced (jsonb refuses both). */
export const storableText = (value: string) => wellFormed(value.replaceAll(String.fromCharCode(0), ''));

function storable(value: unknown, depth = 0): unknown {
  if (depth > 64) throw new PayloadError('The event is nested too deeply');
  if (typeof value === 'string') return storableText(value);
  if (Array.isArray(value)) return value.map((item) => storable(item, depth + 1));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [storableText(key), storable(item, depth + 1)]));
  return value;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

function eventTime(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The events of a decoded capture body; refuses anything that is not a list of `{event, properties}`. */
export function eventsOf(document: unknown): DecodedEvent[] {
  const apiKey = isObject(document) ? text(document.api_key) : null;
  const list = Array.isArray(document)
    ? document
    : isObject(document) && Array.isArray(document.batch)
      ? document.batch
      : isObject(document)
        ? [document]
        : null;
  if (!list || list.length === 0) throw new PayloadError('The body holds no events');
  return list.map((candidate) => {
    if (!isObject(candidate) || typeof candidate.event !== 'string' || candidate.event === '' || candidate.event.length > MAX_EVENT_NAME_LENGTH) {
      throw new PayloadError('Every event needs an event name');
    }
    if (candidate.properties !== undefined && !isObject(candidate.properties)) throw new PayloadError('Event properties must be an object');
    const event = storable(candidate) as Record<string, unknown>;
    const properties: Record<string, unknown> = { ...((event.properties as Record<string, unknown> | undefined) ?? {}) };
    // Identify calls carry person properties and the event's id beside the properties; keep them.
    for (const key of ['$set', '$set_once', 'uuid']) if (event[key] !== undefined) properties[key] = event[key];
    return {
      event: event.event as string,
      distinctId: text(event.distinct_id) ?? text(properties.distinct_id) ?? text(event.$distinct_id),
      token: text(properties.token) ?? text(event.token) ?? text(event.api_key) ?? apiKey,
      properties,
      eventAt: eventTime(event.timestamp),
    };
  });
}
