/** Who may call a route: every guard reads the session's user and refuses with a message a shopper can read. */
import type { FastifyRequest } from 'fastify';
import type { SessionRow, UserRow } from './sessions';
import { HttpError } from './errors';

export const MESSAGE_SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const MESSAGE_AGENTS_ONLY = 'Only sales agents can see the sales dashboard.';
export const MESSAGE_SUPERADMIN_ONLY = 'Only a superadmin can manage websites.';
export const MESSAGE_NO_SESSION = 'Your session has expired. Please reload the page and try again.';

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new HttpError(401, MESSAGE_SIGN_IN_REQUIRED);
  return request.user;
}

export function requireAgent(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.isSalesAgent) throw new HttpError(403, MESSAGE_AGENTS_ONLY);
  return user;
}

export function requireSuperadmin(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  if (!user.superadmin) throw new HttpError(403, MESSAGE_SUPERADMIN_ONLY);
  return user;
}

/** Non-GET requests always carry a session (XSRF needs one); GETs that keep state (pincode, cart) may not. */
export function requireSession(request: FastifyRequest): SessionRow {
  if (!request.session) throw new HttpError(401, MESSAGE_NO_SESSION);
  return request.session;
}
