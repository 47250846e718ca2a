import type { FastifyRequest } from 'fastify';
import { WEB_URL_HEADER } from '@storefront/shared/contracts';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { httpOrigin } from '../http/websiteResolver';
import { domainsOf } from '../sites/service';

/** This server as the shopper's browser reaches it (where the sandbox's scripts and pages are served). */
export function serverOrigin(request: FastifyRequest, config: ServerConfig): string {
  return config.publicUrl ? new URL(config.publicUrl).origin : `${request.protocol}://${request.host}`;
}

/**
 * Where a payment provider returns the shopper: the storefront they are on (x-web-url) only when it is one of the
 * website's configured domains; otherwise this server as the request reached it in development, or the shop's
 * public URL (else its first domain) in production. A header names an origin; it never chooses one by itself.
 */
export async function storefrontOrigin(request: FastifyRequest, config: ServerConfig, db: Db): Promise<string> {
  const domains = await domainsOf(db, request.website.id);
  const wanted = httpOrigin(request.headers[WEB_URL_HEADER]);
  if (wanted && domains.includes(wanted)) return wanted;
  if (!config.production || (!config.publicUrl && domains.length === 0)) return serverOrigin(request, config);
  return config.publicUrl ? new URL(config.publicUrl).origin : domains[0];
}
