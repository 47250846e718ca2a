import type { FastifyRequest } from 'fastify';
import { WEB_URL_HEADER } from '@storefront/shared/contracts';
import type { ServerConfig } from '../config';

/** This server as the shopper's browser reaches it (where the sandbox's scripts and pages are served). */
export function serverOrigin(request: FastifyRequest, config: ServerConfig): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : `${request.protocol}://${request.host}`;
}

/** The storefront the shopper is on (x-web-url, as the website resolver reads it): where the provider returns them. */
export function storefrontOrigin(request: FastifyRequest, config: ServerConfig): string {
  const header = request.headers[WEB_URL_HEADER];
  const value = Array.isArray(header) ? header[0] : header;
  try {
    if (value) return new URL(value).origin;
  } catch {
    // not a URL: fall back to this server's origin
  }
  return serverOrigin(request, config);
}
