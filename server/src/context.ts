import type { ServerConfig } from './config';
import type { Db } from './db/client';
import type { SessionRow, SessionStore, UserRow } from './http/sessions';
import type { WebsiteResolver, WebsiteRow } from './http/websiteResolver';
import type { Outbox } from './messaging/outbox';
import type { PaymentService } from './payments/service';

/** What every route module gets: the database, configuration and the per-process services. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  sessions: SessionStore;
  websites: WebsiteResolver;
  signingSecret: string;
  outbox: Outbox;
  payments: PaymentService;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route authenticates its callers otherwise (e.g. a signed webhook): no XSRF token is required. */
    skipXsrf?: boolean;
    /** The route answers for any host, with no website or session resolved (the health check). */
    anyWebsite?: boolean;
    /**
     * The route reads the session in its own statement, saving a round trip (a cart add): the XSRF token is checked
     * against the session the cookie names, `request.session` and `request.user` stay null, and the route itself
     * refuses a session that is not live (`resolveVisitor` is the usual way, for what its statement cannot decide).
     */
    sessionInHandler?: boolean;
  }
  interface FastifyRequest {
    website: WebsiteRow;
    session: SessionRow | null;
    /** The signed-in user of the session, or null for a guest. */
    user: UserRow | null;
  }
}
