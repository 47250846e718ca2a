import { sql } from 'drizzle-orm';
import {
  MESSAGE_FORM_DATA_REQUIRED,
  MESSAGE_FORM_EMAIL_ACTIVATION,
  MESSAGE_FORM_FIELD_NAME_INVALID,
  MESSAGE_FORM_TOO_MANY_FIELDS,
  MESSAGE_FORM_TYPE_REQUIRED,
  MESSAGE_FORM_TYPE_TOO_LONG,
  MESSAGE_FORM_VALUE_INVALID,
  MESSAGE_NUL_CHARACTER,
} from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { countRows, startTestServer, type TestServer } from './helpers/testServer';
import { signInAs, visitor } from './helpers/visitors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server.close();
});

const count = (table: 'form_submissions' | 'outbox_messages') => countRows(server.db, table);

interface SubmissionRow extends Record<string, unknown> {
  formtype: string;
  formdata: Record<string, unknown>;
  email_activation: boolean;
  user_id: number | null;
  website_id: number;
}
const lastSubmission = async () =>
  (
    await queryRows<SubmissionRow>(
      server.db,
      sql`select formtype, formdata, email_activation, user_id, website_id from form_submissions order by id desc limit 1`,
    )
  )[0];

describe('POST /s/api/webui/create', () => {
  it("stores a guest's submission and answers with the form's thank-you heading", async () => {
    const guest = visitor(server);
    const response = await guest.post('/s/api/webui/create', {
      emailactivation: 1,
      formtype: 'Contact Us',
      formdata: { name: 'Asha', phone: '9876543210', quantity: 3, subscribe: true },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Contact Us data submitted' });
    const row = await lastSubmission();
    expect(row).toMatchObject({
      formtype: 'Contact Us',
      formdata: { name: 'Asha', phone: '9876543210', quantity: 3, subscribe: true },
      email_activation: true,
      user_id: null,
    });
  });

  it("emails the shop's address through the outbox (recorded as logged when no SMTP_URL is set)", async () => {
    const guest = visitor(server);
    await guest.post('/s/api/webui/create', { emailactivation: 1, formtype: 'Bulk Order', formdata: { item: 'Basmati rice', kilos: 25 } });
    const [message] = await queryRows<{ channel: string; recipient: string; subject: string; body: string; status: string }>(
      server.db,
      sql`select channel, recipient, subject, body, status from outbox_messages order by id desc limit 1`,
    );
    expect(message).toMatchObject({ channel: 'email', recipient: 'care@freshkart.example', status: 'logged' });
    expect(message.subject).toContain('Bulk Order');
    expect(message.body).toContain('item: Basmati rice');
    expect(message.body).toContain('kilos: 25');
  });

  it('sends no email when emailactivation is 0, and uses 1 when it is absent', async () => {
    const guest = visitor(server);
    const outboxBefore = await count('outbox_messages');
    const quiet = await guest.post('/s/api/webui/create', { emailactivation: 0, formtype: 'Feedback', formdata: { text: 'Great mangoes' } });
    expect(quiet.statusCode).toBe(200);
    expect((await lastSubmission()).email_activation).toBe(false);
    expect(await count('outbox_messages')).toBe(outboxBefore);

    await guest.post('/s/api/webui/create', { formtype: 'Feedback', formdata: { text: 'Fast delivery' } });
    expect((await lastSubmission()).email_activation).toBe(true);
    expect(await count('outbox_messages')).toBe(outboxBefore + 1);
  });

  it("keeps the signed-in shopper's id, never one sent by the client", async () => {
    const shopper = await signInAs(server, 'priya@example.com');
    const [priya] = await queryRows<{ id: number }>(server.db, sql`select id from users where email = 'priya@example.com'`);
    const response = await shopper.post('/s/api/webui/create', {
      emailactivation: 0,
      formtype: 'Callback',
      formdata: { time: 'evening' },
      user_id: 1,
      website_id: 999,
    });
    expect(response.statusCode).toBe(200);
    const row = await lastSubmission();
    expect(row.user_id).toBe(priya.id);
    expect(row.website_id).not.toBe(999);
  });

  it('refuses oversized or malformed submissions with a 400 naming the field, storing nothing', async () => {
    const guest = visitor(server);
    const before = [await count('form_submissions'), await count('outbox_messages')];
    const tooManyFields = Object.fromEntries(Array.from({ length: 51 }, (_, index) => [`field${index}`, 'x']));
    const cases: [unknown, string, string][] = [
      [{ formdata: { a: 'b' } }, 'formtype', MESSAGE_FORM_TYPE_REQUIRED],
      [{ formtype: '   ', formdata: { a: 'b' } }, 'formtype', MESSAGE_FORM_TYPE_REQUIRED],
      [{ formtype: 'x'.repeat(61), formdata: { a: 'b' } }, 'formtype', MESSAGE_FORM_TYPE_TOO_LONG],
      [{ formtype: 'Contact\u0000', formdata: { a: 'b' } }, 'formtype', MESSAGE_NUL_CHARACTER],
      [{ formtype: 'Contact' }, 'formdata', MESSAGE_FORM_DATA_REQUIRED],
      [{ formtype: 'Contact', formdata: ['a'] }, 'formdata', MESSAGE_FORM_DATA_REQUIRED],
      [{ formtype: 'Contact', formdata: tooManyFields }, 'formdata', MESSAGE_FORM_TOO_MANY_FIELDS],
      [{ formtype: 'Contact', formdata: { note: 'x'.repeat(2001) } }, 'formdata.note', MESSAGE_FORM_VALUE_INVALID],
      [{ formtype: 'Contact', formdata: { note: { nested: true } } }, 'formdata.note', MESSAGE_FORM_VALUE_INVALID],
      [{ formtype: 'Contact', formdata: { note: null } }, 'formdata.note', MESSAGE_FORM_VALUE_INVALID],
      [{ formtype: 'Contact', formdata: { ['k'.repeat(101)]: 'v' } }, 'formdata', MESSAGE_FORM_FIELD_NAME_INVALID],
      [{ emailactivation: 2, formtype: 'Contact', formdata: { a: 'b' } }, 'emailactivation', MESSAGE_FORM_EMAIL_ACTIVATION],
    ];
    for (const [payload, field, message] of cases) {
      const response = await guest.post('/s/api/webui/create', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(`${field}: ${message}`);
    }
    expect([await count('form_submissions'), await count('outbox_messages')]).toEqual(before);
  });
});
