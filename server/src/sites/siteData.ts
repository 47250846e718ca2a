/**
 * What the storefront needs about its website at start (GET /api/init), built from the website row, categories
 * and brands. It is the same for every visitor of a website, so it is kept as a ready JSON fragment until the
 * database notifies a change of that website (src/catalogue/cache.ts), with the whole answer of its guests prepared.
 */
import { eq } from 'drizzle-orm';
import {
  activeThemeSchema,
  dynamicNavbarSchema,
  footerGroupSchema,
  navItemSchema,
  navSettingSchema,
  popupSchema,
  webAddressSchema,
  webPageScriptSchema,
  webSeoSchema,
  websiteSchema,
  type InitData,
} from '@storefront/shared/contracts';
import { z } from 'zod';
import { BoundedMap, brandList, catalogueCacheOf, categoryTree } from '../catalogue/service';
import { PreparedJson } from '../http/compression';
import type { Db } from '../db/client';
import { websites } from '../db/schema';
import type { WebsiteRow } from '../http/websiteResolver';
import { sanitizeNavbarHtml } from './sanitizeHtml';

export type SiteData = Omit<InitData, 'user' | 'pincode' | 'cart'>;

/** A website's guests differ only in the pincode they chose: a few dozen distinct inits at most stay prepared. */
const MAX_GUEST_INITS = 50;

/** The site part of init as JSON object members (`"web":{…},"categories":[…],…`, no braces), ready to wrap the visitor's. */
export class SiteJson {
  private readonly guestInits = new BoundedMap<string, PreparedJson>(MAX_GUEST_INITS);

  constructor(readonly members: string) {}

  /** The init answer: these members and the visitor's (`visitorJson`, a JSON object) as one object. */
  initText(visitorJson: string): string {
    return `{${this.members},${visitorJson.slice(1)}`;
  }

  /** The init answer of a visitor with nothing of their own (no user, an empty cart), prepared once per distinct one. */
  guestInit(visitorJson: string): PreparedJson {
    let prepared = this.guestInits.get(visitorJson);
    if (!prepared) {
      prepared = new PreparedJson(this.initText(visitorJson));
      this.guestInits.set(visitorJson, prepared);
    }
    return prepared;
  }
}

/** The site part of init, kept until the database notifies a change of the website. */
export function siteJson(db: Db, website: WebsiteRow): Promise<SiteJson> {
  const load = async () => new SiteJson(JSON.stringify(await siteData(db, website)).slice(1, -1));
  const cache = catalogueCacheOf(db);
  return cache ? cache.site(website.id, load) : load();
}

async function siteData(db: Db, resolved: WebsiteRow): Promise<SiteData> {
  // The row is read again: the resolved one may predate the change notification that emptied the cache.
  const [[current], categoryData, brandData] = await Promise.all([
    db.select().from(websites).where(eq(websites.id, resolved.id)).limit(1),
    categoryTree(db, resolved.id),
    brandList(db, resolved.id),
  ]);
  const website = current ?? resolved;
  return {
    web: websiteSchema.parse({
      id: website.id,
      name: website.name,
      logo: website.logo,
      description: website.description,
      theme: website.theme,
      favicon: website.favicon,
      show_supplier_page: website.showSupplierPage,
      show_cart: website.showCart,
      font_family: website.fontFamily,
      nav_alignment: website.navAlignment,
    }),
    categories: categoryData,
    brands: brandData,
    webSeo: webSeoSchema.parse(website.seo),
    webAddress: webAddressSchema.parse(website.address),
    popup: website.popup ? popupSchema.parse(website.popup) : null,
    webPages: z.array(webPageScriptSchema).parse(website.scripts),
    dynamicNavbar: website.dynamicNavbar ? dynamicNavbarSchema.parse({ data: sanitizeNavbarHtml(website.dynamicNavbar) }) : null,
    navSetting: navSettingSchema.parse({ ...website.navSetting, nav_alignment: website.navAlignment }),
    activetheme: activeThemeSchema.parse({ theme: website.theme, colors: website.themeColors }),
    navs: z.array(navItemSchema).parse(website.navs),
    footers: z.array(footerGroupSchema).parse(website.footers),
  };
}
