import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  MESSAGE_TEMPLATE_NOT_FOUND,
  MESSAGE_WEBSITE_CREATED,
  MESSAGE_WEBSITE_DOMAIN_INVALID,
  MESSAGE_WEBSITE_ID_INVALID,
  MESSAGE_WEBSITE_NAME_REQUIRED,
  MESSAGE_WEBSITE_NAME_TOO_LONG,
  MESSAGE_WEBSITE_NOT_FOUND,
  MESSAGE_WEBSITE_TEMPLATE_INVALID,
  websiteChosenMessage,
  websiteDomainTakenMessage,
  websiteListResponseSchema,
} from '@storefront/shared/contracts';
import { sessions, websites } from '../src/db/schema';
import { MESSAGE_SIGN_IN_REQUIRED, MESSAGE_SUPERADMIN_ONLY } from '../src/http/guards';
import { countRows, startTestServer, type TestServer } from './helpers/testServer';
import { signInAs, visitor, type Visitor } from './helpers/visitors';

let server: TestServer;
let defaultWebsiteId: number;
beforeAll(async () => {
  server = await startTestServer();
  const [row] = await server.db.select({ id: websites.id }).from(websites).where(eq(websites.isDefault, true));
  defaultWebsiteId = row.id;
}, 60_000);
afterAll(async () => {
  await server.close();
});

const count = (table: string, where = 'true') => countRows(server.db, table, sql.raw(where));
const sessionIdOf = (someone: Visitor) => createHash('sha256').update(someone.cookies.get('sid')!).digest('hex');

let createdCount = 0;
async function createWebsite(superadmin: Visitor, name: string): Promise<{ id: number; domain: string }> {
  createdCount += 1;
  const domain = `https://shop${createdCount}.example.com`;
  const response = await superadmin.post('/s/api/websites', { name, domain });
  expect(response.statusCode).toBe(201);
  return { id: response.json().data.id, domain };
}

describe('who may manage websites', () => {
  it('asks guests to sign in and refuses shoppers and agents', async () => {
    const guest = visitor(server);
    const guestList = await guest.get('/s/api/websites');
    expect(guestList.statusCode).toBe(401);
    expect(guestList.json()).toEqual({ message: MESSAGE_SIGN_IN_REQUIRED });

    const before = await count('websites');
    for (const email of ['priya@example.com', 'agent@example.com', 'admin@example.com']) {
      const user = await signInAs(server, email);
      for (const response of [
        await user.get('/s/api/websites'),
        await user.post(`/s/api/websites/${defaultWebsiteId}/choose`),
        await user.post('/s/api/websites', { name: 'Sneaky', domain: 'https://sneaky.example.com' }),
      ]) {
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: MESSAGE_SUPERADMIN_ONLY });
      }
    }
    expect(await count('websites')).toBe(before);
    expect(await count('sessions', 'chosen_website_id is not null')).toBe(0);
  });
});

describe('GET /s/api/websites', () => {
  it('lists every website with its domains, marking the current one', async () => {
    const superadmin = await signInAs(server, 'superadmin@example.com');
    const response = await superadmin.get('/s/api/websites');
    expect(response.statusCode).toBe(200);
    const { data } = websiteListResponseSchema.parse(response.json());
    const shop = data.find((website) => website.id === defaultWebsiteId)!;
    expect(shop).toEqual({
      id: defaultWebsiteId,
      name: expect.any(String),
      domains: ['http://127.0.0.1:3000', 'http://localhost:3000'],
      is_default: true,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      current: true,
    });
  });
});

describe('POST /s/api/websites', () => {
  it("creates a website from the default website's look and pages, without its catalogue, users or orders", async () => {
    const superadmin = await signInAs(server, 'superadmin@example.com');
    const response = await superadmin.post('/s/api/websites', {
      name: '  Mumbai Fresh ',
      domain: 'https://Mumbai.Example.com/',
      is_default: true,
      id: 1,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: MESSAGE_WEBSITE_CREATED,
      data: {
        id: expect.any(Number),
        name: 'Mumbai Fresh',
        domains: ['https://mumbai.example.com'],
        is_default: false,
        created_at: expect.any(String),
        current: false,
      },
    });
    const id = body.data.id;
    const [template] = await server.db.select().from(websites).where(eq(websites.id, defaultWebsiteId));
    const [created] = await server.db.select().from(websites).where(eq(websites.id, id));
    for (const key of [
      'theme',
      'themeColors',
      'fontFamily',
      'navAlignment',
      'navSetting',
      'navs',
      'footers',
      'seo',
      'popup',
      'dynamicNavbar',
    ] as const) {
      expect(created[key]).toEqual(template[key]);
    }
    expect(created.isDefault).toBe(false);
    expect(await count('pages', `website_id = ${id}`)).toBe(await count('pages', `website_id = ${defaultWebsiteId}`));
    expect(await count('pages', `website_id = ${id}`)).toBeGreaterThan(0);
    for (const table of ['products', 'categories', 'users', 'orders', 'warehouses']) expect(await count(table, `website_id = ${id}`)).toBe(0);

    // The new domain resolves to the new website at once.
    const init = await server.app.inject({ method: 'GET', url: '/s/api/init', headers: { 'x-web-url': 'https://mumbai.example.com' } });
    expect(init.json().web).toMatchObject({ id, name: 'Mumbai Fresh' });
  });

  it('copies another template website when template_id is given', async () => {
    const superadmin = await signInAs(server, 'superadmin@example.com');
    const template = await createWebsite(superadmin, 'Template Shop');
    await server.db
      .update(websites)
      .set({ fontFamily: 'Poppins', themeColors: { primary: '#123456' } })
      .where(eq(websites.id, template.id));
    const response = await superadmin.post('/s/api/websites', {
      name: 'From Template',
      domain: 'http://from-template.example.com:8080',
      template_id: String(template.id),
    });
    expect(response.statusCode).toBe(201);
    const [created] = await server.db.select().from(websites).where(eq(websites.id, response.json().data.id));
    expect(created.fontFamily).toBe('Poppins');
    expect(created.themeColors).toEqual({ primary: '#123456' });
    expect(response.json().data.domains).toEqual(['http://from-template.example.com:8080']);
  });

  it('refuses a domain that already belongs to a website with 409, creating nothing', async () => {
    const superadmin = await signInAs(server, 'superadmin@example.com');
    const before = [await count('websites'), await count('pages')];
    const response = await superadmin.post('/s/api/websites', { name: 'Clash', domain: 'http://localhost:3000' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: websiteDomainTakenMessage('http://localhost:3000'), field: 'domain' });
    expect([await count('websites'), await count('pages')]).toEqual(before);
  });

  it('refuses bad names, domains and templates with a readable message, creating nothing', async () => {
    const superadmin = await signInAs(server, 'superadmin@example.com');
    const before = await count('websites');
    const cases: [unknown, number, string][] = [
      [{ name: ' ', domain: 'https://a.example.com' }, 400, `name: ${MESSAGE_WEBSITE_NAME_REQUIRED}`],
      [{ name: 'x'.repeat(101), domain: 'https://a.example.com' }, 400, `name: ${MESSAGE_WEBSITE_NAME_TOO_LONG}`],
      [{ name: 'A', domain: 'a.example.com' }, 400, `domain: ${MESSAGE_WEBSITE_DOMAIN_INVALID}`],
      [{ name: 'A', domain: 'https://a.example.com/shop' }, 400, `domain: ${MESSAGE_WEBSITE_DOMAIN_INVALID}`],
      [{ name: 'A', domain: 'ftp://a.example.com' }, 400, `domain: ${MESSAGE_WEBSITE_DOMAIN_INVALID}`],
      [{ name: 'A' }, 400, `domain: ${MESSAGE_WEBSITE_DOMAIN_INVALID}`],
      [{ name: 'A', domain: 'https://a.example.com', template_id: 'first' }, 400, `template_id: ${MESSAGE_WEBSITE_TEMPLATE_INVALID}`],
      [{ name: 'A', domain: 'https://a.example.com', template_id: 99_999 }, 404, MESSAGE_TEMPLATE_NOT_FOUND],
    ];
    for (const [payload, status, message] of cases) {
      const response = await superadmin.post('/s/api/websites', payload);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    }
    expect(await count('websites')).toBe(before);
  });
});

describe('POST /s/api/websites/:id/choose', () => {
  it("makes the superadmin's later requests act on the chosen website (init, pages, products)", async () => {
    const superadmin = await signInAs(server, 'superadmin@example.com');
    const chosen = await createWebsite(superadmin, 'Pune Basket');
    await server.db.execute(sql`update pages set seo_title = 'Pune home' where website_id = ${chosen.id} and url = '/'`);

    const response = await superadmin.post(`/s/api/websites/${chosen.id}/choose`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: websiteChosenMessage('Pune Basket'),
      data: expect.objectContaining({ id: chosen.id, name: 'Pune Basket', domains: [chosen.domain], current: true }),
    });
    const [session] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(superadmin)));
    expect(session.chosenWebsiteId).toBe(chosen.id);

    const init = await superadmin.get('/s/api/init');
    expect(init.json().web).toMatchObject({ id: chosen.id, name: 'Pune Basket' });
    expect(init.json().user.email).toBe('superadmin@example.com');
    expect((await superadmin.get('/s/api/page/data/')).json().seo_title).toBe('Pune home');
    expect((await superadmin.get('/s/api/products')).json().meta.total).toBe(0);
    const list = websiteListResponseSchema.parse((await superadmin.get('/s/api/websites')).json()).data;
    expect(list.filter((website) => website.current).map((website) => website.id)).toEqual([chosen.id]);

    // Everyone else on the same origin still gets the default website.
    const guest = visitor(server);
    expect((await guest.get('/s/api/init')).json().web.id).toBe(defaultWebsiteId);
    expect((await guest.get('/s/api/page/data/')).json().seo_title).not.toBe('Pune home');

    // Choosing the default website again brings the superadmin back.
    await superadmin.post(`/s/api/websites/${defaultWebsiteId}/choose`);
    expect((await superadmin.get('/s/api/init')).json().web.id).toBe(defaultWebsiteId);
  });

  it('ignores a chosen website on the session of a user who is not a superadmin', async () => {
    const superadmin = await signInAs(server, 'superadmin@example.com');
    const other = await createWebsite(superadmin, 'Hidden Shop');
    const shopper = await signInAs(server, 'priya@example.com');
    await server.db
      .update(sessions)
      .set({ chosenWebsiteId: other.id })
      .where(eq(sessions.id, sessionIdOf(shopper)));
    expect((await shopper.get('/s/api/init')).json().web.id).toBe(defaultWebsiteId);
  });

  it('answers 404 for an unknown website and 400 for a malformed id, leaving the session as it was', async () => {
    const superadmin = await signInAs(server, 'superadmin@example.com');
    const unknown = await superadmin.post('/s/api/websites/99999/choose');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: MESSAGE_WEBSITE_NOT_FOUND });
    const malformed = await superadmin.post('/s/api/websites/abc/choose');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: `id: ${MESSAGE_WEBSITE_ID_INVALID}`, field: 'id' });
    const [session] = await server.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(superadmin)));
    expect(session.chosenWebsiteId).toBeNull();
  });
});
