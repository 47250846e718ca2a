/** The demo shop's editable content: theme, navigation, footer, popup and pages. */
import type { FooterGroup, NavItem } from '@storefront/shared/contracts';
import type { SeedCategory } from './catalogue';

export const DEMO_SHOP = {
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
    og_image: null,
  },
  address: {
    address: '4th Floor, Prestige Tech Park, Outer Ring Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560103',
    phone: '080 4567 8900',
    email: 'care@freshkart.example',
  },
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

export interface SeedPage {
  url: string;
  seoTitle: string;
  seoDescription: string;
  components: { name: string; type: string; data: unknown; order: number }[];
}

export const DEMO_PAGES: SeedPage[] = [
  {
    url: '/',
    seoTitle: 'FreshKart — groceries delivered in hours',
    seoDescription: 'Fresh fruits, vegetables, dairy and daily staples delivered to your doorstep.',
    components: [
      {
        name: 'Welcome',
        type: 'html',
        order: 0,
        data: `<section class="hero"><h1>Fresh groceries, delivered today</h1><p>Fruits, vegetables, dairy, atta, dals and masalas from local farms and trusted brands — at your door in hours.</p><p><a href="/products">Shop all products</a></p></section>`,
      },
    ],
  },
  {
    url: '/about-us',
    seoTitle: 'About FreshKart',
    seoDescription: 'Who we are and how we deliver fresh groceries.',
    components: [
      {
        name: 'About',
        type: 'html',
        order: 0,
        data: '<section><h1>About FreshKart</h1><p>We source produce every morning from farmer collectives around Bengaluru, Nashik and Sonipat, and deliver from neighbourhood warehouses so your order reaches you fresh.</p></section>',
      },
    ],
  },
  {
    url: '/contact-us',
    seoTitle: 'Contact FreshKart',
    seoDescription: 'Write to us or call our care team.',
    components: [
      {
        name: 'Contact',
        type: 'html',
        order: 0,
        data: '<section><h1>Contact us</h1><p>Call 080 4567 8900 (8 am – 10 pm) or write to care@freshkart.example.</p></section>',
      },
    ],
  },
];

/** Delivery-charge rules, referred to by the warehouses below by name. */
export const DEMO_DELIVERY_CHARGES = [
  { name: 'Metro standard', chargePaise: 4900, freeAbovePaise: 59900 },
  { name: 'NCR standard', chargePaise: 3900, freeAbovePaise: 49900 },
];

/**
 * Warehouses, the pincodes each delivers to (COD refused in a few, as real shops do for some areas), the
 * delivery-charge rule and the daily slots with their cut-offs (shop time, Asia/Kolkata).
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
      { startTime: '07:00', endTime: '10:00', cutoffTime: '05:00' },
      { startTime: '12:00', endTime: '15:00', cutoffTime: '09:00' },
      { startTime: '18:00', endTime: '21:00', cutoffTime: '15:00' },
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
      { startTime: '08:00', endTime: '11:00', cutoffTime: '06:00' },
      { startTime: '17:00', endTime: '20:00', cutoffTime: '14:00' },
    ],
  },
  {
    name: 'Delhi NCR — Gurugram',
    city: 'Gurugram',
    isDefault: false,
    deliveryCharge: 'NCR standard',
    pincodes: ['110001', '110016', '110017', '110048', '122001', '122002', '122003', '122018'],
    noCodPincodes: [],
    slots: [
      { startTime: '09:00', endTime: '13:00', cutoffTime: '07:00' },
      { startTime: '16:00', endTime: '20:00', cutoffTime: '13:00' },
    ],
  },
];

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
