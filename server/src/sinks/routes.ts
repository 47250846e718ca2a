/**
 * Root-level sinks for the browser's background traffic (outside /s: no website, session or XSRF, since
 * sendBeacon cannot send headers):
 * - /brgest/* is posthog-js's `api_host`: forwarded to POSTHOG_HOST when set, else events are decoded and stored;
 * - POST /tunnel is @sentry/react's `tunnel`: forwarded to the DSN's host when SENTRY_DSN is set, else stored.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ANALYTICS_PROXY_PATH, ERROR_TUNNEL_PATH } from '@storefront/shared/contracts';
import { analyticsEvents, errorReports } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { decodeBody, eventsOf, PayloadError, storableText } from './posthogPayload';
import { envelopeEndpoint, EnvelopeError, parseDsn, parseEnvelope, sameDsn, type Dsn, type ParsedEnvelope } from './sentryEnvelope';

export const SINK_BODY_LIMIT_BYTES = 1024 * 1024;
const FORWARD_TIMEOUT_MS = 10_000;

export const MESSAGE_ANALYTICS_UNAVAILABLE = 'The analytics service could not be reached.';
export const MESSAGE_ERROR_SERVICE_UNAVAILABLE = 'The error reporting service could not be reached.';
export const MESSAGE_DSN_REFUSED = 'This envelope is not for the configured error reporting project.';
export const MESSAGE_NO_ANALYTICS_ENDPOINT = 'No analytics endpoint at this path.';

/** posthog-js endpoints that carry events (capture, batch, session recording snapshots). */
const EVENT_ENDPOINTS = new Set(['/e', '/i/v0/e', '/batch', '/capture', '/track', '/engage', '/s']);
const SUPPORTED_COMPRESSION = ['gzip-js', 'base64'];

/** The path after /brgest, without trailing slashes: '/e/?ip=1' → '/e'. */
const endpointOf = (url: string) => url.slice(ANALYTICS_PROXY_PATH.length).split('?')[0].replace(/\/+$/, '') || '/';

async function relay(reply: FastifyReply, response: Response) {
  const contentType = response.headers.get('content-type');
  if (contentType) reply.header('content-type', contentType);
  return reply.code(response.status).send(Buffer.from(await response.arrayBuffer()));
}

const rawBody = (request: FastifyRequest) => (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0));

export async function sinkRoutes(app: FastifyInstance) {
  // Every body is read as raw bytes: the encodings are decoded here (or forwarded untouched).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: SINK_BODY_LIMIT_BYTES }, (_request, body, done) => done(null, body));
  analyticsRoutes(app);
  errorTunnelRoute(app);
}

function analyticsRoutes(app: FastifyInstance) {
  const { db, config } = app;
  async function analytics(request: FastifyRequest, reply: FastifyReply) {
    if (config.posthogHost) return forwardAnalytics(request, reply, config.posthogHost);
    const endpoint = endpointOf(request.url);
    const settings = analyticsSettings(endpoint, request, reply);
    if (settings !== null) return settings;
    if (!EVENT_ENDPOINTS.has(endpoint) || request.method !== 'POST') throw notFound(MESSAGE_NO_ANALYTICS_ENDPOINT);
    await db.insert(analyticsEvents).values(decodedEvents(request));
    return { status: 1 };
  }
  const analyticsRoute = { bodyLimit: SINK_BODY_LIMIT_BYTES, handler: analytics };
  app.route({ method: ['GET', 'POST'], url: ANALYTICS_PROXY_PATH, ...analyticsRoute });
  app.route({ method: ['GET', 'POST'], url: `${ANALYTICS_PROXY_PATH}/*`, ...analyticsRoute });
}

async function forwardAnalytics(request: FastifyRequest, reply: FastifyReply, host: string) {
  const target = `${host.replace(/\/+$/, '')}${request.url.slice(ANALYTICS_PROXY_PATH.length) || '/'}`;
  const headers: Record<string, string> = { 'x-forwarded-for': request.ip };
  const contentType = request.headers['content-type'];
  if (contentType) headers['content-type'] = contentType;
  if (request.headers['user-agent']) headers['user-agent'] = request.headers['user-agent'];
  let response: Response;
  try {
    response = await fetch(target, {
      method: request.method,
      headers,
      body: request.method === 'GET' || request.method === 'HEAD' ? undefined : rawBody(request),
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
  } catch (err) {
    request.log.warn({ err, target }, 'analytics forward failed');
    throw new HttpError(502, MESSAGE_ANALYTICS_UNAVAILABLE);
  }
  return relay(reply, response);
}

/**
 * posthog-js's flag and remote-config requests, answered in the shape each endpoint version expects with no flags,
 * recording or site apps (there is no flag service here); null for any other endpoint.
 */
function analyticsSettings(endpoint: string, request: FastifyRequest, reply: FastifyReply) {
  if (endpoint === '/flags') return { flags: {}, errorsWhileComputingFlags: false };
  if (endpoint === '/decide') {
    return {
      featureFlags: {},
      featureFlagPayloads: {},
      errorsWhileComputingFlags: false,
      sessionRecording: false,
      supportedCompression: SUPPORTED_COMPRESSION,
    };
  }
  const remoteConfig = /^\/array\/([\w-]+)\/config(\.js)?$/.exec(endpoint);
  if (!remoteConfig || request.method !== 'GET') return null;
  const [, token, asScript] = remoteConfig;
  const settings = { token, supportedCompression: SUPPORTED_COMPRESSION, hasFeatureFlags: false, sessionRecording: false, siteApps: [] };
  if (!asScript) return settings;
  // posthog-js asks for the script form first and reads the settings from this global.
  const script = `(window._POSTHOG_REMOTE_CONFIG=window._POSTHOG_REMOTE_CONFIG||{})[${JSON.stringify(token)}]={config:${JSON.stringify(settings)},siteApps:[]};`;
  return reply.type('application/javascript; charset=utf-8').send(script);
}

/** The events a posthog-js request carries, decoded; a body that is not one is a 400. */
function decodedEvents(request: FastifyRequest) {
  const query = request.query as Record<string, string | undefined>;
  try {
    return eventsOf(decodeBody(rawBody(request), request.headers['content-type'], query.compression));
  } catch (err) {
    if (err instanceof PayloadError) throw badRequest(err.message);
    throw err;
  }
}

function errorTunnelRoute(app: FastifyInstance) {
  const { db, config } = app;
  const configuredDsn = config.sentryDsn ? parseDsn(config.sentryDsn) : null;
  if (config.sentryDsn && !configuredDsn) app.log.warn('SENTRY_DSN is not a valid DSN: the error tunnel refuses every envelope');

  app.post(ERROR_TUNNEL_PATH, { bodyLimit: SINK_BODY_LIMIT_BYTES }, async (request, reply) => {
    const body = rawBody(request);
    const envelope = parsedEnvelope(body);
    if (config.sentryDsn) {
      if (!configuredDsn || !sameDsn(envelope.dsn, configuredDsn)) throw new HttpError(403, MESSAGE_DSN_REFUSED);
      return forwardEnvelope(request, reply, configuredDsn, body);
    }
    await db.insert(errorReports).values({
      dsn: storableText(envelope.dsnText),
      eventId: envelope.eventId,
      itemTypes: envelope.itemTypes,
      // Attachments may hold bytes PostgreSQL text cannot: NUL removed, invalid UTF-8 replaced.
      envelope: storableText(body.toString('utf8')),
    });
    return { id: envelope.eventId };
  });
}

/** The envelope a Sentry request carries; a body that is not one is a 400. */
function parsedEnvelope(body: Buffer): ParsedEnvelope {
  try {
    return parseEnvelope(body);
  } catch (err) {
    if (err instanceof EnvelopeError) throw badRequest(err.message);
    throw err;
  }
}

async function forwardEnvelope(request: FastifyRequest, reply: FastifyReply, dsn: Dsn, body: Buffer) {
  let response: Response;
  try {
    response = await fetch(envelopeEndpoint(dsn), {
      method: 'POST',
      headers: { 'content-type': 'application/x-sentry-envelope', 'x-forwarded-for': request.ip },
      body,
      signal: AbortSignal.timeout(FORWARD_TIMEOUT_MS),
    });
  } catch (err) {
    request.log.warn({ err }, 'error tunnel forward failed');
    throw new HttpError(502, MESSAGE_ERROR_SERVICE_UNAVAILABLE);
  }
  return relay(reply, response);
}
