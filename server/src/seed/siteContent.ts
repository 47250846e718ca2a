/** The demo shops' editable content: theme, navigation, footer, popup, delivery and users (pages: ./demoPages.ts). */
import { formatINR, paiseToRupees, type FooterGroup, type NavItem } from '@storefront/shared/contracts';
import type { PaymentProvider } from '../db/schema';
import type { SeedCategory } from './catalogue';

/** What makes one demo website look and read as its own shop. */
export interface SeedShop {
  name: string;
  description: string;
  themeColors: Record<string, string>;
  navSetting: Record<string, unknown>;
  /** Custom navbar HTML (used when `navSetting.dynamic_navbar` is true). */
  dynamicNavbar?: string;
  seo: Record<string, unknown>;
  address: Record<string, string>;
  popup: { image: string; duration: number; link: string; once: boolean } | null;
  /** The online payment providers the shop takes, the one the checkout suggests first. */
  paymentProviders: PaymentProvider[];
}

export const DEMO_SHOP: SeedShop = {
  name: 'FreshKart',
  description: 'Fresh fruits, vegetables, dairy and daily staples delivered to your doorstep across Bengaluru, Mumbai and Delhi NCR.',
  themeColors: { primary: '#0c831f', secondary: '#f8cb46', accent: '#e23744', background: '#ffffff', surface: '#f5f7f5', text: '#1f2a1f' },
  navSetting: {
    logo_settings: { image_size: 56, image_height: 56, image_width: 56 },
    search_setting: 100,
    navbar_height: 56,
    sub_navbar_height: 40,
    navbar_template: 1,
    header_template: 1,
    footer_name: 'FreshKart',
    show_cart_icon: true,
    show_pincode: true,
    show_login: true,
    show_account: true,
    show_logo: true,
    show_register: true,
    show_search_bar: true,
    dynamic_navbar: false,
  },
  seo: {
    og_title: 'FreshKart — groceries delivered in hours',
    og_description: 'Order fruits, vegetables, dairy, atta, dals, masalas and household essentials online.',
    meta_keywords: 'online grocery, fresh vegetables, fruits, dairy, atta, dal, masala, India',
    og_image: 'banners/fresh-fruits.svg',
  },
  address: {
    address: '4th Floor, Prestige Tech Park, Outer Ring Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560103',
    phone: '080 4567 8900',
    email: 'care@freshkart.example',
  },
  popup: { image: 'categories/fresh-fruits.svg', duration: 5, link: '/products?c=fresh-fruits', once: true },
  // Both: the shopper chooses between Razorpay's window on the page and Cashfree's own page.
  paymentProviders: ['razorpay', 'cashfree'],
};

export function navItems(categories: SeedCategory[]): NavItem[] {
  const item = (group: number, name: string, link: string, children: NavItem[] = []): NavItem => ({
    group,
    name,
    icon: null,
    show_icon: 0,
    link,
    value: null,
    image: null,
    slug: null,
    open: false,
    children,
  });
  return [
    item(1, 'Categories', '/categories'),
    ...categories.slice(0, 6).map((parent, index) =>
      item(
        index + 2,
        parent.name,
        `/products?c=${parent.slug}`,
        parent.children.map((child) => ({ ...item(index + 2, child.name, `/products?c=${child.slug}`), image: child.avatar, slug: child.slug })),
      ),
    ),
    item(9, 'All Products', '/products'),
  ];
}

export function footerGroups(categories: SeedCategory[]): FooterGroup[] {
  const link = (name: string, href: string) => ({ name, link: href, icon: null, show_icon: 0 });
  return [
    { name: 'Shop', children: categories.slice(0, 5).map((category) => link(category.name, `/products?c=${category.slug}`)) },
    { name: 'Company', children: [link('About Us', '/about-us'), link('Contact Us', '/contact-us'), link('Careers', '/careers')] },
    { name: 'Help', children: [link('Delivery Areas', '/delivery-areas'), link('Terms & Conditions', '/terms'), link('Privacy Policy', '/privacy')] },
  ];
}

/** Delivery-charge rules, referred to by the warehouses below by name. */
export const DEMO_DELIVERY_CHARGES = [
  { name: 'Metro standard', chargePaise: 4900, freeAbovePaise: 59900 },
  { name: 'NCR standard', chargePaise: 3900, freeAbovePaise: 49900 },
];

/**
 * Warehouses, the pincodes each delivers to (COD refused in a few, as real shops do for some areas), the
 * delivery-charge rule and the daily windows with their cut-offs and capacities (shop time, Asia/Kolkata).
 */
export const DEMO_WAREHOUSES = [
  {
    name: 'Bengaluru — HSR Layout',
    city: 'Bengaluru',
    isDefault: true,
    deliveryCharge: 'Metro standard',
    pincodes: ['560001', '560034', '560038', '560066', '560068', '560076', '560095', '560102', '560103'],
    noCodPincodes: ['560066'],
    slots: [
      { startTime: '07:00', endTime: '10:00', cutoffMinutes: 120, capacity: 120 },
      { startTime: '10:00', endTime: '13:00', cutoffMinutes: 120, capacity: 120 },
      { startTime: '16:00', endTime: '19:00', cutoffMinutes: 120, capacity: 150 },
      { startTime: '19:00', endTime: '22:00', cutoffMinutes: 120, capacity: 100 },
    ],
    // Days from the seed's day: one the warehouse is closed, and windows other shoppers have nearly or wholly filled.
    closedDaysAhead: [{ daysAhead: 3, reason: 'Stock-take' }],
    placesTaken: [
      { daysAhead: 1, startTime: '19:00', taken: 96 },
      { daysAhead: 2, startTime: '07:00', taken: 120 },
      { daysAhead: 2, startTime: '19:00', taken: 100 },
    ],
  },
  {
    name: 'Mumbai — Andheri East',
    city: 'Mumbai',
    isDefault: false,
    deliveryCharge: 'Metro standard',
    pincodes: ['400001', '400013', '400050', '400053', '400058', '400059', '400069', '400072', '400093'],
    noCodPincodes: ['400001'],
    slots: [
      { startTime: '08:00', endTime: '11:00', cutoffMinutes: 120, capacity: 80 },
      { startTime: '17:00', endTime: '20:00', cutoffMinutes: 180, capacity: 80 },
    ],
    closedDaysAhead: [],
    placesTaken: [{ daysAhead: 1, startTime: '17:00', taken: 77 }],
  },
  {
    name: 'Delhi NCR — Gurugram',
    city: 'Gurugram',
    isDefault: false,
    deliveryCharge: 'NCR standard',
    pincodes: ['110001', '110016', '110017', '110048', '122001', '122002', '122003', '122018'],
    noCodPincodes: [],
    slots: [
      { startTime: '09:00', endTime: '13:00', cutoffMinutes: 120, capacity: 80 },
      { startTime: '16:00', endTime: '20:00', cutoffMinutes: 180, capacity: 80 },
    ],
    closedDaysAhead: [],
    placesTaken: [],
  },
];

export type DemoWarehouse = (typeof DEMO_WAREHOUSES)[number];

/** Where a warehouse delivers, as shoppers name it: its name before the dash ('Delhi NCR'). */
export const deliveryRegion = (warehouse: DemoWarehouse) => warehouse.name.split(' — ')[0];
/** Where a warehouse is: its name after the dash ('HSR Layout'). */
export const warehouseLocality = (warehouse: DemoWarehouse) => warehouse.name.split(' — ')[1];

/** The delivery-charge rule a warehouse applies. */
export function deliveryChargeOf(warehouse: DemoWarehouse): (typeof DEMO_DELIVERY_CHARGES)[number] {
  const rule = DEMO_DELIVERY_CHARGES.find((charge) => charge.name === warehouse.deliveryCharge);
  if (!rule) throw new Error(`Warehouse ${warehouse.name} refers to unknown delivery charge ${warehouse.deliveryCharge}`);
  return rule;
}

/** An amount kept in paise as shoppers read it: '₹599'. */
export const rupees = (paise: number) => formatINR(paiseToRupees(paise));

/** 'a', 'a and b', 'a, b and c'. */
export const listJoin = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** The free-delivery thresholds with the regions each applies in, in the order the warehouses are listed. */
export function freeDeliveryThresholds(): { freeAbovePaise: number; regions: string[] }[] {
  const regionsByThreshold = new Map<number, string[]>();
  for (const warehouse of DEMO_WAREHOUSES) {
    const { freeAbovePaise } = deliveryChargeOf(warehouse);
    regionsByThreshold.set(freeAbovePaise, [...(regionsByThreshold.get(freeAbovePaise) ?? []), deliveryRegion(warehouse)]);
  }
  return [...regionsByThreshold].map(([freeAbovePaise, regions]) => ({ freeAbovePaise, regions }));
}

/** From which order amount delivery is free where, in words: '₹599 in Bengaluru and Mumbai, ₹499 in Delhi NCR'. */
export const freeDeliveryFrom = () =>
  freeDeliveryThresholds()
    .map(({ freeAbovePaise, regions }) => `${rupees(freeAbovePaise)} in ${listJoin(regions)}`)
    .join(', ');

export const DEMO_USERS = [
  { name: 'Priya Sharma', email: 'priya@example.com', phone: '9876543210' },
  { name: 'Ravi Kumar', email: 'agent@example.com', phone: '9876500001', isSalesAgent: true },
  {
    name: 'Anita Desai',
    email: 'admin@example.com',
    phone: '9876500002',
    hasAdminAccess: true,
    permissions: ['website_setting:view', 'pos_access:view'],
  },
  { name: 'Vikram Rao', email: 'superadmin@example.com', phone: '9876500003', superadmin: true, hasAdminAccess: true },
];

/** Where the second demo website answers: `*.localhost` reaches this machine in every current browser. */
export const cornerShopOrigin = (port: number) => `http://corner.localhost:${port}`;

/**
 * The custom navbar of the second demo website, as a shop's editor writes it: its own markup and stylesheet (theme
 * colours through the storefront's CSS variables), with the placeholders the shell fills — the search box
 * (`#search-btn`, beside the pincode on phones), the account menu (`#account-btn-desktop`, `#account-btn-mobile`),
 * and buttons that open the pincode modal (`.pincode-btn`, which the shell labels) and the cart (`.cart-btn`, in the
 * header and in the phone's bottom bar). Its departments are the site's navigation items, which the sub-navbar
 * shows under it (and the drawer's Categories in the bottom bar on phones): it does not repeat them.
 * The pasted tracking `<script>` at its end is what editors do; the server's sanitiser removes it.
 */
const CORNER_NAVBAR_HTML = `<style>
.cb-bar { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 16px; min-height: 56px; padding: 8px 16px; box-sizing: border-box; background: var(--sf-color-primary); color: var(--sf-color-on-primary); }
.cb-logo { margin-right: auto; color: inherit; font-size: 1.25rem; font-weight: 800; text-decoration: none; }
.cb-bottom a { display: inline-flex; align-items: center; min-height: 36px; color: inherit; font-weight: 600; text-decoration: none; }
.cb-bar button, .cb-bottom button { display: inline-flex; align-items: center; gap: 4px; min-height: 36px; padding: 0 12px; border: 1px solid currentColor; border-radius: 999px; background: transparent; color: inherit; font: inherit; cursor: pointer; }
#search-btn { flex: 1 1 220px; max-width: 420px; }
#account-btn-mobile, .cb-bottom { display: none; }
@media (max-width: 767px) {
  #account-btn-desktop, .cb-bar .cart-btn { display: none; }
  #account-btn-mobile { display: block; }
  .cb-bar .pincode-btn { order: 1; }
  #search-btn { order: 2; flex: 1 1 0; min-width: 0; }
  .cb-bottom { position: fixed; left: 0; right: 0; bottom: 0; z-index: 10; display: flex; justify-content: space-around; align-items: center; min-height: 56px; background: var(--sf-color-surface-raised); color: var(--sf-color-text); border-top: 1px solid var(--sf-color-border); }
  body { padding-bottom: 56px; }
}
</style>
<header class="cb-bar">
  <a class="cb-logo" href="/">Corner Basket</a>
  <button type="button" class="pincode-btn"></button>
  <div id="search-btn"></div>
  <div id="account-btn-desktop"></div>
  <div id="account-btn-mobile"></div>
  <button type="button" class="cart-btn">Basket</button>
</header>
<nav class="cb-bottom" aria-label="Quick links"><a href="/">Home</a><a href="/categories">Categories</a><button type="button" class="cart-btn">Basket</button></nav>
<script>document.documentElement.dataset.customNavbarScript = 'ran';</script>`;

/** The second demo website: a neighbourhood shop with a smaller range and its own (dynamic) navbar. */
export const CORNER_SHOP: SeedShop & { departments: string[] } = {
  name: 'Corner Basket',
  description: 'Your neighbourhood shop online: fresh produce, dairy and staples from the corner of your street.',
  departments: ['fruits-and-vegetables', 'dairy-and-bakery', 'staples'],
  themeColors: { primary: '#7a3e9d', secondary: '#f4b942', accent: '#d1495b', background: '#ffffff', surface: '#f7f4f9', text: '#2a1f2f' },
  navSetting: { ...DEMO_SHOP.navSetting, footer_name: 'Corner Basket', dynamic_navbar: true },
  dynamicNavbar: CORNER_NAVBAR_HTML,
  seo: {
    og_title: 'Corner Basket — your neighbourhood shop, online',
    og_description: 'Fresh produce, dairy and staples delivered from the corner of your street.',
    meta_keywords: 'neighbourhood grocery, kirana, fresh vegetables, dairy, staples',
    og_image: 'banners/corner-fresh.svg',
  },
  address: { ...DEMO_SHOP.address, email: 'hello@cornerbasket.example' },
  popup: null,
  paymentProviders: ['cashfree'],
};
