/**
 * Mail (and SMS) down when a sign-in code is asked for: the answer says sending is delayed, the message waits in
 * the outbox as pending, and the retry delivers it once the server is back, once even with several processes
 * retrying; a message that cannot be delivered in time ends failed.
 */
import { desc, eq, sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { AUTH_MESSAGES, maskIdentifier } from '@storefront/shared/contracts';
import { outboxMessages } from '../../src/db/schema';
import {
  FIRST_RETRY_DELAY_MS,
  MAX_ATTEMPTS,
  RETRY_INTERVAL_MS,
  createOutbox,
  retryWhileOpen,
  type Outbox,
  type OutboxRow,
} from '../../src/messaging/outbox';
import { startTestServer, type TestServer } from '../helpers/testServer';
import { createShopper, visitor, type Visitor } from '../helpers/visitors';
import { freePort, startFakeSmtp, type FakeSmtp } from './fakeSmtp';

const CODE_LIFE_MS = 5 * 60_000;
const describeOnPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

let smtpPort: number;
let server: TestServer;
let smtp: FakeSmtp | null = null;
beforeAll(async () => {
  smtpPort = await freePort();
  const smsPort = await freePort();
  server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, SMS_WEBHOOK_URL: `http://127.0.0.1:${smsPort}/sms` });
});
afterEach(async () => {
  await smtp?.stop();
  smtp = null;
});
afterAll(async () => {
  await server.close();
});

const smtpUp = async () => (smtp = await startFakeSmtp(smtpPort));
/** The outbox of another API process on the same database. */
const anotherProcess = () => createOutbox(server.db, server.config, server.app.log);

let addressCounter = 0;
const post = (guest: Visitor, url: string, payload: unknown) =>
  guest.send('POST', url, payload, {}, { remoteAddress: `10.9.0.${(addressCounter += 1)}` });

async function messagesTo(recipient: string): Promise<OutboxRow[]> {
  return server.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));
}
const latestTo = async (recipient: string) => (await messagesTo(recipient))[0];
const codeIn = (mail: { data: string }) => /code is (\d{6})\./.exec(mail.data)![1];
const msSince = (row: OutboxRow, at: Date | null) => at!.getTime() - row.createdAt.getTime();

/** Retries as the clock reaches each next attempt, until the message is no longer pending. */
async function retryUntilSettled(outbox: Outbox, recipient: string): Promise<OutboxRow> {
  for (;;) {
    const row = await latestTo(recipient);
    if (row.status !== 'pending') return row;
    await outbox.retryDue(row.nextAttemptAt!);
  }
}

describe('a sign-in code while the mail server is down', () => {
  it('answers 200 saying sending is delayed; the retry delivers it once the server is up, and the code signs in', async () => {
    const shopper = await createShopper(server);
    const guest = visitor(server);
    const response = await post(guest, '/s/api/auth/otp', { identifier: shopper.email });
    expect([response.statusCode, response.json()]).toEqual([
      200,
      { success: true, message: AUTH_MESSAGES.codeDelayed(maskIdentifier(shopper.email)) },
    ]);

    const pending = await latestTo(shopper.email);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(msSince(pending, pending.nextAttemptAt)).toBeCloseTo(FIRST_RETRY_DELAY_MS, -3);
    expect(msSince(pending, pending.giveUpAt)).toBeCloseTo(CODE_LIFE_MS, -3);
    expect(await anotherProcess().retryDue()).toEqual([]);

    await smtpUp();
    const retried = await anotherProcess().retryDue(pending.nextAttemptAt!);
    expect(retried.map((row) => [row.id, row.status, row.attempts])).toEqual([[pending.id, 'sent', 2]]);
    await anotherProcess().retryDue(new Date(Date.now() + CODE_LIFE_MS));
    const [mail] = smtp!.to(shopper.email);
    expect(smtp!.to(shopper.email)).toHaveLength(1);

    const signedIn = await post(guest, '/s/api/auth/verify', { identifier: shopper.email, otp: codeIn(mail) });
    expect(signedIn.statusCode).toBe(200);
  });

  it('with the mail server up answers "code sent", and the message is sent at once', async () => {
    await smtpUp();
    const shopper = await createShopper(server);
    const response = await post(visitor(server), '/s/api/auth/otp', { identifier: shopper.email });
    expect(response.json()).toEqual({ success: true, message: AUTH_MESSAGES.codeSent(maskIdentifier(shopper.email)) });
    expect(await latestTo(shopper.email)).toMatchObject({ status: 'sent', attempts: 1, nextAttemptAt: null });
    expect(smtp!.to(shopper.email)).toHaveLength(1);
  });

  it('two processes retrying at once send the message once', async () => {
    const shopper = await createShopper(server);
    await post(visitor(server), '/s/api/auth/otp', { identifier: shopper.email });
    const pending = await latestTo(shopper.email);

    await smtpUp();
    const [first, second] = await Promise.all([anotherProcess().retryDue(pending.nextAttemptAt!), anotherProcess().retryDue(pending.nextAttemptAt!)]);
    expect([...first, ...second].filter((row) => row.id === pending.id).map((row) => row.status)).toEqual(['sent']);
    expect(smtp!.to(shopper.email)).toHaveLength(1);
    expect(await latestTo(shopper.email)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('is not retried once the code has expired: it ends failed, and is not sent when the server comes back', async () => {
    const shopper = await createShopper(server);
    await post(visitor(server), '/s/api/auth/otp', { identifier: shopper.email });

    const failed = await retryUntilSettled(anotherProcess(), shopper.email);
    // Attempts at 0, 10, 40 and 130 s; the next (400 s) would come after the code's 5 minutes.
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, nextAttemptAt: null, lastError: expect.stringMatching(/ECONNREFUSED/) });

    await smtpUp();
    await anotherProcess().retryDue(new Date(Date.now() + 60 * 60_000));
    expect(smtp!.received).toEqual([]);
  });

  it('a newer code replaces an older one still pending: only the newer is delivered', async () => {
    const shopper = await createShopper(server);
    const guest = visitor(server);
    await post(guest, '/s/api/auth/otp', { identifier: shopper.email });
    await post(guest, '/s/api/auth/otp', { identifier: shopper.email });
    const [newer, older] = await messagesTo(shopper.email);

    await smtpUp();
    await anotherProcess().retryDue(newer.nextAttemptAt!);
    expect((await messagesTo(shopper.email)).map((row) => [row.id, row.status, row.lastError])).toEqual([
      [newer.id, 'sent', expect.stringMatching(/ECONNREFUSED/)],
      [older.id, 'failed', 'replaced by a newer message'],
    ]);
    const [mail] = smtp!.to(shopper.email);
    expect(smtp!.to(shopper.email)).toHaveLength(1);
    expect((await post(guest, '/s/api/auth/verify', { identifier: shopper.email, otp: codeIn(mail) })).statusCode).toBe(200);
  });

  it('registering while the SMS gateway is down answers that sending the code is delayed', async () => {
    const phone = `9${String(Date.now()).slice(-9)}`;
    const response = await post(visitor(server), '/s/api/auth/register', { name: 'Meera Iyer', email: `meera${phone}@example.com`, phone });
    expect([response.statusCode, response.json()]).toEqual([200, { success: true, message: AUTH_MESSAGES.codeDelayed(maskIdentifier(phone)) }]);
    expect(await latestTo(`+91${phone}`)).toMatchObject({ channel: 'sms', status: 'pending', attempts: 1 });
  });
});

describeOnPostgres('claiming (PostgreSQL only: runs with TEST_DATABASE_URL)', () => {
  it('passes over a message another process is claiming instead of waiting for it or sending it too', async () => {
    const shopper = await createShopper(server);
    await post(visitor(server), '/s/api/auth/otp', { identifier: shopper.email });
    const pending = await latestTo(shopper.email);
    await smtpUp();

    await server.db.transaction(async (tx) => {
      // This transaction stands for the other process, between claiming the row and recording its lease.
      await tx.execute(sql`select id from outbox_messages where id = ${pending.id} for update`);
      const blocked = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 2_000).unref());
      const retried = await Promise.race([anotherProcess().retryDue(pending.nextAttemptAt!), blocked]);
      expect(retried).not.toBe('blocked');
      expect((retried as OutboxRow[]).map((row) => row.id)).not.toContain(pending.id);
    });
    expect(smtp!.to(shopper.email)).toEqual([]);
  });
});

describe('messages without an expiry', () => {
  it(`are tried ${MAX_ATTEMPTS} times with growing waits, then end failed`, async () => {
    const outbox = anotherProcess();
    const recipient = `shop${Date.now()}@example.com`;
    const dueTimes: number[] = [];
    let row = await outbox.send({ websiteId: null, channel: 'email', recipient, subject: 'New enquiry', body: 'A visitor wrote.' });
    while (row.status === 'pending') {
      dueTimes.push(row.nextAttemptAt!.getTime());
      await outbox.retryDue(row.nextAttemptAt!);
      row = await latestTo(recipient);
    }
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    const waits = dueTimes.slice(1).map((time, index) => time - dueTimes[index]);
    expect(waits).toEqual([3, 9, 27, 81].map((factor) => factor * FIRST_RETRY_DELAY_MS));
  });
});

describe('the retry loop', () => {
  afterEach(() => jest.useRealTimers());

  it('retries every interval once the app is ready, and stops when it closes', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    const retryDue = jest.fn(async () => []);
    const app = Fastify();
    retryWhileOpen(app, { retryDue } as unknown as Outbox);
    await app.ready();
    await jest.advanceTimersByTimeAsync(RETRY_INTERVAL_MS * 2);
    expect(retryDue).toHaveBeenCalledTimes(2);
    await app.close();
    await jest.advanceTimersByTimeAsync(RETRY_INTERVAL_MS * 2);
    expect(retryDue).toHaveBeenCalledTimes(2);
  });
});
