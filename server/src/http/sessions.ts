/**
 * Server-side sessions. The cookie carries a random token (HttpOnly, SameSite=Lax, Secure behind https); the
 * database keeps only its SHA-256. Sessions end after an idle period or an absolute age, whichever is first.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'sid';
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

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function isExpired(session: SessionRow, now = Date.now()): boolean {
  return now - session.lastSeenAt.getTime() > SESSION_IDLE_MS || now - session.createdAt.getTime() > SESSION_ABSOLUTE_MS;
}

export function createSessionStore(db: Db) {
  return {
    async load(request: FastifyRequest, websiteId: number): Promise<LoadedSession | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      const [row] = await db
        .select({ session: sessions, user: users })
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, hashToken(token)), eq(sessions.websiteId, websiteId)))
        .limit(1);
      if (!row) return null;
      const { session } = row;
      if (isExpired(session)) {
        await db.delete(sessions).where(eq(sessions.id, session.id));
        return null;
      }
      if (Date.now() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
        await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, session.id));
      }
      return { session, user: row.user };
    },

    async create(request: FastifyRequest, reply: FastifyReply, websiteId: number): Promise<SessionRow> {
      const token = randomBytes(32).toString('base64url');
      const [session] = await db.insert(sessions).values({ id: hashToken(token), websiteId }).returning();
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: SESSION_ABSOLUTE_MS / 1000,
      });
      return session;
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
