/** The websites' queries and how a website reads in the superadmin's list. */
import { asc, eq } from 'drizzle-orm';
import { MESSAGE_TEMPLATE_NOT_FOUND, websiteDomainTakenMessage, type WebsiteSummary } from '@storefront/shared/contracts';
import type { Db } from '../db/client';
import { pages, websiteDomains, websites } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

type WebsiteRow = typeof websites.$inferSelect;

export function websiteSummary(website: WebsiteRow, domains: string[], currentId: number): WebsiteSummary {
  return {
    id: website.id,
    name: website.name,
    domains,
    is_default: website.isDefault,
    created_at: website.createdAt.toISOString(),
    current: website.id === currentId,
  };
}

export async function domainsOf(db: Db, websiteId: number): Promise<string[]> {
  const rows = await db
    .select({ origin: websiteDomains.origin })
    .from(websiteDomains)
    .where(eq(websiteDomains.websiteId, websiteId))
    .orderBy(asc(websiteDomains.origin));
  return rows.map((row) => row.origin);
}

/** Every website with its domains, as the superadmin's list shows them. */
export async function websiteSummaries(db: Db, currentId: number): Promise<WebsiteSummary[]> {
  const [websiteRows, domainRows] = await Promise.all([
    db.select().from(websites).orderBy(asc(websites.id)),
    db.select().from(websiteDomains).orderBy(asc(websiteDomains.origin)),
  ]);
  return websiteRows.map((website) =>
    websiteSummary(
      website,
      domainRows.filter((domain) => domain.websiteId === website.id).map((domain) => domain.origin),
      currentId,
    ),
  );
}

export async function findWebsite(db: Db, websiteId: number): Promise<WebsiteRow | null> {
  const [website] = await db.select().from(websites).where(eq(websites.id, websiteId)).limit(1);
  return website ?? null;
}

/** A copy of a template's look, navigation, SEO, popup, payment providers (the default website's when none is named). */
function fromTemplate(template: WebsiteRow, name: string): typeof websites.$inferInsert {
  return {
    name,
    theme: template.theme,
    themeColors: template.themeColors,
    fontFamily: template.fontFamily,
    navAlignment: template.navAlignment,
    navSetting: template.navSetting,
    dynamicNavbar: template.dynamicNavbar,
    navs: template.navs,
    footers: template.footers,
    seo: template.seo,
    popup: template.popup,
    paymentProviders: template.paymentProviders,
    showCart: template.showCart,
    showSupplierPage: template.showSupplierPage,
    isDefault: false,
  };
}

/** A new website on `domain` made from a template website, with copies of its pages. */
export function createWebsiteFromTemplate(db: Db, name: string, domain: string, templateId: number | undefined): Promise<WebsiteRow> {
  return db.transaction(async (tx) => {
    const [template] = await tx
      .select()
      .from(websites)
      .where(templateId === undefined ? eq(websites.isDefault, true) : eq(websites.id, templateId))
      .limit(1);
    if (!template) throw notFound(MESSAGE_TEMPLATE_NOT_FOUND);
    const [website] = await tx.insert(websites).values(fromTemplate(template, name)).returning();
    const [registered] = await tx.insert(websiteDomains).values({ origin: domain, websiteId: website.id }).onConflictDoNothing().returning();
    // Thrown inside the transaction, so the website row above is rolled back too.
    if (!registered) throw new HttpError(409, websiteDomainTakenMessage(domain), 'domain');
    const templatePages = await tx.select().from(pages).where(eq(pages.websiteId, template.id)).orderBy(asc(pages.id));
    if (templatePages.length > 0) {
      await tx.insert(pages).values(templatePages.map(({ id: _id, websiteId: _websiteId, ...page }) => ({ ...page, websiteId: website.id })));
    }
    return website;
  });
}

/** How many server-defined pages a website's sitemap lists. */
export function pageCount(db: Db, websiteId: number): Promise<number> {
  return db.$count(pages, eq(pages.websiteId, websiteId));
}

/** One sitemap file's worth of a website's page paths, in a stable order (by id). */
export async function pagePaths(db: Db, websiteId: number, offset: number, limit: number): Promise<{ path: string; lastmod: null }[]> {
  // Page URLs are stored from the root ('/', '/about-us'; sites/pageRoutes.ts normalises them).
  const rows = await db
    .select({ url: pages.url })
    .from(pages)
    .where(eq(pages.websiteId, websiteId))
    .orderBy(asc(pages.id))
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({ path: row.url.startsWith('/') ? row.url : `/${row.url}`, lastmod: null }));
}
