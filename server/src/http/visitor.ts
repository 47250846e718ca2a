/** Who a request comes from: its session, the session's signed-in user, and the website it acts on. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** Sets `request.session` and `request.user`; a superadmin who chose a website (POST /api/websites/{id}/choose) acts on it. */
export async function resolveVisitor({ sessions, websites }: AppContext, request: FastifyRequest): Promise<void> {
  const loaded = await sessions.load(request, request.website.id);
  request.session = loaded?.session ?? null;
  request.user = loaded?.user ?? null;
  if (request.session?.chosenWebsiteId && request.user?.superadmin) {
    request.website = (await websites.byId(request.session.chosenWebsiteId)) ?? request.website;
  }
}
