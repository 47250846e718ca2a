import { sql } from 'drizzle-orm';
import { ADDRESS_MESSAGES, AUTH_MESSAGES, MAX_ADDRESSES_PER_USER, addressListResponseSchema, type Address } from '@storefront/shared/contracts';
import { queryRows } from '../src/db/client';
import { MESSAGE_SIGN_IN_REQUIRED } from '../src/http/guards';
import { startTestServer, type TestServer } from './helpers/testServer';
import { createShopper, signInAs, visitor, type Visitor } from './helpers/visitors';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const HOME = {
  name: 'Asha Menon',
  phone: '9845012345',
  line1: '12, 1st Main, Koramangala 5th Block',
  line2: 'Flat 3B',
  landmark: 'Near Sony World Signal',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560034',
  type: 'home',
};

const countAddresses = async (userId?: number) =>
  Number(
    (
      await queryRows<{ n: string }>(
        server.db,
        sql`select count(*) as n from addresses where ${userId === undefined ? sql`true` : sql`user_id = ${userId}`}`,
      )
    )[0].n,
  );

async function newShopper(): Promise<{ id: number; member: Visitor }> {
  const shopper = await createShopper(server);
  return { id: shopper.id, member: await signInAs(server, shopper.email) };
}

async function add(member: Visitor, fields: Record<string, unknown> = {}): Promise<Address> {
  const response = await member.post('/s/api/addresses', { ...HOME, ...fields });
  expect(response.statusCode).toBe(201);
  expect(response.json().message).toBe(ADDRESS_MESSAGES.added);
  return response.json().data;
}

async function list(member: Visitor): Promise<Address[]> {
  const response = await member.get('/s/api/addresses');
  expect(response.statusCode).toBe(200);
  return addressListResponseSchema.parse(response.json()).data;
}

const defaults = (addresses: Address[]) => addresses.filter((address) => address.is_default).map((address) => address.id);

describe('guests', () => {
  it('are asked to sign in for every address call, and nothing is stored', async () => {
    const guest = visitor(server);
    const before = await countAddresses();
    for (const response of [
      await guest.get('/s/api/addresses'),
      await guest.get('/s/api/addresses/1'),
      await guest.post('/s/api/addresses', HOME),
      await guest.send('PUT', '/s/api/addresses/1', HOME),
      await guest.send('DELETE', '/s/api/addresses/1'),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGE_SIGN_IN_REQUIRED });
    }
    expect(await countAddresses()).toBe(before);
  });
});

describe('address book', () => {
  it('creates an address in snake_case, normalised, and makes the first one the default', async () => {
    const { member, id } = await newShopper();
    const created = await add(member, { name: '  Asha Menon ', phone: '+91 98450 12345', is_default: false, user_id: 1, website_id: 99 });
    expect(created).toEqual({
      id: expect.any(Number),
      ...HOME,
      is_default: true,
      created_at: expect.any(String),
    });
    const [row] = await queryRows<{ user_id: number; phone: string }>(server.db, sql`select user_id, phone from addresses where id = ${created.id}`);
    expect(row).toEqual({ user_id: id, phone: '9845012345' });

    const read = await member.get(`/s/api/addresses/${created.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: created });
    expect(await list(member)).toEqual([created]);
  });

  it('fills optional fields with their defaults', async () => {
    const { member } = await newShopper();
    const created = await add(member, { line2: undefined, landmark: undefined, type: undefined });
    expect(created).toMatchObject({ line2: '', landmark: '', type: 'home', is_default: true });
  });

  it('keeps exactly one default: a new default clears the old, deleting it promotes the most recent remaining', async () => {
    const { member } = await newShopper();
    const first = await add(member, { line1: 'First' });
    const second = await add(member, { line1: 'Second', type: 'work' });
    expect(second.is_default).toBe(false);
    expect(defaults(await list(member))).toEqual([first.id]);

    const third = await add(member, { line1: 'Third', type: 'other', is_default: true });
    expect(third.is_default).toBe(true);
    const listed = await list(member);
    expect(defaults(listed)).toEqual([third.id]);
    expect(listed[0].id).toBe(third.id);

    // is_default false on the default leaves it the default; true on another moves it.
    const kept = await member.send('PUT', `/s/api/addresses/${third.id}`, { ...HOME, line1: 'Third, renamed', is_default: false });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toEqual({ message: ADDRESS_MESSAGES.updated, data: { ...third, ...HOME, line1: 'Third, renamed', is_default: true } });
    const moved = await member.send('PUT', `/s/api/addresses/${first.id}`, { ...HOME, line1: 'First', is_default: true });
    expect(moved.json().data.is_default).toBe(true);
    expect(defaults(await list(member))).toEqual([first.id]);

    // Deleting a non-default address leaves the default alone.
    const removed = await member.send('DELETE', `/s/api/addresses/${second.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ success: true, message: ADDRESS_MESSAGES.deleted });
    expect(defaults(await list(member))).toEqual([first.id]);

    const fourth = await add(member, { line1: 'Fourth' });
    await member.send('DELETE', `/s/api/addresses/${first.id}`);
    expect(defaults(await list(member))).toEqual([fourth.id]);
    await member.send('DELETE', `/s/api/addresses/${fourth.id}`);
    expect(defaults(await list(member))).toEqual([third.id]);
    await member.send('DELETE', `/s/api/addresses/${third.id}`);
    expect(await list(member)).toEqual([]);
    const again = await add(member, { line1: 'Fresh start' });
    expect(again.is_default).toBe(true);
  });

  it(`refuses more than ${MAX_ADDRESSES_PER_USER} addresses`, async () => {
    const { member, id } = await newShopper();
    for (let index = 0; index < MAX_ADDRESSES_PER_USER; index += 1) await add(member, { line1: `House ${index}` });
    const refused = await member.post('/s/api/addresses', HOME);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ message: ADDRESS_MESSAGES.limitReached });
    expect(await countAddresses(id)).toBe(MAX_ADDRESSES_PER_USER);
  });

  it("answers 404 for another shopper's address and leaves it untouched", async () => {
    const owner = await newShopper();
    const address = await add(owner.member, { line1: 'Private' });
    const { member: intruder } = await newShopper();
    const mine = await add(intruder, { line1: 'Mine' });
    for (const response of [
      await intruder.get(`/s/api/addresses/${address.id}`),
      await intruder.send('PUT', `/s/api/addresses/${address.id}`, { ...HOME, line1: 'Stolen', is_default: true }),
      await intruder.send('DELETE', `/s/api/addresses/${address.id}`),
      await intruder.get('/s/api/addresses/999999999'),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: ADDRESS_MESSAGES.notFound });
    }
    expect(await list(owner.member)).toEqual([address]);
    expect(await list(intruder)).toEqual([mine]);
  });

  it.each([
    [{ name: undefined }, 'name', AUTH_MESSAGES.nameRequired],
    [{ name: 'A' }, 'name', AUTH_MESSAGES.nameTooShort],
    [{ phone: '12345' }, 'phone', AUTH_MESSAGES.phoneInvalid],
    [{ phone: undefined }, 'phone', AUTH_MESSAGES.phoneRequired],
    [{ line1: '   ' }, 'line1', 'Address line 1 is required'],
    [{ line1: undefined }, 'line1', 'Address line 1 is required'],
    [{ line1: 'x'.repeat(201) }, 'line1', 'Address line 1 can be at most 200 characters'],
    [{ line2: 'x'.repeat(201) }, 'line2', 'Address line 2 can be at most 200 characters'],
    [{ landmark: 'Near \u0000 park' }, 'landmark', 'Landmark must not contain NUL characters'],
    [{ landmark: 'x'.repeat(121) }, 'landmark', 'Landmark can be at most 120 characters'],
    [{ city: '' }, 'city', 'City is required'],
    [{ city: 'x'.repeat(81) }, 'city', 'City can be at most 80 characters'],
    [{ state: undefined }, 'state', 'State is required'],
    [{ state: 'Karnatka' }, 'state', ADDRESS_MESSAGES.stateInvalid],
    [{ state: 'Orissa' }, 'state', ADDRESS_MESSAGES.stateInvalid],
    [{ pincode: '056003' }, 'pincode', ADDRESS_MESSAGES.pincodeInvalid],
    [{ pincode: '56003' }, 'pincode', ADDRESS_MESSAGES.pincodeInvalid],
    [{ pincode: '56003a' }, 'pincode', ADDRESS_MESSAGES.pincodeInvalid],
    [{ pincode: undefined }, 'pincode', 'Pincode is required'],
    [{ type: 'office' }, 'type', ADDRESS_MESSAGES.typeInvalid],
    [{ is_default: 'yes' }, 'is_default', ADDRESS_MESSAGES.isDefaultInvalid],
  ])('refuses %j on create and update with a message naming the field', async (fields, field, message) => {
    const { member, id } = await newShopper();
    const address = await add(member);
    const created = await member.post('/s/api/addresses', { ...HOME, ...fields });
    const updated = await member.send('PUT', `/s/api/addresses/${address.id}`, { ...HOME, ...fields });
    for (const response of [created, updated]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `${field}: ${message}`, field });
    }
    expect(await list(member)).toEqual([address]);
    expect(await countAddresses(id)).toBe(1);
  });

  it.each(['abc', '0', '-1', '99999999999', '1.5'])('refuses the address id %s', async (badId) => {
    const { member } = await newShopper();
    for (const response of [
      await member.get(`/s/api/addresses/${badId}`),
      await member.send('PUT', `/s/api/addresses/${badId}`, HOME),
      await member.send('DELETE', `/s/api/addresses/${badId}`),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: `id: ${ADDRESS_MESSAGES.idInvalid}`, field: 'id' });
    }
  });
});
