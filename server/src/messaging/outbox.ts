/**
 * Every message the shop sends goes through here: by SMTP (SMTP_URL) for email, by the SMS webhook
 * (SMS_WEBHOOK_URL) for phones, and always recorded in outbox_messages. With no transport configured the
 * message is logged and kept there, which the dev-only GET /api/dev/outbox reads.
 *
 * A delivery that fails stays 'pending' and is tried again later, each wait three times the last, until it is
 * sent or its attempts or time (a sign-in code's life) run out: then it is 'failed'. Every API process retries;
 * a claim (FOR UPDATE SKIP LOCKED, then a lease in next_attempt_at) gives each attempt to one process only.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

export interface OutgoingMessage {
  websiteId: number | null;
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
  /** How long the message is worth delivering (a sign-in code: until it expires); unset: only MAX_ATTEMPTS bounds it. */
  validForMs?: number;
  /** A newer message of the same topic makes this one worthless: it is not retried once one exists. */
  topic?: string;
}

export type OutboxRow = typeof outboxMessages.$inferSelect;
type Channel = OutgoingMessage['channel'];

/** The wait before the second attempt; each later wait is three times the one before (10 s, 30 s, 90 s, …). */
export const FIRST_RETRY_DELAY_MS = 10_000;
export const MAX_ATTEMPTS = 6;
/** How long one attempt may take before another process may take the message over; above the transport timeouts. */
export const ATTEMPT_LEASE_MS = 60_000;
/** How often each process looks for messages due again. */
export const RETRY_INTERVAL_MS = 5_000;
const CLAIM_BATCH_SIZE = 20;
/** nodemailer's defaults (2 min to connect, 10 min idle) would hold a code request that long. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };
const SMS_TIMEOUT_MS = 10_000;

/** When a message that has now failed `attempts` times is tried again; null when it is not. */
export function nextAttemptAt(attempts: number, giveUpAt: Date | null, now: Date): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  const next = new Date(now.getTime() + FIRST_RETRY_DELAY_MS * 3 ** (attempts - 1));
  return giveUpAt && next > giveUpAt ? null : next;
}

const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

type Deliver = (message: Pick<OutboxRow, 'channel' | 'recipient' | 'subject' | 'body'>) => Promise<void>;

/** Sends a message by its channel's transport: SMTP for email (connected on first use), the SMS webhook for phones. */
function transportDelivery(config: ServerConfig): Deliver {
  let mailer: Transporter | null = null;
  return async function deliver(message) {
    if (message.channel === 'email') {
      mailer ??= nodemailer.createTransport({ url: config.smtpUrl!, ...SMTP_TIMEOUTS });
      await mailer.sendMail({ from: config.mailFrom, to: message.recipient, subject: message.subject, text: message.body });
      return;
    }
    const response = await fetch(config.smsWebhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: message.recipient, message: message.body }),
      signal: AbortSignal.timeout(SMS_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
  };
}

/** One attempt at a message this process holds; records sent, pending again (when, and why) or failed. */
async function attempt(db: Db, log: FastifyBaseLogger, deliver: Deliver, row: OutboxRow, now: Date): Promise<OutboxRow> {
  let outcome: Pick<OutboxRow, 'status' | 'nextAttemptAt'> & { lastError?: string };
  try {
    await deliver(row);
    outcome = { status: 'sent', nextAttemptAt: null };
  } catch (err) {
    const next = nextAttemptAt(row.attempts, row.giveUpAt, now);
    const details = { err, messageId: row.id, channel: row.channel, attempts: row.attempts };
    if (next) log.warn(details, 'message delivery failed; it will be retried');
    else log.error(details, 'message delivery failed for good');
    outcome = { status: next ? 'pending' : 'failed', nextAttemptAt: next, lastError: String((err as Error).message ?? err).slice(0, 500) };
  }
  // Only while the attempt is still ours: one that outlived its lease was taken over by another process.
  const [recorded] = await db
    .update(outboxMessages)
    .set(outcome)
    .where(and(eq(outboxMessages.id, row.id), eq(outboxMessages.attempts, row.attempts)))
    .returning();
  return recorded ?? row;
}

/** Ends due messages that are no longer worth sending: past their time, or replaced by a newer one of their topic. */
async function retireStale(db: Db, now: Date): Promise<void> {
  await db.execute(sql`
    update outbox_messages m set status = 'failed', next_attempt_at = null,
      last_error = case when m.give_up_at <= ${now} then 'expired before it could be delivered' else 'replaced by a newer message' end
    where m.status = 'pending' and m.next_attempt_at <= ${now}
      and (m.give_up_at <= ${now}
        or (m.topic is not null and exists (select 1 from outbox_messages newer where newer.topic = m.topic and newer.id > m.id)))`);
}

/** Takes the due messages of these channels that no other process holds, leasing each for one attempt. */
function claimDue(db: Db, channels: Channel[], now: Date): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outboxMessages.id })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.status, 'pending'), lte(outboxMessages.nextAttemptAt, now), inArray(outboxMessages.channel, channels)))
    .orderBy(outboxMessages.nextAttemptAt)
    .limit(CLAIM_BATCH_SIZE)
    .for('update', { skipLocked: true });
  return db
    .update(outboxMessages)
    .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: later(now, ATTEMPT_LEASE_MS) })
    .where(inArray(outboxMessages.id, due))
    .returning();
}

export function createOutbox(db: Db, config: ServerConfig, log: FastifyBaseLogger) {
  const transportFor = (channel: Channel) => (channel === 'email' ? config.smtpUrl : config.smsWebhookUrl);
  const deliverable = (['email', 'sms'] as const).filter((channel) => transportFor(channel));
  const deliver = transportDelivery(config);

  return {
    /**
     * Records a message and makes the first attempt (without a transport: logs it). A failed attempt is not
     * thrown: the answer says 'pending' (it will be retried) or 'failed'.
     */
    async send(message: OutgoingMessage): Promise<OutboxRow> {
      const now = new Date();
      const values = {
        websiteId: message.websiteId,
        channel: message.channel,
        recipient: message.recipient,
        subject: message.subject ?? '',
        body: message.body,
        topic: message.topic ?? null,
      };
      if (!transportFor(message.channel)) {
        log.info(
          { channel: message.channel, recipient: message.recipient, subject: message.subject, body: message.body },
          'message (no transport configured)',
        );
        const [logged] = await db
          .insert(outboxMessages)
          .values({ ...values, status: 'logged' })
          .returning();
        return logged;
      }
      const [row] = await db
        .insert(outboxMessages)
        .values({
          ...values,
          status: 'pending',
          attempts: 1,
          nextAttemptAt: later(now, ATTEMPT_LEASE_MS),
          giveUpAt: message.validForMs === undefined ? null : later(now, message.validForMs),
        })
        .returning();
      return attempt(db, log, deliver, row, now);
    },

    /** Tries every message that is due again (at `now`); answers them as they are afterwards. */
    async retryDue(now = new Date()): Promise<OutboxRow[]> {
      if (deliverable.length === 0) return [];
      await retireStale(db, now);
      const due = await claimDue(db, deliverable, now);
      const done: OutboxRow[] = [];
      for (const row of due) done.push(await attempt(db, log, deliver, row, now));
      return done;
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;

/** Retries the outbox's due messages every RETRY_INTERVAL_MS from when the app is ready until it closes. */
export function retryWhileOpen(app: FastifyInstance, outbox: Outbox): Outbox {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | null = null;
  const retry = () => {
    round ??= outbox
      .retryDue()
      .then(
        () => undefined,
        (err: unknown) => app.log.error({ err }, 'retrying messages failed'),
      )
      .finally(() => {
        round = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(retry, RETRY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await round;
  });
  return outbox;
}
