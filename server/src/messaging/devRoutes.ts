/**
 * Development only (never registered in production): the messages the shop sent, where sign-in codes can be read.
 * Served only to this machine (the socket's peer address; no header can claim it): anyone reaching a development
 * server over the network would otherwise read every code and sign in as anyone.
 */
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { PHONE_PATTERN, devOutboxQuerySchema, devOutboxResponseSchema, isEmailIdentifier, normalisePhone } from '@storefront/shared/contracts';
import { outboxMessages } from '../db/schema';

const OUTBOX_PAGE_SIZE = 50;

/** SMS recipients are stored as +91 numbers (a phone given in any accepted form finds them); emails match in any case. */
function recipientMatches(recipient: string) {
  if (isEmailIdentifier(recipient)) return eq(sql`lower(${outboxMessages.recipient})`, recipient.toLowerCase());
  const phone = normalisePhone(recipient);
  return eq(outboxMessages.recipient, PHONE_PATTERN.test(phone) ? `+91${phone}` : recipient);
}

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (isIP(ipv4) === 4) return ipv4.startsWith('127.');
  return address === '::1';
}

export async function devRoutes(app: FastifyInstance) {
  const { db } = app;
  const api = app.withTypeProvider<ZodTypeProvider>();
  app.log.warn(
    'development mode: GET /s/api/dev/outbox shows every sign-in code to clients on this machine. Run a public server with NODE_ENV=production.',
  );
  app.addHook('onRequest', async (request, reply) => {
    // Answered as the API answers a path it does not have: nothing tells a stranger the route exists.
    if (!isLoopbackAddress(request.socket.remoteAddress)) return reply.callNotFound();
  });

  api.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: `The newest ${OUTBOX_PAGE_SIZE} messages sent by this website (development only), optionally to one recipient`,
        querystring: devOutboxQuerySchema,
        response: { 200: devOutboxResponseSchema },
      },
    },
    async (request) => {
      const { recipient } = request.query;
      const rows = await db
        .select()
        .from(outboxMessages)
        .where(
          and(
            or(eq(outboxMessages.websiteId, request.website.id), isNull(outboxMessages.websiteId)),
            recipient === undefined ? undefined : recipientMatches(recipient),
          ),
        )
        .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
        .limit(OUTBOX_PAGE_SIZE);
      return {
        data: rows.map((row) => ({
          id: row.id,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          status: row.status,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },
  );
}
