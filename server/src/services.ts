/**
 * The per-process services every domain plugin reads from its Fastify instance: the database, the configuration,
 * sessions, website resolution, the signing secret and the outbox. Registered once at the root (fastify-plugin), so
 * every scope sees them.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ServerConfig } from './config';
import type { Db } from './db/client';
import { signingSecret } from './http/secrets';
import { createSessionStore, type SessionStore } from './http/sessions';
import { createWebsiteResolver, type WebsiteResolver } from './http/websiteResolver';
import { createOutbox, retryWhileOpen, type Outbox } from './messaging/outbox';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: ServerConfig;
    sessions: SessionStore;
    websites: WebsiteResolver;
    signingSecret: string;
    outbox: Outbox;
  }
}

export interface SharedServicesOptions {
  config: ServerConfig;
  db: Db;
}

async function sharedServicesPlugin(app: FastifyInstance, { config, db }: SharedServicesOptions) {
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('sessions', createSessionStore(db));
  app.decorate('websites', createWebsiteResolver(db, { production: config.production }));
  app.decorate('signingSecret', await signingSecret(db, config.sessionSecret));
  app.decorate('outbox', retryWhileOpen(app, createOutbox(db, config, app.log)));
}

export const sharedServices = fp(sharedServicesPlugin, { name: 'shared-services' });
