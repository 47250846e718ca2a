import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { AUTH_MESSAGES, PROFILE_MESSAGES, devOutboxResponseSchema, signedInResponseSchema, userSchema } from '@storefront/shared/contracts';
import { XSRF_REFUSED } from '../src/http/xsrf';
import { OTP_VERIFY_FAILURE_LIMITS, otpSendLimits } from '../src/auth/rateLimits';
import { loadConfig } from '../src/config';
import { queryRows } from '../src/db/client';
import { MESSAGE_SIGN_IN_REQUIRED } from '../src/http/guards';
import { countRows, cookieValue, setCookies, startTestServer, type TestServer } from './helpers/testServer';
import { WEB_URL, createShopper, signInAs, visitor, type Visitor } from './helpers/visitors';

/** The operator's per-address limit, set below its default so the tests also prove the setting is what counts. */
const CODES_PER_ADDRESS_PER_HOUR = 12;
const OTP_SEND_LIMITS = otpSendLimits(CODES_PER_ADDRESS_PER_HOUR);
const LIMITS_ENV = { OTP_CODES_PER_ADDRESS_PER_HOUR: String(CODES_PER_ADDRESS_PER_HOUR) };

let server: TestServer;
let websiteId: number;
beforeAll(async () => {
  server = await startTestServer(LIMITS_ENV);
  websiteId = (await queryRows<{ id: number }>(server.db, sql`select id from websites where is_default`))[0].id;
});
afterAll(async () => {
  await server.close();
});

const PRIYA = { name: 'Priya Sharma', email: 'priya@example.com', phone: '9876543210' };

/** Every test sends from its own client address, so per-address limits of one test never touch another. */
let addressCounter = 0;
const newAddress = () => {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

/** A request from this client address (the socket's, which the limits count), with any extra headers. */
const postFrom = (guest: Visitor, ip: string, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  guest.send('POST', url, payload, headers, { remoteAddress: ip });

/** Code requests already counted against an address, as if sent earlier within the hour. */
const fillAddressLimit = (ip: string, requests: number) =>
  server.db.execute(sql`insert into code_requests (website_id, identifier, request_ip)
    select ${websiteId}, '6' || lpad(n::text, 9, '0'), ${ip} from generate_series(1, ${requests}) as n`);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const count = (table: string, where = sql`true`) => countRows(server.db, table, where);

async function rowCounts() {
  return {
    users: await count('users'),
    sessions: await count('sessions'),
    otpCodes: await count('otp_codes'),
    otpFailures: await count('otp_failures'),
    outbox: await count('outbox_messages'),
    carts: await count('carts'),
    cartItems: await count('cart_items'),
  };
}

/** The newest code sent to a recipient, read from the dev outbox like the e2e tests and developers do. */
async function latestMessage(recipient: string) {
  const response = await visitor(server).get(`/s/api/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(response.statusCode).toBe(200);
  const [message] = devOutboxResponseSchema.parse(response.json()).data;
  return message;
}
async function latestCode(recipient: string): Promise<string> {
  return /code is (\d{6})\./.exec((await latestMessage(recipient)).body)![1];
}

async function requestCode(guest: Visitor, identifier: string, ip = newAddress()) {
  return postFrom(guest, ip, '/s/api/auth/otp', { identifier });
}

async function signIn(guest: Visitor, identifier: string, recipient: string, ip = newAddress()) {
  expect((await requestCode(guest, identifier, ip)).statusCode).toBe(200);
  const response = await postFrom(guest, ip, '/s/api/auth/verify', { identifier, otp: await latestCode(recipient) });
  expect(response.statusCode).toBe(200);
  return response;
}

/** A wrong code for a known right one: the same digits shifted by one. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('POST /s/api/auth/otp', () => {
  it('sends a code by SMS to a phone typed with +91 and spaces, and signs in with it', async () => {
    const guest = visitor(server);
    const response = await requestCode(guest, '+91 98765 43210');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'We sent a 6-digit code to ******3210.' });

    const message = await latestMessage('9876543210');
    expect(message).toMatchObject({ channel: 'sms', recipient: '+919876543210', subject: 'Your FreshKart sign-in code', status: 'logged' });
    expect(message.body).toMatch(/^Your FreshKart sign-in code is \d{6}\. It expires in 5 minutes\.$/);
    const [stored] = await queryRows<{ code_hash: string }>(
      server.db,
      sql`select code_hash from otp_codes where identifier = '9876543210' order by id desc limit 1`,
    );
    expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.code_hash).not.toContain(/\d{6}/.exec(message.body)![0]);

    const verify = await guest.post('/s/api/auth/verify', { identifier: '9876543210', otp: await latestCode('9876543210') });
    expect(verify.statusCode).toBe(200);
    const { user } = signedInResponseSchema.parse(verify.json());
    expect(user).toEqual({ id: expect.any(Number), ...PRIYA, superadmin: false, hasAdminAccess: false, isSalesAgent: false, permissions: [] });
    const me = await guest.get('/s/api/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual(user);
  });

  it('sends a code by email to an email typed in any case', async () => {
    const shopper = await createShopper(server, 'Email Shopper');
    const guest = visitor(server);
    const response = await requestCode(guest, `  ${shopper.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: `We sent a 6-digit code to s***@example.com.` });
    const message = await latestMessage(shopper.email.toUpperCase());
    expect(message).toMatchObject({ channel: 'email', recipient: shopper.email, subject: 'Your FreshKart sign-in code' });

    const verify = await guest.post('/s/api/auth/verify', { identifier: shopper.email, otp: await latestCode(shopper.email) });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user).toMatchObject({ id: shopper.id, name: 'Email Shopper', email: shopper.email, phone: shopper.phone });
  });

  it('tells an unknown identifier to register, and stores no code and sends nothing', async () => {
    const before = await rowCounts();
    for (const identifier of ['6000000001', 'nobody@example.com']) {
      const response = await requestCode(visitor(server), identifier);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.unknownIdentifier, field: 'identifier' });
    }
    expect(await rowCounts()).toEqual({ ...before, sessions: before.sessions + 2 });
  });

  it.each([
    [{}, AUTH_MESSAGES.identifierRequired],
    [{ identifier: '   ' }, AUTH_MESSAGES.identifierRequired],
    [{ identifier: '12345' }, AUTH_MESSAGES.identifierInvalid],
    [{ identifier: '5876543210' }, AUTH_MESSAGES.identifierInvalid],
    [{ identifier: '98765432101' }, AUTH_MESSAGES.identifierInvalid],
    [{ identifier: 'priya@example' }, AUTH_MESSAGES.identifierInvalid],
    [{ identifier: '.priya@example.com' }, AUTH_MESSAGES.identifierInvalid],
    [{ identifier: 42 }, AUTH_MESSAGES.identifierRequired],
  ])('refuses %j with a message naming the field', async (body, message) => {
    const before = await count('otp_codes');
    const response = await postFrom(visitor(server), newAddress(), '/s/api/auth/otp', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `identifier: ${message}`, field: 'identifier' });
    expect(await count('otp_codes')).toBe(before);
  });
});

describe('POST /s/api/auth/verify', () => {
  it('counts wrong codes down, then locks the code; each refusal writes only the limiter rows', async () => {
    const shopper = await createShopper(server);
    const guest = visitor(server);
    const ip = newAddress();
    await requestCode(guest, shopper.phone, ip);
    const code = await latestCode(shopper.phone);
    for (const triesLeft of [4, 3, 2, 1]) {
      const before = await rowCounts();
      const response = await postFrom(guest, ip, '/s/api/auth/verify', { identifier: shopper.phone, otp: wrongCode(code) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`, field: 'otp' });
      expect(await rowCounts()).toEqual({ ...before, otpFailures: before.otpFailures + 1 });
    }
    const last = await postFrom(guest, ip, '/s/api/auth/verify', { identifier: shopper.phone, otp: wrongCode(code) });
    expect(last.json()).toEqual({ message: AUTH_MESSAGES.codeWrong(0), field: 'otp' });
    expect(AUTH_MESSAGES.codeWrong(0)).toBe('That code is not right, and that was the last try. Please ask for a new code.');

    const before = await rowCounts();
    const locked = await postFrom(guest, ip, '/s/api/auth/verify', { identifier: shopper.phone, otp: code });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toEqual({ message: AUTH_MESSAGES.codeLocked, field: 'otp' });
    expect(await rowCounts()).toEqual(before);
    expect((await guest.get('/s/api/user')).statusCode).toBe(401);
  });

  it('refuses an expired code, a used code, a replaced code and a missing code with their own messages', async () => {
    const shopper = await createShopper(server);
    const ip = newAddress();
    const guest = visitor(server);
    await guest.get('/s/api/cookie');
    const expect400 = async (otp: string, message: string) => {
      const before = await rowCounts();
      const response = await postFrom(guest, ip, '/s/api/auth/verify', { identifier: shopper.phone, otp });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message, field: 'otp' });
      expect(await rowCounts()).toEqual(before);
    };

    await expect400('123456', AUTH_MESSAGES.noCode);

    await requestCode(guest, shopper.phone, ip);
    const expired = await latestCode(shopper.phone);
    await server.db.execute(sql`update otp_codes set expires_at = now() - interval '1 second' where identifier = ${shopper.phone}`);
    await expect400(expired, AUTH_MESSAGES.codeExpired);

    await requestCode(guest, shopper.phone, ip);
    const replaced = await latestCode(shopper.phone);
    await requestCode(guest, shopper.phone, ip);
    const current = await latestCode(shopper.phone);
    if (replaced !== current) {
      const response = await postFrom(guest, ip, '/s/api/auth/verify', { identifier: shopper.phone, otp: replaced });
      expect(response.json()).toEqual({ message: AUTH_MESSAGES.codeWrong(4), field: 'otp' });
    }
    expect((await postFrom(guest, ip, '/s/api/auth/verify', { identifier: shopper.phone, otp: current })).statusCode).toBe(200);
    await expect400(current, AUTH_MESSAGES.codeUsed);
  });

  it.each([
    [{ identifier: '9876543210' }, 'otp', AUTH_MESSAGES.codeFormat],
    [{ identifier: '9876543210', otp: '12345' }, 'otp', AUTH_MESSAGES.codeFormat],
    [{ identifier: '9876543210', otp: '12a456' }, 'otp', AUTH_MESSAGES.codeFormat],
    [{ identifier: 'x', otp: '123456' }, 'identifier', AUTH_MESSAGES.identifierInvalid],
  ])('refuses %j with a message naming the field', async (body, field, message) => {
    const response = await postFrom(visitor(server), newAddress(), '/s/api/auth/verify', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${field}: ${message}`, field });
  });

  it('answers 404 when the account was deleted after the code was sent, and signs nobody in', async () => {
    const shopper = await createShopper(server);
    const guest = visitor(server);
    const ip = newAddress();
    await requestCode(guest, shopper.phone, ip);
    const code = await latestCode(shopper.phone);
    await server.db.execute(sql`delete from users where id = ${shopper.id}`);
    const sessionsBefore = await count('sessions');
    const response = await postFrom(guest, ip, '/s/api/auth/verify', { identifier: shopper.phone, otp: code });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: AUTH_MESSAGES.unknownIdentifier, field: 'identifier' });
    expect(await count('sessions')).toBe(sessionsBefore);
    expect(await count('otp_codes', sql`identifier = ${shopper.phone} and consumed_at is not null`)).toBe(0);
  });

  it('rotates the session: new sid and XSRF token, pincode kept, the old cookies refused', async () => {
    const shopper = await createShopper(server);
    const guest = visitor(server);
    await guest.get('/s/api/cookie');
    const oldSid = guest.cookies.get('sid')!;
    const oldXsrf = guest.cookies.get('XSRF-TOKEN')!;
    await server.db.execute(sql`update sessions set pincode = '560034' where id = ${hashToken(oldSid)}`);

    const response = await signIn(guest, shopper.email, shopper.email);
    const cookies = setCookies(response);
    expect(cookies.sid).toMatch(/HttpOnly/);
    expect(cookies.sid).toMatch(/SameSite=Lax/);
    expect(cookies['XSRF-TOKEN']).toMatch(/Path=\//);
    const newSid = cookieValue(cookies.sid);
    expect(newSid).not.toBe(oldSid);
    expect(guest.cookies.get('XSRF-TOKEN')).not.toBe(oldXsrf);

    const rows = await queryRows<{ id: string; user_id: number | null; pincode: string | null }>(
      server.db,
      sql`select id, user_id, pincode from sessions where id in (${hashToken(oldSid)}, ${hashToken(newSid)})`,
    );
    expect(rows).toEqual([{ id: hashToken(newSid), user_id: shopper.id, pincode: '560034' }]);

    const oldCookie = { 'x-web-url': WEB_URL, cookie: `sid=${oldSid}; XSRF-TOKEN=${oldXsrf}` };
    const oldGet = await server.app.inject({ method: 'GET', url: '/s/api/user', headers: oldCookie });
    expect(oldGet.statusCode).toBe(401);
    expect(oldGet.json()).toEqual({ message: MESSAGE_SIGN_IN_REQUIRED });
    const oldPost = await server.app.inject({ method: 'PUT', url: '/s/api/user', headers: { ...oldCookie, 'x-xsrf-token': oldXsrf }, payload: {} });
    expect(oldPost.statusCode).toBe(403);
    expect(oldPost.json()).toEqual({ message: XSRF_REFUSED });

    const withNewToken = await guest.post('/s/api/addresses', {
      name: 'Home',
      phone: shopper.phone,
      line1: '1 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560001',
    });
    expect(withNewToken.statusCode).toBe(201);
    const init = await guest.get('/s/api/init');
    expect(init.json().user).toMatchObject({ id: shopper.id });
    expect(init.json().pincode).toBe('560034');
  });

  it("merges the guest cart into the user's cart in the same sign-in", async () => {
    const shopper = await createShopper(server);
    const stocked = await queryRows<{ pack_id: number; warehouse_id: number }>(
      server.db,
      sql`select pack_id, warehouse_id from pack_stock where quantity > 10 and warehouse_id = (select min(warehouse_id) from pack_stock) order by pack_id limit 2`,
    );
    const [userCart] = await queryRows<{ id: number }>(
      server.db,
      sql`insert into carts (website_id, user_id) values (${websiteId}, ${shopper.id}) returning id`,
    );
    await server.db.execute(
      sql`insert into cart_items (cart_id, pack_id, warehouse_id, quantity) values (${userCart.id}, ${stocked[0].pack_id}, ${stocked[0].warehouse_id}, 1)`,
    );

    const guest = visitor(server);
    await guest.get('/s/api/cookie');
    const guestSession = hashToken(guest.cookies.get('sid')!);
    const [guestCart] = await queryRows<{ id: number }>(
      server.db,
      sql`insert into carts (website_id, session_id) values (${websiteId}, ${guestSession}) returning id`,
    );
    await server.db.execute(sql`insert into cart_items (cart_id, pack_id, warehouse_id, quantity) values
      (${guestCart.id}, ${stocked[0].pack_id}, ${stocked[0].warehouse_id}, 2),
      (${guestCart.id}, ${stocked[1].pack_id}, ${stocked[1].warehouse_id}, 1)`);

    await signIn(guest, shopper.phone, shopper.phone);
    const items = await queryRows<{ pack_id: number; quantity: number }>(
      server.db,
      sql`select pack_id, quantity from cart_items where cart_id = ${userCart.id} order by pack_id`,
    );
    expect(items).toEqual([
      { pack_id: stocked[0].pack_id, quantity: 3 },
      { pack_id: stocked[1].pack_id, quantity: 1 },
    ]);
    expect(await count('carts', sql`id = ${guestCart.id}`)).toBe(0);
    const cart = await guest.get('/s/api/cart');
    expect(cart.json().quantity).toBe(4);
  });
});

describe('rate limits', () => {
  it(`sends at most ${OTP_SEND_LIMITS.perIdentifier.max} codes per identifier in ${OTP_SEND_LIMITS.perIdentifier.windowMs / 60000} minutes, from any address`, async () => {
    const shopper = await createShopper(server);
    for (let sent = 0; sent < OTP_SEND_LIMITS.perIdentifier.max; sent += 1) {
      expect((await requestCode(visitor(server), shopper.phone)).statusCode).toBe(200);
    }
    const guest = visitor(server);
    await guest.get('/s/api/cookie');
    const before = await rowCounts();
    const refused = await requestCode(guest, shopper.phone);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(OTP_SEND_LIMITS.perIdentifier.windowMs / 1000 - 60);
    expect(retryAfter).toBeLessThanOrEqual(OTP_SEND_LIMITS.perIdentifier.windowMs / 1000);
    expect(refused.json()).toEqual({ message: AUTH_MESSAGES.sendLimited(retryAfter), retry_after: retryAfter });
    expect(refused.json().message).toBe('Too many codes were requested. Please try again in 15 minutes.');
    expect(await rowCounts()).toEqual(before);

    // The wait ends when the oldest counted code leaves the window.
    await server.db.execute(sql`update code_requests set created_at = now() - interval '14 minutes 30 seconds' where identifier = ${shopper.phone}`);
    const soon = await requestCode(guest, shopper.phone);
    const wait = Number(soon.headers['retry-after']);
    expect(wait).toBeGreaterThan(25);
    expect(wait).toBeLessThanOrEqual(30);
    expect(soon.json().message).toBe(`Too many codes were requested. Please try again in ${wait} seconds.`);
    await server.db.execute(sql`update code_requests set created_at = now() - interval '16 minutes' where identifier = ${shopper.phone}`);
    expect((await requestCode(guest, shopper.phone)).statusCode).toBe(200);
  });

  it(`sends at most ${OTP_SEND_LIMITS.perAddress.max} codes per client address in an hour, whatever the identifier`, async () => {
    const ip = newAddress();
    const shoppers = await Promise.all([1, 2, 3, 4, 5].map(() => createShopper(server)));
    for (let sent = 0; sent < OTP_SEND_LIMITS.perAddress.max; sent += 1) {
      const response = await requestCode(visitor(server), shoppers[sent % 4].phone, ip);
      expect(response.statusCode).toBe(200);
    }
    const before = await rowCounts();
    const refused = await requestCode(visitor(server), shoppers[4].email, ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(refused.json()).toEqual({
      message: 'Too many codes were requested. Please try again in 60 minutes.',
      retry_after: Number(refused.headers['retry-after']),
    });
    expect(await rowCounts()).toEqual({ ...before, sessions: before.sessions + 1 });
    // An unknown identifier from a limited address learns nothing either.
    expect((await requestCode(visitor(server), '6999999999', ip)).statusCode).toBe(429);
    expect((await requestCode(visitor(server), shoppers[4].email, newAddress())).statusCode).toBe(200);
  });

  it('counts unknown identifiers too: probing accounts from one address is limited like asking for codes', async () => {
    const ip = newAddress();
    for (let probe = 0; probe < OTP_SEND_LIMITS.perAddress.max; probe += 1) {
      const response = await requestCode(visitor(server), `6${String(100_000_000 + probe)}`, ip);
      expect(response.statusCode).toBe(404);
    }
    const refused = await requestCode(visitor(server), '6999999998', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many codes were requested. Please try again in 60 minutes.',
      retry_after: Number(refused.headers['retry-after']),
    });
    const shopper = await createShopper(server);
    expect((await requestCode(visitor(server), shopper.phone, ip)).statusCode).toBe(429);
  });

  it('counts requests for one unknown identifier from any address', async () => {
    for (let probe = 0; probe < OTP_SEND_LIMITS.perIdentifier.max; probe += 1) {
      expect((await requestCode(visitor(server), 'ghost@example.com')).statusCode).toBe(404);
    }
    const refused = await requestCode(visitor(server), 'GHOST@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many codes were requested. Please try again in 15 minutes.');
  });

  it('counts a registration refused for a taken contact, so registration cannot probe accounts unlimited', async () => {
    const ip = newAddress();
    await fillAddressLimit(ip, OTP_SEND_LIMITS.perAddress.max - 1);
    const taken = await postFrom(visitor(server), ip, '/s/api/auth/register', { name: 'Probe', email: PRIYA.email, phone: '9000000002' });
    expect(taken.statusCode).toBe(409);
    const refused = await postFrom(visitor(server), ip, '/s/api/auth/register', { name: 'Probe', email: 'probe2@example.com', phone: '9000000003' });
    expect(refused.statusCode).toBe(429);
  });

  it('counts the socket address, not an X-Forwarded-For header the client sends', async () => {
    const ip = newAddress();
    await fillAddressLimit(ip, OTP_SEND_LIMITS.perAddress.max);
    const shopper = await createShopper(server);
    const spoofed = await postFrom(visitor(server), ip, '/s/api/auth/otp', { identifier: shopper.phone }, { 'x-forwarded-for': newAddress() });
    expect(spoofed.statusCode).toBe(429);
  });

  it(`refuses verification after ${OTP_VERIFY_FAILURE_LIMITS.perIdentifier.max} wrong codes for an identifier, even the right code`, async () => {
    const shopper = await createShopper(server);
    const guest = visitor(server);
    const ip = newAddress();
    for (let round = 0; round < OTP_VERIFY_FAILURE_LIMITS.perIdentifier.max / 5; round += 1) {
      await requestCode(guest, shopper.phone, ip);
      const code = await latestCode(shopper.phone);
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const response = await postFrom(guest, newAddress(), '/s/api/auth/verify', { identifier: shopper.phone, otp: wrongCode(code) });
        expect(response.statusCode).toBe(400);
      }
    }
    await requestCode(guest, shopper.phone, ip);
    const code = await latestCode(shopper.phone);
    const before = await rowCounts();
    const refused = await postFrom(guest, newAddress(), '/s/api/auth/verify', { identifier: shopper.phone, otp: code });
    expect(refused.statusCode).toBe(429);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(refused.json()).toEqual({ message: AUTH_MESSAGES.verifyLimited(retryAfter), retry_after: retryAfter });
    expect(refused.json().message).toBe('Too many wrong codes were entered. Please try again in 15 minutes.');
    expect(await rowCounts()).toEqual(before);

    await server.db.execute(sql`update otp_failures set created_at = now() - interval '16 minutes' where identifier = ${shopper.phone}`);
    expect((await postFrom(guest, newAddress(), '/s/api/auth/verify', { identifier: shopper.phone, otp: code })).statusCode).toBe(200);
  });

  it(`refuses verification from an address after ${OTP_VERIFY_FAILURE_LIMITS.perAddress.max} wrong codes in an hour`, async () => {
    const ip = newAddress();
    const shopper = await createShopper(server);
    await server.db.execute(sql`insert into otp_failures (website_id, identifier, request_ip)
      select ${websiteId}, '6' || lpad(n::text, 9, '0'), ${ip} from generate_series(1, ${OTP_VERIFY_FAILURE_LIMITS.perAddress.max}) as n`);
    const guest = visitor(server);
    await requestCode(guest, shopper.phone);
    const code = await latestCode(shopper.phone);
    const before = await rowCounts();
    const refused = await postFrom(guest, ip, '/s/api/auth/verify', { identifier: shopper.phone, otp: code });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: 'Too many wrong codes were entered. Please try again in 60 minutes.',
      retry_after: Number(refused.headers['retry-after']),
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await rowCounts()).toEqual(before);
    expect((await postFrom(guest, newAddress(), '/s/api/auth/verify', { identifier: shopper.phone, otp: code })).statusCode).toBe(200);
  });
});

describe('POST /s/api/auth/register', () => {
  it('creates the shopper without any role from the body and sends a code to the phone', async () => {
    const guest = visitor(server);
    const ip = newAddress();
    const response = await postFrom(guest, ip, '/s/api/auth/register', {
      name: '  Anita Desai ',
      email: 'Anita.Desai@Example.com',
      phone: '+91 91234 56780',
      superadmin: true,
      hasAdminAccess: true,
      isSalesAgent: true,
      permissions: ['website_setting:view'],
      id: 1,
      websiteId: 999,
      agentId: 1,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'We sent a 6-digit code to ******6780.' });
    const [stored] = await queryRows<Record<string, unknown>>(
      server.db,
      sql`select id, website_id, name, email, phone, superadmin, has_admin_access, is_sales_agent, permissions, agent_id from users where phone = '9123456780'`,
    );
    expect(stored).toEqual({
      id: expect.any(Number),
      website_id: websiteId,
      name: 'Anita Desai',
      email: 'anita.desai@example.com',
      phone: '9123456780',
      superadmin: false,
      has_admin_access: false,
      is_sales_agent: false,
      permissions: [],
      agent_id: null,
    });
    expect(stored.id).not.toBe(1);
    expect((await latestMessage('9123456780')).channel).toBe('sms');

    const verify = await postFrom(guest, ip, '/s/api/auth/verify', { identifier: '9123456780', otp: await latestCode('9123456780') });
    expect(verify.json()).toEqual({
      user: {
        id: stored.id,
        name: 'Anita Desai',
        email: 'anita.desai@example.com',
        phone: '9123456780',
        superadmin: false,
        hasAdminAccess: false,
        isSalesAgent: false,
        permissions: [],
      },
    });
  });

  it.each([
    ['email', { email: 'PRIYA@example.com', phone: '9000000001' }, AUTH_MESSAGES.emailTaken],
    ['phone', { email: 'new.person@example.com', phone: '98765 43210' }, AUTH_MESSAGES.phoneTaken],
  ])('refuses a taken %s with 409 and creates nothing', async (field, contact, message) => {
    const before = await rowCounts();
    const response = await postFrom(visitor(server), newAddress(), '/s/api/auth/register', { name: 'Someone', ...contact });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message, field });
    expect(await rowCounts()).toEqual({ ...before, sessions: before.sessions + 1 });
  });

  const valid = { name: 'Ravi Kumar', email: 'ravi.kumar@example.com', phone: '9988776655' };
  it.each([
    [{ ...valid, name: undefined }, 'name', AUTH_MESSAGES.nameRequired],
    [{ ...valid, name: '   ' }, 'name', AUTH_MESSAGES.nameRequired],
    [{ ...valid, name: 'R' }, 'name', AUTH_MESSAGES.nameTooShort],
    [{ ...valid, name: 'R'.repeat(81) }, 'name', AUTH_MESSAGES.nameTooLong],
    [{ ...valid, name: 'Ra\u0000vi' }, 'name', AUTH_MESSAGES.nulCharacter('Name')],
    [{ ...valid, email: undefined }, 'email', AUTH_MESSAGES.emailRequired],
    [{ ...valid, email: '' }, 'email', AUTH_MESSAGES.emailRequired],
    [{ ...valid, email: 'ravi@example' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ ...valid, email: 'ravi.@example.com' }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ ...valid, email: `${'r'.repeat(250)}@example.com` }, 'email', AUTH_MESSAGES.emailInvalid],
    [{ ...valid, phone: undefined }, 'phone', AUTH_MESSAGES.phoneRequired],
    [{ ...valid, phone: '' }, 'phone', AUTH_MESSAGES.phoneRequired],
    [{ ...valid, phone: '1234567890' }, 'phone', AUTH_MESSAGES.phoneInvalid],
    [{ ...valid, phone: '98765' }, 'phone', AUTH_MESSAGES.phoneInvalid],
    [{ ...valid, phone: '9'.repeat(30) }, 'phone', AUTH_MESSAGES.phoneInvalid],
  ])('refuses %j with a readable message naming the field', async (body, field, message) => {
    const before = await count('users');
    const response = await postFrom(visitor(server), newAddress(), '/s/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `${field}: ${message}`, field });
    expect(await count('users')).toBe(before);
  });

  it('is rate-limited like sign-in codes, and then creates no user', async () => {
    const ip = newAddress();
    await fillAddressLimit(ip, OTP_SEND_LIMITS.perAddress.max);
    const before = await rowCounts();
    const response = await postFrom(visitor(server), ip, '/s/api/auth/register', {
      name: 'Late Comer',
      email: 'late.comer@example.com',
      phone: '9111111111',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      message: AUTH_MESSAGES.sendLimited(Number(response.headers['retry-after'])),
      retry_after: Number(response.headers['retry-after']),
    });
    expect(await rowCounts()).toEqual({ ...before, sessions: before.sessions + 1 });
  });
});

describe('GET /s/api/auth/logout', () => {
  it('deletes the session on the server and clears both cookies', async () => {
    const shopper = await createShopper(server);
    const member = await signInAs(server, shopper.email);
    const sid = member.cookies.get('sid')!;
    const response = await member.get('/s/api/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    const cookies = setCookies(response);
    expect(cookieValue(cookies.sid)).toBe('');
    expect(cookieValue(cookies['XSRF-TOKEN'])).toBe('');
    expect(await count('sessions', sql`id = ${hashToken(sid)}`)).toBe(0);
    const reused = await server.app.inject({ method: 'GET', url: '/s/api/user', headers: { 'x-web-url': WEB_URL, cookie: `sid=${sid}` } });
    expect(reused.statusCode).toBe(401);
  });

  it('is safe for a guest with or without a session', async () => {
    for (const guest of [visitor(server), visitor(server)]) {
      const response = await guest.get('/s/api/auth/logout');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      await guest.get('/s/api/cookie');
    }
  });
});

describe('/s/api/user', () => {
  it('asks a guest to sign in', async () => {
    const guest = visitor(server);
    expect((await guest.get('/s/api/user')).json()).toEqual({ message: MESSAGE_SIGN_IN_REQUIRED });
    const put = await guest.send('PUT', '/s/api/user', { name: 'Guest', email: 'guest@example.com', phone: '9000000009' });
    expect(put.statusCode).toBe(401);
    expect(put.json()).toEqual({ message: MESSAGE_SIGN_IN_REQUIRED });
  });

  it('saves a new name at once, and never a role', async () => {
    const shopper = await createShopper(server);
    const member = await signInAs(server, shopper.email);
    const response = await member.send('PUT', '/s/api/user', {
      name: 'Renamed Shopper',
      email: shopper.email.toUpperCase(),
      phone: `+91 ${shopper.phone}`,
      superadmin: true,
      isSalesAgent: true,
      permissions: ['pos_access:view'],
    });
    expect(response.statusCode).toBe(200);
    const user = userSchema.parse(response.json().user);
    expect(response.json()).toEqual({
      message: PROFILE_MESSAGES.saved,
      user: {
        id: shopper.id,
        name: 'Renamed Shopper',
        email: shopper.email,
        phone: shopper.phone,
        superadmin: false,
        hasAdminAccess: false,
        isSalesAgent: false,
        permissions: [],
      },
    });
    expect((await member.get('/s/api/user')).json()).toEqual(user);
  });

  it.each([
    ['email', (email: string) => ({ email: `Renamed.${email}` }), (email: string) => `renamed.${email}`],
    ['phone', () => ({ phone: '+91 70000 12345' }), () => '+917000012345'],
  ] as const)('saves a new %s only with the code sent to it', async (field, change, recipient) => {
    const shopper = await createShopper(server);
    const member = await signInAs(server, shopper.email);
    const body = { name: 'Test Shopper', email: shopper.email, phone: shopper.phone, ...change(shopper.email) };
    const stored = () => queryRows<{ email: string; phone: string }>(server.db, sql`select email, phone from users where id = ${shopper.id}`);
    const before = await stored();

    const asked = await member.send('PUT', '/s/api/user', body);
    expect(asked.statusCode).toBe(202);
    const masked = field === 'email' ? 'r***@example.com' : '******2345';
    expect(asked.json()).toEqual({ message: PROFILE_MESSAGES.codeSent(masked, field), verify: field });
    expect(await stored()).toEqual(before);
    const message = await latestMessage(recipient(shopper.email));
    expect(message).toMatchObject({ channel: field === 'email' ? 'email' : 'sms', recipient: recipient(shopper.email) });
    const code = /code to confirm this contact for your account is (\d{6})\./.exec(message.body)![1];

    // The code confirms this contact for this account only: it signs nobody in, and a wrong one counts down.
    const signIn = await visitor(server).post('/s/api/auth/verify', { identifier: recipient(shopper.email).replace('+91', ''), otp: code });
    expect(signIn.statusCode).not.toBe(200);
    const wrong = await member.send('PUT', '/s/api/user', { ...body, otp: wrongCode(code) });
    expect([wrong.statusCode, wrong.json()]).toEqual([400, { message: AUTH_MESSAGES.codeWrong(4), field: 'otp' }]);
    expect(await stored()).toEqual(before);

    const saved = await member.send('PUT', '/s/api/user', { ...body, otp: code });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ message: PROFILE_MESSAGES.saved, user: { [field]: recipient(shopper.email).replace('+91', '') } });
    const again = await member.send('PUT', '/s/api/user', { ...body, otp: code });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a code sent for another new contact, and two new contacts at once', async () => {
    const shopper = await createShopper(server);
    const member = await signInAs(server, shopper.email);
    const base = { name: 'Test Shopper', email: shopper.email, phone: shopper.phone };
    expect((await member.send('PUT', '/s/api/user', { ...base, email: `first.${shopper.email}` })).statusCode).toBe(202);
    const code = /is (\d{6})\./.exec((await latestMessage(`first.${shopper.email}`)).body)![1];
    const other = await member.send('PUT', '/s/api/user', { ...base, email: `second.${shopper.email}`, otp: code });
    expect([other.statusCode, other.json()]).toEqual([400, { message: AUTH_MESSAGES.noCode, field: 'otp' }]);

    const both = await member.send('PUT', '/s/api/user', { ...base, email: `both.${shopper.email}`, phone: '7000054321' });
    expect([both.statusCode, both.json()]).toEqual([400, { message: PROFILE_MESSAGES.oneContactAtATime, field: 'phone' }]);
    const [row] = await queryRows<{ email: string }>(server.db, sql`select email from users where id = ${shopper.id}`);
    expect(row.email).toBe(shopper.email);
  });

  it.each([
    ['email', { email: 'Priya@Example.com', phone: '7000099999' }, AUTH_MESSAGES.emailTaken],
    ['phone', { email: 'unique.person@example.com', phone: PRIYA.phone }, AUTH_MESSAGES.phoneTaken],
  ])("refuses another user's %s with 409 and changes nothing", async (field, contact, message) => {
    const shopper = await createShopper(server);
    const member = await signInAs(server, shopper.email);
    const response = await member.send('PUT', '/s/api/user', { name: 'Copycat', ...contact });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message, field });
    const [row] = await queryRows<{ name: string; email: string; phone: string }>(
      server.db,
      sql`select name, email, phone from users where id = ${shopper.id}`,
    );
    expect(row).toEqual({ name: 'Test Shopper', email: shopper.email, phone: shopper.phone });
  });

  it('validates every field', async () => {
    const shopper = await createShopper(server);
    const member = await signInAs(server, shopper.email);
    const response = await member.send('PUT', '/s/api/user', { name: 'Ok Name', email: 'not-an-email', phone: shopper.phone });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: `email: ${AUTH_MESSAGES.emailInvalid}`, field: 'email' });
  });
});

describe('GET /s/api/dev/outbox', () => {
  it('lists the newest messages first with their fields, filtered by recipient', async () => {
    const shopper = await createShopper(server);
    await requestCode(visitor(server), shopper.phone);
    await requestCode(visitor(server), shopper.email);
    const all = devOutboxResponseSchema.parse((await visitor(server).get('/s/api/dev/outbox')).json()).data;
    expect(all.length).toBeLessThanOrEqual(50);
    expect(all[0]).toMatchObject({ channel: 'email', recipient: shopper.email });
    expect(all[1]).toMatchObject({ channel: 'sms', recipient: `+91${shopper.phone}` });
    expect(all[0].id).toBeGreaterThan(all[1].id);
    expect(new Date(all[0].created_at).toISOString()).toBe(all[0].created_at);

    const forPhone = devOutboxResponseSchema.parse((await visitor(server).get(`/s/api/dev/outbox?recipient=${shopper.phone}`)).json()).data;
    expect(forPhone).toHaveLength(1);
    expect(Object.keys(forPhone[0]).sort()).toEqual(['body', 'channel', 'created_at', 'id', 'recipient', 'status', 'subject']);
  });

  it.each([
    ['another machine', '10.1.2.3', {}],
    ['another machine claiming loopback in X-Forwarded-For', '10.1.2.3', { 'x-forwarded-for': '127.0.0.1' }],
    ['another machine behind a trusted-looking header', '192.168.1.20', { 'x-real-ip': '127.0.0.1' }],
  ])('is not served to %s', async (_who, remoteAddress, headers) => {
    const response = await visitor(server).get('/s/api/dev/outbox', headers, { remoteAddress });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'No API at GET /s/api/dev/outbox' });
    expect(response.body).not.toMatch(/code is \d{6}/);
  });

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('is served to the loopback address %s', async (remoteAddress) => {
    expect((await visitor(server).get('/s/api/dev/outbox', {}, { remoteAddress })).statusCode).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every auth, account and address route from their schemas', async () => {
    const response = await visitor(server).get('/s/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/auth/otp',
      '/api/auth/register',
      '/api/auth/verify',
      '/api/auth/logout',
      '/api/user',
      '/api/addresses',
      '/api/addresses/{id}',
      '/api/dev/outbox',
    ]) {
      expect(paths).toContain(path);
    }
    expect(response.json().paths['/api/auth/verify'].post.requestBody.content['application/json'].schema.required).toEqual(['identifier', 'otp']);
  });
});

describe('behind a configured proxy (TRUST_PROXY)', () => {
  const PROXY = '10.9.9.9';
  let proxied: TestServer;
  beforeAll(async () => {
    proxied = await startTestServer({ TRUST_PROXY: PROXY, ...LIMITS_ENV });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('counts the address the proxy states, and ignores the header from anyone else', async () => {
    const limited = newAddress();
    await proxied.db.execute(sql`insert into code_requests (website_id, identifier, request_ip)
      select id, '6' || lpad(n::text, 9, '0'), ${limited} from websites, generate_series(1, ${OTP_SEND_LIMITS.perAddress.max}) as n where is_default`);
    const ask = (remoteAddress: string, forwardedFor: string) =>
      visitor(proxied).send('POST', '/s/api/auth/otp', { identifier: '6123123123' }, { 'x-forwarded-for': forwardedFor }, { remoteAddress });
    expect((await ask(PROXY, limited)).statusCode).toBe(429);
    expect((await ask(PROXY, newAddress())).statusCode).toBe(404);
    expect((await ask(newAddress(), limited)).statusCode).toBe(404);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    ['false', false],
    ['true', true],
    ['loopback', ['loopback']],
    ['10.0.0.1, 172.28.0.0/24,::1', ['10.0.0.1', '172.28.0.0/24', '::1']],
  ])('reads %s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['yes', '2', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid environment: TRUST_PROXY: /);
  });
});

describe('OTP_CODES_PER_ADDRESS_PER_HOUR', () => {
  it('is 20 unless set', () => {
    expect(loadConfig({}).otpCodesPerAddressPerHour).toBe(20);
    expect(loadConfig({ OTP_CODES_PER_ADDRESS_PER_HOUR: '500' }).otpCodesPerAddressPerHour).toBe(500);
  });

  it.each(['0', '-5', '2.5', 'many'])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ OTP_CODES_PER_ADDRESS_PER_HOUR: value })).toThrow(/^Invalid environment: OTP_CODES_PER_ADDRESS_PER_HOUR: /);
  });
});
