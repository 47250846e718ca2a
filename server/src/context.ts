import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { SessionRow, SessionStore } from './http/sessions';
import type { WebsiteResolver, WebsiteRow } from './http/websiteResolver';

/** What every route module gets: the database, configuration and the per-process services. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  sessions: SessionStore;
  websites: WebsiteResolver;
  signingSecret: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    website: WebsiteRow;
    session: SessionRow | null;
  }
}
