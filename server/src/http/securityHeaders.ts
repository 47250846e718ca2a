/**
 * Security headers on every response (helmet's): no MIME sniffing, a referrer policy, no framing by other
 * sites, HSTS when the request came over https, and a Content-Security-Policy. Every document gets the baseline
 * policy (no framing, no plugins, no <base> tricks); the storefront's page gets the full one, which lists where
 * scripts may come from: this origin, the remotes' origins, the payment providers' checkout hosts, and the exact
 * inline scripts of the shell's page (by hash).
 */
import { createHash } from 'node:crypto';
import helmet, { type HelmetOptions } from 'helmet';
import type { FastifyInstance } from 'fastify';
import type { RemotesConfig } from '@storefront/shared/contracts';
import type { ServerConfig } from '../config';

/** Any document: never framed by another site, no plugins, no <base> that re-points relative URLs. */
export const BASELINE_CSP = "frame-ancestors 'self'; base-uri 'self'; object-src 'none'";

export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * What the providers' checkouts load, from Razorpay's Checkout.js and Cashfree's JS SDK documentation: the script
 * itself, the frames and pop-ups it opens, and the calls it makes. A provider that moves needs only this table.
 */
export const PAYMENT_PROVIDER_SOURCES = {
  script: ['https://checkout.razorpay.com', 'https://sdk.cashfree.com'],
  frame: [
    'https://api.razorpay.com',
    'https://checkout.razorpay.com',
    'https://sdk.cashfree.com',
    'https://payments.cashfree.com',
    'https://payments-test.cashfree.com',
  ],
  connect: [
    'https://api.razorpay.com',
    'https://lumberjack.razorpay.com',
    'https://sdk.cashfree.com',
    'https://api.cashfree.com',
    'https://sandbox.cashfree.com',
  ],
};

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: false,
  // Only over https: a browser that saw it on plain http would ignore it anyway (see the hook below).
  strictTransportSecurity: false,
  // The payment providers' pop-ups (UPI, net banking) report back to the page that opened them.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  // Remotes, images and fonts are loaded across origins in a split deployment; nothing here needs isolation.
  crossOriginResourcePolicy: false,
  crossOriginEmbedderPolicy: false,
  // Providers check where a checkout was opened from by its origin.
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with these options, collected once: they do not depend on the request, so no response
 * runs helmet's middleware chain (what @fastify/helmet does; its cost: docs/performance.md).
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** What every answer carries, a JSON one included: no sniffing (JSON never runs as a script), no framing, a referrer policy. */
const EVERY_ANSWER_HEADERS = ['x-content-type-options', 'x-frame-options', 'referrer-policy'];

/**
 * Every answer gets the headers of `EVERY_ANSWER_HEADERS`; anything but JSON (documents, files, images) gets all of
 * helmet's. The rest govern how a document is rendered or opened (its browsing context group, DNS prefetching,
 * legacy IE downloads and XSS auditor, Flash and PDF policy files), which a JSON answer never is, as OWASP's REST
 * cheat sheet notes; leaving them off keeps the header bytes every API client parses small (docs/performance.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const all = helmetHeaders();
  const everyAnswer = Object.fromEntries(EVERY_ANSWER_HEADERS.map((name) => [name, all[name]]));
  const notJson = Object.fromEntries(Object.entries(all).filter(([name]) => !EVERY_ANSWER_HEADERS.includes(name)));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(everyAnswer);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) reply.headers(notJson);
    if (!reply.hasHeader('content-security-policy') && type.startsWith('text/html')) reply.header('content-security-policy', BASELINE_CSP);
    done(null, payload);
  });
}

/** `'sha256-…'` sources for the page's inline scripts that run (JSON and JSON-LD data blocks do not). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== 'text/javascript' && type !== 'module') continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The origin of an absolute http(s) URL; null for a path on this origin. */
function absoluteOrigin(url: string | null | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  return new URL(url).origin;
}

export interface StorefrontSources {
  remotes: RemotesConfig;
  cdnBase: string;
  /** Where the shop is public (the sandbox checkout scripts are served from there). */
  publicUrl?: string;
  /** Configured checkout script URLs (live providers may be pointed elsewhere than the defaults). */
  checkoutScripts: string[];
}

/** The storefront page's policy for its current HTML (the inline boot script's hash changes with each build). */
export function storefrontCsp(sources: StorefrontSources, html: string): string {
  const unique = (values: (string | null)[]) => [...new Set(values.filter((value): value is string => Boolean(value)))];
  const remotes = unique(Object.values(sources.remotes).map(absoluteOrigin));
  const ours = unique(["'self'", absoluteOrigin(sources.publicUrl), ...remotes]);
  const cdn = absoluteOrigin(sources.cdnBase);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': unique([...ours, ...inlineScriptHashes(html), ...PAYMENT_PROVIDER_SOURCES.script, ...sources.checkoutScripts.map(absoluteOrigin)]),
    // Emotion writes the components' styles into <style> elements at run time; pages carry their editors' CSS.
    'style-src': [...ours, "'unsafe-inline'"],
    // Server-defined pages may show pictures from anywhere; pictures cannot run code.
    'img-src': unique([...ours, cdn, 'data:', 'blob:', 'https:']),
    'font-src': [...ours, 'data:'],
    'connect-src': unique([...ours, cdn, ...PAYMENT_PROVIDER_SOURCES.connect]),
    'frame-src': ["'self'", ...PAYMENT_PROVIDER_SOURCES.frame],
    // The error reporter's session replay compresses in a worker made from a blob.
    'worker-src': ["'self'", 'blob:'],
    'form-action': ["'self'", ...PAYMENT_PROVIDER_SOURCES.frame],
    'frame-ancestors': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** The storefront page's policy for this configuration, worked out once per version of the page's HTML. */
export function storefrontCspFor(config: Pick<ServerConfig, 'remotes' | 'cdnBase' | 'publicUrl' | 'razorpay' | 'cashfree'>) {
  const sources: StorefrontSources = {
    remotes: config.remotes,
    cdnBase: config.cdnBase,
    publicUrl: config.publicUrl,
    checkoutScripts: [config.razorpay?.checkoutScript, config.cashfree?.checkoutScript].filter((url): url is string => Boolean(url)),
  };
  let last: { html: string; csp: string } | null = null;
  return (html: string): string => {
    if (last?.html !== html) last = { html, csp: storefrontCsp(sources, html) };
    return last.csp;
  };
}
