/**
 * The database (PostgreSQL dialect; PGlite embedded or a real server). Money is integer paise; every row
 * that belongs to a shop carries its website_id.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const websites = pgTable('websites', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logo: text('logo'),
  description: text('description').notNull().default(''),
  theme: text('theme').notNull().default('light'),
  favicon: text('favicon'),
  showSupplierPage: boolean('show_supplier_page').notNull().default(false),
  showCart: boolean('show_cart').notNull().default(true),
  fontFamily: text('font_family').notNull().default('Inter'),
  navAlignment: text('nav_alignment').notNull().default('left'),
  /** Theme colours, nav settings, SEO, address, scripts: documents edited by the page builder. */
  themeColors: jsonb('theme_colors').$type<Record<string, string>>().notNull().default({}),
  navSetting: jsonb('nav_setting').$type<Record<string, unknown>>().notNull().default({}),
  seo: jsonb('seo').$type<Record<string, unknown>>().notNull().default({}),
  address: jsonb('address').$type<Record<string, unknown>>().notNull().default({}),
  scripts: jsonb('scripts').$type<{ name: string; placement: 'head' | 'body'; content: string }[]>().notNull().default([]),
  dynamicNavbar: text('dynamic_navbar'),
  navs: jsonb('navs').$type<unknown[]>().notNull().default([]),
  footers: jsonb('footers').$type<unknown[]>().notNull().default([]),
  popup: jsonb('popup').$type<Record<string, unknown> | null>(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Origins (scheme://host[:port]) that resolve to a website. */
export const websiteDomains = pgTable('website_domains', {
  origin: text('origin').primaryKey(),
  websiteId: integer('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    superadmin: boolean('superadmin').notNull().default(false),
    hasAdminAccess: boolean('has_admin_access').notNull().default(false),
    isSalesAgent: boolean('is_sales_agent').notNull().default(false),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** The sales agent who looks after this customer. */
    agentId: integer('agent_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_website_email').on(table.websiteId, sql`lower(${table.email})`),
    uniqueIndex('users_website_phone').on(table.websiteId, table.phone),
  ],
);

/** Server-side sessions; the cookie holds a random token, the table its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    pincode: text('pincode'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sessions_user').on(table.userId)],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    avatar: text('avatar'),
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('categories_website_slug').on(table.websiteId, table.slug), index('categories_parent').on(table.parentId)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
  },
  (table) => [uniqueIndex('brands_website_slug').on(table.websiteId, table.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description'),
    info: text('info'),
    /** Image paths relative to the CDN base. */
    medias: jsonb('medias').$type<string[]>().notNull().default([]),
    popularity: integer('popularity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_website_slug').on(table.websiteId, table.slug),
    index('products_website_category').on(table.websiteId, table.categoryId),
    index('products_website_brand').on(table.websiteId, table.brandId),
  ],
);

export const packs = pgTable(
  'packs',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Selling price and MRP, in paise. */
    pricePaise: integer('price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('packs_product').on(table.productId)],
);

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  websiteId: integer('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  city: text('city').notNull(),
  /** Pincodes this warehouse delivers to. */
  pincodes: jsonb('pincodes').$type<string[]>().notNull().default([]),
  isDefault: boolean('is_default').notNull().default(false),
});

export const packStock = pgTable(
  'pack_stock',
  {
    packId: integer('pack_id')
      .notNull()
      .references(() => packs.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.packId, table.warehouseId] })],
);

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    css: text('css').notNull().default(''),
    components: jsonb('components').$type<unknown[]>().notNull().default([]),
    showNavbar: boolean('show_navbar').notNull().default(true),
    showSubNavbar: boolean('show_sub_navbar').notNull().default(true),
    showFooter: boolean('show_footer').notNull().default(true),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    seoKeyword: text('seo_keyword'),
    schemaScript: text('schema_script'),
  },
  (table) => [uniqueIndex('pages_website_url').on(table.websiteId, table.url)],
);

/** Server-wide settings that must be the same for every API process (e.g. the generated signing secret). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
