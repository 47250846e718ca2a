/**
 * The database (PostgreSQL dialect; PGlite embedded or a real server). Money is integer paise; every row
 * that belongs to a shop carries its website_id.
 */
import { sql } from 'drizzle-orm';
import type { AddressFields } from '@storefront/shared/contracts';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

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
  /** The online payment providers the shop takes, the one to suggest first; none: cash on delivery only. */
  paymentProviders: jsonb('payment_providers').$type<PaymentProvider[]>().notNull().default(['razorpay']),
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
    /** A superadmin's chosen website (POST /api/websites/{id}/choose); requests then act on it. */
    chosenWebsiteId: integer('chosen_website_id').references(() => websites.id, { onDelete: 'set null' }),
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
    /** The name's lower-case words, for the search's edit distance (src/catalogue/products.ts). */
    nameWords: text('name_words')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`regexp_split_to_array(lower(name), '[^[:alnum:]]+')`),
    slug: text('slug').notNull(),
  },
  (table) => [uniqueIndex('brands_website_slug').on(table.websiteId, table.slug)],
);

/** Suppliers (farms, collectives, makers) shown as cards that link to their own `link`. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logo: text('logo'),
    description: text('description').notNull().default(''),
    link: text('link').notNull(),
  },
  (table) => [uniqueIndex('suppliers_website_slug').on(table.websiteId, table.slug)],
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
    /** The name's lower-case words, for the search's edit distance (src/catalogue/products.ts). */
    nameWords: text('name_words')
      .array()
      .notNull()
      .generatedAlwaysAs(sql`regexp_split_to_array(lower(name), '[^[:alnum:]]+')`),
    slug: text('slug').notNull(),
    description: text('description'),
    info: text('info'),
    /** Image paths relative to the CDN base. */
    medias: jsonb('medias').$type<string[]>().notNull().default([]),
    supplierId: integer('supplier_id').references(() => suppliers.id),
    popularity: integer('popularity').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('products_website_slug').on(table.websiteId, table.slug),
    index('products_website_category').on(table.websiteId, table.categoryId),
    index('products_website_brand').on(table.websiteId, table.brandId),
    // Typo-tolerant search (pg_trgm, migration 0001 creates the extension).
    index('products_name_trgm').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('products_name_words').using('gin', table.nameWords),
  ],
);

/**
 * Every word of each website's product names (name_words), added by triggers on products (migrations 0012, 0019) and never
 * removed: a one-word query that no name holds is compared with these words, not with every name.
 */
export const searchWords = pgTable(
  'search_words',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.word] }), index('search_words_trgm').using('gin', sql`${table.word} gin_trgm_ops`)],
);

/**
 * The words shoppers search with that the website's product names do not use (Hindi and regional names, in Latin
 * and Devanagari script: "aloo", "आलू"), each with the words its names use ("potato"): a search for `word` also
 * finds what a search for `target` finds. Lower-case; either may be several words ("gram flour" → "besan").
 */
export const searchSynonyms = pgTable(
  'search_synonyms',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    word: text('word').notNull(),
    target: text('target').notNull(),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.word] })],
);

/**
 * How many listing searches for a term found products on a website each day (not the suggestions asked for while
 * typing): what the search box offers as popular searches. The term is the search text lower-cased, its spaces
 * collapsed. Days older than the popular window are deleted as counts are added (catalogue/searchLog.ts).
 */
export const searchCounts = pgTable(
  'search_counts',
  {
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    term: text('term').notNull(),
    count: integer('count').notNull(),
  },
  (table) => [primaryKey({ columns: [table.websiteId, table.day, table.term] })],
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

/**
 * A delivery-charge rule: the charge for an order group below a free-delivery threshold (a cart line's
 * `delivery_charge_id`).
 */
export const deliveryCharges = pgTable('delivery_charges', {
  id: serial('id').primaryKey(),
  websiteId: integer('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  chargePaise: integer('charge_paise').notNull(),
  /** Groups worth at least this much deliver free; null means never free. */
  freeAbovePaise: integer('free_above_paise'),
});

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  websiteId: integer('website_id')
    .notNull()
    .references(() => websites.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  city: text('city').notNull(),
  deliveryChargeId: integer('delivery_charge_id').references(() => deliveryCharges.id),
  isDefault: boolean('is_default').notNull().default(false),
});

/** The pincodes a warehouse delivers to, and whether cash on delivery is allowed there. */
export const warehousePincodes = pgTable(
  'warehouse_pincodes',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    pincode: text('pincode').notNull(),
    area: text('area').notNull().default(''),
    codAllowed: boolean('cod_allowed').notNull().default(true),
  },
  (table) => [primaryKey({ columns: [table.warehouseId, table.pincode] }), index('warehouse_pincodes_pincode').on(table.pincode)],
);

/**
 * A daily delivery window of a warehouse (shop time, Asia/Kolkata, HH:MM): it takes up to `capacity` orders a day,
 * stops taking them `cutoffMinutes` before it starts, and runs on `weekdays` (0 Sunday … 6 Saturday).
 */
export const deliverySlots = pgTable(
  'delivery_slots',
  {
    id: serial('id').primaryKey(),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity').notNull().default(50),
    cutoffMinutes: integer('cutoff_minutes').notNull().default(120),
    weekdays: integer('weekdays')
      .array()
      .notNull()
      .default(sql`'{0,1,2,3,4,5,6}'`),
  },
  (table) => [index('delivery_slots_warehouse').on(table.warehouseId)],
);

/** A shop date (YYYY-MM-DD) on which a warehouse delivers nothing (a festival, a stock-take). */
export const deliveryClosedDays = pgTable(
  'delivery_closed_days',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    reason: text('reason').notNull().default(''),
  },
  (table) => [primaryKey({ columns: [table.warehouseId, table.date] })],
);

/**
 * How many orders a window has taken on a shop date. An order takes its place with one conditional upsert in its own
 * transaction (`taken < capacity`): the row's lock orders racers, so the last place goes once.
 */
export const deliverySlotBookings = pgTable(
  'delivery_slot_bookings',
  {
    slotId: integer('slot_id')
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    taken: integer('taken').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.slotId, table.date] })],
);

/** The window each delivery group of an order is delivered in: the place it holds until it is cancelled or released. */
export const orderDeliverySlots = pgTable(
  'order_delivery_slots',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => deliverySlots.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    deliveryChargeId: integer('delivery_charge_id'),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.slotId, table.date] }), index('order_delivery_slots_slot').on(table.slotId, table.date)],
);

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

/**
 * The pack a product's card shows at a warehouse, priced: the first in stock there by position, else the first
 * (shared/src/ui/useCartPack.ts `initialPack`, before the shopper's cart is known). The price and discount sorts
 * read it, so a listing is ordered by the prices its cards show. One row for each product and warehouse of a
 * website (a product without packs: no price, no discount), kept by triggers on products, packs, pack_stock and
 * warehouses (migration 0015).
 */
export const listingPacks = pgTable(
  'listing_packs',
  {
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pricePaise: integer('price_paise'),
    /** The pack's discount, a fraction of its MRP (0 when it sells at MRP or above, or there is no pack). */
    discount: real('discount').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.warehouseId, table.productId] }),
    // The price sorts of a whole catalogue as index order: the first page reads its own rows.
    index('listing_packs_price').on(table.warehouseId, table.pricePaise, table.productId),
    index('listing_packs_product').on(table.productId),
  ],
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

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** A guest's cart belongs to the session; a signed-in shopper's to the user. Exactly one is set. */
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    notes: text('notes'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('carts_session').on(table.sessionId), uniqueIndex('carts_website_user').on(table.websiteId, table.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    packId: integer('pack_id')
      .notNull()
      .references(() => packs.id, { onDelete: 'cascade' }),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.packId] })],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** Stored upper-case; codes are matched case-insensitively. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind').$type<'percent' | 'flat'>().notNull(),
    /** Percent (1–100) for 'percent', paise for 'flat'. */
    value: integer('value').notNull(),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    maxDiscountPaise: integer('max_discount_paise'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Orders one shopper may place with this code; null means no limit. */
    perUserLimit: integer('per_user_limit'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [uniqueIndex('coupons_website_code').on(table.websiteId, table.code)],
);

export const wishlistCategories = pgTable(
  'wishlist_categories',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wishlist_categories_user_name').on(table.userId, sql`lower(${table.name})`)],
);

/** A product on a user's wishlist: in the default list (category null) or in one of their categories. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    wishlistCategoryId: integer('wishlist_category_id').references(() => wishlistCategories.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wishlist_items_user_product_category').on(table.userId, table.productId, sql`coalesce(${table.wishlistCategoryId}, 0)`)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    pincode: text('pincode').notNull(),
    type: text('type').notNull().default('home'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_user').on(table.userId)],
);

/** The address an order was placed for, frozen at that moment (editing the address book later changes nothing). */
export type OrderAddress = AddressFields;

export const ORDER_STATUSES = ['pending_payment', 'confirmed', 'packed', 'out_for_delivery', 'delivered', 'cancelled', 'payment_failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** GR-000123: the number shoppers see, derived from the id so it is unique without a second sequence. */
    orderNumber: text('order_number')
      .notNull()
      .generatedAlwaysAs(sql`'GR-' || lpad(id::text, 6, '0')`),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<OrderStatus>().notNull(),
    paymentMethod: text('payment_method').$type<'razorpay' | 'cashfree' | 'cod'>().notNull(),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    address: jsonb('address').$type<OrderAddress>().notNull(),
    couponId: integer('coupon_id').references(() => coupons.id),
    offercode: text('offercode'),
    note: text('note'),
    /** Sum of lines, coupon discount, delivery charges and what the shopper pays, in paise. */
    totalPaise: integer('total_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    deliveryChargePaise: integer('delivery_charge_paise').notNull().default(0),
    amountPaise: integer('amount_paise').notNull(),
    delDate: text('del_date'),
    delStartTime: text('del_start_time'),
    delEndTime: text('del_end_time'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the order's reserved units went back to stock: an unpaid online order released, or a cancel (null: still reserved). */
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('orders_order_number').on(table.orderNumber),
    index('orders_website_user_created').on(table.websiteId, table.userId, table.createdAt),
    index('orders_website_created').on(table.websiteId, table.createdAt),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    packId: integer('pack_id')
      .notNull()
      .references(() => packs.id),
    warehouseId: integer('warehouse_id')
      .notNull()
      .references(() => warehouses.id),
    deliveryChargeId: integer('delivery_charge_id'),
    /** Names, image and prices as sold. */
    name: text('name').notNull(),
    packName: text('pack_name').notNull(),
    image: text('image').notNull().default(''),
    quantity: integer('quantity').notNull(),
    pricePaise: integer('price_paise').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    amountPaise: integer('amount_paise').notNull(),
  },
  (table) => [index('order_items_order').on(table.orderId), index('order_items_product').on(table.productId)],
);

/** Every status an order has been in, with when and why: the timeline shoppers and staff see. */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').$type<OrderStatus>().notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_history_order').on(table.orderId)],
);

/** One-time sign-in codes: only the hash is kept; each code lives 5 minutes and allows 5 tries. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    /** Normalised phone (10 digits) or lower-case email. */
    identifier: text('identifier').notNull(),
    codeHash: text('code_hash').notNull(),
    /** The client address that asked for it (rate limits per address). */
    requestIp: text('request_ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('otp_codes_identifier').on(table.websiteId, table.identifier, table.createdAt),
    index('otp_codes_ip').on(table.requestIp, table.createdAt),
  ],
);

/** A sliding-window rate limit's events: one row per event, per website and identifier and per client address. */
function rateLimitLedger(name: string) {
  return pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      websiteId: integer('website_id')
        .notNull()
        .references(() => websites.id, { onDelete: 'cascade' }),
      identifier: text('identifier').notNull(),
      requestIp: text('request_ip').notNull(),
      createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    },
    (table) => [
      index(`${name}_identifier`).on(table.websiteId, table.identifier, table.createdAt),
      index(`${name}_ip`).on(table.requestIp, table.createdAt),
    ],
  );
}

/**
 * Every code request (sign-in, registration, a profile's new contact), answered or refused, known identifier or
 * not: the send rate limit counts these, so probing unknown identifiers is limited like asking for real codes.
 */
export const codeRequests = rateLimitLedger('code_requests');

/** Failed verification attempts, per identifier and per address, for the verify rate limit. */
export const otpFailures = rateLimitLedger('otp_failures');

/** Every message the shop sends (codes, form notifications): what went out, how, and whether it was delivered. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id').references(() => websites.id, { onDelete: 'cascade' }),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** 'logged' when no transport is configured (development); else 'pending' until 'sent', or 'failed' for good. */
    status: text('status').$type<'logged' | 'pending' | 'sent' | 'failed'>().notNull(),
    /** Delivery attempts made (or under way). */
    attempts: integer('attempts').notNull().default(0),
    /** When a pending message is tried next; while an attempt is under way, when it may be taken over. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** No attempt after this (a sign-in code's expiry); null: only the attempt limit applies. */
    giveUpAt: timestamp('give_up_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** A newer message of the same topic (a new sign-in code for the same identifier) ends older pending ones. */
    topic: text('topic'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_messages_created').on(table.createdAt),
    index('outbox_messages_due')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('outbox_messages_topic').on(table.topic, table.id),
  ],
);

/** Dynamic-form submissions (POST /api/webui/create). */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    websiteId: integer('website_id')
      .notNull()
      .references(() => websites.id, { onDelete: 'cascade' }),
    formtype: text('formtype').notNull(),
    formdata: jsonb('formdata').$type<Record<string, unknown>>().notNull(),
    emailActivation: boolean('email_activation').notNull().default(true),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('form_submissions_website_created').on(table.websiteId, table.createdAt)],
);

/** posthog-js events received on /brgest when no POSTHOG_HOST is configured (nothing is lost). */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    event: text('event').notNull(),
    distinctId: text('distinct_id'),
    token: text('token'),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    eventAt: timestamp('event_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('analytics_events_received').on(table.receivedAt)],
);

/** @sentry/react envelopes received on the tunnel when no SENTRY_DSN host is configured. */
export const errorReports = pgTable(
  'error_reports',
  {
    id: serial('id').primaryKey(),
    dsn: text('dsn'),
    eventId: text('event_id'),
    itemTypes: jsonb('item_types').$type<string[]>().notNull().default([]),
    envelope: text('envelope').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('error_reports_received').on(table.receivedAt)],
);

// ─── Payments (Razorpay, Cashfree and their sandbox) ───────────────────────────────────────────────────────

export const PAYMENT_PROVIDERS = ['razorpay', 'cashfree'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];
/** refunding: a cancel has asked the provider for the refund (a claim, so concurrent cancels refund once). */
export type PaymentStatus = 'created' | 'paid' | 'failed' | 'refunding' | 'refunded';

/** The provider order behind an online order (one per order), its payment and its refund. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** Razorpay's order_… id, or the order_id we gave Cashfree. */
    providerOrderId: text('provider_order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /** Cashfree's checkout session for this order. */
    paymentSessionId: text('payment_session_id'),
    providerPaymentId: text('provider_payment_id'),
    failureReason: text('failure_reason'),
    refundId: text('refund_id'),
    refundStatus: text('refund_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payments_order').on(table.orderId), uniqueIndex('payments_provider_order').on(table.provider, table.providerOrderId)],
);

/** Webhook events already handled, so a provider's retries and replays change nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').$type<PaymentProvider>().notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/**
 * The payment sandbox's own books (used when no provider keys are configured): the orders, payments and refunds
 * a provider would keep, so the sandbox works the same from every API process.
 */
export const sandboxProviderOrders = pgTable('sandbox_provider_orders', {
  id: text('id').primaryKey(),
  provider: text('provider').$type<PaymentProvider>().notNull(),
  amountPaise: integer('amount_paise').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt'),
  /** Razorpay: created | attempted | paid. Cashfree: ACTIVE | PAID | EXPIRED. */
  status: text('status').notNull(),
  paymentSessionId: text('payment_session_id'),
  returnUrl: text('return_url'),
  customer: jsonb('customer').$type<Record<string, string>>().notNull().default({}),
  paymentId: text('payment_id'),
  refunds: jsonb('refunds').$type<{ id: string; amountPaise: number; createdAt: string }[]>().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
