/**
 * Every message the shop sends goes through here: by SMTP (SMTP_URL) for email, by the SMS webhook
 * (SMS_WEBHOOK_URL) for phones, and always recorded in outbox_messages. With no transport configured the
 * message is logged and kept there, which the dev-only GET /api/dev/outbox reads.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../config';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

export interface OutgoingMessage {
  websiteId: number | null;
  channel: 'email' | 'sms';
  recipient: string;
  subject?: string;
  body: string;
}

export type OutboxRow = typeof outboxMessages.$inferSelect;

export function createOutbox(db: Db, config: ServerConfig, log: FastifyBaseLogger) {
  let mailer: Transporter | null = null;
  const transportFor = (channel: OutgoingMessage['channel']) => (channel === 'email' ? config.smtpUrl : config.smsWebhookUrl);

  async function deliver(message: OutgoingMessage): Promise<void> {
    if (message.channel === 'email') {
      mailer ??= nodemailer.createTransport(config.smtpUrl!);
      await mailer.sendMail({ from: config.mailFrom, to: message.recipient, subject: message.subject ?? '', text: message.body });
      return;
    }
    const response = await fetch(config.smsWebhookUrl!, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: message.recipient, message: message.body }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`SMS webhook answered ${response.status}`);
  }

  return {
    /** Sends (or, without a transport, logs) a message and records it. Delivery failures are logged, not thrown. */
    async send(message: OutgoingMessage): Promise<OutboxRow> {
      let status: OutboxRow['status'] = 'logged';
      if (transportFor(message.channel)) {
        try {
          await deliver(message);
          status = 'sent';
        } catch (err) {
          status = 'failed';
          log.error({ err, channel: message.channel }, 'message delivery failed');
        }
      } else {
        log.info(
          { channel: message.channel, recipient: message.recipient, subject: message.subject, body: message.body },
          'message (no transport configured)',
        );
      }
      const [row] = await db
        .insert(outboxMessages)
        .values({
          websiteId: message.websiteId,
          channel: message.channel,
          recipient: message.recipient,
          subject: message.subject ?? '',
          body: message.body,
          status,
        })
        .returning();
      return row;
    },
  };
}
export type Outbox = ReturnType<typeof createOutbox>;
