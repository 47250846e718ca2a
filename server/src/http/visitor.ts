/** Who a request comes from: its session, the session's signed-in user, and the website it acts on. */
import type { FastifyRequest } from 'fastify';
import type { SessionRow, UserRow } from './sessions';
import type { WebsiteRow } from './websiteResolver';

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

/** Sets `request.session` and `request.user`; a superadmin who chose a website (POST /api/websites/{id}/choose) acts on it. */
export async function resolveVisitor(request: FastifyRequest): Promise<void> {
  const { sessions, websites } = request.server;
  const loaded = await sessions.load(request, request.website.id);
  request.session = loaded?.session ?? null;
  request.user = loaded?.user ?? null;
  if (request.session?.chosenWebsiteId && request.user?.superadmin) {
    request.website = (await websites.byId(request.session.chosenWebsiteId)) ?? request.website;
  }
}
