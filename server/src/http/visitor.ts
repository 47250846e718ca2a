/** Who a request comes from: its session, the session's signed-in user, and the website it acts on. */
import type { FastifyRequest } from 'fastify';
import type { SessionRow, UserRow } from './sessions';
import type { WebsiteRow } from './websiteResolver';

declare module 'fastify' {
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
