/**
 * Server-side sessions. The cookie carries a random token (HttpOnly, SameSite=Lax, Secure behind https); the
 * database keeps only its SHA-256. Sessions end after an idle period or an absolute age, whichever is first.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq, getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { XSRF_COOKIE } from '@storefront/shared/contracts';
import { preparedRows, type PreparedStatement } from '../db/preparedStatements';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { SESSION_COOKIE } from './sessionCookie';
import { issueXsrfToken } from './xsrf';

export const SESSION_IDLE_MS = 14 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 60 * 60 * 1000;
/** lastSeenAt is written at most this often, so reads do not become writes. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** A live session and its signed-in user (null for a guest), read in one query. */
export interface LoadedSession {
  session: SessionRow;
  user: UserRow | null;
}

/** The session of token hash $1 on website $2, with its user as one JSON value; read on every request, so prepared. */
const LOAD_SESSION: PreparedStatement = {
  name: 'session_load',
  types: ['text', 'int'],
  text: 'select s.*, to_jsonb(u) as signed_in_user from sessions s left join users u on u.id = s.user_id where s.id = $1 and s.website_id = $2',
};

/** A table's row from its column values by database name (as a raw query answers them). */
function rowOf<T extends PgTable>(table: T, values: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = values[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The id of the session the request's cookie names (whether or not it exists), or null without a cookie. */
export function sessionIdOf(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return token ? hashToken(token) : null;
}

/**
 * A session last seen since `seenSince` and created since `createdSince` is live and not due a touch: a statement
 * that reads the session itself (src/cart/cart.ts) may use it as it is.
 */
export function untouchedSessionBounds(now = Date.now()): { seenSince: string; createdSince: string } {
  return { seenSince: new Date(now - TOUCH_INTERVAL_MS).toISOString(), createdSince: new Date(now - SESSION_ABSOLUTE_MS).toISOString() };
}

export function isExpired(session: SessionRow, now = Date.now()): boolean {
  return now - session.lastSeenAt.getTime() > SESSION_IDLE_MS || now - session.createdAt.getTime() > SESSION_ABSOLUTE_MS;
}

const newToken = () => randomBytes(32).toString('base64url');

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_ABSOLUTE_MS / 1000,
  });
}

/** Sets the XSRF-TOKEN cookie (readable by the page) bound to this session. */
export function setXsrfCookie(request: FastifyRequest, reply: FastifyReply, signingSecret: string, sessionId: string): void {
  reply.setCookie(XSRF_COOKIE, issueXsrfToken(signingSecret, sessionId), {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}

/** A session that replaced another at sign-in; its cookie is set with `startRotated` once the transaction commits. */
export interface RotatedSession {
  session: SessionRow;
  token: string;
}

export function createSessionStore(db: Db) {
  return {
    async load(request: FastifyRequest, websiteId: number): Promise<LoadedSession | null> {
      const id = sessionIdOf(request);
      if (!id) return null;
      const [row] = await preparedRows<{ signed_in_user: Record<string, unknown> | null }>(db, LOAD_SESSION, [id, websiteId]);
      if (!row) return null;
      const session = rowOf(sessions, row);
      if (isExpired(session)) {
        await db.delete(sessions).where(eq(sessions.id, session.id));
        return null;
      }
      if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, session.id));
      }
      return { session, user: row.signed_in_user ? rowOf(users, row.signed_in_user) : null };
    },

    async create(request: FastifyRequest, reply: FastifyReply, websiteId: number): Promise<SessionRow> {
      const token = newToken();
      const [session] = await db
        .insert(sessions)
        .values({ id: hashToken(token), websiteId })
        .returning();
      setSessionCookie(request, reply, token);
      return session;
    },

    /** The visitor's session, started (with its XSRF-TOKEN cookie) when there is none yet. */
    async ensure(request: FastifyRequest, reply: FastifyReply, signingSecret: string): Promise<SessionRow> {
      if (request.session) return request.session;
      const session = await this.create(request, reply, request.website.id);
      setXsrfCookie(request, reply, signingSecret, session.id);
      request.session = session;
      return session;
    },

    /**
     * Replaces `previous` by a new session of `userId` (new token, new row, pincode carried over) and deletes
     * the old row, so a token known before sign-in is worthless after it. Runs in the caller's transaction
     * (`tx`); anything keyed by the old session id (the guest cart) must be moved before this.
     */
    async rotate(tx: Db, previous: SessionRow, userId: number): Promise<RotatedSession> {
      const token = newToken();
      const [session] = await tx
        .insert(sessions)
        .values({ id: hashToken(token), websiteId: previous.websiteId, userId, pincode: previous.pincode })
        .returning();
      await tx.delete(sessions).where(eq(sessions.id, previous.id));
      return { session, token };
    },

    /** Sends the cookies of a rotated session: the new sid and an XSRF token bound to it. */
    startRotated(request: FastifyRequest, reply: FastifyReply, signingSecret: string, rotated: RotatedSession): void {
      setSessionCookie(request, reply, rotated.token);
      setXsrfCookie(request, reply, signingSecret, rotated.session.id);
    },

    /** Server-side logout: the row is deleted (a copied cookie stops working) and both cookies are cleared. */
    async destroy(reply: FastifyReply, session: SessionRow | null): Promise<void> {
      if (session) await db.delete(sessions).where(eq(sessions.id, session.id));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.clearCookie(XSRF_COOKIE, { path: '/' });
    },

    /** The delivery pincode the visitor chose. */
    async setPincode(session: SessionRow, pincode: string): Promise<void> {
      await db.update(sessions).set({ pincode }).where(eq(sessions.id, session.id));
    },

    /** The website a superadmin acts on from now on. */
    async chooseWebsite(session: SessionRow, websiteId: number): Promise<void> {
      await db.update(sessions).set({ chosenWebsiteId: websiteId }).where(eq(sessions.id, session.id));
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
