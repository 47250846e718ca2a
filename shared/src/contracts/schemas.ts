/**
 * zod schemas for every entity the storefront knows and every response of the API.
 * The TypeScript types the apps and the server use are inferred from these, so a field exists in one place.
 */
import { z } from 'zod';
import { DEFAULT_FONT_FAMILY, DEFAULT_THEME, POPUP_DEFAULT_DURATION_S } from './constants';

/** Accepts an object or the JSON string of one (the spec stores several settings as JSON strings). */
function jsonObject<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);
}

export const userSchema = z.object({
  id: z.number().int().optional(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  superadmin: z.boolean().default(false),
  hasAdminAccess: z.boolean().default(false),
  isSalesAgent: z.boolean().default(false),
  permissions: z.array(z.string()).default([]),
});
export type User = z.infer<typeof userSchema>;

export const websiteSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  logo: z.string().nullable().default(null),
  description: z.string().default(''),
  theme: z.string().default(DEFAULT_THEME),
  favicon: z.string().nullable().default(null),
  show_supplier_page: z.boolean().default(false),
  show_cart: z.boolean().default(true),
  font_family: z.string().default(DEFAULT_FONT_FAMILY),
  nav_alignment: z.string().default('left'),
});
export type Website = z.infer<typeof websiteSchema>;

export const logoSettingsSchema = z.object({
  image_size: z.number().optional(),
  image_height: z.number().optional(),
  image_width: z.number().optional(),
});

export const navSettingSchema = z.object({
  nav_alignment: z.string().default('left'),
  logo_settings: jsonObject(logoSettingsSchema).default({}),
  search_setting: z.number().min(1).max(100).default(100),
  navbar_height: z.number().default(56),
  sub_navbar_height: z.number().default(40),
  navbar_template: z.number().int().min(1).max(5).default(1),
  header_template: z.number().int().min(1).max(4).default(1),
  footer_name: z.string().default(''),
  show_cart_icon: z.boolean().default(true),
  show_pincode: z.boolean().default(true),
  show_login: z.boolean().default(true),
  show_account: z.boolean().default(true),
  show_logo: z.boolean().default(true),
  show_register: z.boolean().default(true),
  show_search_bar: z.boolean().default(true),
  /** Site setting: dynamic (custom HTML) navbar instead of the standard one. */
  dynamic_navbar: z.boolean().default(false),
});
export type NavSetting = z.infer<typeof navSettingSchema>;

export const dynamicNavbarSchema = z.object({ data: z.string() });
export type DynamicNavbar = z.infer<typeof dynamicNavbarSchema>;

export interface NavItem {
  group: number;
  name: string;
  icon: string | null;
  show_icon: number;
  link: string | null;
  value: string | null;
  image: string | null;
  slug: string | null;
  open: boolean;
  children: NavItem[];
}
export const navItemSchema: z.ZodType<NavItem> = z.lazy(() =>
  z.object({
    group: z.number(),
    name: z.string(),
    icon: z.string().nullable().default(null),
    show_icon: z.number().default(0),
    link: z.string().nullable().default(null),
    value: z.string().nullable().default(null),
    image: z.string().nullable().default(null),
    slug: z.string().nullable().default(null),
    open: z.boolean().default(false),
    children: z.array(navItemSchema).default([]),
  }),
) as z.ZodType<NavItem>;

export const footerLinkSchema = z.object({
  name: z.string(),
  link: z.string(),
  icon: z.string().nullable().default(null),
  show_icon: z.number().default(0),
});
export const footerGroupSchema = z.object({
  name: z.string(),
  children: z.array(footerLinkSchema).default([]),
});
export type FooterGroup = z.infer<typeof footerGroupSchema>;

export interface Category {
  name: string;
  slug: string;
  avatar: string | null;
  children: Category[];
}
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    name: z.string(),
    slug: z.string(),
    avatar: z.string().nullable().default(null),
    children: z.array(categorySchema).default([]),
  }),
) as z.ZodType<Category>;

export const brandSchema = z.object({ name: z.string(), slug: z.string() });
export type Brand = z.infer<typeof brandSchema>;

export const packSchema = z.object({
  pack_id: z.number().int(),
  pack_name: z.string(),
  price: z.number(),
  act_price: z.number(),
  discount: z.number(),
  warehouse_id: z.number().int(),
  discount_type: z.string().nullable(),
  /** Units of this pack in the shopper's cart (0 when none); drives Add to Cart versus plus/minus. */
  quantity: z.number().int().default(0),
  in_stock: z.boolean().default(true),
});
export type Pack = z.infer<typeof packSchema>;

/** A product as the API sends it (the documented response). */
export const productObjectSchema = z.object({
  product_id: z.number().int(),
  product_name: z.string(),
  product_description: z.string().nullable().optional(),
  product_info: z.string().nullable().optional(),
  brand_name: z.string(),
  slug: z.string(),
  brand_slug: z.string(),
  category_slug: z.string().optional(),
  wishlist: z.boolean().default(false),
  medias: z.array(z.object({ src: z.string() })).default([]),
  image: z.string().default(''),
  packs: z.array(packSchema),
});

/** A product as the storefront reads it: `image` falls back to the first media. */
export const productSchema = productObjectSchema.transform((product) => ({ ...product, image: product.image || product.medias[0]?.src || '' }));
export type Product = z.infer<typeof productSchema>;

export const cartItemSchema = z.object({
  pack_id: z.number().int(),
  warehouse_id: z.number().int(),
  delivery_charge_id: z.number().int().nullable(),
  image: z.string().default(''),
  name: z.string(),
  pack: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  act_price: z.number(),
  amount: z.number(),
  valid: z.boolean().default(true),
  message: z.string().nullable().default(null),
  del_date: z.string().nullable().default(null),
  del_start_time: z.string().nullable().default(null),
  del_end_time: z.string().nullable().default(null),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const deliveryInfoSchema = z.object({
  delivery_charge_id: z.number().int().nullable(),
  delivery_charge: z.number(),
  free_above: z.number().nullable().default(null),
  amount: z.number(),
  message: z.string().nullable().default(null),
});

export const cartSchema = z.object({
  quantity: z.number().int().default(0),
  total: z.number().default(0),
  amount: z.number().default(0),
  offercode: z.string().nullable().default(null),
  serviceable: z.boolean().default(true),
  notes: z.string().nullable().default(null),
  message: z.string().nullable().default(null),
  discount: z.number().default(0),
  delivery_charge: z.number().default(0),
  finalDelivery: z.number().default(0),
  deliveryMessage: z.string().nullable().default(null),
  paymentMethods: z.array(z.string()).default([]),
  items: z.array(cartItemSchema).default([]),
  grouped_items: z.array(z.object({ delivery_charge_id: z.number().int().nullable(), items: z.array(cartItemSchema) })).default([]),
  del_date: z.string().nullable().default(null),
  del_start_time: z.string().nullable().default(null),
  del_end_time: z.string().nullable().default(null),
  deliveryInfo: z.array(deliveryInfoSchema).default([]),
});
export type Cart = z.infer<typeof cartSchema>;

export const wishlistCategorySchema = z.object({ id: z.number().int(), name: z.string() });
export type WishlistCategory = z.infer<typeof wishlistCategorySchema>;

export const pageComponentSchema = z.object({
  name: z.string(),
  data: z.unknown().default(null),
  type: z.string().default(''),
  logicdata: z.unknown().default(null),
  response: z.unknown().default(null),
  order: z.number().default(0),
  settings: z.unknown().default(null),
});
export type PageComponent = z.infer<typeof pageComponentSchema>;

export const pageDataSchema = z.object({
  url: z.string(),
  css: z.string().default(''),
  components: z.array(pageComponentSchema).default([]),
  show_footer: z.boolean().default(true),
  show_sub_navbar: z.boolean().default(true),
  show_navbar: z.boolean().default(true),
  seo_title: z.string().default(''),
  seo_description: z.string().default(''),
  seo_keyword: z.string().optional(),
  schema_script: z.string().nullable().default(null),
});
export type PageData = z.infer<typeof pageDataSchema>;

export const popupSchema = z.object({
  image: z.string(),
  duration: z.number().default(POPUP_DEFAULT_DURATION_S),
  link: z.string().nullable().default(null),
  once: z.boolean().default(false),
});
export type Popup = z.infer<typeof popupSchema>;

export const heroSlideSchema = z.object({
  image: z.string(),
  image_sm: z.string().nullable().default(null),
  link: z.string().nullable().default(null),
});
export type HeroSlide = z.infer<typeof heroSlideSchema>;

export const heroSettingsSchema = jsonObject(
  z.object({
    autoplayInterval: z.number().optional(),
    aspect: z.object({ sm: z.string().optional(), md: z.string().optional(), lg: z.string().optional() }).default({}),
    bgcolor: z.string().optional(),
    fullpage: z.boolean().optional(),
    slidesconfig: z
      .object({ sm: z.number().optional(), md: z.number().optional(), columns: z.number().optional(), autoplayInterval: z.number().optional() })
      .default({}),
  }),
);
export type HeroSettings = z.infer<typeof heroSettingsSchema>;

export const customFormSubmissionSchema = z.object({
  emailactivation: z.number().int().default(1),
  formtype: z.string().min(1),
  formdata: z.record(z.string(), z.unknown()),
});
export type CustomFormSubmission = z.infer<typeof customFormSubmissionSchema>;

export const webSeoSchema = z.object({
  og_title: z.string().default(''),
  og_description: z.string().default(''),
  meta_keywords: z.string().default(''),
  og_image: z.string().nullable().default(null),
});
export type WebSeo = z.infer<typeof webSeoSchema>;

export const webAddressSchema = z.object({
  address: z.string().default(''),
  city: z.string().default(''),
  state: z.string().default(''),
  pincode: z.string().default(''),
  phone: z.string().default(''),
  email: z.string().default(''),
});

export const webPageScriptSchema = z.object({ name: z.string(), placement: z.enum(['head', 'body']), content: z.string() });

export const activeThemeSchema = z.object({
  theme: z.string().default(DEFAULT_THEME),
  colors: z.record(z.string(), z.string()).default({}),
});
export type ActiveTheme = z.infer<typeof activeThemeSchema>;

export const paginationSchema = z.object({ total: z.number().int(), perPage: z.number().int(), page: z.number().int() });

export const initDataSchema = z.object({
  user: userSchema.nullable(),
  web: websiteSchema,
  pincode: z.string().nullable(),
  categories: z.array(categorySchema),
  brands: z.array(brandSchema),
  webSeo: webSeoSchema,
  webAddress: webAddressSchema,
  popup: popupSchema.nullable(),
  webPages: z.array(webPageScriptSchema),
  dynamicNavbar: dynamicNavbarSchema.nullable(),
  navSetting: navSettingSchema,
  activetheme: activeThemeSchema,
  navs: z.array(navItemSchema),
  footers: z.array(footerGroupSchema),
  cart: cartSchema,
});
export type InitData = z.infer<typeof initDataSchema>;

/** `GET /api/products` as the server sends it (documented in OpenAPI). */
export const productListBodySchema = z.object({
  data: z.array(productObjectSchema),
  meta: z.object({ total: z.number().int() }),
});
/** `GET /api/products` as the storefront reads it (image fallback applied). */
export const productListResponseSchema = productListBodySchema.extend({ data: z.array(productSchema) });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

/** Sort keys of the listing (`s`). */
export const PRODUCT_SORTS = ['relevance', 'popularity', 'price_asc', 'price_desc', 'discount', 'newest', 'name'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const commaList = z
  .string()
  .trim()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );

/** Query of `GET /api/products` and of the `/products` address bar: c, b, page, s, q (trimmed), perPage. */
export const productQuerySchema = z.object({
  c: commaList.optional(),
  b: commaList.optional(),
  page: z.coerce.number().int().min(1).default(1),
  s: z.enum(PRODUCT_SORTS).optional(),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((value) => value || undefined),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
export type ProductQuery = z.infer<typeof productQuerySchema>;

export const pageDataResponseSchema = z.object({
  data: z.array(pageComponentSchema),
  css: z.string(),
  show_footer: z.boolean(),
  show_sub_navbar: z.boolean(),
  show_navbar: z.boolean(),
  seo_title: z.string(),
  seo_description: z.string(),
  seo_keyword: z.string().optional(),
  schema_script: z.string().nullable(),
});
export type PageDataResponse = z.infer<typeof pageDataResponseSchema>;

export const wishlistResponseSchema = z.array(wishlistCategorySchema);

/** Error body every API refusal uses. */
export const apiErrorBodySchema = z.object({ message: z.string(), field: z.string().optional() });
